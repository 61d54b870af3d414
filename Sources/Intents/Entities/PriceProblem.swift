/// A price said that no listing can have: nothing ("$0", "0 dollars an hour"), below nothing ("-5/hour"), or free.
public enum PriceProblem: Sendable, Equatable {
    case zero, negative, free

    /// The first such price among `words`, and the words saying it; a number alone counts as a price only when
    /// `bareNumbers` (a price asked for).
    static func find(in words: [String], taken: TakenWords, bareNumbers: Bool = false) -> (range: Range<Int>, problem: PriceProblem)? {
        for index in words.indices where !taken[index] {
            if let length = freePhrases.match(at: index, in: words, taken: taken)?.length {
                return (index..<(index + length), .free)
            }
            guard let (number, length) = signedAmount(at: index, in: words, taken: taken) else { continue }
            let end = index + length
            let saysMoney = bareNumbers || words[index].contains("$") || words[index].contains("/")
                || (end < words.count && !taken[end] && Self.moneyWords.contains(words[end]))
                || (index > 0 && ["for", "at", "$"].contains(words[index - 1]))
            guard saysMoney else { continue }
            let withUnit = end < words.count && !taken[end] && Self.moneyWords.contains(words[end]) ? end + 1 : end
            return (index..<withUnit, number < 0 ? .negative : .zero)
        }
        return nil
    }

    /// A price said with a sign or as nothing: "-5", "-$5", "$-5/hour", "minus 5", "0", "$0.00", "zero"; nil for
    /// any other number. The number of words it spans comes with it.
    private static func signedAmount(at index: Int, in words: [String], taken: TakenWords) -> (Double, Int)? {
        let word = words[index]
        if ["minus", "negative"].contains(word), index + 1 < words.count, !taken[index + 1],
            let value = amount(words[index + 1]), value > 0
        {
            return (-value, 2)
        }
        if word == "zero" { return (0, 1) }
        guard word.utf8.contains(where: { (0x30...0x39).contains($0) }) else { return nil }
        let unsigned = word.utf8.contains(UInt8(ascii: "$")) ? String(word.filter { $0 != "$" }) : word
        if unsigned.hasPrefix("-"), let value = amount(String(unsigned.dropFirst())), value > 0 { return (-value, 1) }
        if let value = amount(unsigned), value == 0 { return (0, 1) }
        return nil
    }

    /// The number a word starts with, before any "/unit": "5", "4.50", "0/hour".
    private static func amount(_ word: String) -> Double? {
        let number = word.split(separator: "/", maxSplits: 1).first.map(String.init) ?? word
        guard !number.isEmpty, number.allSatisfy({ $0.isNumber || $0 == "." }) else { return nil }
        return Double(number)
    }

    private static let moneyWords: Set<String> = [
        "dollars", "dollar", "bucks", "usd", "cents", "a", "an", "per", "/hour", "/day", "/month", "hourly", "daily", "monthly",
    ]

    private static let freePhrases = PhraseTable<Bool>([
        ("for free", true), ("free of charge", true), ("for nothing", true), ("no charge", true), ("gratis", true),
        ("at no cost", true), ("for no money", true),
    ])
}
