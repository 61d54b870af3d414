/// Follow-ups that name things in words: "the tent one" picks it from the list shown; "just the lens",
/// "back to kayaks" and "a mirrorless one" change what the last search looks for.
extension DialogueRules {
    /// "the tent one", "the condo one with the balcony": `show_listing` with the words in `query`.
    static func pickNamed(_ utterance: Utterance) -> Reading? {
        let words = utterance.words
        guard words.count >= 3, words.first == "the", words.last == "one" else { return nil }
        let named = Array(words[1..<(words.count - 1)])
        guard (1...3).contains(named.count), named.allSatisfy({ isDescriptive($0, evenAKind: true) }) else { return nil }
        var slots = Slots()
        slots.query = named.joined(separator: " ")
        return Reading(.showListing, slots, base: 14, evidence: ["picks the \(slots.query!) one"], leftover: [])
    }

    /// "just the lens for now", "only the projector", "back to kayaks", "or paddleboards?", "a longboard": the last
    /// search for these words instead; "a mirrorless one", "gas ones", "covered only": for these words too. Words
    /// only, no place or time.
    static func refineWords(_ utterance: Utterance, discourse: Discourse) -> Reading? {
        var words = utterance.words[...]
        let markedAside = discourse.setAside.contains { ["just", "only", "or", "also", "now", "and"].contains($0) }
        while let last = words.last, ["please", "pls", "instead", "then", "now", "for", "too", "if", "possible", "same", "dates",
            "days", "time", "the", "as", "well"].contains(last) {
            words = words.dropLast()
        }
        var adds = false
        if ["just", "only", "also", "now"].contains(words.first) || markedAside {
            if ["just", "only", "or", "also", "now", "and"].contains(words.first) { words = words.dropFirst() }
            if ["the", "a", "an", "some"].contains(words.first) { words = words.dropFirst() }
        } else if words.starts(with: ["back", "to"]) {
            words = words.dropFirst(2)
        } else if words.first == "or" {
            words = words.dropFirst()
        } else if ["a", "an"].contains(words.first), ["one", "ones"].contains(words.last) {
            (words, adds) = (words.dropFirst().dropLast(), true)
        } else if words.last == "ones", words.count > 1 {
            (words, adds) = (words.dropLast(), true)
        } else if words.last == "only", words.count > 1 {
            (words, adds) = (words.dropLast(), true)
        } else if ["a", "an"].contains(words.first), words.count > 1 {
            words = words.dropFirst()
        } else {
            return nil
        }
        guard (1...3).contains(words.count), words.allSatisfy({ isDescriptive($0) }) else { return nil }
        var slots = Slots()
        slots.query = words.joined(separator: " ")
        slots.wordsChange = adds ? .add : .replaceWhenGiven
        return Reading(.refine, slots, base: 12, evidence: ["looks for \(slots.query!) \(adds ? "too" : "instead")"], leftover: [])
    }

    /// A word that may describe a thing: letters (or "2-person"), not a small word, a number alone, a command or a
    /// misspelt word of the parser's; a category or type name only when `evenAKind` ("the condo one").
    private static func isDescriptive(_ word: String, evenAKind: Bool = false) -> Bool {
        word.count > 1 && word.contains(where: \.isLetter) && !Lexicon.stopWords.contains(word) && !firstPerson.contains(word)
            && !IntentParser.commandWordSet.contains(word) && !["one", "ones", "the", "a", "an"].contains(word)
            && ReferenceRecognizer.ordinals[word] == nil && comparatives[word] == nil && !ReferenceRecognizer.referenceNouns.contains(word)
            && (evenAKind || !categoryWords.contains(word)) && TypoCorrector.correction(of: word) == nil
    }

    /// Category and type names, which a search reads as such ("just tools").
    private static let categoryWords: Set<String> = {
        var words = Set(Lexicon.categories.words)
        words.formUnion(Lexicon.types.words)
        return words
    }()
}
