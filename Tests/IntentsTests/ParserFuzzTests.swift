import Foundation
import Intents
import Testing

/// A million seeded random and mutated lines: the parser never crashes and always answers with a contract intent.
struct ParserFuzzTests {
    static let alphabet = Array("abcdefghijklmnopqrstuvwxyz ABCXYZ 0123456789 $/-:.,!?#@'\"★éñü🙂\t\u{0}\u{7f}")
    static let words = [
        "book", "find", "near", "94105", "under", "5/day", "sat", "2-6pm", "dec", "1", "to", "3", "the", "second",
        "listing", "42", "it", "$4.50/hr", "between", "and", "for", "a", "week", "next", "tomorrow", "in", "sf",
        "with", "wifi", "2br", "within", "miles", "@bob", "5", "stars", "https://x.io/a.jpg", "until", "friday",
        "this", "weekend", "noon", "midnight", "surprise", "me", "europe", "-", "12/1", "the", "5th", "rent", "out",
    ]

    /// Yields now and then: a long loop on the shared cooperative threads would starve the other tests' servers.
    @Test func aMillionRandomAndMutatedLinesNeverCrash() async {
        var generator = SeededGenerator(seed: 20_261_122)
        let parser = IntentParser()
        let context = ParseContext(now: Date(timeIntervalSince1970: 1_795_370_400), timeZone: TimeZone(identifier: "America/Los_Angeles")!)
        let names = Set(IntentName.allCases.map(\.rawValue))
        var unexpected: [String] = []
        for round in 0..<1_000_000 {
            if round.isMultiple(of: 5_000) { await Task.yield() }
            let line = round.isMultiple(of: 2) ? Self.randomCharacters(&generator) : Self.mutatedWords(&generator)
            let intent = parser.parse(line, context: context)
            if !names.contains(intent.name.rawValue) || intent.json.serialized.isEmpty { unexpected.append(line) }
        }
        _ = parser.parse(String(repeating: "book closet sat 2-6pm near 94105 under 5/day ", count: 90), context: context)
        #expect(unexpected.isEmpty)
    }

    static func randomCharacters(_ generator: inout SeededGenerator) -> String {
        String((0..<Int.random(in: 0...60, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
    }

    static func mutatedWords(_ generator: inout SeededGenerator) -> String {
        var line = (0..<Int.random(in: 1...10, using: &generator)).map { _ in words.randomElement(using: &generator)! }
            .joined(separator: " ")
        for _ in 0..<Int.random(in: 0...3, using: &generator) where !line.isEmpty {
            var characters = Array(line)
            let index = Int.random(in: 0..<characters.count, using: &generator)
            switch Int.random(in: 0...2, using: &generator) {
            case 0: characters.remove(at: index)
            case 1: characters.insert(alphabet.randomElement(using: &generator)!, at: index)
            default: characters[index] = alphabet.randomElement(using: &generator)!
            }
            line = String(characters)
        }
        return line
    }
}
