/// A line of input split into words, each kept both as typed and in matching form.
final class Utterance: Sendable {
    /// One whitespace-separated word.
    struct Token {
        /// Where the word is in the line, exactly as typed, in UTF-8 offsets.
        let range: Range<Int>
        /// Lower-cased, with surrounding punctuation removed and texting shorthand spelt out, for matching.
        let word: String
    }

    /// Texting shorthand for words the parser reads: "2nite", "wknd", "any1".
    private static let shorthand: WordTable<String> = [
        "❤️": "heart", "❤": "heart", "♥️": "heart", "♥": "heart", "teh": "the", "nxt": "next", "hv": "have", "hav": "have", "hve": "have", "2nite": "tonight", "2night": "tonight", "tonite": "tonight", "2day": "today", "2moro": "tomorrow",
        "2morrow": "tomorrow", "2mrw": "tomorrow", "wknd": "weekend", "wkend": "weekend", "wkends": "weekends",
        "nite": "night", "yday": "yesterday", "y'day": "yesterday", "yest": "yesterday", "ystd": "yesterday", "tmw": "tomorrow",
        "any1": "anyone", "some1": "someone", "ppl": "people", "msg": "message", "msgs": "messages", "u": "you", "yall": "you",
        "y'all": "you", "ur": "your", "w/": "with", "acct": "account",
    ]

    let line: String
    let tokens: [Token]
    /// The matching form of every token, in order.
    let words: [String]
    /// Time phrases found in this utterance's words so far.
    let timeMatches = TimeMatches()

    convenience init(_ line: String) {
        self.init(line: line, tokens: Self.readingFourAsFor(Self.asciiTokens(of: line) ?? Self.tokens(of: line)))
    }

    /// Some of the tokens of `line`: raw text taken from a span still reads from the line as typed.
    init(line: String, tokens: [Token]) {
        self.line = line
        self.tokens = tokens
        let words = tokens.map(\.word)
        self.words = words
        clauseEnds = tokens.indices.map { index in
            IntentParser.endsClause(Self.text(line, tokens[index].range)) || IntentParser.opensAClause(index + 1, in: words)
        }
    }

    /// For each word, whether a clause ends after it (`IntentParser.clause(around:in:)`), worked out once per turn.
    let clauseEnds: [Bool]

    private static func tokens(of line: String) -> [Token] {
        line.split(whereSeparator: \.isWhitespace).compactMap { raw in
            let form = Self.matchingForm(raw)
            let word = spelledOut(form)
            guard !word.isEmpty || !raw.allSatisfy({ Self.edgePunctuation.contains(Self.plainMarks[$0] ?? $0) }), !Self.arrows.contains(word)
            else { return nil }
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
                if isYearsApostrophe(in: bytes, start: start, end: end, word: wordStart..<wordEnd) { wordStart -= 1 }
                if wordStart < wordEnd, !isArrow(bytes[wordStart..<wordEnd]) {
                    let word = String(unsafeUninitializedCapacity: wordEnd - wordStart) { word in
                        for offset in 0..<(wordEnd - wordStart) {
                            let byte = bytes[wordStart + offset]
                            word[offset] = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
                        }
                        return wordEnd - wordStart
                    }
                    tokens.append(Token(range: start..<end, word: spelledOut(word)))
                }
                start = end
            }
            return tokens
        } ?? nil
    }

    /// "looking 4 a gopro", "bikes 4 rent", "a tent 4 the weekend": a 4 after a word that takes no number and before an
    /// article, a pronoun or "rent", "sale" or "hire" is texting for "for". "4 a day" stays a price, "at 4 the latest" a
    /// time and "sleeps 4" a count.
    private static func readingFourAsFor(_ tokens: [Token]) -> [Token] {
        guard tokens.contains(where: { $0.word == "4" }) else { return tokens }
        var read = tokens
        for index in tokens.indices.dropFirst().dropLast() where tokens[index].word == "4" {
            let before = tokens[index - 1].word
            let after = tokens[index + 1].word
            guard before.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic }), !takesANumber.contains(before),
                forsObjects.contains(after)
            else { continue }
            if after == "a" || after == "an", index + 2 < tokens.count, perUnits.contains(tokens[index + 2].word) { continue }
            read[index] = Token(range: tokens[index].range, word: "for")
        }
        return read
    }

    private static let forsObjects: Set<String> = [
        "a", "an", "the", "me", "my", "us", "our", "you", "your", "him", "her", "them", "this", "that", "rent", "sale", "hire",
    ]
    private static let takesANumber: Set<String> = [
        "at", "by", "till", "until", "to", "from", "around", "about", "under", "over", "for", "only", "just", "like", "than",
        "of", "and", "or", "sleeps", "seats", "fits", "holds", "up", "top", "add", "pay", "number", "no", "listing", "item",
        "option", "result", "book", "approve", "decline", "cancel", "show", "open", "see",
    ]
    private static let perUnits: Set<String> = [
        "day", "hour", "hr", "week", "wk", "month", "mo", "night", "year", "yr", "weekend", "person", "head", "piece", "pop",
    ]

    /// A word's shorthand spelt out, and "un-like", "re-list" written as one word.
    private static func spelledOut(_ word: String) -> String {
        if let spelt = shorthand[word] { return spelt }
        guard word.utf8.count > 4, word.hasPrefix("un-") || word.hasPrefix("re-"), word.utf8.dropFirst(3).allSatisfy({ (0x61...0x7A).contains($0) })
        else { return word }
        return String(word.prefix(2) + word.dropFirst(3))
    }

    /// An arrow typed between a field and its new value ("bio → cyclist", "location -> 94612"): punctuation, no word.
    private static let arrows: Set<String> = ["->", "-->", "=>", "→", "⇒", "➡", "➡️", "⟶"]

    private static func isArrow(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        bytes.last == UInt8(ascii: ">") && arrows.contains(String(decoding: bytes, as: UTF8.self))
    }

    /// Tab, line feed, vertical tab, form feed, carriage return and space: the ASCII characters that are white space.
    private static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || (0x09...0x0D).contains(byte)
    }

    /// "'14" in "march '14": two digits after one apostrophe and no other, which keep it as a year's.
    private static func isYearsApostrophe(in bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int, word: Range<Int>) -> Bool {
        word.lowerBound == start + 1 && bytes[start] == UInt8(ascii: "'") && word.count == 2
            && word.allSatisfy { (0x30...0x39).contains(bytes[$0]) } && !bytes[word.lowerBound..<end].contains(UInt8(ascii: "'"))
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
        Self.text(line, tokens[tokenRange.lowerBound].range.lowerBound..<tokens[tokenRange.upperBound - 1].range.upperBound)
    }

    /// The part of `line` at these UTF-8 offsets.
    private static func text(_ line: String, _ offsets: Range<Int>) -> Substring {
        let utf8 = line.utf8
        return line[utf8.index(utf8.startIndex, offsetBy: offsets.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: offsets.upperBound)]
    }

    /// `typed(tokenRange)`, starting instead right after token `previous` and ending at the line's end
    /// when `toLineEnd`: the words between kept tokens that were set aside come back.
    func typed(_ tokenRange: Range<Int>, fromEndOf previous: Int?, toLineEnd: Bool) -> Substring {
        let utf8 = line.utf8
        let startOffset = previous.map { tokens[$0].range.upperBound } ?? tokens[tokenRange.lowerBound].range.lowerBound
        let start = utf8.index(utf8.startIndex, offsetBy: startOffset)
        let end = toLineEnd
            ? line.lastIndex { !$0.isWhitespace }.map { line.index(after: $0) } ?? line.endIndex
            : utf8.index(utf8.startIndex, offsetBy: tokens[tokenRange.upperBound - 1].range.upperBound)
        return line[start..<max(start, end)]
    }

    /// The rest of the line as typed, from token `index` on (trailing spaces removed).
    /// The line as typed with each token whose word differs from `other`'s at the same index spelt as `other` has
    /// it, punctuation kept: "shoud I post it?" with "shoud" corrected reads "should I post it?".
    func line(spelledAs other: Utterance) -> String {
        var text = ""
        var offset = 0
        let utf8 = Array(line.utf8)
        for (index, token) in tokens.enumerated() where other.words[index] != words[index] {
            let typed = String(raw(index))
            guard let range = typed.range(of: words[index], options: .caseInsensitive) else { continue }
            let before = typed.utf8.distance(from: typed.startIndex, to: range.lowerBound)
            let after = typed.utf8.distance(from: range.upperBound, to: typed.endIndex)
            text += String(decoding: utf8[offset..<(token.range.lowerBound + before)], as: UTF8.self) + other.words[index]
            offset = token.range.upperBound - after
        }
        return text + String(decoding: utf8[offset...], as: UTF8.self)
    }

    func rawText(from index: Int) -> String? {
        guard index < tokens.count else { return nil }
        return String(typed(index..<tokens.count))
    }

    private static let edgePunctuation: Set<Character> = [".", ",", "!", "?", ";", ":", "\"", "'"]
    /// Typographic marks a phone or word processor puts in place of plain ones, read as the plain ones: "who’s",
    /// “tent”, "9–11am".
    private static let plainMarks: [Character: Character] = ["’": "'", "‘": "'", "ʼ": "'", "“": "\"", "”": "\"", "–": "-", "—": "-"]

    /// `text` with its typographic marks as the plain ones: "i’d" is "i'd".
    static func plain(_ text: some StringProtocol) -> String {
        text.contains(where: { plainMarks[$0] != nil }) ? String(text.map { plainMarks[$0] ?? $0 }) : String(text)
    }

    /// Lower case without edge punctuation, typographic marks read as plain ones; a year's apostrophe stays
    /// ("march '14").
    private static func matchingForm(_ typed: Substring) -> String {
        let raw = typed.contains(where: { plainMarks[$0] != nil }) ? Substring(plain(typed)) : typed
        var form = raw.lowercased().trimmingCharacters(in: edgePunctuation)
        if raw.first == "'", form.count == 2, form.allSatisfy(\.isASCIIDigit), !raw.dropFirst().contains("'") { form = "'" + form }
        return form
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
