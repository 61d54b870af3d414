/// "what did zoe say?", "did ben reply yet", "has @ana written back", "show me what chen said": a question about
/// what one person wrote to the asker, read as `inbox` with that person as `user`.
enum WordsFromSomeoneRule {
    static func reading(_ utterance: Utterance) -> Reading? {
        let words = utterance.words
        guard let verb = words.indices.first(where: { sayingVerbs.contains(words[$0]) }), verb > 0 else { return nil }
        var person = verb - 1
        while person > 0, adverbs.contains(words[person]) { person -= 1 }
        guard person > 0, asking.contains(words[person - 1]) else { return nil }
        let name = EntityScan.username(utterance.raw(person))
        let isPronoun = pronouns.contains(name)
        guard isPronoun || SlotReader.isPlausibleUsername(name), !Lexicon.stopWords.contains(name) || isPronoun else { return nil }
        let after = words[(verb + 1)...]
        guard after.allSatisfy(trailing.contains) else { return nil }
        let before = words[..<(person - 1)]
        guard before.allSatisfy(leading.contains) else { return nil }
        var slots = Slots()
        if !isPronoun { slots.user = name }
        var reading = Reading(.inbox, slots, base: 14, evidence: ["words from someone"], leftover: [])
        reading.at = person - 1
        return reading
    }

    private static let sayingVerbs: Set<String> = [
        "say", "said", "saying", "write", "wrote", "written", "writing", "reply", "replied", "replying", "answer", "answered",
        "respond", "responded", "text", "texted", "texting", "message", "messaged", "messaging", "dm", "dmed", "dm'd", "send",
        "sent", "sending", "tell", "told",
    ]
    /// Words between the person and the verb: "has ben already replied", "what's zoe been saying".
    private static let adverbs: Set<String> = ["just", "already", "ever", "been", "finally", "even", "actually", "really"]
    /// The word right before the person that makes it a question about what they wrote.
    private static let asking: Set<String> = [
        "did", "has", "have", "what", "what's", "whats", "what'd", "hasn't", "didn't", "haven't", "what've", "whatd",
    ]
    /// What may come after the verb: "did lee message me back", "what did priya send me?".
    private static let trailing: Set<String> = [
        "me", "us", "back", "to", "yet", "already", "anything", "lately", "recently", "today", "so", "far", "about", "it",
        "that", "this", "again", "at", "all", "now",
    ]
    /// What may come before the question: "hey, what did zoe say", "show me what chen said".
    private static let leading: Set<String> = [
        "what", "what's", "whats", "hey", "hi", "so", "and", "ok", "okay", "show", "me", "tell", "let", "see", "read", "check", "can", "you", "i", "want",
        "to", "know", "please", "pls", "um", "oh", "btw", "wait",
    ]
    private static let pronouns: Set<String> = ["they", "he", "she"]
}
