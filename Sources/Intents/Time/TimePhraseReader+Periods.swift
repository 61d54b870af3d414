/// Period rules: weeks, weekends, months and years with what changes them ("next week", "the weekend
/// after next"), rolling periods ("next 3 days"), their parts ("end of next week", "early march") and
/// the nth day inside one ("first tuesday of october", "the last weekend of october").
extension TimePhraseReader {
    enum PeriodUnit { case week, weekend, month, year }

    private static let periodUnits: WordTable<PeriodUnit> = [
        "week": .week, "wk": .week, "weekend": .weekend, "month": .month, "year": .year, "yr": .year,
    ]

    /// A whole period: its first and last day, and the first day a phrase naming it alone means
    /// (today for "this week": the days gone are not offered).
    struct Period {
        var first: LocalDate
        var last: LocalDate
        var unit: PeriodUnit
        var from: LocalDate
        /// True for a month named without a year, which moves to next year when what is read in it has passed.
        var rolls = false
    }

    mutating func readPeriod(into phrase: inout TimePhrase) -> Bool {
        let start = index
        if let part = readPeriodPart() {
            phrase.days = .range(part.0, part.1)
            return true
        }
        index = start
        if readWeekOf(into: &phrase) { return true }
        index = start
        if readCountedWeekend(into: &phrase) { return true }
        index = start
        if readRolling(into: &phrase) { return true }
        index = start
        if readRest(into: &phrase) { return true }
        index = start
        guard let period = readNamedPeriod() else {
            index = start
            return false
        }
        phrase.days = .range(period.from, period.last)
        return true
    }

    /// "next week", "this month", "last year", "the week after next", "the weekend", "coming week".
    mutating func readNamedPeriod(bareIsCurrent: Bool = false) -> Period? {
        let start = index
        if word() == "the" { index += 1 }
        let whole = word() == "all" && word(1).flatMap({ Self.periodUnits[$0] }) != nil
        if whole { index += 1 }
        let modifier = whole ? "this" : readModifier()
        guard let unit = word().flatMap({ Self.periodUnits[$0] }) else {
            index = start
            return nil
        }
        index += 1
        var shift = 0
        if word() == "after", word(1) == "next", modifier == nil {
            shift = 2
            index += 2
        } else if word() == "before", word(1) == "last", modifier == nil {
            shift = -2
            index += 2
        } else {
            switch modifier {
            case "next"?: shift = 1
            case "last"?: shift = -1
            case "coming"?: shift = unit == .weekend ? 0 : 1
            case "this"?: shift = 0
            default:
                guard unit == .weekend || bareIsCurrent else {
                    index = start
                    return nil
                }
            }
        }
        switch unit {
        case .week:
            let first = thisMonday.adding(days: 7 * shift)
            return Period(first: first, last: first.adding(days: 6), unit: unit, from: shift == 0 ? today : first)
        case .weekend:
            var saturday = thisMonday.adding(days: 5)
            if modifier == nil, shift == 0, today.weekday == 7, !bareIsCurrent { saturday = saturday.adding(days: 7) }
            if modifier == "next" || shift == 2 { saturday = nextMonday.adding(days: 5 + (shift == 2 ? 7 : 0)) }
            if modifier == "last" { saturday = thisMonday.adding(days: -2) }
            if shift == -2 { saturday = thisMonday.adding(days: -9) }
            return Period(first: saturday, last: saturday.adding(days: 1), unit: unit, from: saturday)
        case .month:
            let first = LocalDate(year: today.year, month: today.month, day: 1).adding(months: shift)
            return Period(first: first, last: first.adding(months: 1).adding(days: -1), unit: unit, from: shift == 0 ? today : first)
        case .year:
            let first = LocalDate(year: today.year + shift, month: 1, day: 1)
            return Period(first: first, last: LocalDate(year: first.year, month: 12, day: 31), unit: unit, from: shift == 0 ? today : first)
        }
    }

    /// A period for its parts and ordinals: a named one ("next week", "the month"), or a month or year by name.
    private mutating func readAnyPeriod() -> Period? {
        if let period = readNamedPeriod(bareIsCurrent: true) { return period }
        guard let whole = readMonthOrYear() else { return nil }
        return Period(first: whole.first, last: whole.last, unit: whole.isMonth ? .month : .year, from: whole.first, rolls: whole.rolls)
    }

    enum Third { case beginning, middle, end }

    private static let thirdsBeforeOf: WordTable<Third> = [
        "beginning": .beginning, "start": .beginning, "middle": .middle, "end": .end, "ending": .end,
    ]
    private static let thirdsBeforePeriod: WordTable<Third> = [
        "early": .beginning, "mid": .middle, "late": .end,
    ]

    /// "end of next week", "the beginning of the month", "early march", "mid-december", "late 2027".
    private mutating func readPeriodPart() -> (LocalDate, LocalDate)? {
        if word() == "the" { index += 1 }
        guard let current = word() else { return nil }
        let third: Third
        if let before = Self.thirdsBeforeOf[current], word(1) == "of" {
            third = before
            index += 2
        } else if let before = Self.thirdsBeforePeriod[current] {
            third = before
            index += 1
        } else if current.utf8.starts(with: "mid-".utf8), let month = TimeVocabulary.months[String(current.dropFirst(4))] {
            index += 1
            let whole = MonthOrYear(month: month, year: month < today.month ? today.year + 1 : today.year)
            return part(.middle, of: Period(first: whole.first, last: whole.last, unit: .month, from: whole.first))
        } else {
            return nil
        }
        guard let period = readAnyPeriod(), period.unit != .weekend else { return nil }
        return part(third, of: period)
    }

    /// Thirds of a period: Mon–Tue, Wed–Thu, Fri–Sun of a week; days 1–10, 11–20, 21–end of a month;
    /// Jan–Apr, May–Aug, Sep–Dec of a year.
    func part(_ third: Third, of period: Period) -> (LocalDate, LocalDate) {
        let first = period.first
        switch (period.unit, third) {
        case (.week, .beginning): return (first, first.adding(days: 1))
        case (.week, .middle): return (first.adding(days: 2), first.adding(days: 3))
        case (.week, .end): return (first.adding(days: 4), period.last)
        case (.month, .beginning): return (first, first.adding(days: 9))
        case (.month, .middle): return (first.adding(days: 10), first.adding(days: 19))
        case (.month, .end): return (first.adding(days: 20), period.last)
        case (_, .beginning): return (first, first.adding(months: 4).adding(days: -1))
        case (_, .middle): return (first.adding(months: 4), first.adding(months: 8).adding(days: -1))
        case (_, .end): return (first.adding(months: 8), period.last)
        }
    }

    /// "the week of dec 14", "the whole week of the 14th", "the weekend of march 6": the Monday-to-Sunday
    /// week, or its Saturday and Sunday, that holds the day; "the week after christmas", "the weekend before labor day".
    private mutating func readWeekOf(into phrase: inout TimePhrase) -> Bool {
        let start = index
        if word() == "the" { index += 1 }
        if let current = word(), current == "whole" || current == "entire" || current == "full" { index += 1 }
        guard let typed = word(), typed == "week" || typed == "wk" || typed == "weekend", let joint = word(1),
            joint == "of" || (joint == "after" || joint == "before") && word(2) != "next" && word(2) != "last"
        else { return false }
        let unit = typed == "wk" ? "week" : typed
        index += 2
        var reader = self
        var anchor = TimePhrase()
        let day: LocalDate
        if let ordinal = reader.readOrdinalDay() {
            day = ordinal
            self = reader
        } else if readDays(into: &anchor), problem == nil, let days = anchor.days {
            switch days {
            case .date(let date), .range(let date, _): day = date
            case .weekday(let weekday): day = today.adding(days: (weekday - today.weekday + 7) % 7)
            }
        } else {
            return false
        }
        if joint != "of" {
            guard let (first, last) = Self.period(unit, joint == "after", day) else {
                problem = .unread(words[start..<index].joined(separator: " "))
                return true
            }
            phrase.days = .range(first, last)
            return true
        }
        let monday = unit == "week" && day.weekday == 7 ? day.adding(days: 1) : day.adding(days: 1 - day.weekday)
        phrase.days = unit == "week" ? .range(monday, monday.adding(days: 6)) : .range(monday.adding(days: 5), monday.adding(days: 6))
        return true
    }

    /// "the week after christmas": the Monday-to-Sunday week that starts after the day; "the week before christmas" the
    /// one that ends before it, and none before a Sunday, where people mean the week that ends on it as often as the one
    /// before; "the weekend after/before labor day": the Saturday and Sunday wholly after or before it.
    private static func period(_ unit: String, _ after: Bool, _ day: LocalDate) -> (LocalDate, LocalDate)? {
        let start: LocalDate
        switch (unit, after) {
        case ("week", true): start = day.adding(days: 8 - day.weekday)
        case ("week", false):
            guard day.weekday != 7 else { return nil }
            start = day.adding(days: -day.weekday - 6)
        case (_, true): start = day.adding(days: (6 - day.weekday + 6) % 7 + 1)
        case (_, false): start = day.adding(days: -((day.weekday - 7 + 6) % 7 + 1) - 1)
        }
        return (start, start.adding(days: unit == "week" ? 6 : 1))
    }

    /// "2 weekends from now", "in 3 weekends", "2 weekends ago": the coming weekend (after today) is the first ahead, the
    /// last one before today the first back.
    private mutating func readCountedWeekend(into phrase: inout TimePhrase) -> Bool {
        let ahead = word() == "in"
        if ahead { index += 1 }
        guard let (count, length) = NumberWords.read(words, at: index, taken: taken), (1...52).contains(count),
            let unit = word(length), unit == "weekends" || unit == "weekend" && count == 1
        else { return false }
        var sign = 1
        var after = 0
        if !ahead {
            switch (word(length + 1), word(length + 2)) {
            case ("ago"?, _), ("back"?, _): (sign, after) = (-1, 1)
            case ("hence"?, _): after = 1
            case ("from"?, "now"?), ("from"?, "today"?): after = 2
            default: return false
            }
        }
        index += length + 1 + after
        let coming = today.adding(days: (6 - today.weekday + 6) % 7 + 1)
        let last = coming.adding(days: today.weekday >= 6 ? -14 : -7)
        let saturday = sign > 0 ? coming.adding(days: 7 * (count - 1)) : last.adding(days: -7 * (count - 1))
        phrase.days = .range(saturday, saturday.adding(days: 1))
        return true
    }

    /// "next 3 days", "the coming 2 weeks", "past 3 days", "last 2 months"; "upcoming 2 week" where no noun follows the
    /// unit ("the next 3 day rental" counts no days); seconds to the minute ("the last 2 seconds" is the minute before now).
    private mutating func readRolling(into phrase: inout TimePhrase) -> Bool {
        if word() == "the" { index += 1 }
        var modifier = readModifier()
        guard var (count, length) = readVagueCount() ?? NumberWords.read(words, at: index, taken: taken, article: false) else { return false }
        if modifier == nil {
            let mark = index
            index += length
            modifier = readModifier()
            length = index - mark
            index = mark
        }
        guard let modifier, modifier != "this", count > 0, count <= 1000, let unitWord = word(length),
            unitWord.hasSuffix("s") || count == 1 || timeMayEnd(before: index + length + 1)
        else { return false }
        let forward = modifier != "last"
        if Self.seconds.contains(unitWord) {
            index += length + 1
            let now = LocalDateTime(date: today, minutes: nowMinutes)
            let other = now.adding(minutes: (forward ? 1 : -1) * ((count + 59) / 60))
            phrase.span = forward ? (now, other) : (other, now)
            return true
        }
        guard let unit = TimeVocabulary.units[unitWord], unitWord != "weekend", unitWord != "weekends", unitWord != "nights" else { return false }
        index += length + 1
        switch unit {
        case .minutes(let minutes):
            let now = LocalDateTime(date: today, minutes: nowMinutes)
            let other = now.adding(minutes: (forward ? 1 : -1) * minutes * count)
            phrase.span = forward ? (now, other) : (other, now)
        case .days(let days):
            let anchor = days == 7 ? (forward ? nextMonday : thisMonday) : (forward ? today.adding(days: 1) : today)
            let other = anchor.adding(days: (forward ? 1 : -1) * days * count)
            phrase.days = forward ? .range(anchor, other.adding(days: -1)) : .range(other, anchor.adding(days: -1))
        case .months(let months):
            let thisFirst = LocalDate(year: today.year, month: months == 12 ? 1 : today.month, day: 1)
            let anchor = forward ? thisFirst.adding(months: months) : thisFirst
            let other = anchor.adding(months: (forward ? 1 : -1) * months * count)
            phrase.days = forward ? .range(anchor, other.adding(days: -1)) : .range(other, anchor.adding(days: -1))
        }
        return true
    }

    /// "the rest of the week", "rest of the month", "the rest of the day".
    private mutating func readRest(into phrase: inout TimePhrase) -> Bool {
        if word() == "the" { index += 1 }
        guard word() == "rest", word(1) == "of" else { return false }
        index += 2
        if word() == "the" || word() == "this" { index += 1 }
        switch word() {
        case "day", "today":
            phrase.span = (LocalDateTime(date: today, minutes: nowMinutes), LocalDateTime(date: today.adding(days: 1), minutes: 0))
        case "week": phrase.days = .range(today, thisMonday.adding(days: 6))
        case "month":
            phrase.days = .range(today, LocalDate(year: today.year, month: today.month, day: 1).adding(months: 1).adding(days: -1))
        case "year": phrase.days = .range(today, LocalDate(year: today.year, month: 12, day: 31))
        default: return false
        }
        index += 1
        return true
    }

    /// Which of a period's days or weeks: the nth from its start, or the nth from its end ("last" is the first from it).
    private enum Nth { case number(Int), fromLast(Int) }

    /// "first tuesday of october", "the last friday of the month", "2nd weekend of december",
    /// "the last weekend of october", "the third day of march", "the first week of april".
    mutating func readOrdinalOfPeriod(into phrase: inout TimePhrase) -> Bool {
        let start = index
        if word() == "the" { index += 1 }
        guard let current = word() else { return false }
        let nth: Nth
        let ordinal = TimeVocabulary.ordinalWords[current] ?? TimeVocabulary.ordinalDay(current[...])
        if current == "last" || current == "final" {
            nth = .fromLast(1)
        } else if let ordinal, ordinal > 1, word(1) == "last" || word(1) == "to" && word(2) == "last" {
            nth = .fromLast(ordinal)
            index += word(1) == "to" ? 2 : 1
        } else if let ordinal, ordinal <= 5 || word(1) == "day" {
            nth = .number(ordinal)
        } else {
            index = start
            return false
        }
        guard let said = word(1), let of = word(2), of == "of" || of == "in" || of == "this" || of == "next" else {
            index = start
            return false
        }
        let target = said == "wk" ? "week" : said
        index += of == "of" || of == "in" ? 3 : 2
        if let year = word().flatMap(NumberWords.digitValue), word()!.utf8.count == 4, (1900...2199).contains(year) {
            index += 1
            let first = LocalDate(year: year, month: 1, day: 1)
            guard let found = nthDays(nth, target, in: Period(first: first, last: LocalDate(year: year, month: 12, day: 31), unit: .year, from: first))
            else {
                index = start
                return false
            }
            phrase.days = found.0 == found.1 ? .date(found.0) : .range(found.0, found.1)
            return true
        }
        guard var period = readAnyPeriod() else {
            index = start
            return false
        }
        guard var found = nthDays(nth, target, in: period) else {
            if TimeVocabulary.weekdays[target] != nil || target == "weekend" {
                problem = .noSuchDay(words[start..<index].joined(separator: " "))
                return true
            }
            index = start
            return false
        }
        if period.rolls, found.1 < today {
            let whole = MonthOrYear(month: period.first.month, year: period.first.year + 1)
            period = Period(first: whole.first, last: whole.last, unit: .month, from: whole.first)
            guard let later = nthDays(nth, target, in: period) else { return false }
            found = later
        }
        phrase.days = found.0 == found.1 ? .date(found.0) : .range(found.0, found.1)
        return true
    }

    private func nthDays(_ nth: Nth, _ target: String, in period: Period) -> (LocalDate, LocalDate)? {
        let weekday: Int
        var length = 0
        switch target {
        case "day":
            let day: LocalDate
            switch nth {
            case .fromLast(let number): day = period.last.adding(days: 1 - number)
            case .number(let number): day = period.first.adding(days: number - 1)
            }
            return day >= period.first && day <= period.last ? (day, day) : nil
        case "weekend": weekday = 6; length = 1
        case "week": weekday = 1; length = 6
        default:
            guard let named = TimeVocabulary.weekdays[target] else { return nil }
            weekday = named
        }
        let firstMatch = period.first.adding(days: (weekday - period.first.weekday + 7) % 7)
        let day: LocalDate
        switch nth {
        case .number(let number): day = firstMatch.adding(days: 7 * (number - 1))
        case .fromLast(let number):
            var last = period.last.adding(days: -((period.last.weekday - weekday + 7) % 7))
            if target == "week", last.adding(days: length) > period.last { last = last.adding(days: -7) }
            day = last.adding(days: -7 * (number - 1))
        }
        guard day >= period.first, day <= period.last else { return nil }
        return (day, day.adding(days: length))
    }
}
