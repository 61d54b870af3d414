import Foundation
import Intents
import Testing

/// Phones and word processors type "’", "‘", "“", "”" and "–" where people mean "'", "\"" and "-": a line typed
/// either way reads the same, and only the text it carries keeps the marks as typed.
struct TypographicMarksTests {
    /// `line` as a phone's smart punctuation types it: quotes that open a word curl one way and the others the other,
    /// and a hyphen standing alone between words is a dash.
    private static func typographic(_ line: String) -> String {
        var typed = ""
        var previous: Character = " "
        for (index, mark) in zip(line.indices, line) {
            let next = line.index(after: index) < line.endIndex ? line[line.index(after: index)] : " "
            switch mark {
            case "'": typed.append(previous.isWhitespace ? "‘" : "’")
            case "\"": typed.append(previous.isWhitespace ? "“" : "”")
            case "-" where previous.isWhitespace && next.isWhitespace: typed.append("–")
            default: typed.append(mark)
            }
            previous = mark
        }
        return typed
    }

    /// `json` with the typographic marks back as the plain ones, escaped as JSON escapes them.
    private static func plain(_ json: String) -> String {
        var plain = ""
        for mark in json {
            switch mark {
            case "’", "‘": plain.append("'")
            case "“", "”": plain.append("\\\"")
            case "–": plain.append("-")
            default: plain.append(mark)
            }
        }
        return plain
    }

    @Test func everyCorpusLineWithAMarkReadsTheSameTypedTypographically() throws {
        let lines = try CorpusTests.cases().map(\.utterance).filter { $0.contains(where: { "'\"-".contains($0) }) }
        #expect(lines.count > 500, "only \(lines.count) corpus lines hold an apostrophe, a quote or a hyphen")
        var differ: [String] = []
        for line in lines {
            let straight = IntentParser().parse(line, context: CorpusTests.context).json.serialized
            let curly = IntentParser().parse(Self.typographic(line), context: CorpusTests.context).json.serialized
            if Self.plain(curly) != straight { differ.append("\(line)\n    straight \(straight)\n    curly    \(curly)") }
        }
        #expect(differ.isEmpty, Comment(rawValue: "\(differ.count) of \(lines.count) differ:\n" + differ.joined(separator: "\n")))
    }

    @Test func aMessageKeepsTheMarksAsTyped() {
        let parsed = IntentParser().parse("tell @ana I’m running late", context: CorpusTests.context)
        #expect(parsed.name == .message)
        #expect(parsed.slots.text == "I’m running late")
    }
}
