/// Splits a console line into words as a shell would: spaces separate, quotes group, a backslash escapes.
enum CommandLineSplitter {
    /// A quote was opened and never closed.
    struct UnclosedQuote: Error {}

    static func split(_ line: String) throws -> [String] {
        var words: [String] = []
        var word = ""
        var inWord = false
        var quote: Character?
        var escaped = false
        for character in line {
            if escaped {
                word.append(character)
                escaped = false
            } else if character == "\\" && quote != "'" {
                escaped = true
                inWord = true
            } else if let open = quote {
                if character == open { quote = nil } else { word.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
                inWord = true
            } else if character.isWhitespace {
                if inWord { words.append(word) }
                word = ""
                inWord = false
            } else {
                word.append(character)
                inWord = true
            }
        }
        guard quote == nil, !escaped else { throw UnclosedQuote() }
        if inWord { words.append(word) }
        return words
    }
}
