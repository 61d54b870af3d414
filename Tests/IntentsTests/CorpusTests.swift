import Foundation
import Intents
import Testing

/// The parser's corpus: every `*.corpus` file beside this one, at Sunday 2026-11-22 10:00 in Los Angeles.
/// A line is `utterance | intent | slots-json`; `utterance | intent | ~slots-json` checks only the slots
/// given; `utterance | !intent` / `utterance | !slot:NAME` say what a line must not produce.
/// Every mismatch is printed.
struct CorpusTests {
    struct Case: Sendable, CustomStringConvertible {
        let file: String
        let line: Int
        let utterance: String
        let expectation: String
        var description: String { "\(file):\(line) \(utterance)" }
    }

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Corpus")
    static let context = ParseContext(
        now: Date(timeIntervalSince1970: 1_795_370_400), timeZone: TimeZone(identifier: "America/Los_Angeles")!)

    /// Every case in the corpus files; a missing folder or file throws.
    static func cases() throws -> [Case] {
        try DataFiles.read(folder, suffix: ".corpus").flatMap { file, text -> [Case] in
            text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { offset, line in
                guard !line.hasPrefix("#"), let bar = line.firstIndex(of: "|") else { return nil }
                return Case(
                    file: file, line: offset + 1,
                    utterance: line[..<bar].trimmingCharacters(in: .whitespaces),
                    expectation: line[line.index(after: bar)...].trimmingCharacters(in: .whitespaces))
            }
        }
    }

    @Test func theReferenceTimeIsSundayMorningInLosAngeles() {
        let parsed = IntentParser().parse("book 2 today", context: Self.context)
        #expect(parsed.slots.when?.start.text == "2026-11-22T00:00")
    }

    /// A line added to or taken from the corpus changes these counts too.
    @Test func holdsExactCountsOfCasesAndNegativesCoveringEveryIntent() throws {
        let cases = try Self.cases()
        let negatives = cases.filter { $0.expectation.hasPrefix("!") }
        #expect(cases.count - negatives.count == 5_578)
        #expect(negatives.count == 723)
        for name in IntentName.allCases {
            let phrasings = cases.filter { $0.expectation.hasPrefix(name.rawValue + " |") }.count
            #expect(phrasings >= 8, "\(name.rawValue) has \(phrasings) phrasings")
        }
    }

    @Test func everyCaseParsesAsExpected() throws {
        let cases = try Self.cases()
        var mismatches: [String] = []
        for item in cases {
            let parsed = IntentParser().parse(item.utterance, context: Self.context)
            let actual = parsed.json.serialized
            if item.expectation.hasPrefix("!slot:") {
                let slot = String(item.expectation.dropFirst("!slot:".count))
                if actual.contains("\"\(slot)\":") { mismatches.append("\(item): has \(slot): \(actual)") }
            } else if item.expectation.hasPrefix("!") {
                if parsed.name.rawValue == item.expectation.dropFirst() { mismatches.append("\(item): is \(parsed.name.rawValue)") }
            } else {
                let parts = item.expectation.split(separator: "|", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                let slots = parts.count > 1 ? parts[1] : "{}"
                let partial = slots.hasPrefix("~")
                let expected = "{\"intent\":\"\(parts[0])\",\"slots\":\(partial ? String(slots.dropFirst()) : slots)}"
                let matches = try partial ? Self.contains(actual, expected) : Self.sameJSON(expected, actual)
                if !matches { mismatches.append("\(item)\n    expected \(expected)\n    actual   \(actual)") }
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

    /// True when `actual` has `expected`'s intent and every slot `expected` names, with the same value;
    /// an object slot matches when it has every key `expected` gives it ("when" with only a start).
    static func contains(_ actual: String, _ expected: String) throws -> Bool {
        guard let actual = try JSONSerialization.jsonObject(with: Data(actual.utf8)) as? NSDictionary,
            let expected = try JSONSerialization.jsonObject(with: Data(expected.utf8)) as? NSDictionary
        else { return false }
        return actual["intent"] as? String == expected["intent"] as? String
            && contains(actual["slots"] as? NSObject, expected["slots"] as? NSObject)
    }

    private static func contains(_ actual: NSObject?, _ expected: NSObject?) -> Bool {
        guard let expected = expected as? NSDictionary else { return actual?.isEqual(expected) == true }
        guard let actual = actual as? NSDictionary else { return false }
        return expected.allSatisfy { key, value in contains(actual[key] as? NSObject, value as? NSObject) }
    }

    static func sameJSON(_ a: String, _ b: String) throws -> Bool {
        let left = try JSONSerialization.jsonObject(with: Data(a.utf8)) as? NSDictionary
        let right = try JSONSerialization.jsonObject(with: Data(b.utf8)) as? NSDictionary
        return left != nil && left == right
    }
}
