/// Whole numbers written in words: "seven", "twenty five", "twenty-five", "a hundred", "two thousand five hundred".
enum NumberWords {
    private static let small: WordTable<Int> = [
        "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
        "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
        "seventeen": 17, "eighteen": 18, "nineteen": 19,
    ]
    private static let tens: WordTable<Int> = [
        "twenty": 20, "thirty": 30, "forty": 40, "fourty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80,
        "ninety": 90,
    ]
    private static let scales: WordTable<Int> = ["hundred": 100, "thousand": 1000]

    /// True when `word` can start a number in words.
    static func mayStart(_ word: String) -> Bool {
        small[word] != nil || tens[word] != nil || word == "a" || word == "an" || word.utf8.contains(UInt8(ascii: "-")) && tensAndUnit(word) != nil
    }

    /// The number written from `start` on and the index just past it, skipping nothing already `taken`.
    static func value(in words: [String], at start: Int, taken: TakenWords) -> (value: Int, end: Int)? {
        var total = 0
        var current = 0
        var index = start
        var sawNumber = false
        var lastWasTens = false
        while index < words.count, !taken[index] {
            let word = words[index]
            if (word == "a" || word == "an"), !sawNumber, index + 1 < words.count, scales[words[index + 1]] != nil {
                current = 1
                index += 1
                continue
            }
            if let scale = scales[word], sawNumber || current == 1 {
                if scale == 1000 {
                    total += max(current, 1) * 1000
                    current = 0
                } else {
                    current = max(current, 1) * 100
                }
                (sawNumber, lastWasTens) = (true, false)
            } else if word == "and", sawNumber, index + 1 < words.count, small[words[index + 1]] != nil || tens[words[index + 1]] != nil {
            } else if let tens = tens[word], current % 100 == 0 {
                current += tens
                (sawNumber, lastWasTens) = (true, true)
            } else if let unit = small[word], current % 100 == 0 || (lastWasTens && unit < 10) {
                current += unit
                (sawNumber, lastWasTens) = (true, false)
            } else if let pair = tensAndUnit(word), current % 100 == 0 {
                current += pair
                (sawNumber, lastWasTens) = (true, false)
            } else {
                break
            }
            index += 1
        }
        guard sawNumber else { return nil }
        if words[index - 1] == "and" { index -= 1 }
        return (total + current, index)
    }

    /// "7", "twelve", "twenty-five": one word's value.
    static func wordValue(_ word: String) -> Int? {
        small[word] ?? tens[word] ?? (word.utf8.contains(UInt8(ascii: "-")) ? tensAndUnit(word) : nil)
    }

    /// "twenty-five" → 25.
    private static func tensAndUnit(_ word: String) -> Int? {
        guard word.utf8.contains(UInt8(ascii: "-")) else { return nil }
        let parts = word.split(separator: "-")
        guard parts.count == 2, let tens = tens[String(parts[0])], let unit = small[String(parts[1])], unit < 10 else { return nil }
        return tens + unit
    }
}
