/// "same time", "the same day", "that day": a time phrase that refers to the time said last in the conversation
/// (`ParseContext.earlierTime`), so "same time, tomorrow" is tomorrow at the hours said before and "and the same
/// day 4-6pm" is that day.
struct EarlierTime {
    enum Kind {
        /// The earlier time of day, on the day the phrase names, else the earlier day.
        case sameTime
        /// The earlier day, at the hours the phrase names, else the earlier hours.
        case sameDay
        /// The day after the earlier day, at the hours the phrase names, else the earlier hours.
        case dayAfter

        func resolve(_ said: Slots.Interval, earlier: Slots.Interval, saidADay: Bool, weekLater: Bool = false) -> Slots.Interval {
            switch self {
            case .dayAfter:
                let saidHours = said.start.minutes != 0 || said.end.minutes != 0
                let day = earlier.start.date.adding(days: 1)
                return (saidHours ? said : earlier).onDay(year: day.year, month: day.month, day: day.day)
            case .sameTime:
                let day = weekLater ? earlier.start.date.adding(days: 7) : saidADay ? said.start.date : earlier.start.date
                return earlier.onDay(year: day.year, month: day.month, day: day.day)
            case .sameDay:
                let saidHours = said.start.minutes != 0 || said.end.minutes != 0
                let day = earlier.start.date
                return saidHours ? said.onDay(year: day.year, month: day.month, day: day.day) : earlier
            }
        }
    }

    let kind: Kind
    /// The words of "same time" or "that day", to be taken with the time phrase.
    let words: Range<Int>
    /// Whether the time phrase names a day of its own besides "same time" ("same time tomorrow").
    let saidADay: Bool
    /// "same time next week": a week after the earlier day, not a week from today.
    let weekLater: Bool

    /// The reference to the earlier time said inside the time phrase at `range`, or just before or after it with
    /// only linking words between ("same day, 4-6pm", "the same day at 4", "monday, same hours"), if any.
    static func said(around range: Range<Int>, in words: [String], taken: TakenWords) -> EarlierTime? {
        for start in max(0, range.lowerBound - 4)..<min(words.count, range.upperBound + 3) {
            for (phrase, kind) in phrases where start + phrase.count <= words.count && Array(words[start..<(start + phrase.count)]) == phrase {
                let span = start..<(start + phrase.count)
                guard kind != .dayAfter || !anchorsOnADay(span, range, in: words) else { continue }
                let between =
                    span.upperBound < range.lowerBound ? span.upperBound..<range.lowerBound
                    : span.lowerBound > range.upperBound ? range.upperBound..<span.lowerBound : range.lowerBound..<range.lowerBound
                guard span.allSatisfy({ !taken[$0] || range.contains($0) }) else { continue }
                guard span.overlaps(range) || between.allSatisfy({ !taken[$0] && linkingWords.contains(words[$0]) }) else { continue }
                let saidADay = range.contains { !span.contains($0) && (dayWords.contains(words[$0]) || TimeVocabulary.weekdays[words[$0]] != nil) }
                let weekLater = range.contains { $0 + 1 < words.count && words[$0] == "next" && words[$0 + 1] == "week" }
                return EarlierTime(kind: kind, words: span, saidADay: saidADay, weekLater: weekLater)
            }
        }
        return nil
    }

    private static let phrases: [([String], Kind)] = [
        (["same", "time"], .sameTime), (["same", "hours"], .sameTime), (["same", "day"], .sameDay), (["that", "day"], .sameDay),
        (["same", "date"], .sameDay), (["the", "day", "after"], .dayAfter), (["the", "next", "day"], .dayAfter),
        (["the", "following", "day"], .dayAfter), (["a", "day", "later"], .dayAfter),
    ]

    /// "the day after christmas", "the day after tmrw": "the day after" read with the day it follows, which makes it
    /// no reference to the earlier time; "the next day 9-11am" names only hours after it, and is one.
    private static func anchorsOnADay(_ span: Range<Int>, _ range: Range<Int>, in words: [String]) -> Bool {
        range.lowerBound <= span.lowerBound && range.upperBound > span.upperBound
            && !namesOnlyHours(span.upperBound..<range.upperBound, in: words)
    }

    /// "book it the day after too", "same time please": a reference to the earlier time with no time phrase of its
    /// own, resolved to the earlier time itself (or the day after it). "the day after tomorrow" is no reference.
    static func alone(in words: [String], taken: TakenWords) -> (kind: Kind, words: Range<Int>)? {
        for start in words.indices where !taken[start] {
            for (phrase, kind) in phrases where start + phrase.count <= words.count && Array(words[start..<(start + phrase.count)]) == phrase {
                let span = start..<(start + phrase.count)
                guard span.allSatisfy({ !taken[$0] }), kind != .dayAfter || span.upperBound == words.count || words[span.upperBound] != "tomorrow"
                else { continue }
                return (kind, span)
            }
        }
        return nil
    }

    /// "1 to 3pm", "at 10": a time phrase of nothing but hours, which falls on the earlier day, and which describes
    /// a booking by its hour on any day ("my 10am booking").
    static func namesOnlyHours<Indices: Sequence<Int>>(_ indices: Indices, in words: [String]) -> Bool {
        indices.allSatisfy { index in
            let word = words[index]
            if ["at", "am", "pm", "noon", "from", "to", "till", "til", "until", "-", "and", "between"].contains(word) { return true }
            if clockWords.contains(word) || NumberWords.wordValue(word) != nil { return true }
            var rest = Substring(word)
            for suffix in ["ish", "am", "pm", "a", "p"] where rest.hasSuffix(suffix) {
                rest = rest.dropLast(suffix.count)
                break
            }
            return !rest.isEmpty && rest.allSatisfy { $0.isNumber || $0 == ":" || $0 == "-" }
        }
    }
    /// The words of a clock time said in words: "half 3", "quarter past four", "ten to noon", "3 o'clock".
    private static let clockWords: Set<String> = [
        "half", "quarter", "past", "after", "o'clock", "oclock", "midnight", "midday", "a.m", "p.m", "minutes", "mins", "around",
        "about",
    ]
    private static let dayWords: Set<String> = ["today", "tomorrow", "tonight", "tmrw", "tmw", "yesterday", "next", "week", "weekend"]
    private static let linkingWords: Set<String> = ["the", "on", "at", "for", "from", "but", "and"]
}
