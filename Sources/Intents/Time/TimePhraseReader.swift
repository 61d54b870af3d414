/// Reads the longest time phrase starting at `index`. Small rules (days, periods, holidays, offsets,
/// clock times, parts of the day, zones, durations, "until …") each read one piece of the phrase; at
/// every step the rule that covers the most words wins and its piece joins the phrase, until no rule
/// reads on. Never backtracks more than a few words.
struct TimePhraseReader {
    let words: [String]
    let taken: TakenWords
    let today: LocalDate
    let nowMinutes: Int
    var index: Int
    /// What follows a "24-" day written as "dec 24-26", waiting to be read as the end of a range.
    var splitRest: Substring?
    /// A day read that can't be ("feb 30", a range ending before it starts): the phrase then means no time.
    var problem: TimeProblem?

    init(words: [String], taken: TakenWords, today: LocalDate, nowMinutes: Int = 0, index: Int) {
        (self.words, self.taken, self.today, self.nowMinutes, self.index) = (words, taken, today, nowMinutes, index)
    }

    static let rangeWords: WordSet = ["-", "to", "till", "til", "until", "through", "thru", "–"]
    static let untilWords: WordSet = ["until", "till", "til", "through", "thru", "by"]
    private static let connectors: WordSet = [
        "on", "at", "from", "starting", "beginning", "around", "between", "for", "about", "approximately", "during",
        "later", "sometime", "@", "approximately", "approx", "roughly",
    ]
    private static let wordsAfterFor: WordSet = ["the", "tonight", "today", "tomorrow"]
    private static let clockContextWords: WordSet = [
        "at", "from", "around", "starting", "after", "about", "by", "before", "@", "approximately", "approx", "roughly",
    ]
    /// Words after a number that make it a count, not an hour ("2 bedrooms", "5 stars").
    static let countNouns: WordSet = [
        "bedroom", "bedrooms", "br", "bed", "beds", "bath", "baths", "star", "stars", "people", "persons", "guests", "adults",
        "kids", "children", "pax", "seats", "rooms", "units", "items", "pieces", "bikes", "cars",
    ]

    /// The words a time phrase may open with besides connectors, names of days, months and holidays, and digits.
    static let otherFirstWords: WordSet = [
        "today", "tonight", "tomorrow", "tomorrows", "tmrw", "tmr", "tomorow", "tommorow", "tommorrow", "day", "this", "next",
        "coming", "upcoming", "weekend", "yesterday", "last", "past", "previous", "following", "now", "week", "wk",
        "month", "months", "year", "early", "mid", "late", "end", "middle", "start", "rest", "first", "second", "third",
        "fourth", "fifth", "within", "half", "quarter", "whole", "entire", "same", "a", "an", "one", "two", "three",
        "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "twenty", "thirty", "couple", "pair",
        "few", "several", "anytime", "someday", "whenever", "1/4", "3/4", "three-quarters", "lunch", "lunchtime", "breakfast", "brunch",
        "dinner", "dinnertime", "supper", "q1", "q2", "q3", "q4", "spring", "summer", "fall", "autumn", "winter", "eod", "eow", "eom", "bom", "boy",
        "eoy", "closest", "nearest", "current", "since", "asap", "immediately", "right", "as", "mid",
    ]
    static let firstWords = WordSet(
        Set(connectors.keys).union(untilWords.keys).union(otherFirstWords.keys)
            .union(["in", "the", "all", "noon", "midday", "midnight", "after", "before", "later", "earlier"])
            .union(TimeVocabulary.weekdays.keys).union(TimeVocabulary.months.keys).union(TimeVocabulary.partsOfDay.keys)
            .union(TimeVocabulary.ordinalWords.keys).union(Holidays.firstWords.keys))

    /// False when `read()` cannot find a phrase starting with `word`, which is much cheaper to tell
    /// than reading: every phrase opens with a connector, a day, month or holiday name, a part of the
    /// day, a count, "until" or its kin, or a clock reading: a digit, a name ("noon"), or a range with a "-" in it.
    static func mayStart(_ word: String) -> Bool {
        guard let first = word.utf8.first else { return false }
        return (0x30...0x39).contains(first) || word.utf8.contains(UInt8(ascii: "-")) || firstWords.contains(word)
            || word.utf8.contains(UInt8(ascii: "'")) && Holidays.mayStart(word) || endsInADigitOrOrdinal(word)
            && TimeVocabulary.monthAndDayRunTogether(word) != nil || ClockReading.roughly(word) != nil
    }

    private static func endsInADigit(_ word: String) -> Bool {
        word.utf8.last.map { (0x30...0x39).contains($0) } == true
    }

    /// "feb13", "march3rd": a word that may end in a day of the month.
    private static func endsInADigitOrOrdinal(_ word: String) -> Bool {
        endsInADigit(word) || ["st", "nd", "rd", "th"].contains { word.hasSuffix($0) } && word.utf8.contains { (0x30...0x39).contains($0) }
    }

    /// `mayStart` for the word at `start`, looking past a small word ("the", "at", "for") to the word it leads
    /// to: "the kayak" starts no time phrase, "the 5th" may.
    static func mayStart(_ words: [String], at start: Int, taken: TakenWords) -> Bool {
        guard mayStart(words[start]) else { return false }
        guard weakStarts.contains(words[start]), !opensAComparison(words, at: start) else { return true }
        var next = start + 1
        while next < words.count, next <= start + 3, !taken[next] {
            let word = words[next]
            if !weakStarts.contains(word) { return mayStart(word) || TimeVocabulary.units[word] != nil || instants.contains(word) }
            next += 1
        }
        return false
    }

    /// "later than 9am": "later" opens a bound here, not a connector before the time.
    private static func opensAComparison(_ words: [String], at index: Int) -> Bool {
        words[index] == "later" && index + 1 < words.count && words[index + 1] == "than"
    }

    /// Words that open a time phrase only by leading to another word that may.
    private static let weakStarts = WordSet(Set(connectors.keys).union(["the", "a", "an", "in", "of", "all", "whole", "entire"]))

    /// The rules, tried in this order; the longest reading wins, the earliest among equals.
    private enum Rule: CaseIterable {
        case days, clock, part, duration, until, zone

        /// Whether the rule can read a piece that opens with `word`: far cheaper to tell than trying it.
        func mayStart(_ word: String) -> Bool {
            switch self {
            case .days: return true
            case .clock:
                return word.utf8.first.map { (0x30...0x39).contains($0) } == true || Self.clockStarts.contains(word)
                    || ClockReading.roughly(word) != nil
                    || NumberWords.mayStart(word) || word.utf8.contains(UInt8(ascii: "-")) || word.utf8.contains(UInt8(ascii: "."))
            case .part: return TimeVocabulary.partsOfDay[word] != nil || TimeVocabulary.meals[word] != nil || Self.partStarts.contains(word)
            case .duration: return word == "for"
            case .until: return TimePhraseReader.untilWords.contains(word)
            case .zone: return TimeZoneNames.isZone(word) || TimeZoneNames.spoken[word] != nil || TimeZoneNames.mayStartACity(word)
            }
        }

        private static let clockStarts: WordSet = [
            "all", "after", "before", "later", "earlier", "noon", "midday", "mid", "midnight", "this", "same", "the", "quarter", "half",
        ]
        private static let partStarts: WordSet = ["this", "in", "the", "at", "after", "early", "late"]
    }

    /// The phrase and the index just past it, or nil when no time phrase starts here.
    mutating func read() -> (TimePhrase, Int)? {
        if let narrowed = readEarlyOrLatePart() { return narrowed }
        var phrase = TimePhrase()
        var end = index
        while index < words.count {
            let mark = index
            skipConnectors()
            var best: (state: State, phrase: TimePhrase)?
            guard let first = word() else {
                index = mark
                break
            }
            let saved = state
            for rule in Rule.allCases where rule.mayStart(first) {
                var candidate = phrase
                if apply(rule, to: &candidate, after: mark), index > (best?.state.index ?? saved.index) { best = (state, candidate) }
                state = saved
            }
            guard let best else {
                index = mark
                break
            }
            (state, phrase) = best
            end = index
        }
        if problem == nil, let span = readSpanEnd(after: phrase) {
            phrase.span = span
            end = index
        }
        phrase.problem = problem
        return phrase.isEmpty ? nil : (phrase, end)
    }

    private mutating func apply(_ rule: Rule, to phrase: inout TimePhrase, after mark: Int) -> Bool {
        switch rule {
        case .days:
            guard phrase.days == nil, phrase.untilDay == nil, phrase.moment == nil, phrase.span == nil else { return false }
            return readDays(into: &phrase)
        case .clock:
            if phrase.clock == nil, phrase.moment == nil, phrase.span == nil, readSameTime(into: &phrase) { return true }
            guard phrase.clock == nil, phrase.moment == nil, phrase.span == nil,
                var clock = readClock(hasContext: !phrase.isEmpty || followsConnector(mark), partOfDay: phrase.part)
            else { return false }
            if case .at(let reading) = clock, let next = word(), next == "onwards" || next == "onward" {
                index += 1
                clock = .after(reading)
            }
            phrase.clock = clock
            return true
        case .part:
            guard phrase.part == nil, phrase.moment == nil, phrase.span == nil else { return false }
            return readHoursAfter(into: &phrase) || readPartOfDay(into: &phrase)
        case .duration:
            return phrase.duration == nil && phrase.span == nil && readDuration(into: &phrase)
        case .until:
            guard phrase.untilDay == nil, phrase.moment == nil, phrase.span == nil, !isClockSet(phrase), readUntil(into: &phrase) else {
                return false
            }
            return phrase.part == nil || phrase.untilDay == nil || word().map({ TimeVocabulary.partsOfDay[$0] == nil }) != false
        case .zone:
            guard phrase.zone == nil, isClockSet(phrase), let current = word() else { return false }
            if TimeZoneNames.isZone(current) {
                index += 1
                phrase.zone = current
            } else if TimeZoneNames.spoken[current] != nil, word(1) == "time" || timeMayEnd(before: index + 1) {
                index += word(1) == "time" ? 2 : 1
                phrase.zone = current
            } else if let city = TimeZoneNames.city(at: index, in: words) {
                index += city.length + 1
                phrase.zone = city.name
            } else {
                return false
            }
            return true
        }
    }

    /// "late tonight", "early tomorrow morning", "late last night": the first or second half of the part of the day
    /// the rest of the phrase names.
    private mutating func readEarlyOrLatePart() -> (TimePhrase, Int)? {
        guard let current = word(), current == "early" || current == "late" else { return nil }
        var rest = self
        rest.index += 1
        guard let (phrase, end) = rest.read(), let part = phrase.part, phrase.clock == nil, phrase.span == nil, phrase.moment == nil,
            phrase.problem == nil
        else { return nil }
        var narrowed = phrase
        let middle = (part.0 + part.1) / 2
        narrowed.part = current == "early" ? (part.0, middle) : (middle, part.1)
        self = rest
        return (narrowed, end)
    }

    /// "friday 5pm to sunday 11am", "from 3pm tomorrow to 5pm friday", "monday morning to wednesday night", "thursday
    /// evening through sunday": a day and a time or a part of it, a range word, and another day (with its time or part)
    /// make one span, to the time said or the end of the part or the day.
    private mutating func readSpanEnd(after phrase: TimePhrase) -> (LocalDateTime, LocalDateTime)? {
        guard Self.startsAtAMoment(phrase), phrase.days != nil, phrase.duration == nil, phrase.zone == nil,
            let connector = word(), Self.rangeWords.contains(connector) || connector == "and"
        else { return nil }
        var reader = self
        reader.index += 1
        guard let (second, end) = reader.read(), second.days != nil, second.problem == nil, second.zone == nil, second.duration == nil,
            Self.startsAtAMoment(second) || second.clock == nil && second.part == nil
        else { return nil }
        guard let first = TimeRecognizer(today: today, nowMinutes: nowMinutes).resolve(phrase),
            let last = TimeRecognizer(today: first.0.date, nowMinutes: first.0.minutes).resolve(second)
        else { return nil }
        let until: LocalDateTime
        if case .at? = second.clock { until = last.0 } else { until = last.1 }
        guard first.0 < until else { return nil }
        index = end
        return (first.0, until)
    }

    /// A day with a time ("friday 5pm") or a part of it ("monday morning"), which can open a span running to another day.
    private static func startsAtAMoment(_ phrase: TimePhrase) -> Bool {
        if case .at? = phrase.clock { return true }
        return phrase.clock == nil && phrase.part != nil
    }

    private func isClockSet(_ phrase: TimePhrase) -> Bool {
        guard let clock = phrase.clock else { return false }
        if case .part = clock { return false }
        return true
    }

    /// Whether the word at `position` lets the name before it be a time: the line ends, or a number, a time
    /// word, a connector or a small word follows ("sat 2pm", "christmas eve", "sun or mon"), not a noun
    /// ("sat nav", "sun lounger", "christmas lights").
    func timeMayEnd(before position: Int) -> Bool {
        guard position < words.count, !taken[position] else { return true }
        let next = words[position]
        guard let first = next.utf8.first, (0x61...0x7A).contains(first) else { return true }
        let beforeHyphen = next.utf8.contains(UInt8(ascii: "-")) ? String(next.prefix { $0 != "-" }) : next
        return Self.firstWords.contains(beforeHyphen) || Lexicon.stopWords.contains(next) || Self.rangeWords.contains(next)
            || TimeVocabulary.units[next] != nil || TimeZoneNames.isZone(next) || TimeZoneNames.spoken[next] != nil
            || Self.wordsEndingATime.contains(next) || Self.endsInADigit(next) && TimeVocabulary.monthAndDayRunTogether(next) != nil
    }

    private static let wordsEndingATime: WordSet = [
        "am", "pm", "eve", "through", "thru", "if", "then", "instead", "works", "ok", "okay", "pls", "plz", "thanks", "thx",
        "but", "so", "or", "and", "as", "again", "onwards", "only", "too", "either", "preferably", "ideally", "please",
    ]

    /// Where reading stands: what a rule that is tried and then passed over must leave as it found it.
    struct State {
        var index: Int
        var splitRest: Substring?
        var problem: TimeProblem?
    }

    var state: State {
        get { State(index: index, splitRest: splitRest, problem: problem) }
        set { (index, splitRest, problem) = (newValue.index, newValue.splitRest, newValue.problem) }
    }

    // MARK: words

    func word(_ offset: Int = 0) -> String? {
        let position = index + offset
        guard position >= 0, position < words.count, !taken[position] else { return nil }
        return words[position]
    }

    func followsConnector(_ position: Int) -> Bool {
        position < index && Self.clockContextWords.contains(words[index - 1])
    }

    private static let partsOfAnHour: WordSet = ["half", "1/2", "1/4", "3/4", "three-quarters", "quarter"]

    private var vagueCountFollows: Bool {
        var reader = self
        reader.index += 1
        return reader.readVagueCount() != nil
    }

    private mutating func skipConnectors() {
        while let current = word(), Self.connectors.contains(current), !(current == "beginning" && word(1) == "of"),
            !Self.opensAComparison(words, at: index)
        {
            if current == "for", let next = word(1), !Self.wordsAfterFor.contains(next),
                TimeVocabulary.weekdays[next] == nil, !ClockReading.isExplicit(next[...]) || word(2).map(Self.countNouns.contains) == true
            {
                return
            }
            index += 1
        }
        if let current = word(), current == "all" || current == "whole" || current == "entire", word(1) == "of" { index += 2 }
        if word() == "the", let next = word(1), next == "whole" || next == "entire", word(2) == "of" { index += 3 }
        if word() == "in", word(1) == "the", TimeVocabulary.partsOfDay[word(2) ?? ""] == nil { index += 2 }
        if word() == "in", word(1) == "between" { index += 2 }
        let isYear = { (word: String) in word.utf8.count == 4 && NumberWords.digitValue(word) != nil }
        if word() == "in", let next = word(1), next != "the", !Self.partsOfAnHour.contains(next), next.first?.isASCIIDigit != true || isYear(next),
            !Self.roughlyWords.contains(next), next != "a" || word(2).map(Self.instants.contains) != true,
            NumberWords.read(words, at: index + 1, taken: taken) == nil && !vagueCountFollows || isYear(next)
        {
            index += 1
        }
        if word() == "the", let next = word(1), TimeVocabulary.ordinalDay(next[...]) != nil { index += 1 }
    }
}
