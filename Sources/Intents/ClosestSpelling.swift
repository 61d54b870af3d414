/// The one word of a list a typed word is most likely a misspelling of: "kayk" of "kayak", "paddelboard" of
/// "paddleboard", "tnet" of "tent".
public enum ClosestSpelling {
    /// The word of `words` within one edit of `typed` (two for eight letters or more), when exactly one is
    /// closest; nil for a word of three letters or fewer, a word in the list, or a tie.
    public static func of(_ typed: String, among words: some Sequence<String>) -> String? {
        let typed = typed.lowercased()
        guard typed.utf8.count >= 4 else { return nil }
        let candidates = Set(words)
        guard !candidates.contains(typed) else { return nil }
        let limit = typed.utf8.count >= 8 ? 2 : 1
        let near = NearWords(candidates).near(typed, limit: limit)
        guard let best = near.map(\.distance).min() else { return nil }
        let closest = near.filter { $0.distance == best }
        return closest.count == 1 ? closest[0].word : nil
    }
}
