/// Finds a time phrase ("sat 2-6pm", "dec 1 to dec 3", "tomorrow for 3 days") in a line and resolves
/// it to a half-open local interval, by the contract's time rules, against a reference day and time.
struct TimeRecognizer {
    let today: LocalDate
    let nowMinutes: Int

    /// A match: the tokens it covered and the interval it means, or why it means none.
    struct Match {
        enum Meaning {
            case interval(start: LocalDateTime, end: LocalDateTime)
            case problem(TimeProblem)
        }

        let range: Range<Int>
        let meaning: Meaning
    }

    /// The first time phrase among `words`, skipping positions that are already taken. A bare number
    /// before a phrase that reaches as far without it is left out ("book 1 dec 1 to dec 3": 1 is a position).
    func firstMatch(in words: [String], taken: [Bool]) -> Match? {
        for start in words.indices where !taken[start] && TimePhraseReader.mayStart(words[start]) {
            guard let found = match(at: start, in: words, taken: taken) else { continue }
            if Self.isBareNumber(words[start]), start + 1 < words.count, !taken[start + 1],
                let later = match(at: start + 1, in: words, taken: taken), later.range.upperBound >= found.range.upperBound
            {
                return later
            }
            return found
        }
        return nil
    }

    private func match(at start: Int, in words: [String], taken: [Bool]) -> Match? {
        guard TimePhraseReader.mayStart(words[start]) else { return nil }
        var reader = TimePhraseReader(words: words, taken: taken, today: today, index: start)
        guard let (phrase, end) = reader.read(), !phrase.isEmpty else { return nil }
        if let problem = phrase.problem { return Match(range: start..<end, meaning: .problem(problem)) }
        guard let interval = resolve(phrase) else { return nil }
        return Match(range: start..<end, meaning: .interval(start: interval.0, end: interval.1))
    }

    private static func isBareNumber(_ word: String) -> Bool {
        !word.isEmpty && word.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }

    func resolve(_ phrase: TimePhrase) -> (LocalDateTime, LocalDateTime)? {
        guard let clock = phrase.clock else { return resolveWholeDays(phrase) }
        var (startMinutes, endMinutes): (Int, Int?)
        switch clock {
        case .range(let from, let to):
            (startMinutes, endMinutes) = ClockReading.range(from, to, preferringEvening: phrase.prefersEvening)
        case .at(let reading):
            (startMinutes, endMinutes) = (reading.minutes(preferringEvening: phrase.prefersEvening), nil)
        case .until(let reading):
            let end = reading.minutes(preferringEvening: phrase.prefersEvening)
            let start = phrase.days == nil ? nowMinutes : 0
            (startMinutes, endMinutes) = (start, end > start ? end : end + 24 * 60)
        case .part(let from, let to):
            (startMinutes, endMinutes) = (from, to)
        }
        let first = firstDay(of: phrase.days, startingAt: startMinutes)
        let start = LocalDateTime(date: first, minutes: startMinutes)
        if let unit = phrase.duration, !(endMinutes != nil && isPartOrRange(clock)) {
            return (start.normalized, add(unit, times: phrase.durationCount, to: start))
        }
        let lastDay: LocalDate
        if case .range(_, let last)? = phrase.days { lastDay = last } else { lastDay = first }
        let end = LocalDateTime(date: lastDay, minutes: endMinutes ?? startMinutes + 60)
        return (start.normalized, end.normalized)
    }

    private func isPartOrRange(_ clock: TimePhrase.Clock) -> Bool {
        switch clock {
        case .range, .part, .until: true
        case .at: false
        }
    }

    private func resolveWholeDays(_ phrase: TimePhrase) -> (LocalDateTime, LocalDateTime)? {
        if let unit = phrase.duration, phrase.days == nil, phrase.untilDay == nil, case .minutes = unit {
            let start = LocalDateTime(date: today, minutes: nowMinutes)
            return (start, add(unit, times: phrase.durationCount, to: start))
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
            return (start, add(unit, times: phrase.durationCount, to: start))
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

    private func add(_ unit: TimeVocabulary.Unit, times count: Int, to start: LocalDateTime) -> LocalDateTime {
        switch unit {
        case .minutes(let minutes): return start.adding(minutes: minutes * count)
        case .days(let days): return LocalDateTime(date: start.date.adding(days: days * count), minutes: start.minutes).normalized
        case .months(let months):
            return LocalDateTime(date: start.date.adding(months: months * count), minutes: start.minutes).normalized
        }
    }
}
