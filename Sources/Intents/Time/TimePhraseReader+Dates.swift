/// Date rules: "dec 1", "the 3rd of march 2027", "first of march", "2027-03-03", "3/3/27", whole
/// months and years ("in march", "march 2027"), and ranges of them ("dec 24-26", "from 13 to 15 july").
extension TimePhraseReader {
    /// A date, or a range starting with one, or a whole month or year.
    mutating func readDateOrMonth(into phrase: inout TimePhrase) -> Bool {
        let start = index
        if var date = readDate() {
            if let weekday = word().flatMap({ TimeVocabulary.weekdays[$0] }), let agreeing = dateAgreeing(date, with: weekday, readFrom: start) {
                index += 1
                date = agreeing
            }
            phrase.days = readDateRange(from: date) ?? .date(date)
            return true
        }
        if problem != nil { return true }
        index = start
        guard let whole = readMonthOrYear() else { return false }
        phrase.days = .range(whole.first, whole.last)
        return true
    }

    /// `date`, read from `start`, when a weekday said after it falls on it ("jul 17, sat"); said without a year, the next
    /// such day that does within two years ("aug 19, thu" is the next August 19th that is a Thursday); else nil, and
    /// the weekday stays unread, so the time is refused rather than moved years on by a slip.
    private func dateAgreeing(_ date: LocalDate, with weekday: Int, readFrom start: Int) -> LocalDate? {
        if date.weekday == weekday { return date }
        guard !words[start..<index].contains(where: { TimeVocabulary.fourDigitYear($0) != nil || $0.filter { $0 == "/" || $0 == "-" }.count == 2 })
        else { return nil }
        let latest = today.adding(months: 24)
        return (today.year...latest.year).lazy.compactMap { year -> LocalDate? in
            guard LocalDate.isValid(year: year, month: date.month, day: date.day) else { return nil }
            let candidate = LocalDate(year: year, month: date.month, day: date.day)
            return candidate >= today && candidate <= latest && candidate.weekday == weekday ? candidate : nil
        }.first
    }

    /// "dec 1", "december 1st", "march the 3rd", "march third", "1 dec", "1st of december", "first of march",
    /// "the 5th", "the 8th of this month", "12/1", "12/1/2026", "2027-03-03"; each maybe with a year.
    mutating func readDate() -> LocalDate? {
        if word() == "the", let next = word(1), TimeVocabulary.ordinalWords[next] != nil, word(2) == "of" {
            index += 1
        }
        guard let current = word() else { return nil }
        if let (month, day) = TimeVocabulary.monthAndDayRunTogether(current) {
            index += 1
            return dated(month: month, day: day)
        }
        if let month = TimeVocabulary.months[current] {
            let offset = word(1) == "the" ? 2 : 1
            if let dayWord = word(offset), !dayWord.hasPrefix("'"), !dayWord.hasPrefix("’") {
                let dayText = dayWord.split(separator: "-").first ?? dayWord[...]
                if let day = TimeVocabulary.dayOfMonth(dayText) ?? TimeVocabulary.ordinalWords[dayWord] {
                    index += offset + 1
                    if dayText.count != dayWord.count, TimeVocabulary.ordinalWords[dayWord] == nil {
                        splitRest = dayWord.dropFirst(dayText.count + 1)
                    }
                    return dated(month: month, day: day)
                }
                if let day = spokenOrdinal(at: offset) {
                    index += offset + 2
                    return dated(month: month, day: day)
                }
            }
            return nil
        }
        if let impossible = Self.ordinalBeyondAMonth(current), let month = word(word(1) == "of" ? 2 : 1).flatMap({ TimeVocabulary.months[$0] }) {
            index += word(1) == "of" ? 3 : 2
            problem = .noSuchDate(month: month, day: impossible)
            return nil
        }
        if let spoken = spokenOrdinal(at: 0), let month = word(word(2) == "of" ? 3 : 2).flatMap({ TimeVocabulary.months[$0] }) {
            index += word(2) == "of" ? 4 : 3
            return dated(month: month, day: spoken)
        }
        if let day = TimeVocabulary.dayOfMonth(current[...]) ?? TimeVocabulary.ordinalWords[current] {
            let offset = word(1) == "of" ? 2 : 1
            if let month = word(offset).flatMap({ TimeVocabulary.months[$0] }), offset == 2 || !monthHasItsOwnDay(after: offset) {
                index += offset + 1
                return dated(month: month, day: day)
            }
            let article = offset == 2 && word(2) == "the" && word(3).map({ TimeVocabulary.periodShifts[$0] != nil }) == true ? 1 : 0
            if offset == 2, let which = word(2 + article), which == "the" || TimeVocabulary.periodShifts[which] != nil,
                word(3 + article) == "month"
            {
                index += 4 + article
                if which == "the" { return upcomingDayOfMonth(day) }
                let first = LocalDate(year: today.year, month: today.month, day: 1).adding(months: TimeVocabulary.periodShifts[which] ?? 0)
                guard LocalDate.isValid(year: first.year, month: first.month, day: day) else {
                    problem = .noSuchDate(month: first.month, day: day)
                    return nil
                }
                return LocalDate(year: first.year, month: first.month, day: day)
            }
            if TimeVocabulary.ordinalDay(current[...]) != nil || TimeVocabulary.ordinalWords[current] != nil && followsOnThe, ordinalNamesADay {
                index += 1
                return upcomingDayOfMonth(day)
            }
            return readSpacedSlashDate()
        }
        return readNumericDate(current) ?? readSpacedSlashDate()
    }

    /// True when the month at `offset` has a day of its own after it, so the number before it is something else: the
    /// position in "book 3 dec 24-26".
    private func monthHasItsOwnDay(after offset: Int) -> Bool {
        guard let next = word(offset + 1) else { return false }
        return TimeVocabulary.dayOfMonth(next.split(separator: "-").first ?? next[...]) != nil
    }

    /// A date for a month and day, in the year typed next or else the coming one; nil with the problem noted
    /// when the month has no such day.
    private mutating func dated(month: Int, day: Int) -> LocalDate? {
        if let year = readYear() {
            guard LocalDate.isValid(year: year, month: month, day: day) else {
                problem = .noSuchDate(month: month, day: day)
                return nil
            }
            return LocalDate(year: year, month: month, day: day)
        }
        return upcomingOrProblem(month: month, day: day)
    }

    /// "twenty fifth", "thirty first": a day of the month said as two words, the tens and an ordinal.
    private func spokenOrdinal(at offset: Int) -> Int? {
        guard let tens = word(offset), tens == "twenty" || tens == "thirty", let unit = word(offset + 1).flatMap({ TimeVocabulary.ordinalWords[$0] }),
            unit <= (tens == "twenty" ? 9 : 1)
        else { return nil }
        return (tens == "twenty" ? 20 : 30) + unit
    }

    /// "12/1", "12/1/26", "13/3/2027" (day first when the first number can't be a month), "2027-03-03", "2027/3/3",
    /// "10-31-27", "31-oct-27", "31/oct/2027".
    private mutating func readNumericDate(_ current: String) -> LocalDate? {
        guard let first = current.utf8.first, (0x30...0x39).contains(first) else { return nil }
        if let date = readDottedDate(current) { return date }
        if let dash = current.firstIndex(of: "-"), current[..<dash].contains("/"), current[dash...].contains("/") {
            guard let date = readNumericDate(String(current[..<dash])) else { return nil }
            splitRest = current[current.index(after: dash)...]
            return date
        }
        guard current.utf8.contains(where: { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "-") }) else { return nil }
        let separator: Character = current.utf8.contains(UInt8(ascii: "/")) ? "/" : "-"
        let parts = current.split(separator: separator, omittingEmptySubsequences: false)
        if separator == "-", parts.count == 2, let date = readMonthDashDay(parts) { return date }
        if parts.count == 3, let month = TimeVocabulary.months[String(parts[1])], parts[0].count <= 2, let day = Int(parts[0]),
            parts[2].count == 2 || parts[2].count == 4, let year = Int(parts[2])
        {
            index += 1
            return exactDate(year: parts[2].count == 2 ? centuryOf(year) : year, month: month, day: day)
        }
        guard (2...3).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.count <= 4 && $0.allSatisfy(\.isASCIIDigit) }) else {
            return nil
        }
        let numbers = parts.map { Int($0)! }
        if parts.count == 3, parts[0].count == 4 {
            index += 1
            return exactDate(year: numbers[0], month: numbers[1], day: numbers[2])
        }
        guard separator == "/" || parts.count == 3 else { return nil }
        let led = index > 0 && Self.dayLeads.contains(words[index - 1]) || word(1).map { Self.rangeWords.contains($0) } == true
            || parts.contains { $0.count == 2 && $0.hasPrefix("0") }
        if parts.count == 2, !led, current == "24/7" || numbers[0] < numbers[1] && numbers[1] <= 4
            || numbers[0] <= numbers[1] && (numbers[1] == 5 || numbers[1] == 10)
        {
            return nil
        }
        var (month, day) = (numbers[0], numbers[1])
        if month > 12, day <= 12 { (month, day) = (day, month) }
        guard (1...12).contains(month), parts[0].count <= 2, parts[1].count <= 2 else { return nil }
        index += 1
        if parts.count == 3 {
            var year = numbers[2]
            if parts[2].count == 2 { year = centuryOf(year) } else if parts[2].count != 4 { return nil }
            return exactDate(year: year, month: month, day: day)
        }
        return upcomingOrProblem(month: month, day: day)
    }

    /// The year a two-digit year names: this century's, unless that is more than 20 years ahead ("10/31/74" is 1974).
    func centuryOf(_ twoDigits: Int) -> Int {
        2000 + twoDigits > today.year + 20 ? 1900 + twoDigits : 2000 + twoDigits
    }

    /// "3/12-3/14", "12/30-1/2": the end of a run of days written with numbers on both sides of one dash, in the
    /// first day's year, or the next one's across a new year.
    private mutating func numericRangeEnd(_ text: Substring, after first: LocalDate) -> TimePhrase.Days? {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard (2...3).contains(parts.count), parts.allSatisfy({ (1...4).contains($0.count) && $0.allSatisfy(\.isASCIIDigit) }) else { return nil }
        var (month, day) = (Int(parts[0])!, Int(parts[1])!)
        if month > 12, day <= 12 { (month, day) = (day, month) }
        var year = parts.count == 3 ? (parts[2].count == 2 ? centuryOf(Int(parts[2])!) : Int(parts[2])!) : first.year
        if parts.count == 2, first.month - month >= 6 { year += 1 }
        guard (1...12).contains(month), let last = exactDate(year: year, month: month, day: day) else { return nil }
        guard last >= first else {
            problem = .endsBeforeStart(first: .init(month: first.month, day: first.day), last: .init(month: last.month, day: last.day))
            return nil
        }
        return .range(first, last)
    }

    /// "14.2.2013", "3.3.13": a day, a month and a year between dots, day first as people who write dots do
    /// (month first when the second number can't be a month). Two numbers alone ("7.30") are a price or an hour.
    private mutating func readDottedDate(_ current: String) -> LocalDate? {
        guard current.utf8.contains(UInt8(ascii: ".")) else { return nil }
        let parts = current.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count <= 2, parts[1].count <= 2, parts[2].count == 2 || parts[2].count == 4,
            parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) })
        else { return nil }
        var (day, month) = (Int(parts[0])!, Int(parts[1])!)
        if month > 12, day <= 12 { (day, month) = (month, day) }
        guard (1...12).contains(month) else { return nil }
        index += 1
        return exactDate(year: parts[2].count == 2 ? centuryOf(Int(parts[2])!) : Int(parts[2])!, month: month, day: day)
    }

    /// "2-15", "on 3-20": a month and a day joined by a dash, which a range of hours looks like; a date after a word
    /// that leads to one, or when as hours it would run more than half a day ("9-17" stays 9:00 to 17:00).
    private mutating func readMonthDashDay(_ parts: [Substring]) -> LocalDate? {
        guard parts.allSatisfy({ (1...2).contains($0.count) && $0.allSatisfy(\.isASCIIDigit) }), let month = Int(parts[0]),
            let day = Int(parts[1]), (1...12).contains(month), (1...31).contains(day), meridiem(at: 1) == nil
        else { return nil }
        let led = index > 0 && Self.dayLeads.contains(words[index - 1]) && words[index - 1] != "at"
        guard led || day > 12 && day - month > 12 else { return nil }
        index += 1
        return upcomingOrProblem(month: month, day: day)
    }

    /// "on the first", "on the third": an ordinal in words names a day of the month only after "on the".
    private var followsOnThe: Bool {
        index > 1 && words[index - 1] == "the" && words[index - 2] == "on"
    }

    /// "2 / 15", "12 / 25", "2 - 15": a numeric date typed with spaces around its slash, or around a dash where as
    /// hours it would run more than half a day.
    private mutating func readSpacedSlashDate() -> LocalDate? {
        guard let first = word(), let separator = word(1), separator == "/" || separator == "-", let second = word(2),
            first.utf8.count <= 2, second.utf8.count <= 2,
            let month = NumberWords.digitValue(first), let day = NumberWords.digitValue(second), (1...12).contains(month),
            (1...31).contains(day), separator == "/" ? day > 5 || month > day : day > 12 && day - month > 12 && meridiem(at: 3) == nil
        else { return nil }
        index += 3
        return upcomingOrProblem(month: month, day: day)
    }

    private mutating func exactDate(year: Int, month: Int, day: Int) -> LocalDate? {
        guard LocalDate.isValid(year: year, month: month, day: day) else {
            problem = .noSuchDate(month: month, day: day)
            return nil
        }
        return LocalDate(year: year, month: month, day: day)
    }

    /// Words before a month or year named alone that make it a time: "in march", "until june", "next may".
    private static let monthLeads: WordSet = [
        "in", "of", "during", "for", "from", "until", "till", "til", "through", "thru", "by", "since", "before",
        "after", "early", "mid", "late", "to", "-", "and", "around", "on", "starting", "beginning", "next", "last", "this",
    ]

    /// "32nd", "40th": an ordinal no month has as a day.
    private static func ordinalBeyondAMonth(_ word: String) -> Int? {
        guard word.utf8.count >= 4, ["st", "nd", "rd", "th"].contains(String(word.suffix(2))), let day = Int(word.dropLast(2)),
            (32...99).contains(day)
        else { return nil }
        return day
    }

    /// "next year", "this year", "last year" after a month: how many years on.
    /// Words before "of" that make a year after it a time: "the end of 2027", not "a copy of 1984".
    private static let partsBeforeOf: WordSet = ["end", "beginning", "start", "middle", "rest", "whole", "all", "most"]

    /// Whether the request ends at `position`: the line does, or only "please", "thanks" or the like follow.
    private func endsARequest(at position: Int) -> Bool {
        words[position...].allSatisfy { ["please", "pls", "plz", "thanks", "thx", "thank", "you", "ty"].contains($0) }
    }

    /// Words after which a month's name is a person's: "message april", "ask june".
    private static let wordsBeforeAName: WordSet = [
        "message", "msg", "dm", "text", "tell", "ask", "follow", "unfollow", "block", "unblock", "with", "from", "to", "and",
        "@", "user", "profile", "thank", "thanks", "hi", "hey", "dear", "by", "for", "about", "see", "meet", "call",
        "friend", "sister", "brother", "cousin", "mom", "aunt", "uncle", "daughter", "son", "wife", "husband", "neighbor",
        "neighbour", "roommate", "named", "called", "miss", "mrs", "ms",
    ]

    /// A whole month or year, and whether it is a month named with neither a year nor a modifier, which moves to
    /// next year when what is read in it has passed.
    struct MonthOrYear {
        var first: LocalDate
        var last: LocalDate
        var rolls = false

        init(month: Int, year: Int, rolls: Bool = false) {
            first = LocalDate(year: year, month: month, day: 1)
            last = first.adding(months: 1).adding(days: -1)
            self.rolls = rolls
        }

        init(year: Int) {
            (first, last) = (LocalDate(year: year, month: 1, day: 1), LocalDate(year: year, month: 12, day: 31))
        }

        var isMonth: Bool { first.month == last.month }
    }

    /// "march", "in march", "march 2027", "next march", "last may", "in 2027": the whole month or year.
    /// A month alone needs a word that leads to it, or to be all that was typed; "may" always needs one.
    mutating func readMonthOrYear() -> MonthOrYear? {
        let start = index
        let modifier = readModifier()
        var led = start > 0 && Self.monthLeads.contains(words[start - 1])
        if modifier == nil, let current = word(), current == "month" || current == "months", word(1) == "of" {
            index += 2
            led = true
        }
        guard let current = word() else {
            index = start
            return nil
        }
        if modifier == nil, let (month, year) = Self.numericMonthAndYear(current) {
            index += 1
            return MonthOrYear(month: month, year: year)
        }
        if let month = TimeVocabulary.months[current] {
            index += 1
            if let year = readYear() ?? readNamedYear() ?? readRelativeYear(yearsOnly: true) { return MonthOrYear(month: month, year: year) }
            if modifier == nil, word() == "after", word(1) == "next" {
                index += 2
                return MonthOrYear(month: month, year: (month <= today.month ? today.year + 1 : today.year) + 1)
            }
            let alone = start == 0 && index == words.count
            let ending = start > 0 && !Self.wordsBeforeAName.contains(words[start - 1]) && endsARequest(at: index)
            guard modifier != nil || led || ((alone || ending) && current != "may") else {
                index = start
                return nil
            }
            switch modifier {
            case "last"?: return MonthOrYear(month: month, year: month < today.month ? today.year : today.year - 1)
            case "next"?: return MonthOrYear(month: month, year: month <= today.month ? today.year + 1 : today.year)
            default: return MonthOrYear(month: month, year: month < today.month ? today.year + 1 : today.year, rolls: modifier == nil)
            }
        }
        if modifier == nil, led, current.utf8.count == 4, let year = NumberWords.digitValue(current), (1900...2199).contains(year),
            words[start - 1] != "of" || start >= 2 && Self.partsBeforeOf.contains(words[start - 2])
        {
            index += 1
            return MonthOrYear(year: year)
        }
        index = start
        return nil
    }

    /// "2/2027", "10-2027", "2027-10", "2027/10": a month and a four-digit year.
    private static func numericMonthAndYear(_ word: String) -> (month: Int, year: Int)? {
        guard let separator = word.first(where: { $0 == "/" || $0 == "-" }) else { return nil }
        let parts = word.split(separator: separator, omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }) else { return nil }
        let (yearText, monthText) = parts[0].count == 4 ? (parts[0], parts[1]) : (parts[1], parts[0])
        guard yearText.count == 4, (1...2).contains(monthText.count), let year = Int(yearText), (1900...2199).contains(year),
            let month = Int(monthText), (1...12).contains(month)
        else { return nil }
        return (month, year)
    }

    /// "the 20th" wherever a day is expected ("the weekend of the 20th"): the coming one.
    mutating func readOrdinalDay() -> LocalDate? {
        if word() == "the" { index += 1 }
        guard let day = word().flatMap({ TimeVocabulary.ordinalDay($0[...]) ?? TimeVocabulary.ordinalWords[$0] }),
            word(1).map({ TimeVocabulary.months[$0] == nil && $0 != "of" }) ?? true
        else { return nil }
        index += 1
        return upcomingDayOfMonth(day)
    }

    /// Whether an ordinal with no month ("the 5th") is a day rather than a position ("book the 2nd one"):
    /// it is typed alone, or as "the 5th" after a word that leads to a day ("on", "from", "until" …), and
    /// no noun of a list follows it.
    private var ordinalNamesADay: Bool {
        if let next = word(1), Self.listNouns.contains(next) || !timeMayEnd(before: index + 1) { return false }
        guard index > 0 else { return true }
        guard words[index - 1] == "the" else { return word(-1) == nil || Self.dayLeads.contains(words[index - 1]) }
        return index == 1 || !Self.wordsBeforeAPosition.contains(words[index - 2])
    }

    /// Words after which "the 2nd" picks from a list: "book the 2nd", "show me the 3rd".
    private static let wordsBeforeAPosition: WordSet = [
        "book", "reserve", "rent", "show", "open", "see", "view", "get", "take", "pick", "choose", "want", "like", "cancel",
        "approve", "decline", "accept", "reject", "favorite", "save", "share", "try", "prefer", "select", "me", "about",
        "message", "review", "compare", "is", "and", "or", "than", "grab", "hold", "of",
    ]

    private static let listNouns: WordSet = [
        "one", "ones", "listing", "listings", "result", "results", "item", "items", "option", "options", "place",
        "booking", "bookings", "request", "requests", "reservation", "post", "spot", "choice", "pick", "entry",
    ]
    static let dayLeads: WordSet = [
        "on", "from", "until", "till", "til", "to", "through", "thru", "by", "for", "since", "before", "after",
        "starting", "beginning", "and", "-", "–", "or",
    ]

    /// "dec 1 to dec 3", "dec 24-26", "dec 1 to 3", "between dec 1 and dec 3".
    mutating func readDateRange(from first: LocalDate) -> TimePhrase.Days? {
        if let rest = splitRest {
            splitRest = nil
            if rest.contains("/") { return numericRangeEnd(rest, after: first) }
            guard let day = TimeVocabulary.dayOfMonth(rest) else { return nil }
            return range(first, sameMonthDay: day)
        }
        guard let connector = word(), Self.rangeWords.contains(connector) || connector == "and" else { return nil }
        let mark = index
        index += 1
        if word() == "the", let next = word(1), TimeVocabulary.ordinalDay(next[...]) != nil { index += 1 }
        if let day = word().flatMap({ TimeVocabulary.ordinalDay($0[...]) }), !(word(1).map { TimeVocabulary.months[$0] != nil || $0 == "of" } ?? false) {
            index += 1
            return range(first, sameMonthDay: day)
        }
        if let second = readDate() {
            guard second >= first else {
                problem = .endsBeforeStart(first: .init(month: first.month, day: first.day), last: .init(month: second.month, day: second.day))
                return nil
            }
            return .range(first, second)
        }
        if problem != nil { return nil }
        if let day = word().flatMap({ TimeVocabulary.dayOfMonth($0[...]) }), ClockReading.read((word(1) ?? "x")[...])?.meridiem == nil,
            !(word(1).map { TimeVocabulary.units[$0] != nil || $0 == "am" || $0 == "pm" } ?? false)
        {
            index += 1
            return range(first, sameMonthDay: day)
        }
        index = mark
        return nil
    }

    /// "13-15 july", "from 13 to 15 july", "13th to 15th of july", "between the 13th and the 15th of july".
    mutating func readDayNumberRange(into phrase: inout TimePhrase) -> Bool {
        let start = index
        guard let current = word() else { return false }
        let mayHoldADash = current.utf8.contains { $0 == UInt8(ascii: "-") || $0 >= 0x80 }
        let pieces = mayHoldADash ? current.split(whereSeparator: { $0 == "-" || $0 == "–" }) : []
        var firstDay: Int?
        var lastDay: Int?
        if pieces.count == 2 {
            (firstDay, lastDay) = (TimeVocabulary.dayOfMonth(pieces[0]), TimeVocabulary.dayOfMonth(pieces[1]))
            index += 1
        } else if let day = TimeVocabulary.dayOfMonth(current[...]), let connector = word(1),
            Self.rangeWords.contains(connector) || connector == "and"
        {
            firstDay = day
            index += 2
            if word() == "the" { index += 1 }
            lastDay = word().flatMap { TimeVocabulary.dayOfMonth($0[...]) }
            index += 1
        }
        guard let firstDay, let lastDay else {
            index = start
            return false
        }
        if word() == "of" { index += 1 }
        guard let month = word().flatMap({ TimeVocabulary.months[$0] }) else {
            index = start
            return false
        }
        index += 1
        let year = readYear()
        guard lastDay >= firstDay else {
            problem = .endsBeforeStart(first: .init(month: month, day: firstDay), last: .init(month: month, day: lastDay))
            return true
        }
        guard let rangeYear = year ?? upcoming(month: month, day: firstDay)?.year,
            LocalDate.isValid(year: rangeYear, month: month, day: firstDay), LocalDate.isValid(year: rangeYear, month: month, day: lastDay)
        else {
            problem = .noSuchDate(month: month, day: lastDay)
            return true
        }
        phrase.days = .range(LocalDate(year: rangeYear, month: month, day: firstDay), LocalDate(year: rangeYear, month: month, day: lastDay))
        return true
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
