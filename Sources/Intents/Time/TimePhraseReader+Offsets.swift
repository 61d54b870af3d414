/// Offset rules: "in 2 hours", "in a week", "in half an hour", "3 days ago", "2 weeks from now",
/// "a week from friday", "2 days after christmas", "the day before thanksgiving", "within 3 days".
extension TimePhraseReader {
    /// An amount of time: a count of a unit ("3 days", "a week", "an hour and a half", "half an hour", "1/2 hour").
    struct Amount {
        var unit: TimeVocabulary.Unit
        var count: Int
    }

    /// `countingSeconds` lets an amount be said in seconds, counted to the minute: an offset from now may be ("in 30
    /// seconds"), a length of time may not.
    mutating func readAmount(countingSeconds: Bool = false) -> Amount? {
        guard var amount = readSingleAmount(countingSeconds: countingSeconds) else { return nil }
        if case .minutes = amount.unit, word().map({ $0 == "and" || NumberWords.digitValue($0) != nil }) == true {
            var reader = self
            if word() == "and" { reader.index += 1 }
            if let more = reader.readSingleAmount(), case .minutes(let minutes) = more.unit, case .minutes(let first) = amount.unit,
                minutes < first
            {
                self = reader
                amount = Amount(unit: .minutes(1), count: first * amount.count + minutes * more.count)
            }
        }
        return amount
    }

    /// One count of one unit: "3 days", "an hour and a half", "2 and a half hours", "3.5 hours", "half an hour".
    private mutating func readSingleAmount(countingSeconds: Bool = false) -> Amount? {
        let start = index
        if let part = readPartOfAnHour() { return part }
        if let decimal = word().flatMap(Double.init), decimal > 0, decimal <= 100, decimal != decimal.rounded(),
            let unitWord = word(1), case .minutes(let minutes)? = TimeVocabulary.units[unitWord]
        {
            index += 2
            return Amount(unit: .minutes(1), count: Int((decimal * Double(minutes)).rounded()))
        }
        if let current = word(), let digits = current.firstIndex(where: { !$0.isASCIIDigit }), digits > current.startIndex,
            let count = Int(current[..<digits]), (1...1000).contains(count), let unit = TimeVocabulary.units[String(current[digits...])]
        {
            index += 1
            return Amount(unit: unit, count: count)
        }
        guard let (count, length) = readVagueCount() ?? NumberWords.read(words, at: index, taken: taken), count > 0, count <= 1000 else {
            return nil
        }
        var unitOffset = length
        var half = false
        if word(length) == "and", word(length + 1) == "a" || word(length + 1) == "an", word(length + 2) == "half" {
            unitOffset += 3
            half = true
        } else if word(length) == "1/2" {
            unitOffset += 1
            half = true
        } else if word(length) == "more" {
            unitOffset += 1
        }
        if countingSeconds, !half, let unitWord = word(unitOffset), Self.seconds.contains(unitWord) {
            index += unitOffset + 1
            return Amount(unit: .minutes(1), count: count / 60)
        }
        guard let unitWord = word(unitOffset), let unit = TimeVocabulary.units[unitWord], unitWord != "weekend" else {
            index = start
            return nil
        }
        index += unitOffset + 1
        if !half, case .minutes = unit, word() == "and", word(1) == "a" || word(1) == "an", word(2) == "half" {
            index += 3
            half = true
        }
        guard half else { return Amount(unit: unit, count: count) }
        guard case .minutes(let minutes) = unit else {
            index = start
            return nil
        }
        return Amount(unit: .minutes(1), count: count * minutes + minutes / 2)
    }

    /// "a few", "few", "several" before a unit: three of it ("in a few hours", "the next few days").
    func readVagueCount() -> (value: Int, length: Int)? {
        let article = word() == "a" ? 1 : 0
        guard let vague = word(article), vague == "few" || vague == "several" && article == 0,
            word(article + 1).map({ TimeVocabulary.units[$0] != nil || $0 == "of" }) == true
        else { return nil }
        return (3, article + 1)
    }

    /// "half an hour", "half hour", "a half hour", "1/2 hour", "a half-hour", "a quarter of an hour", "quarter hour",
    /// "1/4 h", "three-quarters of an hour".
    private mutating func readPartOfAnHour() -> Amount? {
        let start = index
        if word() == "a" { index += 1 }
        if word() == "half-hour" {
            index += 1
            return Amount(unit: .minutes(1), count: 30)
        }
        if let fraction = word(), let minutes = Self.fractionsOfAnHour[fraction] {
            index += 1
            return Amount(unit: .minutes(1), count: minutes)
        }
        let minutes: Int
        switch word() {
        case "half"?, "1/2"?: minutes = 30
        case "quarter"?, "1/4"?: minutes = 15
        case "three-quarters"?, "3/4"?: minutes = 45
        case "three"? where word(1) == "quarters":
            minutes = 45
            index += 1
        default:
            index = start
            return nil
        }
        index += 1
        if word() == "of" { index += 1 }
        if word() == "an" || word() == "a" { index += 1 }
        guard let unit = word(), unit == "hour" || unit == "hr" || unit == "h" || minutes != 30 && unit == "hours" else {
            index = start
            return nil
        }
        index += 1
        return Amount(unit: .minutes(1), count: minutes)
    }

    /// "in 30 seconds", "90 seconds from now": counted to the minute, so less than one is none.
    static let seconds: WordSet = ["second", "seconds", "sec", "secs"]

    /// "in a sec", "in a moment": no time at all from now, read as now.
    static let instants: WordSet = ["sec", "second", "moment", "jiffy", "tick"]
    /// "in about 20 minutes", "in roughly 2 hours": an amount said roughly, read as said.
    static let roughlyWords: WordSet = ["about", "around", "roughly", "approximately", "approx", "maybe", "like", "just"]

    /// "1/2h", "3/4h": a part of an hour written as one word.
    private static let fractionsOfAnHour: WordTable<Int> = ["1/4h": 15, "1/2h": 30, "3/4h": 45, "1/4hr": 15, "1/2hr": 30, "3/4hr": 45]

    mutating func readOffset(into phrase: inout TimePhrase) -> Bool {
        let start = index
        switch word() {
        case "in":
            index += 1
            if word() == "a", let next = word(1), Self.instants.contains(next) {
                index += 2
                phrase.moment = LocalDateTime(date: today, minutes: nowMinutes)
                return true
            }
            if let hedge = word(), Self.roughlyWords.contains(hedge) { index += 1 }
            guard let amount = readAmount(countingSeconds: true) else { break }
            if word() == "from", word(1) == "now" { index += 2 }
            place(amount, times: 1, from: LocalDateTime(date: today, minutes: nowMinutes), into: &phrase)
            return true
        case "within":
            index += 1
            if word() == "the", word(1) == "hour" {
                index += 2
                let now = LocalDateTime(date: today, minutes: nowMinutes)
                phrase.span = (now, now.adding(minutes: 60))
                return true
            }
            guard let amount = readAmount() else { break }
            let now = LocalDateTime(date: today, minutes: nowMinutes)
            if amount.unit.isClockUnit {
                phrase.span = (now, TimeRecognizer.add(amount.unit, times: amount.count, to: now))
            } else {
                let last = TimeRecognizer.add(amount.unit, times: amount.count, to: LocalDateTime(date: today, minutes: 0)).date
                phrase.span = (now, LocalDateTime(date: last.adding(days: 1), minutes: 0))
            }
            return true
        case "the", "a", "one", "day":
            if readDayBeside(into: &phrase) { return true }
        case "after":
            index += 1
            if let amount = readAmount(), !amount.unit.isClockUnit, word() != "ago" {
                place(amount, times: 1, from: LocalDateTime(date: today, minutes: nowMinutes), into: &phrase)
                return true
            }
        default:
            break
        }
        index = start
        if readOpenInterval(into: &phrase) { return true }
        index = start
        guard let amount = readAmount(countingSeconds: true), let direction = word() else {
            index = start
            return false
        }
        switch direction {
        case "ago", "before", "earlier":
            index += 1
            if direction == "before", let anchor = readAnchorDay() {
                place(amount, times: -1, from: LocalDateTime(date: anchor, minutes: 0), into: &phrase)
                return true
            }
            guard direction == "ago" else { break }
            place(amount, times: -1, from: LocalDateTime(date: today, minutes: nowMinutes), into: &phrase)
            return true
        case "from", "after", "later", "hence", "on":
            index += 1
            if direction == "hence" || (direction == "from" && word() == "now") {
                if direction == "from" { index += 1 }
                place(amount, times: 1, from: LocalDateTime(date: today, minutes: nowMinutes), into: &phrase)
                return true
            }
            if direction == "from", word() == "right", word(1) == "now" {
                index += 2
                place(amount, times: 1, from: LocalDateTime(date: today, minutes: nowMinutes), into: &phrase)
                return true
            }
            if direction == "from" || direction == "after", let clock = readClockMoved(by: amount) {
                phrase.clock = .at(clock)
                return true
            }
            guard direction != "later", let anchor = readAnchorDay() else { break }
            place(amount, times: 1, from: LocalDateTime(date: anchor, minutes: 0), into: &phrase)
            return true
        default:
            break
        }
        index = start
        return false
    }

    /// "anytime after dec 3", "sometime after the 20th": the first day after it; "sometime before 2028", "any time
    /// before friday": from today to the day before it.
    private mutating func readOpenInterval(into phrase: inout TimePhrase) -> Bool {
        let start = index
        if word() == "any", word(1) == "time" { index += 2 } else if let current = word(), Self.openLeads.contains(current) { index += 1 }
        guard let direction = word(), direction == "after" || direction == "before" || direction == "since" && index == start else {
            index = start
            return false
        }
        index += 1
        var anchor = TimePhrase()
        var reader = self
        if reader.word() == "the", reader.word(1).map({ TimeVocabulary.ordinalDay($0[...]) != nil }) == true { reader.index += 1 }
        guard reader.readDays(into: &anchor), reader.problem == nil, anchor.moment == nil, anchor.span == nil, anchor.clock == nil,
            let days = anchor.days
        else {
            index = start
            return false
        }
        let (first, last): (LocalDate, LocalDate)
        switch days {
        case .date(let date): (first, last) = (date, date)
        case .range(let from, let to): (first, last) = (from, to)
        case .weekday(let weekday):
            first = today.adding(days: (weekday - today.weekday + 7) % 7)
            last = first
        }
        if direction == "since" {
            guard let from = Self.lastOnOrBefore(days, today: today) else {
                index = start
                return false
            }
            phrase.span = (LocalDateTime(date: from, minutes: 0), LocalDateTime(date: today, minutes: nowMinutes))
            self = reader
            return true
        }
        phrase.isOpenEnded = true
        if direction == "after" {
            phrase.days = .date(last.adding(days: 1))
        } else {
            guard first > today else {
                index = start
                return false
            }
            phrase.days = .range(today, first.adding(days: -1))
        }
        self = reader
        return true
    }

    private static let openLeads: WordSet = ["anytime", "sometime", "someday", "whenever"]

    /// The first day of `days` as a day gone by: "since monday" is the last Monday up to today, "since march 3" the
    /// last March 3rd; nil for days still to come ("since next week", "since 2030").
    private static func lastOnOrBefore(_ days: TimePhrase.Days, today: LocalDate) -> LocalDate? {
        switch days {
        case .weekday(let weekday): return today.adding(days: -((today.weekday - weekday + 7) % 7))
        case .range(let first, let last) where first.month == 1 && first.day == 1 && last.month == 12 && last.day == 31:
            return first <= today ? first : nil
        case .date(let date), .range(let date, _):
            if date <= today { return date }
            guard LocalDate.isValid(year: date.year - 1, month: date.month, day: date.day) else { return nil }
            let yearEarlier = LocalDate(year: date.year - 1, month: date.month, day: date.day)
            return yearEarlier <= today && yearEarlier > today.adding(days: -366) ? yearEarlier : nil
        }
    }

    /// "the day after christmas", "the day before thanksgiving".
    private mutating func readDayBeside(into phrase: inout TimePhrase) -> Bool {
        let start = index
        if word() == "the" || word() == "a" || word() == "one" { index += 1 }
        guard word() == "day" else {
            index = start
            return false
        }
        index += 1
        guard let (after, anchor) = readDirectionAndAnchor() else {
            index = start
            return false
        }
        phrase.days = .date(anchor.adding(days: after ? 1 : -1))
        return true
    }

    /// "after christmas", "before dec 3": which way, and the day counted from; nothing is read when no day follows.
    private mutating func readDirectionAndAnchor() -> (after: Bool, anchor: LocalDate)? {
        guard let direction = word(), direction == "after" || direction == "before" else { return nil }
        let mark = index
        index += 1
        guard let anchor = readAnchorDay() else {
            index = mark
            return nil
        }
        return (direction == "after", anchor)
    }

    /// "the friday after thanksgiving", "the tuesday before christmas", "the third monday after easter", "first sunday
    /// after dec 25": the nth such weekday after (or before) that day, never the day itself.
    mutating func readWeekdayBeside(into phrase: inout TimePhrase) -> Bool {
        let start = index
        if word() == "the" { index += 1 }
        var nth = 1
        if let current = word(), let number = TimeVocabulary.ordinalWords[current] ?? TimeVocabulary.ordinalDay(current[...]),
            (1...5).contains(number), word(1).flatMap({ TimeVocabulary.weekdays[$0] }) != nil
        {
            nth = number
            index += 1
        }
        guard let weekday = word().flatMap({ TimeVocabulary.weekdays[$0] }), word(2) != "next", word(2) != "last" else {
            index = start
            return false
        }
        index += 1
        guard let (after, anchor) = readDirectionAndAnchor() else {
            index = start
            return false
        }
        let first = after
            ? anchor.adding(days: (weekday - anchor.weekday + 6) % 7 + 1)
            : anchor.adding(days: -((anchor.weekday - weekday + 6) % 7 + 1))
        phrase.days = .date(first.adding(days: (after ? 7 : -7) * (nth - 1)))
        return true
    }

    /// "15 minutes from 1pm", "an hour after noon": the time of day said here moved on by `amount`, when both are
    /// on the clock and the result stays on the same day.
    private mutating func readClockMoved(by amount: Amount) -> ClockReading? {
        guard case .minutes(let unit) = amount.unit else { return nil }
        var reader = self
        guard let said = reader.readReading(requireExplicit: true), let from = said.fixedMinutes else { return nil }
        let moved = from + unit * amount.count
        guard moved < 24 * 60 else { return nil }
        self = reader
        return ClockReading(hour: moved / 60, minute: moved % 60, meridiem: nil, isTwentyFourHour: true)
    }

    /// The first day of a day phrase read from here: "friday", "christmas", "tomorrow", "dec 3".
    private mutating func readAnchorDay() -> LocalDate? {
        var anchor = TimePhrase()
        var reader = self
        guard reader.readDays(into: &anchor), reader.problem == nil, anchor.moment == nil, anchor.span == nil, let days = anchor.days else {
            return nil
        }
        self = reader
        switch days {
        case .date(let date): return date
        case .range(let first, _): return first
        case .weekday(let weekday): return today.adding(days: (weekday - today.weekday + 7) % 7)
        }
    }

    /// An offset from a moment: a moment for hours and minutes, the whole day for days and longer.
    private func place(_ amount: Amount, times sign: Int, from origin: LocalDateTime, into phrase: inout TimePhrase) {
        let moved = TimeRecognizer.add(amount.unit, times: sign * amount.count, to: origin)
        if amount.unit.isClockUnit {
            phrase.moment = moved
        } else {
            phrase.days = .date(moved.date)
        }
    }
}
