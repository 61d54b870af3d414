import Foundation
import Intents
import ParserEvaluation
import Testing

/// The parser's corpus: every `*.corpus` file beside this one, at Sunday 2026-11-22 10:00 in Los Angeles.
/// A line is `utterance | intent | slots-json`; `utterance | intent | ~slots-json` checks only the slots
/// given; `utterance | !intent` / `utterance | !slot:NAME` say what a line must not produce.
/// Every mismatch is printed.
struct CorpusTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Corpus")
    static let context = ParseContext(
        now: Date(timeIntervalSince1970: 1_795_370_400), timeZone: TimeZone(identifier: "America/Los_Angeles")!)

    /// Every case in the corpus files, read as `rentline-eval` reads them; a missing folder or file throws.
    static func cases() throws -> [EvaluationCase] {
        try DataFiles.read(folder, suffix: ".corpus").flatMap { file, text in
            try EvaluationCase.cases(in: text, set: file, path: folder.appendingPathComponent(file).path)
        }
    }

    @Test func theReferenceTimeIsSundayMorningInLosAngeles() {
        let parsed = IntentParser().parse("book 2 today", context: Self.context)
        #expect(parsed.slots.when?.start.text == "2026-11-22T00:00")
    }

    /// An `@now` line moves the reference time of the lines after it, in the same zone; a malformed one is an error.
    @Test func anAtNowLineReadsTheLinesAfterItAtThatTime() throws {
        let text = "book 2 today | book | {}\n@now 2026-11-29T10:00\nbook 2 saturday | book | {}\n"
        let cases = try EvaluationCase.cases(in: text, set: "now.eval", path: "now.eval")
        let days = cases.map { IntentParser().parse($0.utterance, context: $0.context(from: Self.context)).slots.when?.start.text }
        #expect(days == ["2026-11-22T00:00", "2026-12-05T00:00"])
        #expect(throws: EvaluationError.self) { try EvaluationCase.cases(in: "@now next tuesday\n", set: "bad.eval", path: "bad.eval") }
    }

    /// A line added to or taken from the corpus changes these counts too.
    @Test func holdsExactCountsOfCasesAndNegativesCoveringEveryIntent() throws {
        let cases = try Self.cases()
        let negatives = cases.filter(\.isNegative)
        #expect(cases.count - negatives.count == 8_617)
        #expect(negatives.count == 1_397)
        for name in IntentName.allCases {
            let phrasings = cases.filter { $0.group == name.rawValue }.count
            #expect(phrasings >= 8, "\(name.rawValue) has \(phrasings) phrasings")
        }
    }

    @Test func everyCaseParsesAsExpected() throws {
        let cases = try Self.cases()
        var mismatches: [String] = []
        for item in cases {
            let parsed = IntentParser().parse(item.utterance, context: item.context(from: Self.context))
            if !item.score(parsed).fullRight {
                mismatches.append("\(item)\n    expected \(item.written)\n    actual   \(parsed.json.serialized)")
            }
        }
        let report = "\(mismatches.count) of \(cases.count) cases differ:\n" + mismatches.joined(separator: "\n")
        #expect(mismatches.isEmpty, Comment(rawValue: report))
    }

    @Test func writingJSONDirectlyGivesTheSameBytesAsTheTree() throws {
        for item in try Self.cases() {
            let parsed = IntentParser().parse(item.utterance, context: item.context(from: Self.context))
            var bytes: [UInt8] = []
            parsed.writeJSON(to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == parsed.json.serialized, "\(item)")
        }
    }
}
