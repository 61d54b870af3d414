import Intents
import Marketplace

extension Reply {
    /// A numbered list of listings that "show 2" and the like then refer to.
    static func listings(
        _ shown: [Listing], intent: String, heading: String, footer: String, whenEmpty: String, in session: inout Session
    ) -> Reply {
        session.shown = ShownListings(ids: shown.map { $0.id! })
        guard !shown.isEmpty else { return Reply(intent: intent, lines: [whenEmpty]) }
        let lines = [heading] + shown.enumerated().map { ListingText.ownLine($0.offset + 1, $0.element) } + [footer]
        let data = JSONValue.array(shown.enumerated().map { ListingText.json($0.element, position: $0.offset + 1) })
        return Reply(intent: intent, lines: lines, data: data)
    }
}
