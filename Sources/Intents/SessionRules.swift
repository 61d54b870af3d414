/// Rules for the session intents: help, accounts, quitting and yes/no answers.
enum SessionRules {
    static let signupLeads: [[String]] = [
        ["sign", "me", "up"], ["sign", "up"], ["signup"], ["register"], ["create", "an", "account"],
        ["create", "account"], ["make", "an", "account"], ["join"], ["make", "me", "an", "account"], ["create", "me", "an", "account"],
        ["open", "an", "account"], ["set", "me", "up", "with", "an", "account"], ["new", "user"], ["need", "an", "account"],
        ["i", "need", "an", "account"], ["get", "me", "an", "account"], ["get", "an", "account"], ["new", "account"],
        ["make", "me", "a", "rentline", "account"], ["create", "a", "rentline", "account"], ["make", "a", "new", "account"],
        ["create", "a", "new", "account"],
    ]
    static let loginLeads: [[String]] = [
        ["log", "me", "in"], ["log", "in"], ["login"], ["sign", "me", "in"], ["sign", "in"], ["signin"], ["log", "into"], ["log", "in", "to"],
        ["login", "to"], ["sign", "into"], ["sign", "in", "to"], ["logging", "in"], ["lemme", "in"], ["let", "me", "in"], ["logging", "in", "as"],
        ["signing", "in"], ["signing", "in", "as"], ["log", "me", "into"], ["sign", "me", "into"], ["authenticate"], ["authenticate", "me"],
        ["log", "me", "on"], ["log", "on"],
    ]
    static let logoutPhrases: [[String]] = [
        ["log", "me", "out"], ["log", "out"], ["logout"], ["sign", "me", "out"], ["sign", "out"], ["signout"], ["log", "off"],
        ["log", "me", "off"], ["sign", "off"], ["sign", "me", "off"], ["end", "my", "session"], ["end", "session"], ["end", "this", "session"],
        ["exit", "my", "account"], ["leave", "my", "account"], ["disconnect", "my", "account"], ["disconnect", "from", "my", "account"], ["logging", "off"], ["logging", "out"], ["logging", "me", "out"], ["sign", "out", "of", "my", "account"], ["log", "out", "of", "my", "account"],
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

    /// Every word of the phrases above: "byeee" is "bye" drawn out.
    static var phraseWords: [String] {
        (signupLeads + loginLeads + logoutPhrases + whoamiPhrases + quitPhrases + confirmPhrases + denyPhrases + helpPhrases).flatMap { $0 }
    }

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
        if let resume = resumeByToken(utterance) { return resume }
        if let login = credentialsAlone(utterance) { return login }
        if isLogout(utterance) { return Intent(.logout) }
        guard let first = words.first, firstWords.contains(first) else { return accountCommandInLaterSentence(of: utterance) }
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
        return accountCommand(in: utterance, from: 0) ?? accountCommandInLaterSentence(of: utterance)
    }

    /// Sign-up or log-in starting at word `start`, with the name and password after it; nil when what follows
    /// the command is no username ("sign me up for the 2nd listing" books).
    private static func accountCommand(in utterance: Utterance, from start: Int) -> Intent? {
        let words = Array(utterance.words[start...])
        for (intent, leads) in [(IntentName.signup, signupLeads), (.login, loginLeads)] {
            guard let lead = longestLead(leads, in: words) else { continue }
            guard let slots = credentials(in: utterance, after: start + lead) else { return nil }
            return Intent(intent, slots)
        }
        return nil
    }

    /// "Morning. Can I log in? username alexm, password …", "hey can u make me an account? name zoe, password …",
    /// "new here - sign me up pls, user lee pass …": an account command opening the line after a greeting, or a later
    /// clause.
    private static func accountCommandInLaterSentence(of utterance: Utterance) -> Intent? {
        let words = utterance.words
        guard words.contains(where: accountLeadWords.contains) else { return nil }
        for index in [-1] + Array(words.indices.dropLast()) {
            guard index < 0 || opensAClause(after: utterance.raw(index)) else { continue }
            var start = index + 1
            while start < words.count - 1, askingFrame.contains(words[start]) { start += 1 }
            if let intent = accountCommand(in: utterance, from: start) { return intent }
        }
        return nil
    }

    /// "username ben password …", "it's chen, password …": a name and a password labelled as such, with no command,
    /// log in; what follows a comma after the password ("…, log me in") is no part of it.
    private static func credentialsAlone(_ utterance: Utterance) -> Intent? {
        let words = utterance.words
        let name = words.prefix { selfIntroductions.contains($0) }.count
        var label = name + 1
        while label < words.count - 1, labelGlue.contains(words[label]) { label += 1 }
        guard name > 0 || words.count > 1 && words[1] == "here", label + 1 < words.count, passwordLabels.contains(words[label]),
            var slots = credentials(in: utterance, after: name)
        else { return nil }
        slots.text = slots.text.map { text in text.range(of: ", ").map { String(text[..<$0.lowerBound]) } ?? text }
        return Intent(.login, slots)
    }

    static let passwordLabels: Set<String> = ["password", "pw", "pass", "passwd", "pwd", "passcode"]
    /// Words between a name and its password's label: "chen here, my password is …", "i'm ben2 and the pass is …".
    private static let labelGlue: Set<String> = ["here", "and", "the", "my", "-", ","]
    /// Words before a name said with its password and no command: "username", "it's", "this is".
    private static let selfIntroductions: Set<String> = ["username", "user", "it's", "its", "i'm", "im", "this", "is"]

    /// Words that may open the sentence an account command is asked in: "can I sign up?".
    private static let askingFrame: Set<String> = [
        "can", "could", "i", "i'd", "id", "like", "to", "want", "please", "pls", "you", "u", "me", "let", "now", "so", "just", "hey", "hi",
        "hello", "ok", "okay", "yo",
    ]
    static let dashes: Set<Substring> = ["-", "–", "—"]
    /// The first words of the sign-up and log-in leads: a line without one holds no account command.
    private static let accountLeadWords = Set((signupLeads + loginLeads).map { $0[0] })

    private static func opensAClause(after raw: Substring) -> Bool {
        IntentParser.endsClause(raw) || dashes.contains(raw)
    }

    /// "restore session 4d34…", "here's my token 4d34…", "log me in with token 4d34…", or the token alone: a short line
    /// holding a token as the server issues them (32 hexadecimal digits) and a word about sessions asks to resume.
    private static func resumeByToken(_ utterance: Utterance) -> Intent? {
        let words = utterance.words
        guard words.count <= 12, let token = words.first(where: isIssuedToken),
            words.count == 1 || words.contains(where: resumeWords.contains)
        else { return nil }
        return Intent(.resume, Slots(text: token))
    }

    private static func isIssuedToken(_ word: String) -> Bool {
        word.utf8.count == 32 && word.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }

    private static let resumeWords: Set<String> = [
        "token", "session", "resume", "restore", "continue", "logged", "log", "login", "phone", "laptop", "reconnect", "back",
        "pick", "keep", "use", "my",
    ]

    /// Session tokens are long runs of letters and digits; "resume 2" or "resume listing 4" mean a listing.
    private static func looksLikeToken(_ word: String) -> Bool {
        word.count >= 6 && word.allSatisfy { $0.isLetter || $0.isNumber }
    }

    private static func longestLead(_ leads: [[String]], in words: [String]) -> Int? {
        leads.filter { words.starts(with: $0) }.map(\.count).max()
    }

    /// Reads `[as|for|I'm|my username is] NAME [, and my password is|with password|pw] PASSWORD` after the command
    /// words; nil when the word in the name's place names nobody ("for the …", "for my …"). A word said "with" or "using"
    /// ("im gus, logging in with hunter22") is a password, never a name: it goes with a name said before, or the bot asks
    /// for both. When words stand between the name read and a password's label later on, the name is in doubt, and
    /// neither is read: the bot asks.
    private static func credentials(in utterance: Utterance, after lead: Int) -> Slots? {
        let words = utterance.words
        var index = lead
        while index < words.count - 1,
            namePrefaces.contains(words[index]) || ["my", "the"].contains(words[index]) && ["name", "username", "user", "account"].contains(words[index + 1])
        {
            index += 1
        }
        while index < words.count - 1, !words[index].contains(where: { $0.isLetter || $0.isNumber }) { index += 1 }
        while index < words.count - 1, namePrefaces.contains(words[index]) { index += 1 }
        guard index < words.count, !words[index...].allSatisfy({ Self.courtesies.contains($0) || Self.namePrefaces.contains($0) })
        else { return Slots() }
        if passwordLabels.contains(words[index]), let named = nameSaid(before: lead, in: utterance) {
            while index < words.count - 1, passwordPrefaces.contains(words[index]) { index += 1 }
            return Slots(user: named, text: utterance.rawText(from: index))
        }
        let user = username(typed: utterance.raw(index))
        guard !SlotReader.notUsernames.contains(user), !["my", "your", "our", "their", "his"].contains(user), !passwordLabels.contains(user),
            !Lexicon.stopWords.contains(user), !["without", "with", "using", "via", "through", "before", "after"].contains(user),
            user.contains(where: { $0.isLetter || $0.isNumber })
        else { return nil }
        if index > lead, ["with", "using"].contains(words[index - 1]) {
            return nameSaid(before: lead, in: utterance).map { Slots(user: $0, text: utterance.rawText(from: index)) } ?? Slots()
        }
        index += 1
        while index < words.count - 1, passwordPrefaces.contains(words[index]) { index += 1 }
        let text = utterance.rawText(from: index).map { withoutKey($0, from: passwordLabels) }
        let password = text.map(passwordSaid(in:))
        if password == text, words[index...].dropFirst().contains(where: passwordLabels.contains) { return Slots() }
        return Slots(user: user, text: password)
    }

    /// "i want kitkat999 as my password", "use hunter22 for the password": the one word meant, when the password is
    /// said inside a sentence about it; otherwise the text as typed.
    private static func passwordSaid(in text: String) -> String {
        let words = Utterance.plain(text).split(separator: " ")
        guard let label = words.lastIndex(where: { passwordLabels.contains($0.lowercased()) }), label == words.count - 1, label >= 2 else { return text }
        var joint = label - 1
        if ["my", "the", "a"].contains(words[joint].lowercased()) { joint -= 1 }
        guard joint >= 1, ["as", "for"].contains(words[joint].lowercased()) else { return text }
        let before = words[..<(joint - 1)].map { $0.lowercased() }
        guard before.allSatisfy(passwordWishes.contains) else { return text }
        return String(text.split(separator: " ")[joint - 1])
    }

    private static let passwordWishes: Set<String> = ["i", "want", "i'd", "id", "like", "to", "use", "i'll", "ill", "will", "and", "please", "pls", "set", "make", "put", "let's", "lets"]

    /// "@Ana.", "user=cleo,": a username as typed, without its "@", key or trailing punctuation, lower-cased.
    static func username(typed: Substring) -> String {
        let typed = withoutKey(typed.lowercased(), from: nameKeys)
        return String(typed.drop { "@'\"“‘".contains($0) }.reversed().drop { ",/:;.'\"”’".contains($0) }.reversed())
    }

    /// "my name's kai, sign me up, pw …": the name introduced before the command at `lead`, when the password follows it.
    private static func nameSaid(before lead: Int, in utterance: Utterance) -> String? {
        let words = utterance.words
        guard let intro = words.prefix(lead).lastIndex(where: nameIntroductions.contains) else { return nil }
        let name = intro + 1 < lead && words[intro + 1] == "is" ? intro + 2 : intro + 1
        guard name < lead else { return nil }
        let user = username(typed: utterance.raw(name))
        return SlotReader.isPlausibleUsername(user) ? user : nil
    }

    private static let nameIntroductions: Set<String> = ["name's", "names", "name", "username", "i'm", "im"]

    /// "user=cleo", "pass=cleocleo9": the value of a word typed as a key and its value, when the key is one of `keys`.
    private static func withoutKey(_ typed: String, from keys: Set<String>) -> String {
        guard let equals = typed.firstIndex(of: "="), keys.contains(typed[..<equals].lowercased()) else { return typed }
        return String(typed[typed.index(after: equals)...])
    }

    private static let nameKeys: Set<String> = ["user", "username", "name", "login", "handle"]

    /// Words before a username: "as", "I'm", "my username is", "an account called".
    private static let namePrefaces: Set<String> = [
        "as", "for", "with", "user", "username", "i'm", "im", "i", "am", "it's", "its", "this", "is", "me", "name", "pls", "please",
        "called", "named", "here", "now", "rentline", "name's", "names", "account", "i'd", "id", "like", "call",
    ]
    /// Words after a sign-up or log-in that name no one: "sign up here", "log in now please".
    private static let courtesies: Set<String> = ["here", "now", "please", "pls", "today", "thanks"]
    /// Words between a username and its password: ", and my password is", "with password", "pw:", "my password will be".
    private static let passwordPrefaces: Set<String> = [
        "with", "and", "&", "+", "using", "my", "the", "password", "pw", "pass", "passwd", "is", "=", "-", "/", ":", "|", "w/", "w",
        "will", "would", "should", "shall", "can", "be", "set", "to", "here",
    ]
}
