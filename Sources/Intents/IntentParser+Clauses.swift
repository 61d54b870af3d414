/// Where the turn's clauses start and end, which words may frame a command at a clause's start, and which words make
/// what follows talked about rather than asked for.
extension IntentParser {
    /// Words that may come before a command and still leave it at the start of the request: "so I just book 2".
    /// A hedge among them ("I'll probably block @x") still leaves a reading, which `Hedges` keeps from being acted on.
    static let frameWords: WordSet = [
        "i", "we", "just", "also", "then", "so", "now", "and", "please", "really", "actually", "quickly", "maybe", "ya",
        "still", "ok", "okay", "i'll", "ill", "i'd", "id", "you", "can", "could", "would", "will", "to", "want",
        "wanna", "gonna", "going", "let's", "lets", "go", "ahead", "try", "me", "us", "for", "kindly", "pls",
        "first", "finally", "next", "like", "love", "we'd", "we'll", "i've", "ive", "need", "should", "might",
        "i'm", "im", "happy", "glad", "but", "have", "sorry", "probably", "perhaps", "possibly", "someday",
    ]

    /// True when the word at `index` is a frame word; "like" and "love" only after a wish ("I'd like", "we would
    /// love"), since "like post 57" likes a post.
    static func isFrameWord(at index: Int, in words: [String]) -> Bool {
        guard frameWords.contains(words[index]) else { return false }
        guard words[index] == "like" || words[index] == "love" else { return true }
        return index > 0 && ["i'd", "id", "would", "should", "we'd", "wed", "i", "we", "really", "just", "also"].contains(words[index - 1])
    }

    /// True when a word before `index` in its clause says that what starts there is talked about, not asked for:
    /// "what do I write when I list a flat?", "my friend said I should list my camera", "I might have to cancel",
    /// "save it so I can find it later".
    static func isHypothetical(at index: Int, in utterance: Utterance) -> Bool {
        var before = index - 1
        while before >= 0, !endsClause(utterance.raw(before)) {
            let word = utterance.words[before]
            let asksWhen = word == "when" && before + 1 < index && Self.askingVerbs.contains(utterance.words[before + 1])
            let asksWhether = (word == "if" || word == "whether") && before > 0 && Self.verbsOfAsking.contains(utterance.words[before - 1])
            let wants = word.hasPrefix("would") && before + 1 < index && ["like", "love", "prefer"].contains(utterance.words[before + 1])
            if hypotheticalMarkers.contains(word), !asksWhen, !asksWhether, !wants { return true }
            if let notBefore = markersUnlessFollowedBy[word], before + 1 < index, !notBefore.contains(utterance.words[before + 1]) {
                return true
            }
            if word == "so", before + 2 < index, subjectPronouns.contains(utterance.words[before + 1]),
                purposeModals.contains(utterance.words[before + 2])
            {
                return true
            }
            before -= 1
        }
        return false
    }

    /// True when the word at `index` follows "is" or "are" in a clause opened by "if", "whether" or a question word:
    /// "check if the 3rd one is open", "what times is #2 open tomorrow" ask about a state; nothing is to be opened.
    static func saysAStateAskedAbout(at index: Int, in utterance: Utterance) -> Bool {
        var before = index - 1
        var saysIs = false
        while before >= 0, !endsClause(utterance.raw(before)) {
            let word = utterance.words[before]
            if word == "is" || word == "are" { saysIs = true }
            if saysIs && stateQuestionWords.contains(word) { return true }
            before -= 1
        }
        return false
    }

    private static let stateQuestionWords: Set<String> = ["if", "whether", "what", "when", "which", "how", "whats", "what's"]

    /// True when `clause` opens with a verb that asks a yes-or-no question ("is the loft available weekends",
    /// "does anyone book it on sundays"): a command inside it is asked about, and only one that shows something is read.
    static func asksYesOrNo(_ clause: ClosedRange<Int>, in words: [String]) -> Bool {
        questionOpeners.contains(words[clause.lowerBound])
    }

    private static let questionOpeners: WordSet = ["is", "are", "was", "were", "am", "isn't", "aren't", "does", "did", "doesn't"]

    /// True when `clause` opens with a question word and a verb that asks ("when can I reopen my office?", "how do I pause
    /// it?"): a command inside it is asked about, and only one that shows something is read.
    static func asksWhenOrHow(_ clause: ClosedRange<Int>, in words: [String]) -> Bool {
        clause.count > 2 && ["when", "how", "why"].contains(words[clause.lowerBound])
            && askingVerbs.contains(words[clause.lowerBound + 1])
    }

    /// "so I can find it later": a purpose, where "so I need to cancel it" is a request.
    private static let purposeModals: Set<String> = ["can", "could", "may", "might", "will", "wont", "won't", "would"]

    /// "check if the first one is free": "if" meaning whether, a question to answer.
    private static let verbsOfAsking: Set<String> = ["check", "see", "know", "wonder", "wondering", "ask", "asking", "me", "out", "tell"]

    /// "when can I see it": a question about the time, not a clause about another one.
    private static let askingVerbs: Set<String> = ["can", "could", "do", "does", "will", "would", "is", "are", "may"]

    /// Markers that are hypothetical unless the word after them says otherwise: "I signed a lease" but not "I signed
    /// up", "wish I could book 3" but not "I wish to book 3", "remind me to book it" but not "remind to".
    private static let markersUnlessFollowedBy: [String: Set<String>] = [
        "signed": ["up", "in", "on"], "wish": ["to"], "remind": ["to"],
    ]

    private static let hypotheticalMarkers: WordSet = [
        "if", "when", "whenever", "whether", "once", "before", "after", "unless", "said", "says", "told", "used", "tried",
        "wondering", "would", "wouldn't", "wouldnt", "imagine", "imagining", "pretend",
    ]

    /// Words that, beside a command, say its object may be the wrong one: "cancel it, I meant the other one".
    static let correctionWords: Set<String> = [
        "meant", "mean", "other", "another", "instead", "wrong", "actually", "not", "wait", "oops", "rather", "different",
    ]

    /// The word range of the clause or sentence `index` is in. A clause also ends, unpunctuated, before a reason
    /// ("because", "so she can") or a new subject ("block @x he keeps spamming me").
    static func clause(around index: Int, in utterance: Utterance) -> ClosedRange<Int> {
        let ends = utterance.clauseEnds
        let start = (0..<index).last(where: { ends[$0] }).map { $0 + 1 } ?? 0
        let end = (index..<ends.count).first(where: { ends[$0] }) ?? ends.count - 1
        return start...end
    }

    /// When the turn's only clause before `clauseStart` names a thing and says nothing else, set off by a comma or a dash
    /// ("kayak - do you have one?", "the pressure washer, is it free sunday?"), its words without their article: the
    /// command's clause reads its query there too, and "it" in it is that thing.
    static func thingAlone(before clauseStart: Int, in utterance: Utterance) -> String? {
        let words = utterance.words
        guard clauseStart > 0, !utterance.clauseEnds[..<(clauseStart - 1)].contains(true),
            !endsSentence(utterance.raw(clauseStart - 1))
        else { return nil }
        let named = words[..<clauseStart].filter { !SessionRules.dashes.contains(Substring($0)) && !thingDeterminers.contains($0) }
        guard (1...4).contains(named.count), named.count > 1 || !named[0].hasSuffix("ly"),
            named.allSatisfy({
                !Lexicon.stopWords.contains($0) && !commandWordSet.contains($0) && !frameWords.contains($0) && !$0.hasPrefix("@") && !$0.hasSuffix("'s")
            })
        else { return nil }
        return named.joined(separator: " ")
    }

    private static let thingDeterminers: Set<String> = ["the", "a", "an", "my", "your", "that", "this", "those", "these"]

    /// True when the word at `index` opens a clause though nothing before it says so.
    static func opensAClause(_ index: Int, in words: [String]) -> Bool {
        guard index > 0, index < words.count else { return false }
        if unpunctuatedClauseOpeners.contains(words[index]) { return true }
        if subordinators.contains(words[index]), index + 1 < words.count, subjectPronouns.contains(words[index + 1]) { return true }
        return words[index] == "so" && index + 1 < words.count && (subjectPronouns.contains(words[index + 1]) || requestOpeners.contains(words[index + 1])
            || CommandRules.startsACommand(words[index + 1]))
    }

    private static let unpunctuatedClauseOpeners: WordSet = [
        "because", "cause", "'cause", "cuz", "coz", "since", "he", "she", "they", "he's", "she's", "they're", "hes", "shes", "theyre",
    ]
    /// "before I commit", "if we can": words that open a clause when a subject follows them.
    private static let subordinators: WordSet = ["before", "after", "until", "unless", "if", "when", "while", "once", "whether"]
    private static let subjectPronouns: WordSet = ["i", "we", "she", "he", "they", "you", "it"]
    private static let requestOpeners: WordSet = ["please", "pls", "can", "could", "just", "kindly"]

    /// True when a word closes a phrase: a clause's end or a colon ("new item: sewing machine").
    static func endsPhrase(_ raw: Substring) -> Bool {
        endsClause(raw) || raw.last == ":"
    }

    /// True when a word closes a clause or sentence, so the next word may start a new request.
    static func endsClause(_ raw: Substring) -> Bool {
        guard let last = raw.last else { return false }
        return last == "," || last == ";" || endsSentence(raw, last: last) || (last == "-" || last == "–" || last == "—") && raw.dropLast().isEmpty
    }

    /// True when a word closes a sentence: "post 77." but not a lone "." or "?".
    static func endsSentence(_ raw: Substring) -> Bool {
        guard let last = raw.last else { return false }
        return endsSentence(raw, last: last)
    }

    private static func endsSentence(_ raw: Substring, last: Character) -> Bool {
        (last == "." || last == "!" || last == "?") && !raw.dropFirst().isEmpty
    }
}
