/// Reads the longest time phrase starting at `index`: days, a time of day or range, a duration and
/// "until …", in any order, with their little connecting words. Never backtracks more than a word or two.
struct TimePhraseReader {
    let words: [String]
    let taken: [Bool]
    let today: LocalDate
    var index: Int
    /// What follows a "24-" day written as "dec 24-26", waiting to be read as the end of a range.
    private var splitRest: Substring?

    init(words: [String], taken: [Bool], today: LocalDate, index: Int) {
        (self.words, self.taken, self.today, self.index) = (words, taken, today, index)
    }

    private static let rangeWords: Set<String> = ["-", "to", "till", "til", "until", "through", "thru", "–"]
    private static let untilWords: Set<String> = ["until", "till", "til", "through", "thru", "by"]

    /// The phrase and the index just past it, or nil when no time phrase starts here.
    mutating func read() -> (TimePhrase, Int)? {
        var phrase = TimePhrase()
        var end = index
        var progressed = true
        while progressed, index < words.count {
            progressed = false
            let mark = index
            skipConnectors()
            if phrase.days == nil, phrase.untilDay == nil, let days = readDays(phrase: &phrase) {
                phrase.days = days
            } else if phrase.clock == nil, let clock = readClock(hasContext: !phrase.isEmpty || followsConnector(mark)) {
                phrase.clock = clock
            } else if phrase.duration == nil, readDuration(into: &phrase) {
            } else if phrase.untilDay == nil, phrase.clock == nil, readUntil(into: &phrase) {
            } else {
                index = mark
                break
            }
            progressed = true
            end = index
        }
        return phrase.isEmpty ? nil : (phrase, end)
    }

    // MARK: words

    private func word(_ offset: Int = 0) -> String? {
        let position = index + offset
        guard position < words.count, !taken[position] else { return nil }
        return words[position]
    }

    private func followsConnector(_ position: Int) -> Bool {
        position < index && ["at", "from", "around", "starting", "after"].contains(words[index - 1])
    }

    private mutating func skipConnectors() {
        while let current = word(), ["on", "at", "from", "starting", "beginning", "around", "between", "for"].contains(current) {
            if current == "for", let next = word(1), !["the", "tonight", "today", "tomorrow"].contains(next),
                TimeVocabulary.weekdays[next] == nil
            {
                return
            }
            index += 1
        }
        if word() == "in", word(1) == "the" { index += 2 }
        if word() == "the", let next = word(1), TimeVocabulary.partsOfDay[next] != nil || TimeVocabulary.ordinalDay(next[...]) != nil {
            index += 1
        }
    }

    // MARK: days

    private mutating func readDays(phrase: inout TimePhrase) -> TimePhrase.Days? {
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

    private var nextMonday: LocalDate { today.adding(days: 8 - today.weekday) }

    private mutating func readRelative() -> TimePhrase.Days? {
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
    private mutating func weekdayRange(from first: Int) -> TimePhrase.Days? {
        guard let connector = word(), Self.rangeWords.contains(connector), let second = word(1).flatMap({ TimeVocabulary.weekdays[$0] })
        else { return nil }
        index += 2
        let start = today.adding(days: (first - today.weekday + 7) % 7)
        return .range(start, start.adding(days: (second - first + 7) % 7))
    }

    /// "dec 1", "december 1st", "1 dec", "1st of december", "the 5th", "12/1", "12/1/2026".
    private mutating func readDate() -> LocalDate? {
        guard let current = word() else { return nil }
        if let month = TimeVocabulary.months[current], let dayWord = word(1) {
            let dayText = dayWord.split(separator: "-").first ?? dayWord[...]
            if let day = TimeVocabulary.dayOfMonth(dayText) {
                index += dayText.count == dayWord.count ? 2 : 1
                if dayText.count != dayWord.count { splitRest = dayWord.dropFirst(dayText.count + 1); index += 1 }
                return upcoming(month: month, day: day)
            }
        }
        if let day = TimeVocabulary.dayOfMonth(current[...]) {
            var offset = 1
            if word(1) == "of" { offset = 2 }
            if let month = word(offset).flatMap({ TimeVocabulary.months[$0] }) {
                index += offset + 1
                return upcoming(month: month, day: day)
            }
            if TimeVocabulary.ordinalDay(current[...]) != nil, index > 0, words[index - 1] == "the" || word(-1) == nil {
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
                guard LocalDate.isValid(year: year, month: month, day: day) else { return nil }
                index += 1
                return LocalDate(year: year, month: month, day: day)
            }
            guard let date = upcoming(month: month, day: day) else { return nil }
            index += 1
            return date
        }
        return nil
    }

    private mutating func readDateRange(from first: LocalDate) -> TimePhrase.Days? {
        if let rest = splitRest {
            splitRest = nil
            guard let day = TimeVocabulary.dayOfMonth(rest) else { return nil }
            return range(first, sameMonthDay: day)
        }
        guard let connector = word(), Self.rangeWords.contains(connector) else { return nil }
        let mark = index
        index += 1
        if let second = readDate() { return second >= first ? .range(first, second) : nil }
        if let day = word().flatMap({ TimeVocabulary.dayOfMonth($0[...]) }), ClockReading.read((word(1) ?? "x")[...])?.meridiem == nil,
            !(word(1).map { TimeVocabulary.units[$0] != nil } ?? false)
        {
            index += 1
            return range(first, sameMonthDay: day)
        }
        index = mark
        return nil
    }

    private func range(_ first: LocalDate, sameMonthDay day: Int) -> TimePhrase.Days? {
        var last = LocalDate(year: first.year, month: first.month, day: day)
        if day < first.day { last = LocalDate(year: first.year, month: first.month, day: 1).adding(months: 1).adding(days: day - 1) }
        guard LocalDate.isValid(year: last.year, month: last.month, day: last.day) else { return nil }
        return .range(first, last)
    }

    /// This year's date, or next year's once it has passed.
    private func upcoming(month: Int, day: Int) -> LocalDate? {
        for year in [today.year, today.year + 1] where LocalDate.isValid(year: year, month: month, day: day) {
            let date = LocalDate(year: year, month: month, day: day)
            if date >= today { return date }
        }
        return nil
    }

    private func upcomingDayOfMonth(_ day: Int) -> LocalDate? {
        for months in 0...2 {
            let first = LocalDate(year: today.year, month: today.month, day: 1).adding(months: months)
            guard LocalDate.isValid(year: first.year, month: first.month, day: day) else { continue }
            let date = LocalDate(year: first.year, month: first.month, day: day)
            if date >= today { return date }
        }
        return nil
    }

    // MARK: clock

    /// A time of day or a range of them. A bare number counts only after "at"/"from" or inside a phrase.
    private mutating func readClock(hasContext: Bool) -> TimePhrase.Clock? {
        guard let current = word() else { return nil }
        if let part = TimeVocabulary.partsOfDay[current] {
            index += 1
            return .part(part.0, part.1)
        }
        if current == "all", word(1) == "day" {
            index += 2
            return .part(0, 24 * 60)
        }
        let pieces = current.split(separator: "-", maxSplits: 1)
        if pieces.count == 2, let from = ClockReading.read(pieces[0]), let to = ClockReading.read(pieces[1]) {
            guard hasContext || ClockReading.isExplicit(pieces[1]) || ClockReading.isExplicit(pieces[0]) else { return nil }
            index += 1
            return .range(from, attachMeridiem(to))
        }
        let endsExplicitly = word(1).map { Self.rangeWords.contains($0) || $0 == "and" } == true
            && word(2).map { ClockReading.isExplicit($0[...]) } == true
        guard let first = readReading(requireExplicit: !hasContext && !endsExplicitly) else { return nil }
        if let connector = word(), Self.rangeWords.contains(connector) || connector == "and" {
            let mark = index
            index += 1
            if let second = readReading(requireExplicit: false) {
                return .range(first, second)
            }
            index = mark
        }
        return .at(first)
    }

    /// One clock reading, joining "2 pm" written as two words.
    private mutating func readReading(requireExplicit: Bool) -> ClockReading? {
        guard let current = word(), var reading = ClockReading.read(current[...]) else { return nil }
        var length = 1
        if reading.meridiem == nil, let next = word(1) {
            switch next {
            case "am", "a.m": reading.meridiem = .am; length = 2
            case "pm", "p.m": reading.meridiem = .pm; length = 2
            default: break
            }
            if length == 2 {
                guard (1...12).contains(reading.hour) else { return nil }
                reading.isTwentyFourHour = false
            }
        }
        if requireExplicit, length == 1, !ClockReading.isExplicit(current[...]) { return nil }
        if length == 1, let next = word(1), TimeVocabulary.units[next] != nil || ["bedroom", "bedrooms", "br", "bed", "beds", "bath", "baths", "star", "stars"].contains(next) {
            return nil
        }
        index += length
        return reading
    }

    private mutating func attachMeridiem(_ reading: ClockReading) -> ClockReading {
        guard reading.meridiem == nil, let next = word() else { return reading }
        var reading = reading
        switch next {
        case "am": reading.meridiem = .am
        case "pm": reading.meridiem = .pm
        default: return reading
        }
        index += 1
        return reading
    }

    // MARK: duration and until

    /// "for 3 days", "for a week", "for 2 hours", "for the weekend".
    private mutating func readDuration(into phrase: inout TimePhrase) -> Bool {
        guard word() == "for", let amountWord = word(1) else { return false }
        var count: Int?
        var unitOffset = 2
        if amountWord == "the" { count = 1 } else if let number = Int(amountWord) { count = number } else {
            count = TimeVocabulary.numberWords[amountWord]
        }
        if amountWord == "a", word(2) == "couple", word(3) == "of" { count = 2; unitOffset = 4 }
        if let unitWord = word(1), count == nil, let unit = TimeVocabulary.units[unitWord], unitWord.hasSuffix("s") == false {
            phrase.duration = unit
            phrase.durationCount = 1
            index += 2
            return true
        }
        guard let count, count > 0, count <= 1000, let unit = word(unitOffset).flatMap({ TimeVocabulary.units[$0] }) else {
            return false
        }
        phrase.duration = unit
        phrase.durationCount = count
        index += unitOffset + 1
        return true
    }

    /// "until friday", "till 6pm", "through dec 3".
    private mutating func readUntil(into phrase: inout TimePhrase) -> Bool {
        guard let current = word(), Self.untilWords.contains(current), current != "by" else { return false }
        let mark = index
        index += 1
        if let weekday = word().flatMap({ TimeVocabulary.weekdays[$0] }) {
            index += 1
            let start: LocalDate
            if case .date(let date)? = phrase.days { start = date } else { start = today }
            phrase.untilDay = start.adding(days: (weekday - start.weekday + 7) % 7)
            return true
        }
        if let date = readDate() {
            phrase.untilDay = date
            return true
        }
        if let reading = readReading(requireExplicit: false) {
            phrase.clock = .until(reading)
            return true
        }
        index = mark
        return false
    }
}
