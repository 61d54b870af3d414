import Intents
import Marketplace

/// A search that found nothing by its words, tried again with each word that names nothing nearby spelt like a
/// word of the titles around ("kayk" finds the kayak), or by another name of the thing that the titles use
/// ("bicycle", or "bicyle", finds the bikes).
extension DiscoveryHandlers {
    /// The query with its misspelt words replaced, and the replacements as "typed → meant"; nil when every word
    /// is in a title nearby or none is close to one.
    func respelled(_ query: SearchQuery) async throws -> (query: SearchQuery, fixes: [(typed: String, meant: String)])? {
        guard !query.words.isEmpty else { return nil }
        var nearby = query
        nearby.words = []
        nearby.radiusKm = max(query.radiusKm, Self.respellingRadiusKm)
        let titles = try await listingSearch.search(nearby, offset: 0, limit: Self.titlesRespelledFrom).map(\.listing.title)
        let titleWords = Set(titles.flatMap { $0.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init) })
        var respelled = query
        var fixes: [(typed: String, meant: String)] = []
        for (index, word) in query.words.enumerated() {
            let typed = word.lowercased()
            let stem = WordStems.stem(typed)
            guard !titleWords.contains(where: { $0.hasPrefix(stem) }) else { continue }
            let titled = { (name: String) in
                Taxonomy.otherNames(of: name).first { other in titleWords.contains { $0.hasPrefix(WordStems.stem(other)) } }
            }
            let closest = ClosestSpelling.of(typed, among: titleWords.union(Taxonomy.wordsWithOtherNames))
            guard let meant = titled(typed) ?? closest.flatMap({ titleWords.contains($0) ? $0 : titled($0) }) else { continue }
            respelled.words[index] = meant
            fixes.append((typed, meant))
        }
        return fixes.isEmpty ? nil : (respelled, fixes)
    }

    /// How many listings lend their titles' words to respell a search, the nearest first, and how far they may be.
    static let titlesRespelledFrom = 200
    static let respellingRadiusKm = 50.0
}
