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

    /// Asking to have a thing for a time, said as a request or a place on its list: "request ana's pa system for dec
    /// 27", "put in a request for the one from ana for next weekend", "put me down for the room, 6 months from jan 1".
    /// The slot reader keeps them only with a time, a length or a thing that is rented said: "request a callback" asks
    /// for no listing.
    static let requestingLeads: [String] = {
        var leads = ["request", "put me down for", "pencil me in for", "sign me up for"]
        for verb in ["put in", "send", "make", "submit", "place", "file"] {
            leads += ["\(verb) a request for", "\(verb) a booking request for", "\(verb) a rental request for"]
        }
        return leads + ["put a request in for", "send in a request for"]
    }()

    /// Words before "request" that make it a request already made, named or answered: "approve the request", "my
    /// request", "a lease request".
    static let notRequesting: Set<String> = [
        "the", "a", "an", "my", "your", "his", "her", "their", "our", "this", "that", "any", "no", "new", "each", "every", "which", "whose",
        "lease", "booking", "rental", "rent", "approve", "accept", "decline", "reject", "deny", "refuse", "cancel", "withdraw", "see",
        "show", "view", "check", "pending", "open", "of",
    ]
}
