/// Day rules: the day words ("today", "yesterday"), weekdays with what changes them ("next sat",
/// "friday after next", "wednesday next week", "tuesday the 19th").
extension TimePhraseReader {
    private enum DayRule: CaseIterable {
        case named, weekdayBeside, weekday, dayRange, date, period, ordinal, holiday, offset, quarter, season, lettersEnd, closest

        /// Whether the rule can read a phrase that opens with `word`: far cheaper to tell than trying it.
        func mayStart(_ word: String) -> Bool {
            let digit = word.utf8.first.map { (0x30...0x39).contains($0) } ?? false
            switch self {
            case .named: return DayStarts.named.contains(word)
            case .weekdayBeside:
                return word == "the" || TimeVocabulary.weekdays[word] != nil || TimeVocabulary.ordinalWords[word] != nil
                    || digit && TimeVocabulary.ordinalDay(word[...]) != nil
            case .weekday:
                return TimeVocabulary.weekdays[word] != nil || DayStarts.modifiers.contains(word) || digit
                    || NumberWords.mayStart(word) || word.utf8.contains(UInt8(ascii: "-"))
            case .dayRange: return digit
            case .date:
                return digit || DayStarts.date.contains(word) || DayStarts.modifiers.contains(word) || TimeVocabulary.months[word] != nil
                    || word == "twenty" || word == "thirty"
                    || TimeVocabulary.ordinalWords[word] != nil || TimeVocabulary.monthAndDayRunTogether(word) != nil
            case .period: return DayStarts.period.contains(word) || word.utf8.starts(with: "mid-".utf8) || digit || NumberWords.mayStart(word)
            case .ordinal: return digit || DayStarts.ordinal.contains(word) || TimeVocabulary.ordinalWords[word] != nil
            case .holiday: return Holidays.mayStart(word) || DayStarts.holiday.contains(word)
            case .offset: return digit || DayStarts.offset.contains(word) || NumberWords.mayStart(word)
            case .quarter:
                return DayStarts.quarter.contains(word) || TimeVocabulary.ordinalWords[word] != nil
                    || word.utf8.contains(UInt8(ascii: "q")) && [2, 4, 6].contains(word.utf8.count)
                    || digit && word.utf8.count == 3 && TimeVocabulary.ordinalDay(word[...]) != nil
                    || digit && TimeVocabulary.fourDigitYear(word) != nil
            case .season: return DayStarts.season.contains(word)
            case .lettersEnd: return DayStarts.lettersEnd.contains(word)
            case .closest: return DayStarts.closest.contains(word) || TimeVocabulary.weekdays[word] != nil
                || TimeVocabulary.ordinalWords[word] != nil || digit && word.utf8.count == 3 && TimeVocabulary.ordinalDay(word[...]) != nil
            }
        }
    }

    /// The words each day rule may open with, besides names, numbers and ordinals.
    private enum DayStarts {
        static let modifiers: WordSet = ["this", "next", "last", "coming", "upcoming", "past", "previous", "following", "current"]
        static let named: WordSet = [
            "the", "today", "tonight", "yesterday", "day", "last", "now", "asap", "immediately", "right", "as", "tomorrow", "tmrw",
            "tmr", "tomorow", "tommorow", "tommorrow", "tmw", "tomorrows",
        ]
        static let period = WordSet([
            "the", "beginning", "start", "middle", "end", "ending", "early", "mid", "late", "rest", "whole", "entire", "full",
            "week", "wk", "weekend", "month", "year", "this", "next", "last", "coming", "upcoming", "past", "previous",
            "following", "in", "during", "of", "current", "all",
        ] + Array(TimeVocabulary.months.keys))
        static let date: WordSet = ["the", "month", "months"]
        static let ordinal: WordSet = ["the", "last", "final"]
        static let holiday: WordSet = [
            "the", "start", "beginning", "first", "this", "next", "last", "coming", "upcoming", "past", "previous", "following",
        ]
        static let quarter: WordSet = ["the", "this", "next", "last", "coming", "upcoming", "past", "previous", "following", "current"]
        static let season: WordSet = [
            "the", "this", "next", "last", "coming", "upcoming", "past", "previous", "following", "current", "spring", "summer",
            "fall", "autumn", "winter", "season",
        ]
        static let lettersEnd: WordSet = ["by", "the", "eod", "eow", "eom", "eoy", "bom", "boy", "end", "close"]
        static let closest: WordSet = ["the", "closest", "nearest"]
        static let offset: WordSet = [
            "in", "within", "the", "a", "an", "one", "day", "half", "1/2", "quarter", "half-hour", "couple", "dozen", "after",
            "before", "since", "anytime", "sometime", "someday", "whenever", "any", "few", "several", "1/4", "3/4", "three-quarters", "three",
        ]
    }

    /// The longest of the rules that read days, moments and spans of days.
    mutating func readDays(into phrase: inout TimePhrase) -> Bool {
        var best: (state: State, phrase: TimePhrase)?
        guard let first = word() else { return false }
        let saved = state
        for rule in DayRule.allCases where rule.mayStart(first) {
            var candidate = phrase
            let applied = apply(rule, to: &candidate)
            defer { state = saved }
            guard applied else { continue }
            if problem != nil {
                best = (state, candidate)
                break
            }
            if index > (best?.state.index ?? saved.index) { best = (state, candidate) }
        }
        guard let best else { return false }
        (state, phrase) = best
        if problem == nil, let days = phrase.days, let last = readDaysRangeEnd(after: days) { phrase.days = last }
        if problem == nil, word() == "week", word(1) != "of", let days = phrase.days {
            index += 1
            switch days {
            case .date(let date): phrase.days = .date(date.adding(days: 7))
            case .weekday(let weekday): phrase.days = .date(today.adding(days: (weekday - today.weekday + 7) % 7 + 7))
            case .range(let first, let last): phrase.days = .range(first.adding(days: 7), last.adding(days: 7))
            }
        }
        return true
    }

    /// "today to saturday", "from tomorrow through sunday": a single day, a range word and another day.
    private mutating func readDaysRangeEnd(after days: TimePhrase.Days) -> TimePhrase.Days? {
        let first: LocalDate
        switch days {
        case .date(let date): first = date
        case .weekday(let weekday): first = today.adding(days: (weekday - today.weekday + 7) % 7)
        case .range: return nil
        }
        guard let connector = word(), connector == "to" || connector == "through" || connector == "thru" || connector == "-" else { return nil }
        var reader = self
        reader.index += 1
        var end = TimePhrase()
        guard reader.readDays(into: &end), reader.problem == nil, end.moment == nil, end.span == nil, let endDays = end.days else { return nil }
        let last: LocalDate
        switch endDays {
        case .date(let date): last = date
        case .range(_, let date): last = date
        case .weekday(let weekday): last = first.adding(days: (weekday - first.weekday + 7) % 7)
        }
        guard last > first, end.part == nil, end.clock == nil else { return nil }
        self = reader
        return .range(first, last)
    }

    private mutating func apply(_ rule: DayRule, to phrase: inout TimePhrase) -> Bool {
        switch rule {
        case .named: return readNamedDay(into: &phrase)
        case .weekdayBeside: return readWeekdayBeside(into: &phrase)
        case .weekday: return readWeekday(into: &phrase)
        case .date: return readDateOrMonth(into: &phrase)
        case .dayRange: return readDayNumberRange(into: &phrase)
        case .period: return readPeriod(into: &phrase)
        case .ordinal: return readOrdinalOfPeriod(into: &phrase)
        case .holiday: return readHoliday(into: &phrase)
        case .offset: return readOffset(into: &phrase)
        case .quarter: return readQuarter(into: &phrase)
        case .season: return readSeason(into: &phrase)
        case .lettersEnd: return readLettersEnd(into: &phrase)
        case .closest: return readClosest(into: &phrase)
        }
    }

    var thisMonday: LocalDate { today.adding(days: 1 - today.weekday) }
    var nextMonday: LocalDate { thisMonday.adding(days: 7) }

    private static let tomorrowWords: WordSet = ["tomorrow", "tomorrows", "tmrw", "tmr", "tomorow", "tommorow", "tommorrow", "tmw"]

    /// "today", "tonight", "tomorrow", "yesterday", "the day after tomorrow", "last night", "now", "asap", "right away".
    mutating func readNamedDay(into phrase: inout TimePhrase) -> Bool {
        guard let current = word() else { return false }
        let start = index
        if current == "the", word(1) == "day" { index += 1 }
        switch word() {
        case "today":
            index += 1
            if let moment = readLaterToday() {
                phrase.moment = moment
                return true
            }
            phrase.days = .date(today)
        case "tonight":
            index += 1
            phrase.days = .date(today)
            if phrase.part == nil { phrase.part = TimeVocabulary.partsOfDay["tonight"] }
        case let word? where Self.tomorrowWords.contains(word): index += 1; phrase.days = .date(today.adding(days: 1))
        case "yesterday": index += 1; phrase.days = .date(today.adding(days: -1))
        case "day" where word(1) == "after" && word(2).map(Self.tomorrowWords.contains) == true:
            index += 3
            phrase.days = .date(today.adding(days: 2))
        case "day" where word(1) == "before" && word(2) == "yesterday":
            index += 3
            phrase.days = .date(today.adding(days: -2))
        case "last" where word(1) == "night":
            index += 2
            phrase.days = .date(today.adding(days: -1))
            if phrase.part == nil { phrase.part = TimeVocabulary.partsOfDay["night"] }
        case "now", "asap", "immediately", "right", "as", "the":
            guard let length = Self.lengthOfNow(at: index, in: words) else {
                index = start
                return false
            }
            if start == index, word() == "now" || word(1) == "now", readSpanFromNow(length: length, into: &phrase) { return true }
            guard start == index, index == 0 || !Self.wordsMakingNowNoTime.contains(words[index - 1]),
                index + length == words.count || Self.wordsAfterNow.contains(words[index + length])
            else {
                index = start
                return false
            }
            index += length
            phrase.moment = LocalDateTime(date: today, minutes: nowMinutes)
        default:
            index = start
            return false
        }
        return true
    }

    /// "in an hour" after "today": the moment that far on, while it is still today.
    private mutating func readLaterToday() -> LocalDateTime? {
        guard word() == "in" else { return nil }
        var reader = self
        reader.index += 1
        guard let amount = reader.readAmount(countingSeconds: true), amount.unit.isClockUnit else { return nil }
        let moved = TimeRecognizer.add(amount.unit, times: amount.count, to: LocalDateTime(date: today, minutes: nowMinutes))
        guard moved.date == today else { return nil }
        self = reader
        return moved
    }

    /// "now until 6pm", "from right now to friday", "between now and 5": from this minute to the time said, which ends
    /// the span where it starts when it is a clock time and where it ends when it is a day or a part of one.
    private mutating func readSpanFromNow(length: Int, into phrase: inout TimePhrase) -> Bool {
        let start = index
        guard start == 0 || !Self.wordsMakingNowNoTime.contains(words[start - 1]), let connector = word(length),
            Self.rangeWords.contains(connector) || connector == "and" && start > 0 && words[start - 1] == "between"
        else { return false }
        var reader = self
        reader.index = start + length + 1
        let now = LocalDateTime(date: today, minutes: nowMinutes)
        guard let (said, end) = reader.read() ?? reader.clockAlone(), said.problem == nil, said.moment == nil, said.span == nil,
            said.duration == nil, let (from, to) = TimeRecognizer(today: today, nowMinutes: nowMinutes).resolve(said)
        else { return false }
        let last: LocalDateTime
        if case .at? = said.clock { last = from } else { last = to }
        guard now < last else { return false }
        index = end
        phrase.span = (now, last)
        return true
    }

    /// How many words say "now" from `index`: "now", "asap", "immediately", "right now", "right away", "as soon as
    /// possible", "the moment" (of "at the moment").
    private static func lengthOfNow(at index: Int, in words: [String]) -> Int? {
        func word(_ offset: Int) -> String? { index + offset < words.count ? words[index + offset] : nil }
        switch words[index] {
        case "now", "asap", "immediately": return 1
        case "right" where word(1) == "now" || word(1) == "away": return 2
        case "the" where word(1) == "moment" && index > 0 && words[index - 1] == "at": return 2
        case "as" where word(1) == "soon" && word(2) == "as" && word(3) == "possible": return 4
        default: return nil
        }
    }

    /// A bare hour read as the clock time it is where the words before make it one ("from now until 6"), and the index
    /// past it.
    private mutating func clockAlone() -> (TimePhrase, Int)? {
        guard let clock = readClock(hasContext: true) else { return nil }
        var phrase = TimePhrase()
        phrase.clock = clock
        return (phrase, index)
    }

    /// "for now", "until now", "as of now", "just now": idioms, not a time to act on.
    private static let wordsMakingNowNoTime: WordSet = ["for", "until", "till", "by", "just", "of", "before", "since"]
    /// "now" is a time at the end of a request ("book it now", "now please"), not where it opens a new thought.
    private static let wordsAfterNow: WordSet = ["please", "pls", "plz", "for", "until", "till", "thanks", "thx", "if", "asap"]

    static let pastModifiers: WordSet = ["last", "past", "previous"]
    static let nextModifiers: WordSet = ["next", "following"]
    static let thisModifiers: WordSet = ["this", "coming", "upcoming", "current"]

    /// A modifier before a weekday or period: "this", "next", "last" and their kin, with "this coming",
    /// "this past" read as one.
    mutating func readModifier() -> String? {
        guard let current = word() else { return nil }
        if current == "this", let next = word(1), next == "coming" || next == "past" {
            index += 2
            return next == "past" ? "last" : "coming"
        }
        guard Self.pastModifiers.contains(current) || Self.nextModifiers.contains(current) || Self.thisModifiers.contains(current) else {
            return nil
        }
        index += 1
        if Self.pastModifiers.contains(current) { return "last" }
        if Self.nextModifiers.contains(current) { return "next" }
        return current == "this" || current == "current" ? "this" : "coming"
    }

    /// "sat", "this friday", "next sat", "last sunday", "friday after next", "wednesday next week",
    /// "next week wednesday", "last week's sunday", "3 fridays from now", "mon to fri", "tuesday the 19th", "fri, sep 20".
    mutating func readWeekday(into phrase: inout TimePhrase) -> Bool {
        let start = index
        if let counted = readCountedWeekday() {
            phrase.days = .date(counted)
            return true
        }
        var weekOf: LocalDate?
        var modifier = readModifier()
        if modifier != nil, word() == "week" || word() == "week's", let weekday = word(1).flatMap({ TimeVocabulary.weekdays[$0] }) {
            weekOf = modifier == "next" ? nextMonday : modifier == "last" ? thisMonday.adding(days: -7) : thisMonday
            index += 2
            phrase.days = .date(weekOf!.adding(days: weekday - 1))
            return true
        }
        if modifier == nil, let pair = readWeekdayPair() {
            phrase.days = pair
            return true
        }
        guard let weekday = word().flatMap({ TimeVocabulary.weekdays[$0] }),
            !Self.weekdaysThatAreWords.contains(word()!) || modifier != nil || timeMayEnd(before: index + 1) && word(1) != "on"
        else {
            index = start
            return false
        }
        index += 1
        if modifier == nil || modifier == "this", let weekModifier = readWeekAfterWeekday() {
            modifier = nil
            weekOf = weekModifier
        }
        if let weekOf {
            phrase.days = .date(weekOf.adding(days: weekday - 1))
            return true
        }
        switch modifier {
        case "next":
            phrase.days = .date(nextMonday.adding(days: weekday - 1))
        case "last":
            let back = (today.weekday - weekday + 7) % 7
            phrase.days = .date(today.adding(days: back == 0 ? -7 : -back))
        default:
            if word() == "after", word(1) == "next" {
                index += 2
                let ahead = (weekday - today.weekday + 7) % 7
                phrase.days = .date(today.adding(days: (ahead == 0 ? 7 : ahead) + 7))
            } else if modifier == nil, let date = readDateAgreeing(with: weekday) {
                phrase.days = .date(date)
            } else if problem != nil {
                return true
            } else if let range = weekdayRange(from: weekday) {
                phrase.days = range
                if case .range(let first, let last) = range, let monday = readWeekAfterWeekday() {
                    let days = first.dayNumber - first.adding(days: 1 - first.weekday).dayNumber
                    phrase.days = .range(monday.adding(days: days), monday.adding(days: days + last.dayNumber - first.dayNumber))
                }
            } else {
                phrase.days = .weekday(weekday)
            }
        }
        return true
    }

    /// Weekday abbreviations that are also words ("sat nav", "sun lounger", "wed plans").
    private static let weekdaysThatAreWords: WordSet = ["sun", "sat", "wed"]

    /// "tue-thu", "mon-fri" typed as one word.
    private mutating func readWeekdayPair() -> TimePhrase.Days? {
        guard let current = word(), current.utf8.contains(UInt8(ascii: "-")) else { return nil }
        let halves = current.split(separator: "-", maxSplits: 1).map(String.init)
        guard halves.count == 2, let first = TimeVocabulary.weekdays[halves[0]], let second = TimeVocabulary.weekdays[halves[1]] else { return nil }
        index += 1
        let start = today.adding(days: (first - today.weekday + 7) % 7)
        return .range(start, start.adding(days: (second - first + 7) % 7))
    }

    /// "next week", "of next week", "from last week", "in the week after next", "this week" after a weekday: that week's Monday.
    private mutating func readWeekAfterWeekday() -> LocalDate? {
        let start = index
        if word() == "of" || word() == "from" || word() == "in" { index += 1 }
        if word() == "the", word(1) == "week", let direction = word(2),
            direction == "after" && word(3) == "next" || direction == "before" && word(3) == "last"
        {
            index += 4
            return direction == "after" ? nextMonday.adding(days: 7) : thisMonday.adding(days: -14)
        }
        guard let modifier = readModifier(), word() == "week" || word() == "wk" else {
            index = start
            return nil
        }
        index += 1
        switch modifier {
        case "next": return nextMonday
        case "last": return thisMonday.adding(days: -7)
        default: return thisMonday
        }
    }

    /// "3 fridays from now": the coming Friday (after today) is the first; "2 thursdays ago", "2 thursdays back": the
    /// last Thursday before today is the first.
    private mutating func readCountedWeekday() -> LocalDate? {
        guard let (count, length) = NumberWords.read(words, at: index, taken: taken), count >= 1, count <= 52,
            let plural = word(length), plural.hasSuffix("s"), let weekday = TimeVocabulary.weekdays[plural]
        else { return nil }
        if let direction = word(length + 1), direction == "ago" || direction == "back" || direction == "before" && word(length + 2) == "today" {
            index += length + (direction == "before" ? 3 : 2)
            let behind = (today.weekday - weekday + 7) % 7
            return today.adding(days: -(behind == 0 ? 7 : behind) - 7 * (count - 1))
        }
        guard word(length + 1) == "from", let anchor = word(length + 2), anchor == "now" || anchor == "today" else { return nil }
        index += length + 3
        let ahead = (weekday - today.weekday + 7) % 7
        return today.adding(days: (ahead == 0 ? 7 : ahead) + 7 * (count - 1))
    }

    /// A date after a weekday, which must fall on it: "tuesday the 19th" is the next 19th that is a
    /// Tuesday, "fri, sep 20" the next September 20th that is a Friday.
    private mutating func readDateAgreeing(with weekday: Int) -> LocalDate? {
        let start = index
        if word() == "the" { index += 1 }
        if let (month, day, year) = readMonthAndDay() {
            if let year {
                guard LocalDate.isValid(year: year, month: month, day: day) else {
                    problem = .noSuchDate(month: month, day: day)
                    return nil
                }
                let date = LocalDate(year: year, month: month, day: day)
                guard date.weekday == weekday else {
                    index = start
                    return nil
                }
                return date
            }
            if LocalDate.isValid(year: today.year, month: month, day: day) {
                let thisYear = LocalDate(year: today.year, month: month, day: day)
                if thisYear < today, thisYear >= today.adding(days: -31), thisYear.weekday == weekday { return thisYear }
            }
            for year in today.year...(today.year + 28) where LocalDate.isValid(year: year, month: month, day: day) {
                let date = LocalDate(year: year, month: month, day: day)
                if date >= today, date.weekday == weekday { return date }
            }
            index = start
            return nil
        }
        if let day = word().flatMap({ TimeVocabulary.ordinalDay($0[...]) }) ?? word().flatMap({ TimeVocabulary.ordinalWords[$0] }),
            day <= 31
        {
            index += 1
            let first = LocalDate(year: today.year, month: today.month, day: 1)
            for months in 0..<24 {
                let month = first.adding(months: months)
                guard LocalDate.isValid(year: month.year, month: month.month, day: day) else { continue }
                let date = LocalDate(year: month.year, month: month.month, day: day)
                if date >= today, date.weekday == weekday { return date }
            }
        }
        index = start
        return nil
    }

    /// A month and a day typed after a weekday, in any of the orders people use: "dec 7", "7 dec", "2nd october",
    /// "the 2nd of october", "12/7", with the year when one follows.
    private mutating func readMonthAndDay() -> (month: Int, day: Int, year: Int?)? {
        let start = index
        if let (month, day) = word().flatMap(TimeVocabulary.monthAndDayRunTogether) {
            index += 1
            return (month, day, readYear())
        }
        if let month = word().flatMap({ TimeVocabulary.months[$0] }), let day = word(1).flatMap({ TimeVocabulary.dayOfMonth($0[...]) }) {
            index += 2
            return (month, day, readYear())
        }
        if let day = word().flatMap({ TimeVocabulary.dayOfMonth($0[...]) ?? TimeVocabulary.ordinalWords[$0] }) {
            let offset = word(1) == "of" ? 2 : 1
            if let month = word(offset).flatMap({ TimeVocabulary.months[$0] }) {
                index += offset + 1
                return (month, day, readYear())
            }
        }
        if let current = word(), current.utf8.contains(UInt8(ascii: "/")) {
            let parts = current.split(separator: "/", omittingEmptySubsequences: false)
            if (2...3).contains(parts.count), let month = Int(parts[0]), let day = Int(parts[1]), (1...12).contains(month), (1...31).contains(day) {
                var year: Int?
                if parts.count == 3, let typed = Int(parts[2]) { year = parts[2].count == 2 ? centuryOf(typed) : typed }
                guard parts.count == 2 || year != nil else { return nil }
                index += 1
                return (month, day, year ?? readYear())
            }
        }
        index = start
        return nil
    }

    /// "mon to fri", "mon-fri": from the first such day to the next of the second.
    mutating func weekdayRange(from first: Int) -> TimePhrase.Days? {
        guard let connector = word(), Self.rangeWords.contains(connector) || connector == "and",
            let second = word(1).flatMap({ TimeVocabulary.weekdays[$0] })
        else { return nil }
        index += 2
        let start = today.adding(days: (first - today.weekday + 7) % 7)
        return .range(start, start.adding(days: (second - first + 7) % 7))
    }

    /// A year after a date: "2027", "of 2027", "in 2027", or "27" after a comma-less "march 3".
    mutating func readYear() -> Int? {
        if word() == "of" || word() == "in", let year = word(1).flatMap(TimeVocabulary.fourDigitYear) {
            index += 2
            return year
        }
        if let year = word().flatMap({ TimeVocabulary.fourDigitYear($0) ?? Self.apostropheYear($0) }) {
            index += 1
            return year
        }
        guard let (year, length) = spokenYear() else { return nil }
        index += length
        return year
    }

    /// A year said aloud: "two thousand ten", "two thousand and nineteen", "twenty twenty-seven", "nineteen ninety nine".
    private func spokenYear() -> (year: Int, length: Int)? {
        guard let first = word(), first == "two" || first == "twenty" || first == "nineteen" else { return nil }
        if first == "two" {
            guard word(1) == "thousand", let (year, end) = NumberWords.value(in: words, at: index, taken: taken),
                (2000...2199).contains(year) else { return nil }
            return (year, end - index)
        }
        guard let (rest, end) = NumberWords.value(in: words, at: index + 1, taken: taken), (10...99).contains(rest) else { return nil }
        return ((first == "twenty" ? 2000 : 1900) + rest, end - index)
    }

    /// "'14", "’27": a year of this century written with an apostrophe for its first two digits.
    private static func apostropheYear(_ word: String) -> Int? {
        guard word.count == 3, word.first == "'" || word.first == "’", word.dropFirst().allSatisfy(\.isASCIIDigit) else { return nil }
        return 2000 + Int(word.dropFirst())!
    }

    /// "next year", "of last year", "this year" after a month or a quarter: the year they name.
    mutating func readNamedYear() -> Int? {
        let of = word() == "of" ? 1 : 0
        guard word(of + 1) == "year", let shift = word(of).flatMap({ TimeVocabulary.periodShifts[$0] }) else { return nil }
        index += of + 2
        return today.year + shift
    }
}
