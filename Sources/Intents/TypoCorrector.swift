/// Fixes misspelt words of the parser's own vocabulary anywhere in a turn: "my bookigns", "check my
/// notificatons", "serch drill". A word is changed only when it is unknown, five letters or more, and
/// one vocabulary word is closest to it (one edit away, two for words of eight letters or more).
enum TypoCorrector {
    /// The turn with its misspelt words replaced, and the replacements as "typo→word"; nil when none was.
    static func corrected(_ utterance: Utterance) -> (utterance: Utterance, fixes: [String])? {
        var tokens = utterance.tokens
        var fixes: [String] = []
        for (index, word) in utterance.words.enumerated() {
            guard let fix = correction(of: word) else { continue }
            tokens[index] = Utterance.Token(range: tokens[index].range, word: fix)
            fixes.append(word + "→" + fix)
        }
        return fixes.isEmpty ? nil : (Utterance(line: utterance.line, tokens: tokens), fixes)
    }

    /// True for a word of the parser's vocabulary, a small word, or an English word that looks like one.
    static func isKnown(_ word: String) -> Bool {
        known.contains(word)
    }

    /// The one vocabulary word `word` is a typo of, if it is one.
    static func correction(of word: String) -> String? {
        guard word.utf8.count >= 5, !known.contains(word), word.allSatisfy(\.isLetter) else { return nil }
        let limit = word.utf8.count >= 8 ? 2 : 1
        var best: (word: String, distance: Int)?
        var tie = false
        for candidate in nearVocabulary.near(word, limit: limit) {
            if candidate.distance < best?.distance ?? .max {
                (best, tie) = (candidate, false)
            } else if candidate.distance == best?.distance {
                tie = true
            }
        }
        return tie ? nil : best?.word
    }

    /// The words commands, cues and the marketplace's terms are made of.
    static let vocabulary: [String] = {
        var words = Set(IntentParser.commandWords)
        for rule in CommandRules.all { rule.leads.forEach { words.formUnion($0) } }
        for rule in CueRules.all { rule.groups.forEach { words.formUnion($0.words) } }
        for table in [Lexicon.categories, Lexicon.types, Lexicon.amenities, Lexicon.sorts] { words.formUnion(table.words) }
        words.formUnion(Lexicon.featureNouns.keys)
        words.formUnion(["bedroom", "bedrooms", "bathroom", "bathrooms", "listing", "description", "available", "availability"])
        words.formUnion(["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"])
        words.formUnion(DialogueRules.knownWords + ["within", "between", "instead"])
        return words.filter { $0.utf8.count >= 4 && $0.allSatisfy(\.isLetter) }.sorted()
    }()

    private static let nearVocabulary = NearWords(vocabulary)

    /// Words never taken for typos: the vocabulary itself, the small words around it, and the English words
    /// that merely look like it.
    private static let known = WordSet(
        vocabulary + Lexicon.stopWords.keys + CueRules.listFrame.keys + IntentParser.frameWords.keys
            + DialogueRules.knownWords + RealWordsNearVocabulary.words.keys + timeWords)

    /// Days, months and parts of the day, with their plurals: "evenings" is no typo of "earnings".
    private static var timeWords: [String] {
        let singular = Array(TimeVocabulary.weekdays.keys) + Array(TimeVocabulary.months.keys) + Array(TimeVocabulary.partsOfDay.keys)
        return singular + singular.map { $0 + "s" } + ["weekends", "weekdays", "spring", "summer", "autumn", "winter", "fall"]
    }
}
