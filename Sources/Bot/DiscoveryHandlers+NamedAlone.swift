import Intents
import Marketplace

/// A line that is only the name of a thing ("drill", "pressure wahser", "ana's projector"), read as nothing else, is
/// looked for the way a search box takes it.
extension DiscoveryHandlers {
    /// The search for the words of `line`, when nothing in it was close to a command and it is a few words of letters:
    /// the named owner's listings that fit, or those where the person searches from when a listing there is called
    /// that or spelt like it; nil otherwise, so the bot says what it didn't understand.
    func searchForThingNamedAlone(_ line: String, missing miss: Command.Miss, in session: inout Session) async throws -> Reply? {
        guard miss.rivals.isEmpty, !miss.isIncomplete, miss.suggestions == IntentParser.fallbackSuggestions else { return nil }
        let words = line.lowercased().split(whereSeparator: \.isWhitespace).map { String($0.filter { $0.isLetter || "-'’".contains($0) }) }
        guard (1...Self.wordsOfAThingNamedAlone).contains(words.count), words.allSatisfy({ $0.count >= 3 }) else { return nil }
        let wanted = Command.ListingWanted(words: words)
        if let owners = try await ownersListings(wanted, in: &session) { return owners }
        var place = session.shown.centre
        if let account = session.account, let home = try await places.home(of: account.id!) { place = home }
        guard let place else { return nil }
        let query = SearchQuery(wanted, at: place)
        if try await listingSearch.search(query, offset: 0, limit: 1).isEmpty {
            guard try await respelled(query) != nil else { return nil }
        }
        return try await searchNearby(wanted, in: &session)
    }

    /// The most words a thing named alone is read in: "cordless hammer drill".
    static let wordsOfAThingNamedAlone = 3
}
