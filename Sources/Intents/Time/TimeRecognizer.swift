import Foundation

/// Finds a time phrase ("sat 2-6pm", "dec 1 to dec 3", "tomorrow for 3 days") in a line and resolves
/// it to a half-open local interval, by the contract's time rules, against a reference day and time.
struct TimeRecognizer {
    let today: LocalDate
    let nowMinutes: Int
    /// The user's zone, into which a time said with another zone ("8pm PST") is converted.
    var userZone: TimeZone?
    /// The phrases already read in the same utterance, when its words are searched again and again.
    var readPhrases: TimeMatches?

    init(today: LocalDate, nowMinutes: Int, userZone: TimeZone? = nil, readPhrases: TimeMatches? = nil) {
        (self.today, self.nowMinutes, self.userZone, self.readPhrases) = (today, nowMinutes, userZone, readPhrases)
    }

    /// A match: the tokens it covered and the interval it means, or why it means none.
    struct Match: Sendable {
        enum Meaning: Sendable {
            case interval(start: LocalDateTime, end: LocalDateTime)
            case problem(TimeProblem)
        }

        let range: Range<Int>
        let meaning: Meaning
        /// "anytime after dec 3", "sometime before friday": the interval is one end of a window.
        var isOpenEnded = false
    }

    /// The first time phrase among `words`, skipping positions that are already taken. A bare number
    /// before a phrase that reaches as far without it is left out ("book 1 dec 1 to dec 3": 1 is a position),
    /// unless it opens the line or follows a word that leads to an hour ("9 tomorrow", "how about 9 tomorrow").
    func firstMatch(in typed: [String], taken: TakenWords) -> Match? {
        let words = typed.contains(where: TimeVocabulary.hasOtherTimeForm) ? typed.map(TimeVocabulary.timeForm) : typed
        for start in words.indices where !taken[start] && TimePhraseReader.mayStart(words, at: start, taken: taken) {
            guard let found = match(at: start, in: words, taken: taken) else { continue }
            if Self.isBareNumber(words[start]), start + 1 < words.count, !taken[start + 1], !Self.namesADayOfAMonth(start, in: words),
                start > 0, !TimePhraseReader.wordsBeforeAnHourAndADay.contains(words[start - 1]),
                TimePhraseReader.mayStart(words[start + 1]),
                let later = match(at: start + 1, in: words, taken: taken), later.range.upperBound >= found.range.upperBound,
                !Self.startsARangeOfHours(at: start, in: words)
            {
                return later
            }
            return found
        }
        return nil
    }

    private func match(at start: Int, in words: [String], taken: TakenWords) -> Match? {
        let reader = TimePhraseReader(words: words, taken: taken, today: today, nowMinutes: nowMinutes, index: start)
        guard let (phrase, end) = read(from: reader), !phrase.isEmpty, end > start else { return nil }
        if end == start + 1, Self.namesThatAreAlsoWords(words[start]), !reader.timeMayEnd(before: end) { return nil }
        if end < words.count, !taken[end], Self.streetWords.contains(words[end]) { return nil }
        if let problem = phrase.problem ?? Self.reversedHours(in: phrase) { return Match(range: start..<end, meaning: .problem(problem)) }
        if Self.clockDisagreesWithPart(phrase) {
            return Match(range: start..<end, meaning: .problem(.unread(words[start..<end].joined(separator: " "))))
        }
        if let unread = Self.unreadModifier(around: start..<end, in: words, taken: taken) ?? unreadTimeAfter(start..<end, in: words, taken: taken) {
            return Match(range: unread, meaning: .problem(.unread(words[unread].joined(separator: " "))))
        }
        if Self.leavesTheHourUnsaid(phrase) {
            return Match(range: start..<end, meaning: .problem(.noStartTime(words[start..<end].joined(separator: " "))))
        }
        guard let interval = resolve(phrase) else { return nil }
        return Match(range: start..<end, meaning: .interval(start: interval.0, end: interval.1), isOpenEnded: phrase.isOpenEnded)
    }

    /// What `reader` reads from where it stands, or what was read there before in the same free words.
    private func read(from reader: TimePhraseReader) -> (TimePhrase, Int)? {
        let read = {
            var reading = reader
            return reading.read()
        }
        guard let readPhrases else { return read() }
        return readPhrases.phrase(at: reader.index, taken: reader.taken, reading: read)
    }

    /// The words of a phrase and a modifier beside it that no rule read ("the tail end of next week",
    /// "every other friday", "every other hour tomorrow", "the wee hours of tomorrow", "3 weeks after my birthday", the
    /// first hour of "open 9 thru 5"), or nil when nothing beside it changes it.
    static func unreadModifier(around range: Range<Int>, in words: [String], taken: TakenWords) -> Range<Int>? {
        var start = range.lowerBound
        var before = start - 1
        while before >= 0, !taken[before], words[before] == "the" || words[before] == "of" || TimeVocabulary.modifiersBefore.contains(words[before]) {
            if TimeVocabulary.modifiersBefore.contains(words[before]) { start = before }
            before -= 1
        }
        if start < range.lowerBound { return start..<range.upperBound }
        if range.count == 1, TimeVocabulary.weekdays[words[range.lowerBound]] != nil, words[range.lowerBound].hasSuffix("s"), before >= 0,
            !taken[before], let (count, _) = NumberWords.read(words, at: before, taken: taken, article: false), count > 1
        {
            return before..<range.upperBound
        }
        if before >= 0, !taken[before], Self.recurringParts.contains(words[before]),
            words[before] != "nights" || before == 0 || NumberWords.read(words, at: before - 1, taken: taken) == nil
        {
            return before..<range.upperBound
        }
        if range.count == 2, range.lowerBound > 0, !taken[range.lowerBound - 1], TimePhraseReader.isBareHour(words[range.lowerBound - 1]),
            TimePhraseReader.untilWords.contains(words[range.lowerBound]), TimePhraseReader.isBareHour(words[range.lowerBound + 1])
        {
            return (range.lowerBound - 1)..<range.upperBound
        }
        if range.lowerBound > 1, !taken[range.lowerBound - 1], TimePhraseReader.isBareHour(words[range.lowerBound - 1]),
            TimePhraseReader.dayNamesAfterAnHour.contains(words[range.lowerBound]), !leadsToAPosition(words[range.lowerBound - 2])
        {
            return (range.lowerBound - 1)..<range.upperBound
        }
        if before >= 0, !taken[before], TimeVocabulary.units[words[before]] != nil,
            Self.unitJoints.contains(words[before + 1]) || before > 0 && repetitionWords.contains(words[before - 1])
        {
            return max(0, before - 1)..<range.upperBound
        }
        if before >= 0, !taken[before], TimeVocabulary.weekdays[words[range.lowerBound]] != nil,
            Holidays.wordsNamingAWeekday.contains(words[before])
        {
            return before..<range.upperBound
        }
        if before >= 0, !taken[before], isUnknownName(words[before]), Holidays.match(words, at: range.lowerBound, taken: taken) != nil,
            TypoCorrector.correction(of: words[before]) == nil
        {
            return before..<range.upperBound
        }
        guard range.upperBound < words.count, !taken[range.upperBound] else { return nil }
        let next = words[range.upperBound]
        if TimeVocabulary.modifiersAfter.contains(next) || TimeVocabulary.fourDigitYear(next) != nil || recurringParts.contains(next) {
            return range.lowerBound..<(range.upperBound + 1)
        }
        return nil
    }

    /// "2 weeks of june", "a few days around christmas": a length said of a time, which names no start.
    private static let unitJoints: WordSet = ["of", "around", "surrounding", "either"]

    /// "mornings next week", "next week evenings": a part of every day of a period, which one span can't hold.
    private static let recurringParts: WordSet = [
        "mornings", "afternoons", "evenings", "nights", "weeknights", "lunchtimes", "weekday", "weekdays",
    ]

    /// More time said right after the phrase `read` that didn't join it, so the phrase is only half read: a day's,
    /// weekday's or month's name, maybe after "last" or "next" ("14th april", "tomorrow yesterday", "in 3 days last
    /// tuesday"), or "closest"; a part of a period ("last week end of march"); a clock no rule joined ("thursday 8h",
    /// "dec 3 17:00:00"); a year one or two words on ("the night swim 2029"); a clock no rule reads after "at" ("tomorrow
    /// at 245ish"); a vague length ("tomorrow for a few days"); or another time phrase after "from", "for", "in", "of",
    /// "on" or "at" ("tuesday from last week", "tomorrow in 3 hours"). The words from the phrase's end through it, or
    /// nil; for another time offered instead ("friday or saturday") or another day or part that no rule joined ("the
    /// morning and afternoon on friday"), both.
    private func unreadTimeAfter(_ read: Range<Int>, in words: [String], taken: TakenWords) -> Range<Int>? {
        let end = read.upperBound
        guard end < words.count, !taken[end] else { return nil }
        let next = words[end]
        if next != "may", TimeVocabulary.weekdays[next] != nil || TimeVocabulary.months[next] != nil || Self.dayWords.contains(next)
            || Self.nearestWords.contains(next)
        {
            return end..<(end + 1)
        }
        if TimeVocabulary.periodShifts[next] != nil, end + 1 < words.count, !taken[end + 1],
            TimeVocabulary.weekdays[words[end + 1]] != nil || TimeVocabulary.months[words[end + 1]] != nil
        {
            return end..<(end + 2)
        }
        if ClockReading.hourMarked(next) != nil || next.utf8.contains(UInt8(ascii: ":")) && next.utf8.contains(where: { (0x30...0x39).contains($0) }) {
            return end..<(end + 1)
        }
        if let year = (end + 1...end + 2).first(where: { $0 < words.count && TimeVocabulary.fourDigitYear(words[$0]) != nil }),
            (end...year).allSatisfy({ !taken[$0] && (!Lexicon.stopWords.contains(words[$0]) || words[$0] == "of") })
        {
            return end..<(year + 1)
        }
        guard end + 1 < words.count, !taken[end + 1] else { return nil }
        let after = words[end + 1]
        if next == "at" || next == "@", after.utf8.contains(where: { (0x30...0x39).contains($0) }) { return end..<(end + 2) }
        if next == "at" || next == "@", TimePhraseReader.roughlyWords.contains(after), end + 2 < words.count,
            words[end + 2].utf8.contains(where: { (0x30...0x39).contains($0) })
        {
            return end..<(end + 3)
        }
        if let dash = next.firstIndex(of: "-"), ClockReading.read(next[..<dash]) != nil,
            TimeVocabulary.weekdays[String(next[next.index(after: dash)...])] != nil
        {
            return end..<(end + 1)
        }
        if next == "or" || next == "and", TimePhraseReader.mayStart(words, at: end + 1, taken: taken) {
            var reader = TimePhraseReader(words: words, taken: taken, today: today, nowMinutes: nowMinutes, index: end + 1)
            if let (other, otherEnd) = reader.read(), next == "or" || other.days != nil || other.part != nil {
                return read.lowerBound..<otherEnd
            }
        }
        if Self.partsOfAPeriod.contains(next), after == "of",
            let period = (end + 2...end + 3).first(where: { $0 < words.count && words[$0] != "the" }).map({ words[$0] }),
            TimeVocabulary.months[period] != nil || Self.periodWords.contains(period) || TimeVocabulary.fourDigitYear(period) != nil
        {
            return end..<(end + 2)
        }
        if next == "for", let (_, length) = TimePhraseReader(words: words, taken: taken, today: today, index: end + 1).readVagueCount() {
            return end..<min(words.count, end + length + 2)
        }
        guard Self.wordsBeforeMoreTime.contains(next) else { return nil }
        for start in [end, end + 1] where TimePhraseReader.mayStart(words, at: start, taken: taken) {
            var reader = TimePhraseReader(words: words, taken: taken, today: today, nowMinutes: nowMinutes, index: start)
            if let (phrase, phraseEnd) = reader.read(), !phrase.isEmpty, phraseEnd > end + 1, phraseEnd > end + 2 || !Self.isBareNumber(after) {
                return end..<phraseEnd
            }
        }
        return nil
    }

    /// "last week end of march": a part of a period said after a phrase, which names more than the phrase read.
    private static let partsOfAPeriod: WordSet = ["end", "beginning", "start", "middle"]
    private static let periodWords: WordSet = ["week", "month", "year", "quarter"]

    /// "12 march road", "the garage on friday street": a day or a date that names a street, no time.
    private static let streetWords: WordSet = [
        "road", "rd", "street", "avenue", "ave", "lane", "ln", "drive", "boulevard", "blvd", "terrace", "crescent", "parkway",
        "pkwy", "highway", "hwy",
    ]

    /// "tonight at 9am", "tomorrow morning at 3pm", "tonight at 9h": a clock time whose am or pm, said or fixed by the
    /// 24-hour clock, puts it outside the part of the day said with it, so one of the two is a slip; noon and
    /// midnight sit between parts.
    private static func clockDisagreesWithPart(_ phrase: TimePhrase) -> Bool {
        guard let part = phrase.part, case .at(let reading)? = phrase.clock, let minutes = reading.fixedMinutes,
            minutes % (12 * 60) >= 60
        else { return false }
        return minutes < 12 * 60 ? part.0 >= 12 * 60 : part.1 <= 12 * 60
    }

    private static let wordsBeforeMoreTime: WordSet = ["from", "for", "in", "of", "on", "at", "@"]
    private static let dayWords: WordSet = ["today", "tomorrow", "yesterday", "tonight", "tmrw", "tmr"]
    /// "the 3rd closest christmas": the nearest-day rule's words, after a phrase that stopped short of them.
    private static let nearestWords: WordSet = ["closest", "nearest"]

    /// Words before a number that make it a position or a count, not an hour: "book 2 tomorrow", "listing 3 today".
    private static func leadsToAPosition(_ word: String) -> Bool {
        CommandRules.startsACommand(word) || Lexicon.stopWords.contains(word) || positionNouns.contains(word)
            || TimePhraseReader.wordsBeforeAnHourAndADay.contains(word) || !word.allSatisfy(\.isLetter)
    }

    private static let positionNouns: WordSet = ["listing", "number", "item", "option", "result", "spot", "booking", "request", "post"]

    /// Words that make a unit before a time a repeat of it ("every other hour tomorrow"), which no rule reads.
    private static let repetitionWords: WordSet = ["every", "other", "each", "alternate"]

    /// "parsi new year", "bengali new year": a word no table knows before a holiday's name, which may make it another
    /// holiday; a known word ("the cabin christmas"), a typo of one or a number is none.
    private static func isUnknownName(_ word: String) -> Bool {
        word.utf8.count > 2 && !TypoCorrector.isKnown(word) && !Lexicon.stopWords.contains(word) && word.allSatisfy(\.isLetter)
    }

    /// "4pm to 2pm", "8am to 7am": both hours fixed, the second earlier, and read across midnight they would
    /// be more than half a day, which is a slip far more often than a stay ("10pm to 6am" is a night).
    private static func reversedHours(in phrase: TimePhrase) -> TimeProblem? {
        guard phrase.span == nil, phrase.moment == nil, phrase.duration == nil, case .range(let from, let to)? = phrase.clock,
            let start = from.fixedMinutes, let end = to.fixedMinutes, end < start, start - end < 12 * 60
        else { return nil }
        if case .range? = phrase.days { return nil }
        return .hoursEndBeforeStart(start: start, end: end)
    }

    /// "the van 10 till noon": a number that a range word follows is the range's first hour, not a position, unless a
    /// command that takes one comes before it ("book 2 until friday").
    private static func startsARangeOfHours(at start: Int, in words: [String]) -> Bool {
        guard start + 1 < words.count, TimePhraseReader.rangeWords.contains(words[start + 1]) else { return false }
        return !CommandRules.startsACommand(words[start - 1])
    }

    /// "friday for 2 hours", "tomorrow for 90 minutes": a length in hours on a day, with no hour to start it from.
    private static func leavesTheHourUnsaid(_ phrase: TimePhrase) -> Bool {
        guard phrase.days != nil, phrase.duration?.isClockUnit == true else { return false }
        return phrase.clock == nil && phrase.part == nil && phrase.moment == nil && phrase.span == nil && phrase.untilDay == nil
    }

    /// "3 march" with no day after the month: the number is its day ("book 1 dec 1" keeps 1 as a position).
    private static func namesADayOfAMonth(_ start: Int, in words: [String]) -> Bool {
        guard start + 1 < words.count, TimeVocabulary.months[words[start + 1]] != nil else { return false }
        return start + 2 >= words.count || TimeVocabulary.dayOfMonth(words[start + 2][...]) == nil
    }

    /// Weekdays, parts of the day and "weekend", which name things too: "sunday best", "evening gown", "weekend bag".
    private static func namesThatAreAlsoWords(_ word: String) -> Bool {
        TimeVocabulary.weekdays[word] != nil || TimeVocabulary.partsOfDay[word] != nil || word == "weekend"
    }

    private static func isBareNumber(_ word: String) -> Bool {
        !word.isEmpty && word.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }

    func resolve(_ phrase: TimePhrase) -> (LocalDateTime, LocalDateTime)? {
        if let span = phrase.span { return (span.0.normalized, span.1.normalized) }
        if let moment = phrase.moment {
            if let unit = phrase.duration { return (moment.normalized, Self.add(unit, times: phrase.durationCount, to: moment)) }
            return (moment.normalized, moment.adding(minutes: 60))
        }
        if let untilDay = phrase.untilDay, phrase.days == nil, phrase.duration == nil, case .at(let reading)? = phrase.clock {
            let now = LocalDateTime(date: today, minutes: nowMinutes)
            let end = LocalDateTime(date: untilDay, minutes: minutes(of: reading, in: phrase.partOfDay))
            return now < end ? (now, end) : nil
        }
        let clock = phrase.clock ?? phrase.part.map { .part($0.0, $0.1) }
        guard let clock else { return resolveWholeDays(phrase) }
        let evening = (phrase.partOfDay?.0 ?? 0) >= 12 * 60
        var (startMinutes, endMinutes): (Int, Int?)
        switch clock {
        case .range(let from, let to):
            (startMinutes, endMinutes) = ClockReading.range(from, to, preferringEvening: evening)
        case .at(let reading) where reading.isMidnight && phrase.days != nil && phrase.partOfDay == nil:
            (startMinutes, endMinutes) = (24 * 60, nil)
        case .at(let reading):
            (startMinutes, endMinutes) = (minutes(of: reading, in: phrase.partOfDay), nil)
        case .after(let reading):
            (startMinutes, endMinutes) = (minutes(of: reading, in: phrase.partOfDay), 24 * 60)
        case .until(let reading):
            let end = reading.fixedMinutes == 0 ? 24 * 60 : reading.minutes(preferringEvening: evening)
            var start = phrase.part?.0 ?? (phrase.days == nil ? nowMinutes : 0)
            if phrase.part != nil, firstDay(of: phrase.days, startingAt: end) == today { start = max(start, nowMinutes) }
            (startMinutes, endMinutes) = (start, end > start ? end : end + 24 * 60)
        case .part(let from, let to):
            (startMinutes, endMinutes) = (from, to)
        }
        let saidZone = phrase.zone.flatMap(TimeZoneNames.zone)
        let first = phrase.zone != nil && phrase.days == nil
            ? today : firstDay(of: phrase.days, startingAt: saidZone.map { minutesToday(startMinutes, from: $0) } ?? startMinutes)
        var start = LocalDateTime(date: first, minutes: startMinutes)
        var end: LocalDateTime
        if let unit = phrase.duration, !(endMinutes != nil && isPartOrRange(clock)) {
            end = Self.add(unit, times: phrase.durationCount, to: start)
        } else if let untilDay = phrase.untilDay, case .part = clock {
            guard untilDay >= first else { return nil }
            end = LocalDateTime(date: untilDay.adding(days: 1), minutes: 0)
        } else {
            let lastDay: LocalDate
            if case .range(_, let last)? = phrase.days { lastDay = last } else { lastDay = first }
            end = LocalDateTime(date: lastDay, minutes: endMinutes ?? startMinutes + 60)
        }
        if let zone = saidZone, let userZone {
            (start, end) = (convert(start, from: zone, to: userZone), convert(end, from: zone, to: userZone))
            if phrase.days == nil, start < LocalDateTime(date: today, minutes: nowMinutes) {
                (start, end) = (start.adding(minutes: 24 * 60), end.adding(minutes: 24 * 60))
            }
        }
        return (start.normalized, end.normalized)
    }

    /// A clock time inside a part of the day takes the reading that falls in it: "8 tonight" is 20:00,
    /// "12 at night" midnight, "this evening at 12:30" half past midnight; else the contract's preference for bare hours.
    private func minutes(of reading: ClockReading, in part: (Int, Int)?) -> Int {
        if reading.fixedMinutes == 0, let part, part.0 >= 12 * 60 { return 24 * 60 }
        guard let part, reading.fixedMinutes == nil else { return reading.minutes() }
        let candidates = reading.candidates + [reading.candidates[0] + 24 * 60]
        if let within = candidates.first(where: { $0 >= part.0 && $0 <= part.1 }) { return within }
        if reading.hour == 12, part.0 > 12 * 60 { return 24 * 60 + reading.minute }
        return reading.candidates[part.0 >= 12 * 60 ? 1 : 0]
    }

    /// `minutes` on today's clock in `zone`, as minutes from the start of today in the user's zone: whether "thursday
    /// 8:00 PDT" said on a Thursday is still to come is told by the user's clock.
    private func minutesToday(_ minutes: Int, from zone: TimeZone) -> Int {
        guard let userZone else { return minutes }
        let moment = convert(LocalDateTime(date: today, minutes: minutes), from: zone, to: userZone)
        return (moment.date.dayNumber - today.dayNumber) * 24 * 60 + moment.minutes
    }

    private func convert(_ moment: LocalDateTime, from zone: TimeZone, to userZone: TimeZone) -> LocalDateTime {
        let moment = moment.normalized
        let asIfUTC = Double(moment.date.dayNumber * 86_400 + moment.minutes * 60)
        let saidOffset = zone.secondsFromGMT(for: Date(timeIntervalSince1970: asIfUTC))
        let instant = asIfUTC - Double(saidOffset)
        let userOffset = userZone.secondsFromGMT(for: Date(timeIntervalSince1970: instant))
        return LocalDateTime(date: moment.date, minutes: moment.minutes + (userOffset - saidOffset) / 60).normalized
    }

    private func isPartOrRange(_ clock: TimePhrase.Clock) -> Bool {
        switch clock {
        case .range, .part, .until, .after: true
        case .at: false
        }
    }

    private func resolveWholeDays(_ phrase: TimePhrase) -> (LocalDateTime, LocalDateTime)? {
        if let unit = phrase.duration, phrase.days == nil, phrase.untilDay == nil, unit.isClockUnit {
            let start = LocalDateTime(date: today, minutes: nowMinutes)
            return (start, Self.add(unit, times: phrase.durationCount, to: start))
        }
        let first: LocalDate
        var last: LocalDate
        switch phrase.days {
        case .range(let a, let b)?: (first, last) = (a, b)
        case let days?: first = firstDay(of: days, startingAt: 0); last = first
        case nil: first = today; last = today
        }
        if let untilDay = phrase.untilDay {
            guard untilDay >= first else { return nil }
            last = untilDay
        }
        let start = LocalDateTime(date: first, minutes: 0)
        if let unit = phrase.duration, phrase.untilDay == nil {
            return (start, Self.add(unit, times: phrase.durationCount, to: start))
        }
        return (start, LocalDateTime(date: last.adding(days: 1), minutes: 0))
    }

    /// The day a phrase starts on; a bare time that has already passed today means tomorrow,
    /// and a bare weekday that is today means next week once its time has passed.
    private func firstDay(of days: TimePhrase.Days?, startingAt minutes: Int) -> LocalDate {
        switch days {
        case .date(let date)?: return date
        case .range(let first, _)?: return first
        case .weekday(let weekday)?:
            let ahead = (weekday - today.weekday + 7) % 7
            if ahead == 0, minutes < nowMinutes, minutes > 0 { return today.adding(days: 7) }
            return today.adding(days: ahead)
        case nil:
            return minutes < nowMinutes ? today.adding(days: 1) : today
        }
    }

    static func add(_ unit: TimeVocabulary.Unit, times count: Int, to start: LocalDateTime) -> LocalDateTime {
        switch unit {
        case .minutes(let minutes): return start.adding(minutes: minutes * count)
        case .days(let days): return LocalDateTime(date: start.date.adding(days: days * count), minutes: start.minutes).normalized
        case .months(let months):
            return LocalDateTime(date: start.date.adding(months: months * count), minutes: start.minutes).normalized
        }
    }
}
