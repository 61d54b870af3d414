/// What demo people write in posts: everyday lines, and lines about one of their listings or a spot in their city.
enum DemoPosts {
    static let everyday = [
        "Fixed my bike today, ready for a weekend ride.", "Moving sale this Saturday, come say hi!",
        "Anyone up for camping next month?", "Best coffee around here? Asking for a friend.",
        "Thanks to everyone who rented from me this month!", "Finally finished the bookshelf I was building.",
        "Sunny morning, perfect for a long walk.", "Looking for a tennis partner on weekday evenings.",
        "Made way too much banana bread, who wants some?", "Welcome to the new neighbours on our block!",
    ]
    static let aboutListing: [@Sendable (String) -> String] = [
        { "Just listed: \($0). Message me if you need it." }, { "\($0) is free next weekend if anyone needs it." },
        { "Cleaned up and ready to go: \($0)." }, { "\($0) is back from its last rental and looking great." },
    ]
    static let aboutSpot: [@Sendable (String) -> String] = [
        { "Great afternoon at \($0) today." }, { "Anyone up for \($0) this weekend?" },
        { "Found a new favourite: \($0)." }, { "Meeting friends at \($0) tonight, come along!" },
    ]
}
