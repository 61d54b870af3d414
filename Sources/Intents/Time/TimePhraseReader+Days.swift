/// Day phrases: "today", "sat", "next week", "dec 1", "dec 24-26", "the 5th", "12/1".
extension TimePhraseReader {
    mutating func readDays(phrase: inout TimePhrase) -> TimePhrase.Days? {
        guard let current = word() else { return nil }
        switch current {
        case "today": index += 1; return .date(today)
        case "tonight":
            index += 1
            if phrase.clock == nil { phrase.clock = .part(18 * 60, 24 * 60) }
            return .date(today)
        case "tomorrow", "tmrw", "tmr", "tomorow", "tommorow", "tommorrow":
            index += 1
            if let part = word().flatMap({ TimeVocabulary.partsOfDay[$0] }), phrase.clock == nil {
                index += 1
                phrase.clock = .part(part.0, part.1)
            }
            return .date(today.adding(days: 1))
        case "day" where word(1) == "after" && word(2) == "tomorrow":
            index += 3
            return .date(today.adding(days: 2))
        case "this", "next", "coming", "weekend":
            return readRelative()
        default:
            break
        }
        if let weekday = TimeVocabulary.weekdays[current] {
            index += 1
            return weekdayRange(from: weekday) ?? .weekday(weekday)
        }
        if let date = readDate() {
            return readDateRange(from: date) ?? .date(date)
        }
        return nil
    }

    var nextMonday: LocalDate { today.adding(days: 8 - today.weekday) }

    mutating func readRelative() -> TimePhrase.Days? {
        let modifier = word()!
        let isNext = modifier == "next"
        let offset = modifier == "weekend" ? 0 : 1
        guard let target = word(offset) else { return nil }
        if let weekday = TimeVocabulary.weekdays[target] {
            index += offset + 1
            return isNext ? .date(nextMonday.adding(days: weekday - 1)) : .weekday(weekday)
        }
        switch target {
        case "weekend":
            index += offset + 1
            let saturday: LocalDate
            if isNext {
                saturday = nextMonday.adding(days: 5)
            } else {
                saturday = today.weekday >= 6 ? today.adding(days: 6 - today.weekday) : today.adding(days: 6 - today.weekday)
            }
            return .range(saturday, saturday.adding(days: 1))
        case "week" where offset == 1:
            index += 2
            return isNext ? .range(nextMonday, nextMonday.adding(days: 6)) : .range(today, nextMonday.adding(days: -1))
        case "month" where offset == 1:
            index += 2
            let firstOfNext = LocalDate(year: today.year, month: today.month, day: 1).adding(months: 1)
            return isNext
                ? .range(firstOfNext, firstOfNext.adding(months: 1).adding(days: -1))
                : .range(today, firstOfNext.adding(days: -1))
        default:
            return nil
        }
    }

    /// "mon to fri", "mon-fri": from the first such day to the next of the second.
    mutating func weekdayRange(from first: Int) -> TimePhrase.Days? {
        guard let connector = word(), Self.rangeWords.contains(connector), let second = word(1).flatMap({ TimeVocabulary.weekdays[$0] })
        else { return nil }
        index += 2
        let start = today.adding(days: (first - today.weekday + 7) % 7)
        return .range(start, start.adding(days: (second - first + 7) % 7))
    }

    /// "dec 1", "december 1st", "1 dec", "1st of december", "the 5th", "12/1", "12/1/2026".
    mutating func readDate() -> LocalDate? {
        guard let current = word(), let first = current.utf8.first else { return nil }
        guard (0x30...0x39).contains(first) || TimeVocabulary.months[current] != nil || current == "the" else { return nil }
        if let month = TimeVocabulary.months[current], let dayWord = word(1) {
            let dayText = dayWord.split(separator: "-").first ?? dayWord[...]
            if let day = TimeVocabulary.dayOfMonth(dayText) {
                index += dayText.count == dayWord.count ? 2 : 1
                if dayText.count != dayWord.count { splitRest = dayWord.dropFirst(dayText.count + 1); index += 1 }
                return upcomingOrProblem(month: month, day: day)
            }
        }
        if let day = TimeVocabulary.dayOfMonth(current[...]) {
            var offset = 1
            if word(1) == "of" { offset = 2 }
            if let month = word(offset).flatMap({ TimeVocabulary.months[$0] }) {
                index += offset + 1
                return upcomingOrProblem(month: month, day: day)
            }
            if TimeVocabulary.ordinalDay(current[...]) != nil, ordinalNamesADay {
                index += 1
                return upcomingDayOfMonth(day)
            }
        }
        let parts = current.split(separator: "/")
        if (2...3).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }),
            let month = Int(parts[0]), let day = Int(parts[1]), (1...12).contains(month)
        {
            if parts.count == 3, var year = Int(parts[2]) {
                if year < 100 { year += 2000 }
                index += 1
                guard LocalDate.isValid(year: year, month: month, day: day) else {
                    problem = .noSuchDate(month: month, day: day)
                    return nil
                }
                return LocalDate(year: year, month: month, day: day)
            }
            index += 1
            return upcomingOrProblem(month: month, day: day)
        }
        return nil
    }

    /// Whether an ordinal with no month ("the 5th") is a day rather than a position ("book the 2nd one"):
    /// it is typed alone, or as "the 5th" after a word that leads to a day ("on", "from", "until" …), and
    /// no noun of a list follows it.
    private var ordinalNamesADay: Bool {
        if let next = word(1), Self.listNouns.contains(next) { return false }
        guard index > 0 else { return true }
        guard words[index - 1] == "the" else { return word(-1) == nil }
        return index == 1 || Self.dayLeads.contains(words[index - 2])
    }

    private static let listNouns: Set<String> = [
        "one", "ones", "listing", "listings", "result", "results", "item", "items", "option", "options", "place",
        "booking", "bookings", "request", "requests", "reservation", "post", "spot", "choice", "pick", "entry",
    ]
    private static let dayLeads: Set<String> = [
        "on", "from", "until", "till", "til", "to", "through", "thru", "by", "for", "since", "before", "after",
        "starting", "beginning", "and", "-", "–", "or",
    ]

    mutating func readDateRange(from first: LocalDate) -> TimePhrase.Days? {
        if let rest = splitRest {
            splitRest = nil
            guard let day = TimeVocabulary.dayOfMonth(rest) else { return nil }
            return range(first, sameMonthDay: day)
        }
        guard let connector = word(), Self.rangeWords.contains(connector) else { return nil }
        let mark = index
        index += 1
        if word() == "the", let next = word(1), TimeVocabulary.ordinalDay(next[...]) != nil { index += 1 }
        if let second = readDate() {
            guard second >= first else {
                problem = .endsBeforeStart(first: .init(month: first.month, day: first.day), last: .init(month: second.month, day: second.day))
                return nil
            }
            return .range(first, second)
        }
        if problem != nil { return nil }
        if let day = word().flatMap({ TimeVocabulary.dayOfMonth($0[...]) }), ClockReading.read((word(1) ?? "x")[...])?.meridiem == nil,
            !(word(1).map { TimeVocabulary.units[$0] != nil } ?? false)
        {
            index += 1
            return range(first, sameMonthDay: day)
        }
        index = mark
        return nil
    }

    func range(_ first: LocalDate, sameMonthDay day: Int) -> TimePhrase.Days? {
        var last = LocalDate(year: first.year, month: first.month, day: day)
        if day < first.day { last = LocalDate(year: first.year, month: first.month, day: 1).adding(months: 1).adding(days: day - 1) }
        guard LocalDate.isValid(year: last.year, month: last.month, day: last.day) else { return nil }
        return .range(first, last)
    }

    /// The upcoming date, or nil with the problem noted when the month has no such day.
    mutating func upcomingOrProblem(month: Int, day: Int) -> LocalDate? {
        guard let date = upcoming(month: month, day: day) else {
            problem = .noSuchDate(month: month, day: day)
            return nil
        }
        return date
    }

    /// This year's date, or next year's once it has passed.
    func upcoming(month: Int, day: Int) -> LocalDate? {
        for year in [today.year, today.year + 1] where LocalDate.isValid(year: year, month: month, day: day) {
            let date = LocalDate(year: year, month: month, day: day)
            if date >= today { return date }
        }
        return nil
    }

    func upcomingDayOfMonth(_ day: Int) -> LocalDate? {
        for months in 0...2 {
            let first = LocalDate(year: today.year, month: today.month, day: 1).adding(months: months)
            guard LocalDate.isValid(year: first.year, month: first.month, day: day) else { continue }
            let date = LocalDate(year: first.year, month: first.month, day: day)
            if date >= today { return date }
        }
        return nil
    }
}
