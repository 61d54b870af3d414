/// Breaks text into lines that fit a terminal's width, at spaces only, so a URL, token or long word is
/// never split: a word wider than the width stands alone on its line, whole.
///
/// A wrapped line's continuation lines are indented to where its text begins, past any leading spaces and a
/// list marker ("1. ", "- ", "* "), so a list item stays visibly one item.
public enum WordWrap {
    /// `line` as lines of at most `width` display columns (no line break inside `line` is expected).
    public static func lines(_ line: String, width: Int) -> [String] {
        guard width > 0, DisplayWidth.columns(of: line) > width else { return [line] }
        let indent = String(repeating: " ", count: min(hangingIndent(of: line), width / 2))
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

    /// The column where a line's text begins: past its leading spaces and a list marker.
    static func hangingIndent(of line: String) -> Int {
        let leading = line.prefix { $0 == " " }.count
        let rest = line.dropFirst(leading)
        let marker: Int
        if let first = rest.first, first == "-" || first == "*" || first == "•", rest.dropFirst().first == " " {
            marker = 2
        } else {
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            let afterDigits = rest.dropFirst(digits.count)
            marker = !digits.isEmpty && afterDigits.hasPrefix(". ") ? digits.count + 2 : 0
        }
        return leading + marker
    }
}
