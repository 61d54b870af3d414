/// "the least expensive one", "which one is closest?", "show me the best rated": one listing picked from the list
/// shown by an order, read as `show_listing` with the order in `sort`.
extension DialogueRules {
    static func pick(_ utterance: Utterance, context: ParseContext) -> Reading? {
        var scan = EntityScan(utterance, from: 0, context: context)
        guard let match = superlatives.firstMatch(in: &scan) else { return nil }
        let words = utterance.words
        let singular = words.contains { ["one", "which", "it", "listing", "option", "choice"].contains($0) } || words.first == "the"
        guard singular, words.indices.allSatisfy({ scan.taken[$0] || pickGlue.contains(words[$0]) }) else { return nil }
        var slots = Slots()
        slots.sort = match.value
        return Reading(.showListing, slots, base: 14, evidence: ["picks the \(match.phrase) one"], leftover: [])
    }

    /// Orders by their first item: the cheapest, the closest, the best rated, the newest.
    private static let superlatives = PhraseList([
        ("cheapest", "price"), ("least expensive", "price"), ("lowest price", "price"), ("lowest priced", "price"),
        ("most affordable", "price"), ("least pricey", "price"), ("cheapest-looking", "price"),
        ("closest", "distance"), ("nearest", "distance"), ("least far", "distance"),
        ("best rated", "rating"), ("best-rated", "rating"), ("highest rated", "rating"), ("top rated", "rating"),
        ("top-rated", "rating"), ("best reviewed", "rating"), ("highest-rated", "rating"),
        ("newest", "newest"), ("most recent", "newest"), ("latest", "newest"),
    ])

    private static let pickGlue: Set<String> = [
        "the", "one", "which", "is", "what's", "whats", "what", "show", "me", "open", "let's", "lets", "see", "i'll", "ill", "take",
        "give", "of", "them", "those", "these", "listing", "option", "choice", "please", "pls", "ok", "okay", "then", "just", "go",
        "with", "i", "want", "would", "like", "to", "it", "out", "there", "here", "all", "so", "far", "hmm", "and",
    ]
}
