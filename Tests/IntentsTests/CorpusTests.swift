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

    /// A line added to or taken from the corpus changes these counts too.
    @Test func holdsExactCountsOfCasesAndNegativesCoveringEveryIntent() throws {
        let cases = try Self.cases()
        let negatives = cases.filter(\.isNegative)
        #expect(cases.count - negatives.count == 7_450)
        #expect(negatives.count == 1_096)
        for name in IntentName.allCases {
            let phrasings = cases.filter { $0.group == name.rawValue }.count
            #expect(phrasings >= 8, "\(name.rawValue) has \(phrasings) phrasings")
        }
    }

    @Test func everyCaseParsesAsExpected() throws {
        let cases = try Self.cases()
        var mismatches: [String] = []
        for item in cases {
            let parsed = IntentParser().parse(item.utterance, context: Self.context)
            if !item.score(parsed).fullRight {
                mismatches.append("\(item)\n    expected \(item.written)\n    actual   \(parsed.json.serialized)")
            }
        }
        let report = "\(mismatches.count) of \(cases.count) cases differ:\n" + mismatches.joined(separator: "\n")
        #expect(mismatches.isEmpty, Comment(rawValue: report))
    }

    @Test func writingJSONDirectlyGivesTheSameBytesAsTheTree() throws {
        for item in try Self.cases() {
            let parsed = IntentParser().parse(item.utterance, context: Self.context)
            var bytes: [UInt8] = []
            parsed.writeJSON(to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == parsed.json.serialized, "\(item)")
        }
    }
}
