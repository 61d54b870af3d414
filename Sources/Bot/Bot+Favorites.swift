import Intents
import Marketplace

/// Saving listings to come back to.
extension Bot {
    func favorite(_ reference: Slots.Reference?, in session: inout Session) async throws -> Reply {
        let user = try signedIn(session)
        let id = try listingID(reference, in: session)
        let listing = try await listings.details(of: id, for: user.id).listing
        let added = try await favorites.add(id, for: user.id)
        session.shown.focus = id
        return Reply(
            intent: "favorite",
            lines: [added ? "Saved \"\(listing.title)\" to your favorites." : "\"\(listing.title)\" is in your favorites already."])
    }

    func unfavorite(_ reference: Slots.Reference?, in session: inout Session) async throws -> Reply {
        let user = try signedIn(session)
        let id = try listingID(reference, in: session)
        let title = try await listings.summaries([id]).first?.title
        guard try await favorites.remove(id, for: user.id), let title else {
            return .failure(intent: "unfavorite", code: "not_a_favorite", "That listing isn't in your favorites: type favorites to see them.")
        }
        return Reply(intent: "unfavorite", lines: ["Removed \"\(title)\" from your favorites."])
    }

    func listFavorites(in session: inout Session) async throws -> Reply {
        let user = try signedIn(session)
        let saved = try await favorites.list(for: user.id)
        session.shown = ShownListings(ids: saved.map { $0.id! })
        guard !saved.isEmpty else {
            return Reply(intent: "favorites", lines: ["You have no favorites yet: after a search, type favorite 2 to save the second result."])
        }
        let lines = ["Your favorites:"] + saved.enumerated().map { ListingText.ownLine($0.offset + 1, $0.element) }
            + ["Type show 1 for details, or unfavorite 1 to drop one."]
        return Reply(
            intent: "favorites", lines: lines,
            data: .array(saved.enumerated().map { ListingText.json($0.element, position: $0.offset + 1) }))
    }
}
