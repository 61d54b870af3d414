import Intents
import Marketplace

extension Session {
    /// Makes `listings` the list "show 2" and the like refer to, and returns the numbered reply that shows them.
    mutating func showListings(
        _ listings: [Listing], intent: String, heading: String, footer: String, whenEmpty: String
    ) -> Reply {
        shown = ShownListings(ids: listings.map { $0.id! })
        guard !listings.isEmpty else { return Reply(intent: intent, lines: [whenEmpty]) }
        let lines = [heading] + listings.enumerated().map { ListingText.ownLine($0.offset + 1, $0.element) } + [footer]
        let data = JSONValue.array(listings.enumerated().map { ListingText.json($0.element, position: $0.offset + 1) })
        return Reply(intent: intent, lines: lines, data: data)
    }
}
