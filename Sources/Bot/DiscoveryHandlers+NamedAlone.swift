import Intents
import Marketplace

/// A line that is only the name of a thing ("drill", "pressure wahser"), read as nothing else, is looked for where the
/// person searches from, the way a search box takes it.
extension DiscoveryHandlers {
    /// The search for the words of `line`, when nothing in it was close to a command, it is a few words of letters, the
    /// person's place is known, and a listing there is called that or spelt like it; nil otherwise, so the bot says
    /// what it didn't understand.
    func searchForThingNamedAlone(_ line: String, missing miss: Command.Miss, in session: inout Session) async throws -> Reply? {
        guard miss.rivals.isEmpty, !miss.isIncomplete, miss.suggestions == IntentParser.fallbackSuggestions else { return nil }
        let words = line.lowercased().split(whereSeparator: \.isWhitespace).map { String($0.filter { $0.isLetter || $0 == "-" }) }
        guard (1...Self.wordsOfAThingNamedAlone).contains(words.count), words.allSatisfy({ $0.count >= 3 }) else { return nil }
        var place = session.shown.centre
        if let account = session.account, let home = try await places.home(of: account.id!) { place = home }
        guard let place else { return nil }
        let wanted = Command.ListingWanted(words: words)
        let query = SearchQuery(wanted, at: place)
        if try await listingSearch.search(query, offset: 0, limit: 1).isEmpty {
            guard try await respelled(query) != nil else { return nil }
        }
        return try await search(wanted, in: &session)
    }

    /// The most words a thing named alone is read in: "cordless hammer drill".
    static let wordsOfAThingNamedAlone = 3
}
