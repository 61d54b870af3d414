/// Rules for the session intents: help, accounts, quitting and yes/no answers.
enum SessionRules {
    static let signupLeads: [[String]] = [
        ["sign", "me", "up"], ["sign", "up"], ["signup"], ["register"], ["create", "an", "account"],
        ["create", "account"], ["make", "an", "account"], ["join"],
    ]
    static let loginLeads: [[String]] = [
        ["log", "me", "in"], ["log", "in"], ["login"], ["sign", "me", "in"], ["sign", "in"], ["signin"],
    ]
    static let logoutPhrases: [[String]] = [
        ["log", "me", "out"], ["log", "out"], ["logout"], ["sign", "me", "out"], ["sign", "out"], ["signout"],
    ]
    static let whoamiPhrases: [[String]] = [
        ["whoami"], ["who", "am", "i"], ["am", "i", "logged", "in"], ["who", "am", "i", "logged", "in", "as"],
    ]
    static let quitPhrases: [[String]] = [["quit"], ["exit"], ["bye"], ["goodbye"], ["disconnect"], ["q"]]
    static let confirmPhrases: [[String]] = [
        ["yes"], ["y"], ["yeah"], ["yep"], ["yup"], ["sure"], ["ok"], ["okay"], ["confirm"], ["do", "it"],
        ["go", "ahead"], ["sounds", "good"], ["yes", "please"], ["absolutely"],
    ]
    static let denyPhrases: [[String]] = [
        ["no"], ["n"], ["nope"], ["nah"], ["never", "mind"], ["nevermind"], ["cancel"], ["forget", "it"],
        ["stop"], ["no", "thanks"], ["dont"],
    ]
    static let helpPhrases: [[String]] = [
        ["what", "can", "you", "do"], ["commands"], ["menu"], ["?"], ["hello"], ["hi"], ["hey"], ["hiya"], ["howdy"],
        ["yo"], ["how", "does", "this", "work"], ["getting", "started"],
    ]

    /// The command words a typo is measured against, each with the phrase suggested for it.
    static let keywords: [(word: String, suggestion: String)] = [
        ("help", "help"), ("signup", "signup"), ("register", "signup"), ("login", "login"),
        ("logout", "logout"), ("whoami", "whoami"), ("resume", "resume"), ("quit", "quit"), ("exit", "quit"),
    ]

    /// The phrase to suggest for a command word ("register" suggests "signup").
    static func suggestion(for word: String) -> String {
        keywords.first { $0.word == word }?.suggestion ?? word
    }

    /// The first word of every phrase and lead above: no session rule matches a line that starts otherwise.
    private static let firstWords = WordSet(
        (signupLeads + loginLeads + logoutPhrases + whoamiPhrases + quitPhrases + confirmPhrases + denyPhrases
            + helpPhrases).map { $0[0] } + ["help", "resume"])

    static func match(_ utterance: Utterance) -> Intent? {
        let words = utterance.words
        guard let first = words.first, firstWords.contains(first) else { return nil }
        if words.first == "help" {
            let topic = words.dropFirst().joined(separator: " ")
            return Intent(.help, Slots(topic: topic.isEmpty ? nil : topic))
        }
        if helpPhrases.contains(words) { return Intent(.help) }
        if logoutPhrases.contains(words) { return Intent(.logout) }
        if whoamiPhrases.contains(words) { return Intent(.whoami) }
        if quitPhrases.contains(words) { return Intent(.quit) }
        if confirmPhrases.contains(words) { return Intent(.confirm) }
        if denyPhrases.contains(words) { return Intent(.deny) }
        if words.first == "resume" {
            let start = words.count > 1 && words[1] == "session" ? 2 : 1
            guard words.count <= start + 1, words.count == start || Self.looksLikeToken(words[start]) else { return nil }
            return Intent(.resume, Slots(text: utterance.rawText(from: start)))
        }
        if let lead = longestLead(signupLeads, in: words) {
            return Intent(.signup, credentials(in: utterance, after: lead))
        }
        if let lead = longestLead(loginLeads, in: words) {
            return Intent(.login, credentials(in: utterance, after: lead))
        }
        return nil
    }

    /// Session tokens are long runs of letters and digits; "resume 2" or "resume listing 4" mean a listing.
    private static func looksLikeToken(_ word: String) -> Bool {
        word.count >= 6 && word.allSatisfy { $0.isLetter || $0.isNumber }
    }

    private static func longestLead(_ leads: [[String]], in words: [String]) -> Int? {
        leads.first { words.starts(with: $0) }?.count
    }

    /// Reads `[as|for] NAME [with|and] [password|pw|pass] PASSWORD` after the command words.
    private static func credentials(in utterance: Utterance, after lead: Int) -> Slots {
        let words = utterance.words
        var index = lead
        if index < words.count, ["as", "for", "with", "user", "username"].contains(words[index]) { index += 1 }
        if index < words.count, words[index] == "username" { index += 1 }
        guard index < words.count else { return Slots() }
        let typed = utterance.raw(index).lowercased()
        let user = String((typed.hasSuffix(",") ? typed.dropLast() : typed[...]).drop { $0 == "@" })
        index += 1
        if index < words.count, ["with", "and", "using"].contains(words[index]) { index += 1 }
        if index < words.count, ["password", "pw", "pass", "passwd"].contains(words[index]),
            index + 1 < words.count
        {
            index += 1
        }
        return Slots(user: user, text: utterance.rawText(from: index))
    }
}
