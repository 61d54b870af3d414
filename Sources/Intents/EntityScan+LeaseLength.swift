/// How long a lease is said to run, inside a request for one: "a 6-month lease", "six month lease", "one year lease".
extension EntityScan {
    /// The months of a length said right before "lease" ("12 month lease", "a 6-month lease", "one-year lease"), its
    /// words taken, even when a rule read "lease" as its command; nil when none is.
    mutating func leaseMonths() -> Int? {
        for index in words.indices where words[index] == "lease" {
            guard let (months, start) = lengthBefore(index) else { continue }
            var from = start > 0 && ["a", "an"].contains(words[start - 1]) ? start - 1 : start
            if from > 0, Self.leaseVerbs.contains(words[from - 1]) { from -= 1 }
            take(from..<(index + 1))
            return months
        }
        return nil
    }

    /// A length in months or years said on its own, as a rental's: "for 6 months", "for a year", "for half a year",
    /// "for eighteen mos",
    /// "sign the lease on it, 12 months, starting jan 1"; its words taken. Weeks and days are times, not lengths.
    mutating func monthsToRent() -> Int? {
        for index in words.indices where !taken[index] && (Self.leaseUnits[words[index]] != nil || words[index].contains("-")) {
            guard let (length, said) = lengthBefore(index + 1) else { continue }
            var start = said > 0 && ["a", "an"].contains(words[said - 1]) ? said - 1 : said
            let halved = start > 0 && words[start - 1] == "half" && length % 2 == 0
            if halved { start -= 1 }
            let months = halved ? length / 2 : length
            let next = index + 1 < words.count ? words[index + 1] : nil
            guard (start...index).allSatisfy({ !taken[$0] }), next.map({ !Self.notALength.contains($0) }) ?? true else { continue }
            if start > 0, words[start - 1] == "for", !taken[start - 1] {
                take((start - 1)..<(index + 1))
                return months
            }
            if start > 0, utterance.raw(start - 1).hasSuffix(","), next == nil || utterance.raw(index).hasSuffix(",") {
                take(start..<(index + 1))
                return months
            }
            if let first = firstDayWordAfterALength(index + 1) {
                take(start..<(first + 1))
                return months
            }
        }
        return nil
    }

    /// Where the word saying when a length begins is, at `index` or after a dash, so the length is the rental's and not
    /// an offset from that day: "12 months from dec 1", "six months starting jan 1", "a year - beginning feb 1st". A
    /// length from now ("a month from today", "6 months from now") stays a day that far on.
    private func firstDayWordAfterALength(_ index: Int) -> Int? {
        let word = index < words.count && ["-", "–", "—"].contains(words[index]) ? index + 1 : index
        guard word + 1 < words.count, !taken[word], Self.lengthStarts.contains(words[word]),
            words[word] != "from" || !Self.fromNow.contains(words[word + 1])
        else { return nil }
        return word
    }

    /// Words that put a length's first day after it.
    static let lengthStarts: Set<String> = ["from", "starting", "beginning", "commencing", "effective"]

    /// Days a length is counted from when it names a day that far on: "a month from today".
    private static let fromNow: Set<String> = ["now", "today", "tonight", "tomorrow", "here", "then", "yesterday"]

    /// Verbs before "a 12 month lease" that only say it is taken: "sign a 12 month lease on number 2".
    private static let leaseVerbs: Set<String> = ["sign", "signing", "get", "start", "take", "want", "need"]

    /// Words after a length that make it something else: "12 months ago", "a 2 month old listing", "3 months' notice".
    private static let notALength: Set<String> = ["ago", "old", "notice", "notice's", "later", "earlier"]

    /// "6 month", "6-month", "six months", "one-year", "a year" ending right before `end`, as months, and where it starts.
    private func lengthBefore(_ end: Int) -> (months: Int, start: Int)? {
        guard end > 0 else { return nil }
        let word = words[end - 1]
        if let hyphen = word.firstIndex(of: "-") {
            guard let count = Self.leaseCount(String(word[..<hyphen])), let unit = Self.leaseUnits[String(word[word.index(after: hyphen)...])]
            else { return nil }
            return (count * unit, end - 1)
        }
        guard let unit = Self.leaseUnits[word], end > 1 else { return nil }
        if end > 2, let (count, stop) = NumberWords.value(in: words, at: end - 3, taken: taken), stop == end - 1, (1...120).contains(count) {
            return (count * unit, end - 3)
        }
        if let count = Self.leaseCount(words[end - 2]) { return (count * unit, end - 2) }
        return ["a", "an"].contains(words[end - 2]) ? (unit, end - 1) : nil
    }

    private static func leaseCount(_ word: String) -> Int? {
        if let number = Int(word) ?? NumberWords.wordValue(word), (1...120).contains(number) { return number }
        return TimeVocabulary.numberWords[word]
    }

    /// Months in each unit of a lease's length.
    static let leaseUnits: [String: Int] = [
        "month": 1, "months": 1, "mo": 1, "mos": 1, "mth": 1, "mths": 1, "mnth": 1, "mnths": 1, "year": 12, "years": 12, "yr": 12,
        "yrs": 12,
    ]

    /// True for a word of a lease's length: "6", "six", "month", "6-month", "one-year".
    static func isAWordOfALength(_ word: String) -> Bool {
        if leaseUnits[word] != nil || leaseCount(word) != nil { return true }
        guard let hyphen = word.firstIndex(of: "-") else { return false }
        return leaseCount(String(word[..<hyphen])) != nil && leaseUnits[String(word[word.index(after: hyphen)...])] != nil
    }
}
