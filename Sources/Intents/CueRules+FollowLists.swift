extension CueRules {
    /// Where someone is put to be followed, as people say it after "add" or "put": "to who i follow", "on my friends
    /// list", "in my friends", "onto the people i follow".
    static let followedListPlaces: [String] = {
        let lists = [
            "friends", "friends list", "friend list", "following", "following list", "follows", "follow list", "people i follow",
            "list of people i follow", "who i follow", "people i'm following", "people im following",
        ]
        var places: [String] = []
        for preposition in ["to", "on", "onto", "in", "into"] {
            for list in lists {
                places.append("\(preposition) \(list)")
                if !list.hasPrefix("who") { places += ["\(preposition) my \(list)", "\(preposition) the \(list)"] }
            }
        }
        return places
    }()
}
