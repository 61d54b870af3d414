/// Breaks text into lines that fit a terminal's width, at spaces only, so a URL, token or long word is
/// never split: a word wider than the width stands alone on its line, whole.
///
/// A line made of a head and a closing clause (after ". ", ": ", "; ", "! " or "? ") that each fit on a line of
/// their own breaks between them, at the last such place, rather than inside a clause: "…log in with:" then
/// "login NAME PASSWORD". Other lines fill each line with as many words as fit.
///
/// A wrapped line's continuation lines are indented to where its text begins, past any leading spaces and a list
/// marker ("1. ", "- ", "* ") or a first column ("  search    find drill near 94105"), so a list item or a row of
/// help stays visibly one item. A row laid out in columns always fills its lines.
public enum WordWrap {
    /// `line` as lines of at most `width` display columns (no line break inside `line` is expected).
    public static func lines(_ line: String, width: Int) -> [String] {
        guard width > 0, line.utf8.count > width, DisplayWidth.columns(of: line) > width else { return [line] }
        let layout = Layout(of: line)
        let hanging = min(layout.textColumn, width / 2)
        let indent = String(repeating: " ", count: hanging)
        if !layout.isColumnRow, let (head, tail) = lastClauseBreak(in: line, width: width, hanging: hanging) {
            return [String(head), indent + tail]
        }
        return greedyLines(line, width: width, indent: indent)
    }

    /// The last place after a clause where the line splits into a head that fits in `width` and a tail that fits
    /// beside the hanging indent.
    private static func lastClauseBreak(in line: String, width: Int, hanging: Int) -> (Substring, Substring)? {
        let space = UInt8(ascii: " ")
        let offsets = withBytes(of: line) { bytes in
            bytes.indices.filter { $0 > hanging && bytes[$0] == space && clauseMarks.contains(bytes[$0 - 1]) }
        }
        for offset in offsets.reversed() {
            let index = line.utf8.index(line.utf8.startIndex, offsetBy: offset)
            let head = line[..<index]
            let tail = line[index...].drop { $0 == " " }
            if !tail.isEmpty, fits(head, in: width), fits(tail, in: width - hanging) { return (head, tail) }
        }
        return nil
    }

    private static let clauseMarks: Set<UInt8> = Set(".:;!?".utf8)

    /// True when `text` fits in `width` columns; text of more than four bytes a column is taken not to, unmeasured.
    private static func fits(_ text: Substring, in width: Int) -> Bool {
        let bytes = text.utf8.count
        return bytes <= width || (bytes <= 4 * width && DisplayWidth.columns(of: text) <= width)
    }

    private static func greedyLines(_ line: String, width: Int, indent: String) -> [String] {
        var lines: [String] = []
        var current = ""
        var currentWidth = 0
        for (spaces, word) in pieces(of: line) {
            let wordWidth = DisplayWidth.columns(of: word)
            if current.isEmpty || currentWidth + spaces + wordWidth <= width {
                current += String(repeating: " ", count: spaces) + word
                currentWidth += spaces + wordWidth
            } else {
                lines.append(current)
                current = indent + word
                currentWidth = indent.count + wordWidth
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// The words of `line`, each with the number of spaces before it; the first carries the line's own indent.
    private static func pieces(of line: String) -> [(spaces: Int, word: Substring)] {
        let space = UInt8(ascii: " ")
        let spans = withBytes(of: line) { bytes in
            var spans: [(spaces: Int, start: Int, end: Int)] = []
            var index = 0
            while index < bytes.count {
                var wordStart = index
                while wordStart < bytes.count, bytes[wordStart] == space { wordStart += 1 }
                guard wordStart < bytes.count else { break }
                var wordEnd = wordStart
                while wordEnd < bytes.count, bytes[wordEnd] != space { wordEnd += 1 }
                spans.append((wordStart - index, wordStart, wordEnd))
                index = wordEnd
            }
            return spans
        }
        let utf8 = line.utf8
        return spans.map { span in
            let start = utf8.index(utf8.startIndex, offsetBy: span.start)
            let end = utf8.index(start, offsetBy: span.end - span.start)
            return (span.spaces, line[start..<end])
        }
    }

    /// Runs `body` over the UTF-8 bytes of `line`, in place when they are stored contiguously.
    private static func withBytes<Result>(of line: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = line.utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(line.utf8).withUnsafeBufferPointer(body)
    }

    /// Where a line's text begins, and whether the line is a row laid out in columns.
    private struct Layout {
        static let bullets: [[UInt8]] = [Array("- ".utf8), Array("* ".utf8), Array("• ".utf8)]
        static let numberEnd = Array(". ".utf8)

        var textColumn: Int
        var isColumnRow: Bool

        init(of line: String) {
            let space = UInt8(ascii: " ")
            let (leading, marker, wordEnd, gap) = withBytes(of: line) { bytes in
                let leading = bytes.prefix { $0 == space }.count
                let rest = bytes[leading...]
                if Self.bullets.contains(where: { rest.starts(with: $0) }) { return (leading, 2, 0, 0) }
                let digits = rest.prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }.count
                if digits > 0, rest.dropFirst(digits).starts(with: Self.numberEnd) { return (leading, digits + 2, 0, 0) }
                let wordEnd = rest.firstIndex(of: space) ?? bytes.count
                return (leading, 0, wordEnd, bytes[wordEnd...].prefix { $0 == space }.count)
            }
            isColumnRow = marker == 0 && gap >= 2 && wordEnd > leading
            if isColumnRow {
                let utf8 = line.utf8
                let word = line[utf8.index(utf8.startIndex, offsetBy: leading)..<utf8.index(utf8.startIndex, offsetBy: wordEnd)]
                textColumn = leading + DisplayWidth.columns(of: word) + gap
            } else {
                textColumn = leading + marker
            }
        }
    }
}
