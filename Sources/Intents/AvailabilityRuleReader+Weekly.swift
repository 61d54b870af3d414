/// Weekly hours: which weekdays ("weekdays", "mon-fri", "sat and sun", "daily") and which hours of them
/// ("9am-5pm", "9 to 5", "noon-6pm"), in either order; either may be left out, for every day or the whole day.
extension AvailabilityRuleReader {
    static func weekly(_ words: ArraySlice<String>) -> AvailabilityRule? {
        for split in words.startIndex...words.endIndex {
            let (head, tail) = (words[..<split], words[split...])
            if let days = head.isEmpty ? Array(1...7) : days(head), let hours = tail.isEmpty ? (0, 1440) : hours(tail) {
                return .weekly(days: days, from: hours.0, to: hours.1)
            }
            if !head.isEmpty, !tail.isEmpty, let hours = hours(head), let days = days(tail) {
                return .weekly(days: days, from: hours.0, to: hours.1)
            }
        }
        return nil
    }

    private static let wholeWeek: Set<[String]> = [
        ["daily"], ["everyday"], ["every", "day"], ["each", "day"], ["all", "week"], ["all", "week", "long"],
        ["any", "day"], ["7", "days", "a", "week"], ["seven", "days", "a", "week"], ["every", "day", "of", "the", "week"],
    ]
    private static let listJoiners: Set<String> = ["and", "&", "plus", "+", "/"]

    /// Sorted, unique weekdays (1 = Monday) when every word names some: "weekdays", "every monday",
    /// "mon, wed and fri", "monday to friday", "sat/sun", "weekdays and saturdays".
    static func days(_ words: ArraySlice<String>) -> [Int]? {
        var words = words
        if words.first == "on" { words.removeFirst() }
        if wholeWeek.contains(Array(words)) { return Array(1...7) }
        if let first = words.first, first == "every" || first == "each" { words.removeFirst() }
        guard let last = words.last, !listJoiners.contains(last) else { return nil }
        var found: Set<Int> = []
        var index = words.startIndex
        while index < words.endIndex {
            if index > words.startIndex, listJoiners.contains(words[index]) {
                index += 1
                continue
            }
            guard let (days, length) = dayItem(words, at: index) else { return nil }
            found.formUnion(days)
            index += length
        }
        return found.sorted()
    }

    /// True when `words` name several weekdays at once ("mon-fri", "monday to friday", "sat and sun"),
    /// as a weekly rule does and a single date does not.
    static func namesSeveralWeekdays(_ words: ArraySlice<String>) -> Bool {
        for index in words.indices {
            guard let (days, length) = dayItem(words, at: index) else { continue }
            if days.count > 1 { return true }
            let next = index + length
            if next + 1 < words.endIndex, listJoiners.contains(words[next]), dayItem(words, at: next + 1) != nil {
                return true
            }
        }
        return false
    }

    /// The weekdays one item of a list names, and how many words it takes: "weekdays", "mon", "mon-fri",
    /// "sat/sun", "monday to friday", "from monday to friday".
    private static func dayItem(_ words: ArraySlice<String>, at index: Int) -> ([Int], Int)? {
        let word = words[index]
        switch word {
        case "weekdays", "weekday": return (Array(1...5), 1)
        case "weekends", "weekend": return ([6, 7], 1)
        case "from":
            guard index + 1 < words.endIndex, let (days, length) = dayItem(words, at: index + 1), length == 3 else { return nil }
            return (days, length + 1)
        default: break
        }
        if let first = TimeVocabulary.weekdays[word] {
            if index + 2 < words.endIndex, TimePhraseReader.rangeWords.contains(words[index + 1]),
                let last = TimeVocabulary.weekdays[words[index + 2]]
            {
                return (weekdays(from: first, through: last), 3)
            }
            return ([first], 1)
        }
        let bytes = word.utf8
        if bytes.contains(UInt8(ascii: "-")) {
            let ends = word.split(separator: "-", omittingEmptySubsequences: false)
            guard ends.count == 2, let first = TimeVocabulary.weekdays[String(ends[0])],
                let last = TimeVocabulary.weekdays[String(ends[1])]
            else { return nil }
            return (weekdays(from: first, through: last), 1)
        }
        if bytes.contains(UInt8(ascii: "/")) {
            let days = word.split(separator: "/", omittingEmptySubsequences: false).map { TimeVocabulary.weekdays[String($0)] }
            guard days.count >= 2, days.allSatisfy({ $0 != nil }) else { return nil }
            return (days.map { $0! }, 1)
        }
        return nil
    }

    /// The weekdays from `first` to `last`, through Sunday when `last` comes earlier in the week ("fri-mon").
    private static func weekdays(from first: Int, through last: Int) -> [Int] {
        (0...((last - first + 7) % 7)).map { (first - 1 + $0) % 7 + 1 }
    }

    private static let wholeDay: Set<[String]> = [
        ["all", "day"], ["all", "day", "long"], ["24", "hours"], ["24", "hrs"], ["24h"], ["24hrs"],
        ["around", "the", "clock"], ["round", "the", "clock"],
    ]
    private static let hoursConnectors: Set<String> = ["from", "between", "at"]

    /// The hours of a day, in minutes after midnight with 1440 for the midnight that ends it: "9am-5pm",
    /// "9 to 5" (the project's clock-range rules), "from noon to midnight", "all day", "mornings".
    static func hours(_ words: ArraySlice<String>) -> (Int, Int)? {
        var words = words
        if let first = words.first, hoursConnectors.contains(first) { words.removeFirst() }
        guard !words.isEmpty, !words.contains("tonight") else { return nil }
        if wholeDay.contains(Array(words)) { return (0, 1440) }
        if words.count == 1, let word = words.first, word.hasSuffix("s"), let part = TimeVocabulary.partsOfDay[String(word.dropLast())] {
            return part
        }
        let clockWords = Array(words)
        var reader = TimePhraseReader(
            words: clockWords, taken: TakenWords(count: clockWords.count), today: LocalDate(dayNumber: 0), index: 0)
        guard let clock = reader.readClock(hasContext: true), reader.index == clockWords.count else { return nil }
        let (from, to): (Int, Int)
        switch clock {
        case .range(let start, let end): (from, to) = ClockReading.range(start, end)
        case .part(let start, let end): (from, to) = (start, end)
        case .at, .until, .after: return nil
        }
        guard from >= 0, from < to, to <= 1440 else { return nil }
        return (from, to)
    }
}
