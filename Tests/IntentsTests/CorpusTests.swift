import Foundation
import Intents
import Testing

/// The parser's corpus: every `*.corpus` file beside this one, at Sunday 2026-11-22 10:00 in Los Angeles.
/// A line is `utterance | intent | slots-json`, or `utterance | !intent` / `utterance | !slot:NAME`
/// for what a line must not produce. Every mismatch is printed.
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

    static let cases: [Case] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".corpus") }.sorted().flatMap { file -> [Case] in
            let text = (try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)) ?? ""
            return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { offset, line in
                guard !line.hasPrefix("#"), let bar = line.firstIndex(of: "|") else { return nil }
                return Case(
                    file: file, line: offset + 1,
                    utterance: line[..<bar].trimmingCharacters(in: .whitespaces),
                    expectation: line[line.index(after: bar)...].trimmingCharacters(in: .whitespaces))
            }
        }
    }()

    @Test func theReferenceTimeIsSundayMorningInLosAngeles() {
        let parsed = IntentParser().parse("book 2 today", context: Self.context)
        #expect(parsed.slots.when?.start == "2026-11-22T00:00")
    }

    @Test func holdsAtLeast600CasesAnd60NegativesCoveringEveryIntent() {
        let negatives = Self.cases.filter { $0.expectation.hasPrefix("!") }
        #expect(Self.cases.count - negatives.count >= 600)
        #expect(negatives.count >= 60)
        for name in IntentName.allCases {
            let phrasings = Self.cases.filter { $0.expectation.hasPrefix(name.rawValue + " |") }.count
            #expect(phrasings >= 8, "\(name.rawValue) has \(phrasings) phrasings")
        }
    }

    @Test func everyCaseParsesAsExpected() throws {
        var mismatches: [String] = []
        for item in Self.cases {
            let parsed = IntentParser().parse(item.utterance, context: Self.context)
            let actual = parsed.json.serialized
            if item.expectation.hasPrefix("!slot:") {
                let slot = String(item.expectation.dropFirst("!slot:".count))
                if actual.contains("\"\(slot)\":") { mismatches.append("\(item): has \(slot): \(actual)") }
            } else if item.expectation.hasPrefix("!") {
                if parsed.name.rawValue == item.expectation.dropFirst() { mismatches.append("\(item): is \(parsed.name.rawValue)") }
            } else {
                let parts = item.expectation.split(separator: "|", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                let expected = "{\"intent\":\"\(parts[0])\",\"slots\":\(parts.count > 1 ? parts[1] : "{}")}"
                if try !Self.sameJSON(expected, actual) { mismatches.append("\(item)\n    expected \(expected)\n    actual   \(actual)") }
            }
        }
        let report = "\(mismatches.count) of \(Self.cases.count) cases differ:\n" + mismatches.joined(separator: "\n")
        #expect(mismatches.isEmpty, Comment(rawValue: report))
    }

    @Test func writingJSONDirectlyGivesTheSameBytesAsTheTree() {
        for item in Self.cases {
            let parsed = IntentParser().parse(item.utterance, context: Self.context)
            var bytes: [UInt8] = []
            parsed.writeJSON(to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == parsed.json.serialized, "\(item)")
        }
    }

    static func sameJSON(_ a: String, _ b: String) throws -> Bool {
        let left = try JSONSerialization.jsonObject(with: Data(a.utf8)) as? NSDictionary
        let right = try JSONSerialization.jsonObject(with: Data(b.utf8)) as? NSDictionary
        return left != nil && left == right
    }
}
