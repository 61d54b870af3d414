extension CommandRules {
    /// The ways of asking who has a thing to rent, built from who is asked, an auxiliary and a verb of having:
    /// "do you have", "do ya offer", "does anybody got", "have you got", "has anyone got", "who's got", "anyone
    /// with", "is there anybody with", "you got any", "could anyone lend", "is anybody renting out". A question about
    /// the person's own things ("did anyone rent my garage") is not one: "did" asks what happened.
    static let askingWhoHas: [String] = {
        let anyone = ["anyone", "anybody", "someone", "somebody", "anyone here", "anybody here"]
        let others = anyone + ["any of you", "people", "folks"]
        let you = ["you", "you guys", "ya", "you all"]
        let having = ["have", "got", "offer"]
        let renting = ["rent", "lend", "rent out", "lend out"]
        var leads = ["who's got", "whos got", "who has got", "who got", "who's got any", "who has any"]
        for asked in others + you {
            let verbs = you.contains(asked) ? having + renting : having
            for auxiliary in ["do", "does"] { leads += verbs.map { "\(auxiliary) \(asked) \($0)" } }
            leads += ["have \(asked) got", "has \(asked) got", "is there \(asked) with", "are there \(asked) with", "\(asked) got any", "\(asked) have any"]
        }
        for asked in anyone {
            leads += ["\(asked) got", "\(asked) has", "\(asked) have", "\(asked) with"]
            for modal in ["can", "could", "would", "will"] { leads += renting.map { "\(modal) \(asked) \($0)" } }
            for lending in ["renting", "renting out", "lending", "lending out"] {
                leads += ["is \(asked) \(lending)", "is there \(asked) \(lending)", "\(asked) \(lending)"]
            }
        }
        return leads
    }()
}
