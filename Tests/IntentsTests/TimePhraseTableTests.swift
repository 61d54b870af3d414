import Foundation
import Testing

@testable import Intents

/// The table of time phrases in `TimePhrases/*.times`, each read through the whole parser at its own
/// reference time and zone. A line is `phrase | START END` (the interval it must mean), `phrase | -`
/// (no time at all) or `phrase | ?` (a time the bot must refuse: a day that can't be, or a word beside
/// a time that no rule reads); `@now 2026-11-22T10:00` and `@tz America/New_York` set the reference for
/// the lines after them.
struct TimePhraseTableTests {
    struct Case: Sendable, CustomStringConvertible {
        let file: String
        let line: Int
        let phrase: String
        let expected: String
        let now: String
        let zone: String
        var description: String { "\(file):\(line) \(phrase)" }
    }

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("TimePhrases")
    static let corpusFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Corpus")

    static let cases: [Case] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".times") }.sorted().flatMap { file -> [Case] in
            let text = (try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)) ?? ""
            var (now, zone) = ("2026-11-22T10:00", "America/Los_Angeles")
            var found: [Case] = []
            for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if line.hasPrefix("@now ") { now = String(line.dropFirst(5)).trimmingCharacters(in: .whitespaces) }
                if line.hasPrefix("@tz ") { zone = String(line.dropFirst(4)).trimmingCharacters(in: .whitespaces) }
                guard !line.hasPrefix("#"), !line.hasPrefix("@"), let bar = line.lastIndex(of: "|") else { continue }
                found.append(
                    Case(
                        file: file, line: offset + 1, phrase: line[..<bar].trimmingCharacters(in: .whitespaces),
                        expected: line[line.index(after: bar)...].trimmingCharacters(in: .whitespaces), now: now, zone: zone))
            }
            return found
        }
    }()

    static func context(now: String, zone: String) -> ParseContext {
        let timeZone = TimeZone(identifier: zone)!
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = now.split(whereSeparator: { "-T:".contains($0) }).map { Int($0)! }
        let date = calendar.date(from: DateComponents(year: parts[0], month: parts[1], day: parts[2], hour: parts[3], minute: parts[4]))!
        return ParseContext(now: date, timeZone: timeZone)
    }

    static func reading(_ item: Case) -> String {
        let slots = IntentParser().parse(item.phrase, context: context(now: item.now, zone: item.zone)).slots
        if let when = slots.when { return "\(when.start.text) \(when.end.text)" }
        return slots.timeProblem == nil ? "-" : "?"
    }

    @Test func holdsAThousandPhrasesWithPhrasesThatAreNoTime() {
        #expect(Self.cases.count >= 1000)
        #expect(Self.cases.filter { $0.expected == "-" }.count >= 100)
        #expect(Self.cases.filter { $0.expected == "?" }.count >= 20)
    }

    @Test func everyPhraseMeansItsInterval() {
        var mismatches: [String] = []
        for item in Self.cases {
            let actual = Self.reading(item)
            if actual != item.expected { mismatches.append("\(item)\n    expected \(item.expected)\n    actual   \(actual)") }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) of \(Self.cases.count):\n\(mismatches.joined(separator: "\n"))")
    }

    /// Words that change or carry a time: one of these left unread beside a time phrase means the
    /// phrase lost a word.
    static let timeWords: Set<String> = {
        var words = Set(TimeVocabulary.modifiersBefore.keys).union(TimeVocabulary.modifiersAfter.keys)
        words.formUnion(TimeVocabulary.weekdays.keys)
        words.formUnion(TimeVocabulary.months.keys.filter { $0 != "may" })
        words.formUnion(TimeVocabulary.partsOfDay.keys)
        words.formUnion(TimeVocabulary.units.keys.filter { $0 != "h" })
        words.formUnion(TimeVocabulary.ordinalWords.keys)
        words.formUnion(["of", "ago", "am", "pm", "noon", "midnight", "today", "tomorrow", "yesterday", "tonight", "o'clock"])
        words.formUnion(["starting", "beginning", "until", "till", "through", "thru"])
        return words
    }()

    /// A time word just before or after `range`; "of" counts only between two time words ("end of",
    /// "of next week"), as in "a week of the kayak" it is not one; a price's unit ("$8 a day") and the part of
    /// the day in an event's name ("movie night") are none.
    static func timeWordBeside(_ range: Range<Int>, in words: [String]) -> String? {
        let before = range.lowerBound - 1
        let unitOfAPrice = before > 0 && TimeVocabulary.units[words[before]] != nil && ["a", "an", "per", "each"].contains(words[before - 1])
        let nameOfAnEvent = before > 0 && TimeVocabulary.partsOfDay[words[before]] != nil
            && !TimePhraseReader.mayLeadToAPartOfDay(words[before - 1])
        if before >= 0, !unitOfAPrice, !nameOfAnEvent {
            let word = words[before]
            if word == "of" ? before > 0 && (timeWords.contains(words[before - 1]) || wordsOfAPart.contains(words[before - 1])) : timeWords.contains(word) {
                return word
            }
        }
        let after = range.upperBound
        let partOfAName = after + 1 < words.count && TimeVocabulary.partsOfDay[words[after + 1]] != nil
            && !TimePhraseReader.mayLeadToAPartOfDay(words[after])
        if after < words.count, !partOfAName {
            let word = words[after]
            if word == "of" ? after + 1 < words.count && timeWords.contains(words[after + 1]) : timeWords.contains(word) {
                return word
            }
        }
        return nil
    }

    static let wordsOfAPart: Set<String> = ["whole", "all", "most", "rest", "part", "start", "beginning", "middle", "end", "some"]

    /// Over this table and the parser's whole corpus: wherever a time is read, the words beside it are
    /// no time words, so nothing that changes the time was dropped.
    @Test func noTimePhraseLosesAWord() throws {
        var phrases = Self.cases.map { ($0.phrase, $0.now) }
        let corpusFiles = try FileManager.default.contentsOfDirectory(atPath: Self.corpusFolder.path).filter { $0.hasSuffix(".corpus") }
        for file in corpusFiles {
            let text = try String(contentsOf: Self.corpusFolder.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") where !line.hasPrefix("#") {
                guard let bar = line.firstIndex(of: "|") else { continue }
                phrases.append((line[..<bar].trimmingCharacters(in: .whitespaces), "2026-11-22T10:00"))
            }
        }
        var lost: [String] = []
        for (phrase, now) in phrases {
            let words = Utterance(phrase).words
            let taken = Array(repeating: false, count: words.count)
            let context = Self.context(now: now, zone: "America/Los_Angeles")
            let (today, minutes) = context.localDayAndMinute
            guard let when = IntentParser().parse(phrase, context: context).slots.when,
                let match = TimeRecognizer(today: today, nowMinutes: minutes).firstMatch(in: words, taken: taken),
                case .interval(let start, let end) = match.meaning, start == when.start, end == when.end
            else { continue }
            if let word = Self.timeWordBeside(match.range, in: words) {
                lost.append("\(phrase): read \(words[match.range].joined(separator: " ")), left \(word)")
            }
        }
        #expect(lost.isEmpty, "\(lost.count):\n\(lost.joined(separator: "\n"))")
    }
}
