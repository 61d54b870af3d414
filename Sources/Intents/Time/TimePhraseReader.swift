/// Reads the longest time phrase starting at `index`: days, a time of day or range, a duration and
/// "until …", in any order, with their little connecting words. Never backtracks more than a word or two.
struct TimePhraseReader {
    let words: [String]
    let taken: [Bool]
    let today: LocalDate
    var index: Int
    /// What follows a "24-" day written as "dec 24-26", waiting to be read as the end of a range.
    var splitRest: Substring?
    /// A day read that can't be ("feb 30", a range ending before it starts): reading stops there.
    var problem: TimeProblem?

    init(words: [String], taken: [Bool], today: LocalDate, index: Int) {
        (self.words, self.taken, self.today, self.index) = (words, taken, today, index)
    }

    static let rangeWords: Set<String> = ["-", "to", "till", "til", "until", "through", "thru", "–"]
    static let untilWords: Set<String> = ["until", "till", "til", "through", "thru"]
    private static let connectors: Set<String> = ["on", "at", "from", "starting", "beginning", "around", "between", "for"]
    private static let wordsAfterFor: Set<String> = ["the", "tonight", "today", "tomorrow"]
    private static let clockContextWords: Set<String> = ["at", "from", "around", "starting", "after"]
    /// Words after a number that make it a count, not an hour ("2 bedrooms", "5 stars").
    static let countNouns: Set<String> = ["bedroom", "bedrooms", "br", "bed", "beds", "bath", "baths", "star", "stars"]

    /// The words `readDays` knows by name, besides weekdays and months.
    static let dayWords: Set<String> = [
        "today", "tonight", "tomorrow", "tmrw", "tmr", "tomorow", "tommorow", "tommorrow", "day", "this", "next",
        "coming", "weekend",
    ]
    private static let firstWords = WordSet(
        connectors.union(untilWords).union(dayWords).union(["in", "the", "all", "noon", "midday", "midnight"])
            .union(TimeVocabulary.weekdays.keys).union(TimeVocabulary.months.keys).union(TimeVocabulary.partsOfDay.keys))

    /// False when `read()` cannot find a phrase starting with `word`, which is much cheaper to tell
    /// than reading: every phrase opens with a connector, a day or month name, a part of the day,
    /// "until" or its kin, or a clock reading: a digit, a name ("noon"), or a range with a "-" in it.
    static func mayStart(_ word: String) -> Bool {
        guard let first = word.utf8.first else { return false }
        return (0x30...0x39).contains(first) || word.utf8.contains(UInt8(ascii: "-")) || firstWords.contains(word)
    }

    /// The phrase and the index just past it, or nil when no time phrase starts here.
    mutating func read() -> (TimePhrase, Int)? {
        var phrase = TimePhrase()
        var end = index
        var progressed = true
        while progressed, problem == nil, index < words.count {
            progressed = false
            let mark = index
            skipConnectors()
            if phrase.days == nil, phrase.untilDay == nil, let days = readDays(phrase: &phrase) {
                phrase.days = days
            } else if problem != nil {
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
        phrase.problem = problem
        return phrase.isEmpty ? nil : (phrase, end)
    }

    // MARK: words

    func word(_ offset: Int = 0) -> String? {
        let position = index + offset
        guard position < words.count, !taken[position] else { return nil }
        return words[position]
    }

    func followsConnector(_ position: Int) -> Bool {
        position < index && Self.clockContextWords.contains(words[index - 1])
    }

    private mutating func skipConnectors() {
        while let current = word(), Self.connectors.contains(current) {
            if current == "for", let next = word(1), !Self.wordsAfterFor.contains(next),
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
}
