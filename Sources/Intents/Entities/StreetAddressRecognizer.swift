/// Finds a street address: "123 Main St", "2140 Shattuck Ave, Suite 300", "88 King St Unit 1204", "78 Dolores St Apt 2".
enum StreetAddressRecognizer {
    /// The address found and the tokens it covered.
    struct Match {
        let range: Range<Int>
        let streetRange: Range<Int>
        let unitIndex: Int?
    }

    /// The first address among the free `words`; its street never runs past a word `endsClause` is true of, nor
    /// through a bare number ("2750 per month, 4410 Lakeview Dr" is a price and then an address).
    static func match(in words: [String], taken: TakenWords, endsClause: (Int) -> Bool = { _ in false }) -> Match? {
        for start in words.indices where !taken[start] && isHouseNumber(words[start]) {
            var index = start + 1
            var nameWords = 0
            while index < words.count, !taken[index], nameWords < 4, !suffixes.contains(words[index]) || nameWords == 0, !endsClause(index - 1) {
                guard words[index].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." }), !words[index].isEmpty,
                    !words[index].allSatisfy(\.isASCIIDigit)
                else { break }
                nameWords += 1
                index += 1
            }
            guard nameWords > 0, index < words.count, !taken[index], suffixes.contains(words[index]) else { continue }
            let streetEnd = index + 1
            var end = streetEnd
            var unitIndex: Int?
            if end < words.count, !taken[end], words[end].hasPrefix("#"), words[end].count > 1 {
                unitIndex = end
                end += 1
            } else if end + 1 < words.count, !taken[end], unitWords.contains(words[end]), !taken[end + 1], isUnit(words[end + 1]) {
                unitIndex = end + 1
                end += 2
            }
            return Match(range: start..<end, streetRange: start..<streetEnd, unitIndex: unitIndex)
        }
        return nil
    }

    private static func isHouseNumber(_ word: String) -> Bool {
        (1...6).contains(word.count) && word.first != "0" && word.dropLast(word.last?.isLetter == true ? 1 : 0).allSatisfy(\.isASCIIDigit)
            && word.first?.isASCIIDigit == true
    }

    private static func isUnit(_ word: String) -> Bool {
        (1...6).contains(word.count) && word.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "#" }
    }

    private static let suffixes: Set<String> = [
        "st", "street", "ave", "av", "avenue", "blvd", "boulevard", "rd", "road", "dr", "drive", "way", "ln", "lane",
        "ct", "court", "pl", "place", "ter", "terrace", "hwy", "highway", "pkwy", "parkway", "cir", "circle", "sq",
        "square", "aly", "alley", "row", "loop",
    ]
    private static let unitWords: Set<String> = ["unit", "apt", "apartment", "suite", "ste", "flat", "#", "no", "room"]
}
