/// How long a lease is said to run, inside a request for one: "a 6-month lease", "six month lease", "one year lease".
extension EntityScan {
    /// The months of a length said right before "lease" ("12 month lease", "a 6-month lease", "one-year lease"), its
    /// words taken, even when a rule read "lease" as its command; nil when none is.
    mutating func leaseMonths() -> Int? {
        for index in words.indices where words[index] == "lease" {
            guard let (months, start) = lengthBefore(index) else { continue }
            let from = start > 0 && ["a", "an"].contains(words[start - 1]) ? start - 1 : start
            take(from..<(index + 1))
            return months
        }
        return nil
    }

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
        if let count = Self.leaseCount(words[end - 2]) { return (count * unit, end - 2) }
        return ["a", "an"].contains(words[end - 2]) ? (unit, end - 1) : nil
    }

    private static func leaseCount(_ word: String) -> Int? {
        if let number = Int(word), (1...120).contains(number) { return number }
        return TimeVocabulary.numberWords[word]
    }

    private static let leaseUnits: [String: Int] = ["month": 1, "months": 1, "mo": 1, "mth": 1, "year": 12, "years": 12, "yr": 12]
}
