/// Breaks text into lines that fit a terminal's width, at spaces only, so a URL, token or long word is
/// never split: a word wider than the width stands alone on its line, whole.
///
/// A line that ends in clauses that fit on a line of their own breaks before them rather than inside them, the
/// shortest such ending first, when that takes no more lines: "…log in with:" then "login NAME PASSWORD".
///
/// A wrapped line's continuation lines are indented to where its text begins, past any leading spaces and a list
/// marker ("1. ", "- ", "* ") or a first column, so a list item or a row of help stays visibly one item.
public enum WordWrap {
    /// `line` as lines of at most `width` display columns (no line break inside `line` is expected).
    public static func lines(_ line: String, width: Int) -> [String] {
        guard width > 0, DisplayWidth.columns(of: line) > width else { return [line] }
        let hanging = min(hangingIndent(of: line), width / 2)
        let indent = String(repeating: " ", count: hanging)
        let greedy = greedyLines(line, width: width, indent: indent)
        for (head, tail) in clauseBreaks(of: line, fittingIn: width - hanging, after: hanging).reversed() {
            let byClause = greedyLines(String(head), width: width, indent: indent) + [indent + tail]
            if byClause.count <= greedy.count { return byClause }
        }
        return greedy
    }

    /// The places the line may break after a clause (". ", ": ", "; ", "! " or "? ") past its hanging indent,
    /// with the rest of the line fitting in `width` columns.
    private static func clauseBreaks(
        of line: String, fittingIn width: Int, after hanging: Int
    ) -> [(head: Substring, tail: Substring)] {
        var breaks: [(Substring, Substring)] = []
        var previous: Character?
        var offset = 0
        for index in line.indices {
            let character = line[index]
            defer {
                previous = character
                offset += 1
            }
            guard character == " ", offset > hanging, let mark = previous, ".:;!?".contains(mark) else { continue }
            let tail = line[line.index(after: index)...].drop { $0 == " " }
            guard !tail.isEmpty, DisplayWidth.columns(of: tail) <= width else { continue }
            breaks.append((line[..<index], tail))
        }
        return breaks
    }

    private static func greedyLines(_ line: String, width: Int, indent: String) -> [String] {
        guard DisplayWidth.columns(of: line) > width else { return [line] }
        var lines: [String] = []
        var current = ""
        var currentWidth = 0
        for (spaces, word) in pieces(of: line) {
            let wordWidth = DisplayWidth.columns(of: word)
            if current.isEmpty || currentWidth + spaces.count + wordWidth <= width {
                current += spaces + word
                currentWidth += spaces.count + wordWidth
            } else {
                lines.append(current)
                current = indent + word
                currentWidth = indent.count + wordWidth
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// The words of `line`, each with the run of spaces before it; the first carries the line's own indent.
    private static func pieces(of line: String) -> [(spaces: String, word: Substring)] {
        var result: [(String, Substring)] = []
        var index = line.startIndex
        while index < line.endIndex {
            let wordStart = line[index...].firstIndex { $0 != " " } ?? line.endIndex
            guard wordStart < line.endIndex else { break }
            let wordEnd = line[wordStart...].firstIndex(of: " ") ?? line.endIndex
            result.append((String(line[index..<wordStart]), line[wordStart..<wordEnd]))
            index = wordEnd
        }
        return result
    }

    /// The column where a line's text begins: past its leading spaces and a list marker, or past the first
    /// column of a line laid out in columns ("  search    find drill near 94105").
    static func hangingIndent(of line: String) -> Int {
        let leading = line.prefix { $0 == " " }.count
        let rest = line.dropFirst(leading)
        if let first = rest.first, first == "-" || first == "*" || first == "•", rest.dropFirst().first == " " {
            return leading + 2
        }
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty, rest.dropFirst(digits.count).hasPrefix(". ") { return leading + digits.count + 2 }
        let firstWord = rest.prefix { $0 != " " }
        let gap = rest.dropFirst(firstWord.count).prefix { $0 == " " }.count
        if gap >= 2, !firstWord.isEmpty { return leading + DisplayWidth.columns(of: firstWord) + gap }
        return leading
    }
}
