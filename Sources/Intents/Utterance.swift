/// A line of input split into words, each kept both as typed and in matching form.
struct Utterance {
    /// One whitespace-separated word.
    struct Token {
        /// Where the word is in the line, exactly as typed, in UTF-8 offsets.
        let range: Range<Int>
        /// Lower-cased, with surrounding punctuation removed, for matching.
        let word: String
    }

    let line: String
    let tokens: [Token]
    /// The matching form of every token, in order.
    let words: [String]

    init(_ line: String) {
        self.line = line
        let tokens = Self.droppingFiller(Self.asciiTokens(of: line) ?? Self.tokens(of: line))
        self.tokens = tokens
        self.words = tokens.map(\.word)
    }

    private static func tokens(of line: String) -> [Token] {
        line.split(whereSeparator: \.isWhitespace).compactMap { raw in
            let word = Self.matchingForm(raw)
            guard !word.isEmpty || !raw.allSatisfy({ Self.edgePunctuation.contains($0) }) else { return nil }
            let start = line.utf8.distance(from: line.startIndex, to: raw.startIndex)
            return Token(range: start..<(start + raw.utf8.count), word: word)
        }
    }

    /// `tokens(of:)` for a line of plain ASCII, where every byte is a character: read straight from
    /// the bytes, a word of nothing but punctuation dropped. Nil for any other line.
    private static func asciiTokens(of line: String) -> [Token]? {
        line.utf8.withContiguousStorageIfAvailable { bytes -> [Token]? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            var tokens: [Token] = []
            tokens.reserveCapacity(bytes.count / 2 + 1)
            var start = 0
            while start < bytes.count {
                guard !isASCIIWhitespace(bytes[start]) else {
                    start += 1
                    continue
                }
                var end = start + 1
                while end < bytes.count, !isASCIIWhitespace(bytes[end]) { end += 1 }
                var (wordStart, wordEnd) = (start, end)
                while wordEnd > wordStart, isEdgePunctuation(bytes[wordEnd - 1]) { wordEnd -= 1 }
                while wordStart < wordEnd, isEdgePunctuation(bytes[wordStart]) { wordStart += 1 }
                if wordStart < wordEnd {
                    let word = String(unsafeUninitializedCapacity: wordEnd - wordStart) { word in
                        for offset in 0..<(wordEnd - wordStart) {
                            let byte = bytes[wordStart + offset]
                            word[offset] = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
                        }
                        return wordEnd - wordStart
                    }
                    tokens.append(Token(range: start..<end, word: word))
                }
                start = end
            }
            return tokens
        } ?? nil
    }

    /// Tab, line feed, vertical tab, form feed, carriage return and space: the ASCII characters that are white space.
    private static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || (0x09...0x0D).contains(byte)
    }

    private static func isEdgePunctuation(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: "!"), UInt8(ascii: "?"), UInt8(ascii: ";"),
            UInt8(ascii: ":"), UInt8(ascii: "\""), UInt8(ascii: "'"):
            true
        default: false
        }
    }

    /// Token `index` exactly as typed.
    func raw(_ index: Int) -> Substring {
        typed(index..<(index + 1))
    }

    /// The line as typed from the start of the first of `tokenRange` to the end of its last.
    func typed(_ tokenRange: Range<Int>) -> Substring {
        let utf8 = line.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: tokens[tokenRange.lowerBound].range.lowerBound)
        return line[start..<utf8.index(utf8.startIndex, offsetBy: tokens[tokenRange.upperBound - 1].range.upperBound)]
    }

    /// The rest of the line as typed, from token `index` on (trailing spaces removed).
    func rawText(from index: Int) -> String? {
        guard index < tokens.count else { return nil }
        return String(typed(index..<tokens.count))
    }

    private static let edgePunctuation: Set<Character> = [".", ",", "!", "?", ";", ":", "\"", "'"]
    /// Lower case without punctuation at either end.
    private static func matchingForm(_ raw: Substring) -> String {
        raw.lowercased().trimmingCharacters(in: edgePunctuation)
    }

    private static let leadingFiller: [[String]] = [
        ["please"], ["hey"], ["hi"], ["hello"], ["can", "you"], ["could", "you"], ["would", "you"],
        ["will", "you"], ["i'd", "like", "to"], ["id", "like", "to"], ["i", "would", "like", "to"],
        ["i", "want", "to"], ["i", "wanna"], ["let", "me"], ["kindly"],
    ]
    private static let leadingFillerStarts = Set(leadingFiller.map { $0[0] })
    private static let trailingFiller: [[String]] = [["please"], ["pls"]]

    private static func droppingFiller(_ tokens: [Token]) -> [Token] {
        var (start, end) = (0, tokens.count)
        var changed = true
        while changed, end - start > 1, leadingFillerStarts.contains(tokens[start].word) {
            changed = false
            for filler in leadingFiller where end - start > filler.count && matches(filler, tokens, at: start) {
                start += filler.count
                changed = true
            }
        }
        for filler in trailingFiller where end - start > filler.count && matches(filler, tokens, at: end - filler.count) {
            end -= filler.count
        }
        return start == 0 && end == tokens.count ? tokens : Array(tokens[start..<end])
    }

    private static func matches(_ filler: [String], _ tokens: [Token], at start: Int) -> Bool {
        filler.indices.allSatisfy { tokens[start + $0].word == filler[$0] }
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
