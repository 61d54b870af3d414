/// Phrases with values, tried in order of length at every free position.
struct PhraseList {
    private let table: PhraseTable<(phrase: String, value: String)>
    private let firstWords: Set<String>

    init(_ entries: [(String, String)]) {
        table = PhraseTable(entries.map { ($0.0, (phrase: $0.0, value: $0.1)) })
        firstWords = Set(entries.compactMap { $0.0.split(separator: " ").first.map(String.init) })
    }

    /// False when no phrase can start at any of `words`: the cheap test before a scan.
    func mayMatch(_ words: [String]) -> Bool {
        words.contains(where: firstWords.contains)
    }

    /// The first phrase among the free words, marked as used.
    func firstMatch(in scan: inout EntityScan) -> (phrase: String, value: String)? {
        for index in scan.words.indices {
            if let match = table.match(at: index, in: scan.words, taken: scan.taken) {
                scan.take(index..<(index + match.length))
                return match.value
            }
        }
        return nil
    }
}
