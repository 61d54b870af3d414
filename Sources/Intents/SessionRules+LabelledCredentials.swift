extension SessionRules {
    /// "Can I make an account? I'd like to be 'marco' with password …", "i wanna sign up, my username should be olga and
    /// my password …", "I'd like an account. Name - kenji. Password - …", "register me, pw is … and username theo_k",
    /// "make me an account: password=…, username=ivy_r": a wish for an account anywhere in the turn, with a name and a
    /// password each said after a word that labels it, in either order. Nil unless both are said so.
    static func signupWithLabelledCredentials(_ utterance: Utterance) -> Intent? {
        let words = utterance.words
        guard words.contains(where: { passwordLabels.contains(labelOf($0)) }), asksForAnAccount(words),
            let password = labelledValue(passwordLabels, glue: passwordGlue, in: utterance),
            let user = labelledValue(nameLabels, glue: nameGlue, in: utterance, skipping: password.index)
        else { return nil }
        let name = username(typed: Substring(user.typed))
        guard SlotReader.isPlausibleUsername(name), !Lexicon.stopWords.contains(name) else { return nil }
        return Intent(.signup, Slots(user: name, text: password.typed))
    }

    /// True when a sign-up lead opens at any word, one is said in its "-ing" form ("joining up"), or "account" follows a
    /// wish for one ("I'd like an account").
    private static func asksForAnAccount(_ words: [String]) -> Bool {
        words.contains(where: ["joining", "registering"].contains)
            || words.indices.contains { start in signupLeads.contains { words[start...].starts(with: $0) } }
            || words.indices.dropFirst().contains { words[$0] == "account" && words[..<$0].suffix(3).contains(where: accountWishes.contains) }
    }

    /// The value said after the first of `labels` that has one: the next word past `glue` ("username should be olga",
    /// "name - kenji"), or the rest of a word typed as a key and its value ("password=hunter-42"). The value is as typed,
    /// without the full stop or comma that ends its sentence when more follows.
    private static func labelledValue(
        _ labels: Set<String>, glue: Set<String>, in utterance: Utterance, skipping taken: Int? = nil
    ) -> (index: Int, typed: String)? {
        let words = utterance.words
        for index in words.indices where index != taken {
            let word = words[index]
            let typed = utterance.raw(index)
            if let equals = typed.firstIndex(of: "="), labels.contains(labelOf(word)), typed.index(after: equals) < typed.endIndex {
                return (index, trimmed(String(typed[typed.index(after: equals)...]), endsTheLine: index == words.count - 1))
            }
            guard !word.contains("="), labels.contains(labelOf(word)),
                let value = words.indices.dropFirst(index + 1).first(where: { !glue.contains(words[$0]) }), value != taken,
                !passwordLabels.contains(labelOf(words[value])), !nameLabels.contains(labelOf(words[value]))
            else { continue }
            return (value, trimmed(String(utterance.raw(value)), endsTheLine: value == words.count - 1))
        }
        return nil
    }

    /// "password's", "username's" and "password=…" label as "password" and "username" do.
    private static func labelOf(_ word: String) -> String {
        if let equals = word.firstIndex(of: "=") { return String(word[..<equals]) }
        return word.hasSuffix("'s") ? String(word.dropLast(2)) : word
    }

    private static func trimmed(_ typed: String, endsTheLine: Bool) -> String {
        guard !endsTheLine, let last = typed.last, [".", ",", ";"].contains(last) else { return typed }
        return String(typed.dropLast())
    }

    private static let accountWishes: Set<String> = ["like", "want", "wanna", "need", "make", "create", "get", "open", "new"]
    private static let nameLabels: Set<String> = ["username", "name", "user", "uname", "handle", "be", "called", "named", "names"]
    private static let nameGlue: Set<String> = [
        "is", "should", "will", "would", "be", "as", "=", "-", "–", "—", ":", "i", "want", "wanna", "going", "gonna", "to", "like", "i'd", "id",
    ]
    private static let passwordGlue: Set<String> = ["is", "should", "will", "would", "be", "=", "-", "–", "—", ":", "of", "going", "gonna", "to"]
}
