/// A line of input split into words, each kept both as typed and in matching form.
struct Utterance {
    /// One whitespace-separated word.
    struct Token {
        /// The word exactly as typed.
        let raw: Substring
        /// Lower-cased, with surrounding punctuation removed, for matching.
        let word: String
    }

    let line: String
    let tokens: [Token]

    init(_ line: String) {
        self.line = line
        var tokens = line.split(whereSeparator: \.isWhitespace).map { raw in
            Token(raw: raw, word: Self.matchingForm(raw))
        }
        tokens.removeAll { $0.word.isEmpty && $0.raw.allSatisfy { Self.edgePunctuation.contains($0) } }
        tokens = Self.droppingFiller(tokens)
        self.tokens = tokens
    }

    var words: [String] { tokens.map(\.word) }

    /// The rest of the line as typed, from token `index` on (trailing spaces removed).
    func rawText(from index: Int) -> String? {
        guard index < tokens.count else { return nil }
        let start = tokens[index].raw.startIndex
        let end = tokens[tokens.count - 1].raw.endIndex
        return String(line[start..<end])
    }

    private static let edgePunctuation: Set<Character> = [".", ",", "!", "?", ";", ":", "\"", "'"]
    private static let edgePunctuationBytes: Set<UInt8> = Set(".,!?;:\"'".utf8)

    /// Lower case without punctuation at either end; plain ASCII words skip the Unicode machinery.
    private static func matchingForm(_ raw: Substring) -> String {
        guard raw.utf8.allSatisfy({ $0 < 0x80 }) else {
            return raw.lowercased().trimmingCharacters(in: edgePunctuation)
        }
        var bytes = Array(raw.utf8)
        while let last = bytes.last, edgePunctuationBytes.contains(last) { bytes.removeLast() }
        let start = bytes.firstIndex { !edgePunctuationBytes.contains($0) } ?? bytes.count
        return String(decoding: bytes[start...].map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
    }

    private static let leadingFiller: [[String]] = [
        ["please"], ["hey"], ["hi"], ["hello"], ["can", "you"], ["could", "you"], ["would", "you"],
        ["will", "you"], ["i'd", "like", "to"], ["id", "like", "to"], ["i", "would", "like", "to"],
        ["i", "want", "to"], ["i", "wanna"], ["let", "me"], ["kindly"],
    ]
    private static let trailingFiller: [[String]] = [["please"], ["pls"]]

    private static func droppingFiller(_ tokens: [Token]) -> [Token] {
        var tokens = tokens[...]
        var changed = true
        while changed {
            changed = false
            for filler in leadingFiller where tokens.count > filler.count
                && zip(tokens, filler).allSatisfy({ $0.word == $1 })
            {
                tokens = tokens.dropFirst(filler.count)
                changed = true
            }
        }
        for filler in trailingFiller where tokens.count > filler.count
            && zip(tokens.suffix(filler.count), filler).allSatisfy({ $0.word == $1 })
        {
            tokens = tokens.dropLast(filler.count)
        }
        return Array(tokens)
    }
}

extension String {
    /// The string without white space at either end, without a round trip through Foundation.
    public var trimmedOfWhitespace: String {
        if let first = utf8.first, let last = utf8.last, first > 0x20, first < 0x80, last > 0x20, last < 0x80 {
            return self
        }
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(self[first...last])
    }

    func trimmingCharacters(in set: Set<Character>) -> String {
        guard let first = firstIndex(where: { !set.contains($0) }),
            let last = lastIndex(where: { !set.contains($0) })
        else { return "" }
        return String(self[first...last])
    }
}
