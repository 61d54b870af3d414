/// Turns one line of user input into an `Intent` by fixed rules; never fails, never backtracks.
public struct IntentParser: Sendable {
    public init() {}

    public func parse(_ line: String, context: ParseContext = ParseContext()) -> Intent {
        let utterance = Utterance(line)
        guard !utterance.tokens.isEmpty else { return Intent(.unknown, Slots(suggestions: ["help"])) }
        if let intent = SessionRules.match(utterance) { return intent }
        return Intent(.unknown, Slots(suggestions: suggestions(for: utterance)))
    }

    /// Up to three command phrases close to the first word typed, nearest first; "help" when none is.
    func suggestions(for utterance: Utterance) -> [String] {
        guard let first = utterance.words.first else { return ["help"] }
        let limit = first.count <= 4 ? 1 : 2
        let ranked = SessionRules.keywords
            .compactMap { keyword in
                EditDistance.between(first, keyword.word, limit: limit).map { (keyword.suggestion, $0) }
            }
            .sorted { $0.1 < $1.1 }
        var seen: Set<String> = []
        let unique = ranked.map(\.0).filter { seen.insert($0).inserted }
        return unique.isEmpty ? ["help"] : Array(unique.prefix(3))
    }
}
