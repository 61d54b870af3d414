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

    /// Every phrase in the table's files, or in the `.times` files of another folder; a missing folder or file throws.
    static func cases(in folder: URL = folder) throws -> [Case] {
        try DataFiles.read(folder, suffix: ".times").flatMap { file, text -> [Case] in
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
    }

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

    /// A line added to or taken from the table changes these counts too.
    @Test func holdsExactCountsOfPhrasesNoTimesAndRefusals() throws {
        let cases = try Self.cases()
        #expect(cases.count == 3_368)
        #expect(cases.filter { $0.expected == "-" }.count == 224)
        #expect(cases.filter { $0.expected == "?" }.count == 78)
    }

    @Test func everyPhraseMeansItsInterval() throws {
        let cases = try Self.cases()
        var mismatches: [String] = []
        for item in cases {
            let actual = Self.reading(item)
            if actual != item.expected { mismatches.append("\(item)\n    expected \(item.expected)\n    actual   \(actual)") }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) of \(cases.count):\n\(mismatches.joined(separator: "\n"))")
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
        let unitOfAPrice = before > 0 && TimeVocabulary.units[words[before]] != nil
            && (["a", "an", "per", "each"].contains(words[before - 1]) || before > 1 && words[before - 2...before - 1] == ["by", "the"])
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

    /// Over this table and the parser's whole corpus: wherever a time is read from a phrase of the line, the words
    /// beside that phrase are no time words, so nothing that changes the time was dropped. Every such line is
    /// checked; a time a dialogue rule makes (hours alone, the last search's time moved on) is read from no one phrase.
    @Test func noTimePhraseLosesAWord() throws {
        let table = try Self.cases().map { ($0.phrase, $0.now, $0.zone) }
        let corpus = try CorpusTests.cases().map { ($0.utterance, "2026-11-22T10:00", "America/Los_Angeles") }
        var lost: [String] = []
        var unfound: [String] = []
        var timed = 0
        var checked = 0
        for (phrase, now, zone) in table + corpus {
            let context = Self.context(now: now, zone: zone)
            let slots = IntentParser().parse(phrase, context: context).slots
            guard let when = slots.when, !slots.hoursOnly, slots.daysAfterLast == nil, slots.months == nil else { continue }
            timed += 1
            let typed = Utterance(phrase)
            let words = (TypoCorrector.corrected(typed)?.utterance ?? typed).words
            let (today, minutes) = context.localDayAndMinute
            let recognizer = TimeRecognizer(today: today, nowMinutes: minutes, userZone: context.timeZone)
            guard let match = Self.match(of: when, in: words, by: recognizer) else {
                unfound.append(phrase)
                continue
            }
            checked += 1
            if let word = Self.timeWordBeside(match.range, in: words) {
                lost.append("\(phrase): read \(words[match.range].joined(separator: " ")), left \(word)")
            }
        }
        #expect(lost.isEmpty, "\(lost.count):\n\(lost.joined(separator: "\n"))")
        let report = "\(unfound.count) lines with a time whose phrase was not found:\n" + unfound.joined(separator: "\n")
        #expect(checked == timed, Comment(rawValue: report))
    }

    /// The phrase that means `when`, read with the words around it set aside as the parser sets aside what other
    /// readings took: in the whole line first, then in ever shorter stretches of it.
    static func match(of when: Slots.Interval, in words: [String], by recognizer: TimeRecognizer)
        -> TimeRecognizer.Match?
    {
        for start in words.indices {
            for end in (start + 1...words.count).reversed() {
                let taken = TakenWords(words.indices.lazy.map { !(start..<end).contains($0) })
                if let match = recognizer.firstMatch(in: words, taken: taken), case .interval(let from, let to) = match.meaning,
                    from == when.start, to == when.end
                {
                    return match
                }
            }
        }
        return nil
    }
}
