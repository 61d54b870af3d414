import Intents
import Marketplace

/// `map`: the last list of listings, or what is near a place, drawn as a text map.
extension DiscoveryHandlers {
    func map(_ near: Command.Place?, of wanted: Slots.MapOf? = nil, in session: inout Session) async throws -> Reply {
        var home: Place?
        if let user = session.account?.id { home = try await places.home(of: user) }
        let centre: Place
        let shown: [Listing]
        var around = session.shown.ids.isEmpty || wanted != nil ? home ?? session.shown.centre : nil
        if let near { around = try await places.resolve(near, for: session) }
        if let place = around {
            centre = place
            var query = SearchQuery(place: centre)
            (query.category, query.type, query.words) = (wanted?.category, wanted?.type, wanted?.words ?? [])
            query.sort = .distance
            let hits = try await listingSearch.search(query, limit: 9)
            shown = hits.map(\.listing)
            session.shown = ShownListings(ids: shown.map { $0.id! }, paging: SearchPaging(query: query, nextOffset: hits.count))
        } else if !session.shown.ids.isEmpty {
            shown = try await listings.summaries(Array(session.shown.ids.prefix(35)), for: session.account?.id)
            guard let first = shown.first else { throw Refusal.whichListing }
            centre = session.shown.centre ?? home ?? first.place
        } else {
            return .failure(
                intent: "map", code: "nothing_to_map", "There's nothing to map yet: search first, or type map near 94105.")
        }
        guard !shown.isEmpty else {
            return .failure(intent: "map", code: "nothing_to_map", "Nothing is listed within \(ListingText.miles(SearchQuery.defaultRadiusKm)) of \(centre.name): try map near another place.")
        }
        let positions = Dictionary(uniqueKeysWithValues: session.shown.ids.enumerated().map { ($0.element, $0.offset + 1) })
        let pins = shown.map { listing in
            TextMap.Pin(label: TextMap.label(positions[listing.id!] ?? 0), latitude: listing.latitude, longitude: listing.longitude)
        }
        let map = TextMap(
            centre: (centre.latitude, centre.longitude), pins: pins, you: home.map { ($0.latitude, $0.longitude) })
        var lines = ["Map around \(centre.name) (+ is the centre\(home == nil ? "" : ", @ is you")):"] + map.render()
        lines += shown.map { "\(TextMap.label(positions[$0.id!] ?? 0)) \($0.title) · \(ListingText.price($0))" }
        return Reply(intent: "map", lines: lines)
    }
}
