/// Calendar rules beyond months and weeks: quarters ("q3", "the 4th quarter of 2027", "next quarter"), seasons ("this
/// summer", "winter 2027", "last fall"), the ends people write as letters ("EOD", "by eom") and the weekday closest to
/// a date ("the closest monday to dec 25", "the 2nd closest friday to jan 1").
extension TimePhraseReader {
    /// "q3", "Q1 2028", "2027q4", "the third quarter", "4th qtr of 2027", "this quarter", "next quarter", "last quarter".
    mutating func readQuarter(into phrase: inout TimePhrase) -> Bool {
        let start = index
        if word() == "the" { index += 1 }
        guard let current = word() else { return false }
        let thisQuarter = (today.month - 1) / 3 + 1
        var quarter: Int
        var year: Int?
        if let (number, typedYear) = Self.quarterWord(current) {
            (quarter, year) = (number, typedYear)
            index += 1
        } else if let typedYear = TimeVocabulary.fourDigitYear(current), let (number, none) = word(1).flatMap(Self.quarterWord), none == nil {
            (quarter, year) = (number, typedYear)
            index += 2
        } else if let number = TimeVocabulary.ordinalWords[current] ?? TimeVocabulary.ordinalDay(current[...]), (1...4).contains(number),
            let unit = word(1), Self.quarterWords.contains(unit)
        {
            quarter = number
            index += 2
        } else if let unit = word(1), Self.quarterWords.contains(unit), let modifier = readModifier() {
            index += 1
            let shift = modifier == "next" || modifier == "coming" ? 1 : modifier == "last" ? -1 : 0
            let first = LocalDate(year: today.year, month: (thisQuarter - 1) * 3 + 1, day: 1).adding(months: 3 * shift)
            phrase.days = .range(shift == 0 ? today : first, first.adding(months: 3).adding(days: -1))
            return true
        } else {
            index = start
            return false
        }
        if year == nil, word() == "of" || word() == "in", let typed = word(1).flatMap(TimeVocabulary.fourDigitYear) {
            year = typed
            index += 2
        } else if year == nil, let typed = word().flatMap(TimeVocabulary.fourDigitYear) {
            year = typed
            index += 1
        } else if year == nil, let named = readNamedYear() {
            year = named
        }
        let resolvedYear = year ?? (quarter < thisQuarter ? today.year + 1 : today.year)
        let first = LocalDate(year: resolvedYear, month: (quarter - 1) * 3 + 1, day: 1)
        phrase.days = .range(year == nil && quarter == thisQuarter ? today : first, first.adding(months: 3).adding(days: -1))
        return true
    }

    private static let quarterWords: WordSet = ["quarter", "qtr", "q"]

    /// "q3" (3, nil), "2028q1" (1, 2028), "28q1" (1, 2028).
    private static func quarterWord(_ word: String) -> (Int, Int?)? {
        let bytes = Array(word.utf8)
        if bytes.count == 2, bytes[0] == UInt8(ascii: "q"), (0x31...0x34).contains(bytes[1]) { return (Int(bytes[1] - 0x30), nil) }
        if bytes.count == 4, bytes[2] == UInt8(ascii: "q"), (0x31...0x34).contains(bytes[3]), let year = Int(word.prefix(2)), word.first?.isASCIIDigit == true {
            return (Int(bytes[3] - 0x30), 2000 + year)
        }
        if bytes.count == 6, bytes[4] == UInt8(ascii: "q"), (0x31...0x34).contains(bytes[5]), let year = TimeVocabulary.fourDigitYear(String(word.prefix(4))) {
            return (Int(bytes[5] - 0x30), year)
        }
        return nil
    }

    /// The seasons by the dates they start in the northern hemisphere, where the contract's users are.
    private static let seasons: WordTable<(month: Int, day: Int)> = [
        "spring": (3, 20), "summer": (6, 21), "fall": (9, 23), "autumn": (9, 23), "winter": (12, 21),
    ]

    private static let seasonStarts: [(month: Int, day: Int)] = [(3, 20), (6, 21), (9, 23), (12, 21)]

    /// The season's days that start in `year`, the last one the day before the next season starts.
    private static func season(startingAt start: (month: Int, day: Int), in year: Int) -> (LocalDate, LocalDate) {
        let first = LocalDate(year: year, month: start.month, day: start.day)
        let following = seasonStarts.map { LocalDate(year: year, month: $0.month, day: $0.day) }.filter { $0 > first }.min()
            ?? LocalDate(year: year + 1, month: 3, day: 20)
        return (first, following.adding(days: -1))
    }

    /// "this summer", "next winter", "last fall", "summer 2027", "the winter of 2027", "in the spring", "this season": a season, read
    /// alone only after a word that leads to a time or as all that was typed ("summer dress" is none).
    mutating func readSeason(into phrase: inout TimePhrase) -> Bool {
        let start = index
        if word() == "the" { index += 1 }
        let modifier = readModifier()
        if let modifier, word() == "season" {
            index += 1
            let starts = (today.year - 1...today.year + 1).flatMap { year in Self.seasonStarts.map { LocalDate(year: year, month: $0.month, day: $0.day) } }
            let current = starts.lastIndex { $0 <= today }!
            let which = current + (modifier == "next" ? 1 : modifier == "last" ? -1 : 0)
            phrase.days = .range(which == current ? today : starts[which], starts[which + 1].adding(days: -1))
            return true
        }
        guard let name = word(), let begins = Self.seasons[name] else {
            index = start
            return false
        }
        index += 1
        var year: Int?
        if word() == "of", let typed = word(1).flatMap(TimeVocabulary.fourDigitYear) {
            (year, index) = (typed, index + 2)
        } else if let typed = word().flatMap(TimeVocabulary.fourDigitYear) {
            (year, index) = (typed, index + 1)
        }
        let alone = start == 0 && index == words.count
        let led = start > 0 && Self.seasonLeads.contains(words[start - 1])
        guard modifier != nil || year != nil || alone || led && timeMayEnd(before: index) else {
            index = start
            return false
        }
        if let year {
            let (first, last) = Self.season(startingAt: begins, in: year)
            phrase.days = .range(first, last)
            return true
        }
        let candidates = (today.year - 2...today.year + 1).map { Self.season(startingAt: begins, in: $0) }
        switch modifier {
        case "last"?:
            guard let past = candidates.last(where: { $0.1 < today }) else { return false }
            phrase.days = .range(past.0, past.1)
        case "next"?:
            guard let coming = candidates.first(where: { $0.0 > today }) else { return false }
            phrase.days = .range(coming.0, coming.1)
        default:
            guard let current = candidates.first(where: { $0.1 >= today }) else { return false }
            phrase.days = .range(max(current.0, today), current.1)
        }
        return true
    }

    private static let seasonLeads: WordSet = ["in", "this", "during", "for", "over", "by", "until", "till", "through", "all", "the", "from"]

    /// A deadline, from now to the end it names: "EOD", "by eod", "by end of day", "by EOM", "by the end of next month",
    /// "by EOY". Without "by", "EOW", "EOM" and "EOY" are the end of the period, as "end of the month" is, and "BOM" and
    /// "BOY", typed alone, its beginning.
    mutating func readLettersEnd(into phrase: inout TimePhrase) -> Bool {
        let start = index
        let deadline = word() == "by"
        if deadline { index += 1 }
        if word() == "the", let next = word(1), Self.endLetters[next] != nil || Self.beginningLetters[next] != nil || next == "end" || next == "close" {
            index += 1
        }
        guard let current = word() else { return false }
        let now = LocalDateTime(date: today, minutes: nowMinutes)
        if current == "end" || current == "close", word(1) == "of" {
            index += 2
            if word() == "the" { index += 1 }
            if word() == "day" || word() == "business" {
                index += 1
                phrase.span = (now, LocalDateTime(date: today.adding(days: 1), minutes: 0))
                return true
            }
            guard deadline, let period = readNamedPeriod(bareIsCurrent: true), period.unit != .weekend else {
                index = start
                return false
            }
            phrase.span = (now, LocalDateTime(date: period.last.adding(days: 1), minutes: 0))
            return true
        }
        if let unit = Self.endLetters[current] {
            index += 1
            guard let unit else {
                phrase.span = (now, LocalDateTime(date: today.adding(days: 1), minutes: 0))
                return true
            }
            let period = currentPeriod(unit)
            if deadline {
                phrase.span = (now, LocalDateTime(date: period.last.adding(days: 1), minutes: 0))
            } else {
                let (first, last) = part(.end, of: period)
                phrase.days = .range(first, last)
            }
            return true
        }
        if !deadline, let unit = Self.beginningLetters[current], words[..<start].allSatisfy({ $0 == "at" }), index + 1 == words.count {
            index += 1
            let (first, last) = part(.beginning, of: currentPeriod(unit))
            phrase.days = .range(first, last)
            return true
        }
        index = start
        return false
    }

    private func currentPeriod(_ unit: PeriodUnit) -> Period {
        switch unit {
        case .week: return Period(first: thisMonday, last: thisMonday.adding(days: 6), unit: unit, from: today)
        case .month:
            let first = LocalDate(year: today.year, month: today.month, day: 1)
            return Period(first: first, last: first.adding(months: 1).adding(days: -1), unit: unit, from: today)
        default:
            let first = LocalDate(year: today.year, month: 1, day: 1)
            return Period(first: first, last: LocalDate(year: today.year, month: 12, day: 31), unit: .year, from: today)
        }
    }

    /// The ends people write as letters; "eod" is the day, which ends at midnight.
    private static let endLetters: WordTable<PeriodUnit?> = ["eod": nil, "eow": .week, "eom": .month, "eoy": .year]
    private static let beginningLetters: WordTable<PeriodUnit> = ["bom": .month, "boy": .year]

    /// "the closest monday to dec 25", "the monday nearest to march 3", "the 2nd closest friday to jan 1", "the closest
    /// christmas to today": counted by distance from the date, the later first when two are as near.
    mutating func readClosest(into phrase: inout TimePhrase) -> Bool {
        let start = index
        if word() == "the" { index += 1 }
        var nth = 1
        if let ordinal = word().flatMap({ TimeVocabulary.ordinalWords[$0] ?? TimeVocabulary.ordinalDay($0[...]) }), ordinal <= 5,
            word(1).map(Self.closestWords.contains) == true
        {
            nth = ordinal
            index += 1
        }
        var weekday: Int?
        var holiday: Holidays.Rule?
        if let current = word(), Self.closestWords.contains(current), let named = word(1).flatMap({ TimeVocabulary.weekdays[$0] }) {
            weekday = named
            index += 2
        } else if let named = word().flatMap({ TimeVocabulary.weekdays[$0] }), word(1).map(Self.closestWords.contains) == true {
            weekday = named
            index += 2
        } else if let current = word(), Self.closestWords.contains(current), index + 1 < words.count,
            let (rule, length) = Holidays.match(words, at: index + 1, taken: taken)
        {
            holiday = rule
            index += 1 + length
        } else {
            index = start
            return false
        }
        guard word() == "to" else {
            index = start
            return false
        }
        index += 1
        var anchor = TimePhrase()
        var reader = self
        let date: LocalDate
        if let ordinal = reader.readOrdinalDay() {
            date = ordinal
        } else if reader.readDays(into: &anchor), reader.problem == nil, anchor.moment == nil, anchor.span == nil, case .date(let day)? = anchor.days {
            date = day
        } else {
            index = start
            return false
        }
        let candidates = holiday.map { rule in (date.year - nth...date.year + nth).compactMap { rule.day(in: $0) } }
            ?? (-35...35).map { date.adding(days: $0) }.filter { $0.weekday == weekday }
        let days = candidates.sorted {
            abs($0.dayNumber - date.dayNumber) < abs($1.dayNumber - date.dayNumber)
                || abs($0.dayNumber - date.dayNumber) == abs($1.dayNumber - date.dayNumber) && $0 > $1
        }
        guard days.count >= nth else {
            index = start
            return false
        }
        self = reader
        phrase.days = .date(days[nth - 1])
        return true
    }

    private static let closestWords: WordSet = ["closest", "nearest"]
}
