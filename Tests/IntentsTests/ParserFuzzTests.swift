import Foundation
import Testing

@testable import Intents

/// A million seeded random and mutated lines: the parser never crashes, and its answer holds for any line.
/// - Its JSON reads back (`JSONTextReader`) as the same value, which writes the same bytes again.
/// - Each word of a slot copied from the line (query, user, text, value, photo) is in the lowercased line or, when the
///   reading the parser chose reports correcting typos ("typo reveiw→review" in its evidence), among the corrected words.
/// - An action others see or that can't be undone is read only from a line that names it in the parser's own tables,
///   as typed or as corrected (`namesTheAction`), or as words said to a person, which the bot sends only after a yes
///   (`saidWithoutACommand`).
struct ParserFuzzTests {
    static let alphabet = Array("abcdefghijklmnopqrstuvwxyz ABCXYZ 0123456789 $/-:.,!?#@'\"★éñü🙂\t\u{0}\u{7f}")
    static let words = [
        "book", "find", "near", "94105", "under", "5/day", "sat", "2-6pm", "dec", "1", "to", "3", "the", "second",
        "listing", "42", "it", "$4.50/hr", "between", "and", "for", "a", "week", "next", "tomorrow", "in", "sf",
        "with", "wifi", "2br", "within", "miles", "@bob", "5", "stars", "https://x.io/a.jpg", "until", "friday",
        "this", "weekend", "noon", "midnight", "surprise", "me", "europe", "-", "12/1", "the", "5th", "rent", "out",
    ]

    /// Runs on a thread of its own: minutes of parsing on one of the few shared cooperative threads would starve the
    /// servers of the tests that run beside it.
    @Test func aMillionRandomAndMutatedLinesReadSoundly() async {
        let unsound = await withCheckedContinuation { (finished: CheckedContinuation<[(line: String, problem: String)], Never>) in
            Thread { finished.resume(returning: Self.readMillionLines()) }.start()
        }
        let known = unsound.filter { Self.knownProblems.contains($0.problem) }
        #expect(unsound.count == known.count, Self.summary(of: unsound.filter { !Self.knownProblems.contains($0.problem) }))
        withKnownIssue("a rating alone publishes a review, and a query holds texting shorthand spelled out (issue 37)") {
            #expect(known.isEmpty, Self.summary(of: known))
        }
    }

    /// Each line's problem, if it has one, for the seeded million lines and one very long line.
    static func readMillionLines() -> [(line: String, problem: String)] {
        var generator = SeededGenerator(seed: 20_261_122)
        let parser = IntentParser()
        let context = ParseContext(now: Date(timeIntervalSince1970: 1_795_370_400), timeZone: TimeZone(identifier: "America/Los_Angeles")!)
        var unsound: [(line: String, problem: String)] = []
        for round in 0..<1_000_000 {
            let line = round.isMultiple(of: 2) ? Self.randomCharacters(&generator) : Self.mutatedWords(&generator)
            let intent = parser.parse(line, context: context)
            if let problem = Self.problem(with: intent, readFrom: line, by: parser, context: context) {
                unsound.append(("\(line.debugDescription) \(intent.json.serialized)", problem))
            }
        }
        _ = parser.parse(String(repeating: "book closet sat 2-6pm near 94105 under 5/day ", count: 90), context: context)
        return unsound
    }

    /// Problems found on 2026-11-28 and left for the issue on acting on a guess; any other problem fails the test.
    static let knownProblems: Set<String> = ["review from a line that does not name it", "query holds shorthand spelled out"]

    static func summary(of unsound: [(line: String, problem: String)]) -> Comment {
        let kinds = Dictionary(grouping: unsound, by: \.problem).map { "\($1.count) × \($0)" }.sorted()
        let examples = unsound.prefix(100).map { "\($0.line): \($0.problem)" }
        return Comment(rawValue: "\(unsound.count) lines:\n" + (kinds + ["the first:"] + examples).joined(separator: "\n"))
    }

    /// What is wrong with `intent` as the reading of `line`, or nil when nothing is.
    static func problem(with intent: Intent, readFrom line: String, by parser: IntentParser, context: ParseContext) -> String? {
        let json = intent.json
        let text = json.serialized
        do {
            let read = try JSONTextReader.value(of: text)
            if read != json { return "its JSON reads back as another value, \(read)" }
            if read.serialized != text { return "its JSON reads back as other bytes, \(read.serialized)" }
        } catch {
            return "its JSON does not read back: \(error)"
        }
        let copied = copiedSlots(of: intent.slots)
        guard !copied.isEmpty || intent.name.isPublicOrIrreversible else { return nil }
        let typed = Utterance(line)
        var corrected: Utterance? {
            Self.correctionsReported(for: line, by: parser, context: context) ? TypoCorrector.corrected(typed)?.utterance : nil
        }
        let lowered = line.lowercased()
        for (slot, value) in copied {
            let missing = Self.words(of: value).filter { !lowered.contains($0) }
            guard !missing.isEmpty else { continue }
            let correctedWords = corrected?.words ?? []
            guard let word = missing.first(where: { !correctedWords.contains($0) }) else { continue }
            if slot == "query", typed.words.contains(word) { return "query holds shorthand spelled out" }
            return "\(slot) holds \"\(word)\", which is not in the line"
        }
        if intent.name.isPublicOrIrreversible, !intent.slots.saidWithoutACommand, !namesTheAction(intent.name, in: typed),
            !(corrected.map { namesTheAction(intent.name, in: $0) } ?? false)
        {
            return "\(intent.name.rawValue) from a line that does not name it"
        }
        return nil
    }

    /// The slots that hold words taken from the line as typed or as read, not values the parser worked out.
    static func copiedSlots(of slots: Slots) -> [(String, String)] {
        [("query", slots.query), ("user", slots.user), ("text", slots.text), ("value", slots.value), ("photo", slots.photo)]
            .compactMap { name, value in value.map { (name, $0) } }
    }

    /// The words of a slot's value, lower case, without the punctuation at either end a word may have or lose when a
    /// text's clauses are joined.
    static func words(of value: String) -> [String] {
        value.lowercased().split(whereSeparator: \.isWhitespace).map { $0.trimmingCharacters(in: edgePunctuation) }.filter { !$0.isEmpty }
    }

    static let edgePunctuation = CharacterSet(charactersIn: ".,!?;:\"'")

    /// True when the reading the parser chose for `line` says it corrected the spelling of some of its words.
    static func correctionsReported(for line: String, by parser: IntentParser, context: ParseContext) -> Bool {
        parser.explain(line, context: context).readings.first?.contains(": typo ") == true
    }

    /// True when `utterance` names `intent` in the parser's own tables: a lead of one of its command rules, or a phrase
    /// of every group of one of its cue rules ("call off" and "booking" for cancelling one).
    static func namesTheAction(_ intent: IntentName, in utterance: Utterance) -> Bool {
        let words = utterance.words
        let nothingTaken = TakenWords(count: words.count)
        if CommandRules.all.contains(where: { $0.intent == intent && $0.leads.contains { lead in Self.contains(lead, in: words) } }) {
            return true
        }
        return CueRules.all.contains { rule in
            rule.intent == intent
                && rule.groups.allSatisfy { group in words.indices.contains { group.match(at: $0, in: words, taken: nothingTaken) != nil } }
        }
    }

    static func contains(_ phrase: [String], in words: [String]) -> Bool {
        guard phrase.count <= words.count else { return false }
        return (0...(words.count - phrase.count)).contains { start in phrase.indices.allSatisfy { words[start + $0] == phrase[$0] } }
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
