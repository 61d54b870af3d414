extension CueRules {
    /// What the person has booked, in every contraction of having done it: "i've reserved", "ive booked", "i have
    /// borrowed", "have i rented", "im renting", "my booked stuff", "booked under my name". ("hired" is left out: as a cue word the typo model
    /// would read "tired" as it.)
    static let whatIWillUse: [String] = {
        let done = ["booked", "reserved", "rented", "borrowed", "requested"]
        let doing = ["booking", "reserving", "renting", "borrowing"]
        var phrases = ["booked under my name", "reserved under my name", "i got booked", "i've got booked"]
        for verb in done {
            phrases += ["i \(verb)", "i've \(verb)", "ive \(verb)", "i have \(verb)", "have i \(verb)"]
            phrases += ["stuff", "things", "items"].map { "my \(verb) \($0)" }
        }
        for verb in doing { phrases += ["i'm \(verb)", "im \(verb)", "i am \(verb)", "am i \(verb)"] }
        return phrases
    }()

    /// Asking how one's own profile looks to other people: "show what others see about me", "how do i look to other
    /// users", "what do people see when they look me up".
    static let howOthersSeeMe: [String] = {
        var phrases: [String] = []
        for others in ["others", "other people", "other users", "people", "everyone", "everybody"] {
            phrases += ["\(others) see about me", "\(others) see of me", "\(others) see me", "as \(others) see me", "look to \(others)",
                "\(others) see when they look me up"]
        }
        return phrases
    }()
}
