/// Counts as time phrases use them: digits or words, with the articles that stand for small numbers.
extension NumberWords {
    /// The count written from `start` and how many words it took; nil when none starts there.
    /// `article` allows "a"/"an" for one, "a couple (of)" and "a pair of" for two and "a dozen"; "a few" is no count.
    static func read(_ words: [String], at start: Int, taken: TakenWords, article: Bool = true) -> (value: Int, length: Int)? {
        func word(_ offset: Int) -> String? {
            let position = start + offset
            return position < words.count && !taken[position] ? words[position] : nil
        }
        guard let first = word(0) else { return nil }
        if let digits = digitValue(first) { return (digits, 1) }
        if article, first == "a" || first == "an" {
            switch word(1) {
            case "couple"?: return (2, word(2) == "of" ? 3 : 2)
            case "few"?: return nil
            case "dozen"?: return (12, 2)
            case "pair"?: return (2, word(2) == "of" ? 3 : 2)
            default: return (1, 1)
            }
        }
        if first == "couple" { return (2, word(1) == "of" ? 2 : 1) }
        if first == "dozen" { return (12, 1) }
        guard let (value, end) = NumberWords.value(in: words, at: start, taken: taken) else { return nil }
        return (value, end - start)
    }

    /// A run of at most four ASCII digits.
    static func digitValue(_ word: String) -> Int? {
        guard (1...4).contains(word.utf8.count), word.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        return Int(word)
    }
}
