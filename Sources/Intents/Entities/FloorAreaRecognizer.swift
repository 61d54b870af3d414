/// A home's floor area said with its unit: "600 sqft", "800+ sq ft", "1,200 square feet or more", "at least 70 m2",
/// "six hundred square feet", bounded from below unless "under" or "at most" bounds it from above.
enum FloorAreaRecognizer {
    struct Match {
        let range: Range<Int>
        let squareFeet: Int
        let isMaximum: Bool
    }

    /// The first area among the free words.
    static func firstMatch(in words: [String], taken: TakenWords) -> Match? {
        guard words.contains(where: mayHoldAUnit) else { return nil }
        for index in words.indices where !taken[index] && mayStart(words[index]) {
            guard let (value, unitEnd, unitIsSF) = area(at: index, in: words, taken: taken) else { continue }
            var (start, end) = (index, unitEnd)
            var isMaximum: Bool?
            if let length = (1...3).reversed().first(where: { length in
                start >= length && boundsBefore.match(at: start - length, in: words, taken: taken)?.length == length
            }) {
                isMaximum = boundsBefore.match(at: start - length, in: words, taken: taken)!.value
                start -= length
            } else if let bound = boundsAfter.match(at: end, in: words, taken: taken) {
                isMaximum = bound.value
                end += bound.length
            }
            if unitIsSF, isMaximum != false { continue }
            return Match(range: start..<end, squareFeet: value, isMaximum: isMaximum ?? false)
        }
        return nil
    }

    /// False when `word` neither opens a unit of area nor ends a number written against one ("600sqft"): the cheap
    /// test that spares a line without any the search for a number.
    private static func mayHoldAUnit(_ word: String) -> Bool {
        unitPhrases.contains(word) || word == "sf" || word.utf8.first.map { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } == true
            && word.utf8.contains { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") || $0 == 0xC2 }
    }

    /// False when no area can start with `word`: it has no leading digit and starts no number in words.
    private static func mayStart(_ word: String) -> Bool {
        guard let first = word.utf8.first else { return false }
        return (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) || NumberWords.mayStart(word)
    }

    /// True when the words from `index` on name a unit of floor area, whatever has read them: the number before them
    /// measures, and names no listing ("room in berkeley at least 120 sq ft", "any places over 700 sq ft?").
    static func unitFollows(at index: Int, in words: [String]) -> Bool {
        index < words.count && (unitPhrases.match(at: index, in: words, taken: TakenWords(count: words.count)) != nil || words[index] == "sf")
    }

    /// A number of square feet, or of square metres turned into square feet, starting at `index`: the index past its
    /// unit, and whether the unit was "sf", which names San Francisco too and so counts only beside "at least" or
    /// its kin.
    private static func area(at index: Int, in words: [String], taken: TakenWords) -> (Int, Int, Bool)? {
        var number: Int
        var end: Int
        var written = Substring("")
        if let (value, past) = NumberWords.value(in: words, at: index, taken: taken), value >= 10 {
            (number, end) = (value, past)
        } else {
            var word = Substring(words[index])
            let digits = word.prefix { $0.isASCIIDigit || $0 == "," || $0 == "." }
            guard digits.first?.isASCIIDigit == true else { return nil }
            word = word.dropFirst(digits.count)
            var thousands = 1.0
            if word.first == "k" {
                thousands = 1000
                word = word.dropFirst()
            }
            guard let value = Double(digits.filter { $0 != "," }), value > 0, value * thousands < 1_000_000 else { return nil }
            (number, end) = (Int((value * thousands).rounded()), index + 1)
            written = word.drop { $0 == "+" || $0 == "-" }
        }
        var unit: AreaUnit
        if !written.isEmpty {
            guard let glued = units[String(written.filter { $0 != "+" })] else { return nil }
            unit = glued
        } else if let said = unitPhrases.match(at: end, in: words, taken: taken) {
            unit = said.value
            end += said.length
        } else if end < words.count, !taken[end], words[end] == "sf" {
            unit = .squareFeet
            end += 1
            if end < words.count, !taken[end], words[end] == "+" { end += 1 }
            return (number, end, true)
        } else {
            return nil
        }
        if end < words.count, !taken[end], words[end] == "+" { end += 1 }
        return (unit.squareFeet(number), end, written == "sf")
    }

    private enum AreaUnit: Sendable {
        case squareFeet, squareMetres

        func squareFeet(_ number: Int) -> Int {
            self == .squareFeet ? number : Int((Double(number) * 10.7639).rounded())
        }
    }

    private static let squareFeetNames = [
        "sqft", "sq ft", "sq-ft", "sq/ft", "sq.ft", "sq feet", "sq foot", "square feet", "square foot", "square ft", "sqfeet", "sqft+",
        "ft2", "ft²", "feet squared", "squre feet", "sqaure feet", "sqare feet", "square feets", "sq fts", "sqfts", "sf",
    ]
    private static let squareMetreNames = [
        "sqm", "sq m", "sq.m", "m2", "m²", "square meters", "square metres", "square meter", "square metre", "sq meters",
        "sq metres", "meters squared", "metres squared",
    ]

    /// Units written against the number: "600sqft", "70m2", "900sf".
    private static let units: [String: AreaUnit] = Dictionary(
        uniqueKeysWithValues: squareFeetNames.filter { !$0.contains(" ") && !$0.hasSuffix("+") }.map { ($0, AreaUnit.squareFeet) }
            + squareMetreNames.filter { !$0.contains(" ") }.map { ($0, AreaUnit.squareMetres) })

    /// Units as words of their own, "sf" left out: it counts only beside a bound.
    private static let unitPhrases = PhraseTable<AreaUnit>(
        squareFeetNames.filter { $0 != "sf" }.map { ($0, .squareFeet) } + squareMetreNames.map { ($0, .squareMetres) })

    /// Words before an area that bound it: true for an upper bound.
    private static let boundsBefore = PhraseTable<Bool>(
        ["at least", "min", "minimum", "over", "more than", "above", "bigger than", "larger than", "no less than",
         "no smaller than", "at minimum", ">", ">=", "greater than"].map { ($0, false) }
            + ["under", "below", "less than", "at most", "max", "maximum", "up to", "no more than", "smaller than", "no bigger than",
               "no larger than", "<", "<=", "within"].map { ($0, true) })

    /// Words after an area that bound it: true for an upper bound.
    private static let boundsAfter = PhraseTable<Bool>(
        ["or more", "or bigger", "or larger", "plus", "and up", "and above", "and over", "minimum", "min", "at least", "or above"]
            .map { ($0, false) }
            + ["or less", "or smaller", "max", "maximum", "at most", "or under", "and under", "or below", "tops"].map { ($0, true) })
}
