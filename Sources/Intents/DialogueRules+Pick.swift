/// "the least expensive one", "which one is closest?", "show me the best rated", "the cheaper of the two": one
/// listing picked from the list shown (or its first two) by an order, read as `show_listing` with the order in `sort`.
extension DialogueRules {
    static func pick(_ utterance: Utterance, context: ParseContext) -> Reading? {
        let words = utterance.words
        guard superlatives.mayMatch(words) || comparativesOfTwo.mayMatch(words) else { return nil }
        var scan = EntityScan(utterance, from: 0, context: context)
        var among: Int?
        let match: (phrase: String, value: String)
        if let superlative = superlatives.firstMatch(in: &scan) {
            match = superlative
        } else if let comparative = comparativesOfTwo.firstMatch(in: &scan), words.contains("two") || words.contains("both") {
            (match, among) = (comparative, 2)
            for index in words.indices where ["two", "both", "first"].contains(words[index]) { scan.taken[index] = true }
        } else {
            return nil
        }
        let singular = words.contains { ["one", "which", "it", "listing", "option", "choice"].contains($0) } || words.first == "the"
        guard singular, words.indices.allSatisfy({ scan.taken[$0] || pickGlue.contains(words[$0]) }) else { return nil }
        var slots = Slots()
        slots.sort = match.value
        slots.amongFirst = among
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

    /// "the cheaper of the two": an order between the first two shown.
    private static let comparativesOfTwo = PhraseList([
        ("cheaper", "price"), ("less expensive", "price"), ("closer", "distance"), ("nearer", "distance"),
        ("better rated", "rating"), ("newer", "newest"),
    ])

    private static let pickGlue: Set<String> = [
        "the", "one", "which", "is", "what's", "whats", "what", "show", "me", "open", "let's", "lets", "see", "i'll", "ill", "take",
        "give", "of", "them", "those", "these", "listing", "option", "choice", "please", "pls", "ok", "okay", "then", "just", "go",
        "with", "i", "want", "would", "like", "to", "it", "out", "there", "here", "all", "so", "far", "hmm", "and",
    ]
}
