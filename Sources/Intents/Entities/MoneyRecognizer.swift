/// Finds prices and price bounds: "$5", "5 bucks", "4.50", "5/day", "$4.50/hr", "5 a day", "2.5k a month",
/// "under 5", "at least 20", "between 10 and 20", "10-20 dollars".
enum MoneyRecognizer {
    /// What a money phrase says: an amount, or a bound on one.
    enum Meaning: Equatable {
        case amount(Money)
        case atMost(Money)
        case atLeast(Money)
        case between(Money, Money)
    }

    struct Match: Equatable {
        let range: Range<Int>
        let meaning: Meaning
    }

    static let maximumWords: [[String]] = [
        ["under"], ["below"], ["less", "than"], ["at", "most"], ["max"], ["maximum"], ["cheaper", "than"],
        ["up", "to"], ["no", "more", "than"], ["<"], ["within"], ["not", "more", "than"], ["tops"],
    ]
    static let minimumWords: [[String]] = [
        ["over"], ["above"], ["at", "least"], ["more", "than"], ["min"], ["minimum"], [">"], ["upwards", "of"],
    ]
    private static let perWords: [String: Money.Per] = [
        "hour": .hour, "hr": .hour, "hrs": .hour, "h": .hour, "hourly": .hour,
        "day": .day, "d": .day, "daily": .day, "night": .day, "nightly": .day,
        "week": .week, "wk": .week, "weekly": .week, "w": .week,
        "month": .month, "mo": .month, "mth": .month, "monthly": .month, "months": .month,
    ]
    private static let currencyWords: Set<String> = ["bucks", "dollars", "dollar", "usd", "$"]

    /// False when no word can say what a price is paid per ("/day", "5/day", "a month", "hourly"): a cheap test
    /// before reading a listing that needs one. A word with a "/" says it only with a unit after its first "/",
    /// as `amount` and `perUnit` read it, so a date ("12/3/2026") does not.
    static func mayNamePerUnit(_ words: [String]) -> Bool {
        words.contains { word in
            guard let slash = word.utf8.firstIndex(of: UInt8(ascii: "/")) else { return perWords[word] != nil }
            return perWords[String(word[word.index(after: slash)...])] != nil
        }
    }
    /// True when the words from `index` make the number before them money: a currency ("40 bucks") or what it is paid
    /// per ("40 a day", "40 per night"), but not a count of days ("2 every day").
    static func moneyFollows(at index: Int, in words: [String]) -> Bool {
        guard index < words.count else { return false }
        let word = words[index]
        if currencyWords.contains(word) || word.hasPrefix("/") && perWords[String(word.dropFirst())] != nil { return true }
        return ["a", "an", "per"].contains(word) && index + 1 < words.count && perWords[words[index + 1]] != nil
    }

    private static let perConnectors: Set<String> = ["a", "an", "per", "each", "/", "every", "by"]
    private static let perAdverbs: Set<String> = ["daily", "hourly", "weekly", "monthly", "nightly"]
    /// Words after a number that make it a count or a distance, not money.
    private static let notMoneyNouns: Set<String> = [
        "bedroom", "bedrooms", "br", "bed", "beds", "bath", "baths", "star", "stars", "miles", "mi", "km",
    ]

    /// Every money phrase among `words`, left to right. `bareNumbers` lets a plain number count
    /// (top-ups, prices), otherwise one needs a "$", a currency word, a unit or a bound. A bare five-digit number
    /// is a ZIP code unless `evenFiveDigits` (a top-up of 10000 names no place).
    static func matches(in words: [String], taken: TakenWords, bareNumbers: Bool = false, evenFiveDigits: Bool = false) -> [Match] {
        var found: [Match] = []
        var index = 0
        while index < words.count {
            if !taken[index], mayStart(words[index]),
                let match = match(at: index, in: words, taken: taken, bareNumbers: bareNumbers, evenFiveDigits: evenFiveDigits)
            {
                found.append(match)
                index = match.range.upperBound
            } else {
                index += 1
            }
        }
        return found
    }

    private static let boundFirstWords = WordSet((maximumWords + minimumWords).map { $0[0] })
    /// `maximumWords` and `minimumWords` by their first word, in the same order.
    private static let maximumLeads = WordTable(Dictionary(grouping: maximumWords) { $0[0] })
    private static let minimumLeads = WordTable(Dictionary(grouping: minimumWords) { $0[0] })

    /// False when no money phrase can start with `word`: it has no digit and opens no bound.
    private static func mayStart(_ word: String) -> Bool {
        word.utf8.contains { (0x30...0x39).contains($0) } || word == "between" || boundFirstWords.contains(word)
            || NumberWords.mayStart(word)
    }

    private static func match(at start: Int, in words: [String], taken: TakenWords, bareNumbers: Bool, evenFiveDigits: Bool) -> Match? {
        var index = start
        func word(_ offset: Int = 0) -> String? {
            let position = index + offset
            return position < words.count && !taken[position] ? words[position] : nil
        }
        func lead(_ phrases: WordTable<[[String]]>) -> Bool {
            guard let first = word(), let candidates = phrases[first],
                let phrase = candidates.first(where: { phrase in phrase.indices.allSatisfy { word($0) == phrase[$0] } })
            else { return false }
            index += phrase.count
            return true
        }
        if word() == "between", let low = amount(at: index + 1, in: words, taken: taken, loose: true),
            let and = word(low.end - index), and == "and" || and == "to",
            let high = amount(at: low.end + 1, in: words, taken: taken, loose: true)
        {
            let per = high.money.per ?? low.money.per
            return Match(
                range: start..<high.end,
                meaning: .between(Money(cents: low.money.cents, per: per), Money(cents: high.money.cents, per: per)))
        }
        let isMaximum = lead(maximumLeads)
        let isMinimum = !isMaximum && lead(minimumLeads)
        if let range = rangeAmount(at: index, in: words, taken: taken), !isMaximum, !isMinimum {
            return Match(range: start..<range.end, meaning: .between(range.low, range.high))
        }
        guard let value = amount(at: index, in: words, taken: taken, loose: isMaximum || isMinimum || bareNumbers, evenFiveDigits: evenFiveDigits) else {
            return nil
        }
        if words[start] == "within", value.money.per == nil, !value.isMoney { return nil }
        let meaning: Meaning = isMaximum ? .atMost(value.money) : isMinimum ? .atLeast(value.money) : .amount(value.money)
        return Match(range: start..<value.end, meaning: meaning)
    }

    private struct Amount {
        var money: Money
        /// A "$" or currency word was written.
        var isMoney: Bool
        var end: Int
    }

    /// "10-20 dollars", "$10-$20", "$10 to $20 a day".
    private static func rangeAmount(at index: Int, in words: [String], taken: TakenWords) -> (low: Money, high: Money, end: Int)? {
        guard index < words.count, !taken[index], words[index].utf8.contains(UInt8(ascii: "-")) else { return nil }
        let pieces = words[index].split(separator: "-", maxSplits: 1)
        if pieces.count == 2, let low = number(pieces[0]), let high = number(pieces[1]) {
            var end = index + 1
            var isMoney = low.hadDollar || high.hadDollar
            if end < words.count, currencyWords.contains(words[end]) { isMoney = true; end += 1 }
            let (per, afterPer) = perUnit(at: end, in: words)
            guard isMoney || per != nil else { return nil }
            return (Money(cents: low.cents, per: per), Money(cents: high.cents, per: per), afterPer)
        }
        return nil
    }

    /// A number with what may follow it: a currency word, then "/day", "a day", "per day" or "daily".
    private static func amount(at index: Int, in words: [String], taken: TakenWords, loose: Bool, evenFiveDigits: Bool = false) -> Amount? {
        guard index < words.count, !taken[index] else { return nil }
        if let spelled = NumberWords.value(in: words, at: index, taken: taken) {
            return spelledAmount(spelled.value, end: spelled.end, in: words)
        }
        var text = words[index][...]
        var inlinePer: Money.Per?
        if let slash = text.firstIndex(of: "/") {
            guard let per = perWords[String(text[text.index(after: slash)...])] else { return nil }
            inlinePer = per
            text = text[..<slash]
        }
        guard var value = number(text) else { return nil }
        var end = index + 1
        var isMoney = value.hadDollar
        if end < words.count, !taken[end], let scale = scaleWords[words[end]] {
            value.cents *= scale
            value.looksLikeZip = false
            isMoney = isMoney || words[end] == "grand"
            end += 1
        }
        if end < words.count, let perAfterCurrency = currency(words[end]) {
            isMoney = true
            inlinePer = inlinePer ?? perAfterCurrency
            end += 1
        }
        var per = inlinePer
        if per == nil {
            let (found, after) = perUnit(at: end, in: words, afterCurrency: isMoney)
            per = found
            end = after
        }
        guard isMoney || per != nil || (loose && (evenFiveDigits || !value.looksLikeZip)) else { return nil }
        if end < words.count, notMoneyNouns.contains(words[end]) {
            return nil
        }
        return Amount(money: Money(cents: value.cents, per: per), isMoney: isMoney, end: end)
    }

    /// A currency word, alone or with what it is paid per after a slash ("dollars/hour"): nil when it is none, and
    /// `.some(nil)` for a currency word alone.
    private static func currency(_ word: String) -> Money.Per?? {
        if currencyWords.contains(word) { return .some(nil) }
        let parts = word.split(separator: "/", maxSplits: 1)
        guard parts.count == 2, currencyWords.contains(String(parts[0])), let per = perWords[String(parts[1])] else { return nil }
        return .some(per)
    }

    /// "thirty dollars a day", "ten bucks": a number in words is money only with a currency word after it.
    /// A number in words is money with a currency word after it ("twenty dollars"), or with what it is paid
    /// per ("thirty two hundred a month").
    private static func spelledAmount(_ value: Int, end: Int, in words: [String]) -> Amount? {
        guard value > 0, end < words.count else { return nil }
        if currencyWords.contains(words[end]) {
            let (per, afterPer) = perUnit(at: end + 1, in: words, afterCurrency: true)
            return Amount(money: Money(cents: value * 100, per: per), isMoney: true, end: afterPer)
        }
        let (per, afterPer) = perUnit(at: end, in: words)
        guard per != nil else { return nil }
        return Amount(money: Money(cents: value * 100, per: per), isMoney: true, end: afterPer)
    }

    /// "/day" as its own word, "a day", "an hour", "per day", "by month", "daily", "each day"; after a currency
    /// word also "for month" ("150 dollar for month").
    private static func perUnit(at index: Int, in words: [String], afterCurrency: Bool = false) -> (Money.Per?, Int) {
        guard index < words.count else { return (nil, index) }
        let first = words[index]
        if first.hasPrefix("/"), let per = perWords[String(first.dropFirst())] { return (per, index + 1) }
        if perConnectors.contains(first) || afterCurrency && first == "for", index + 1 < words.count,
            let per = perWords[words[index + 1]]
        {
            return (per, index + 2)
        }
        if perAdverbs.contains(first) { return (perWords[first], index + 1) }
        return (nil, index)
    }

    /// Words after a number that multiply it: "2 million dollars", "3 grand", "1.5 thousand".
    private static let scaleWords: [String: Int] = ["thousand": 1000, "k": 1000, "grand": 1000, "million": 1_000_000, "mil": 1_000_000]

    private struct Number {
        var cents: Int
        var hadDollar: Bool
        var looksLikeZip: Bool
    }

    /// "$5", "5", "4.50", "$1,200", "2.5k", "5$".
    private static func number(_ raw: Substring) -> Number? {
        var text = raw
        var hadDollar = false
        if text.hasPrefix("$") { text = text.dropFirst(); hadDollar = true }
        if text.hasSuffix("$") { text = text.dropLast(); hadDollar = true }
        var multiplier = 1.0
        if text.hasSuffix("k") { text = text.dropLast(); multiplier = 1000 }
        guard text.utf8.allSatisfy({ (0x30...0x39).contains($0) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: ",") }) else { return nil }
        let digits = text.filter { $0 != "," }
        guard !digits.isEmpty, digits.first != ".", digits.allSatisfy({ $0.isASCIIDigit || $0 == "." }),
            digits.filter({ $0 == "." }).count <= 1, let value = Double(digits), value > 0, value < 100_000_000
        else { return nil }
        if let dot = digits.firstIndex(of: "."), digits[dot...].count > 3 { return nil }
        let cents = Int((value * multiplier * 100).rounded())
        return Number(cents: cents, hadDollar: hadDollar, looksLikeZip: digits.count == 5 && !digits.utf8.contains(UInt8(ascii: ".")) && !hadDollar)
    }
}
