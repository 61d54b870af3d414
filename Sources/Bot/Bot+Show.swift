import Intents
import Marketplace

/// "show 2" and "show 1": whatever the list shown last holds, opened by its position.
extension Bot {
    /// "show 2": a post, a spot or a shared item when one of those lists was shown last, else a listing;
    /// "show listing 42" is always a listing.
    func show(_ reference: Slots.Reference?, in session: inout Session) async throws -> Reply {
        if case .id? = reference { return try await discovery.showListing(reference, in: &session) }
        switch session.social.latest {
        case .posts, .comments: return try await social.showPost(reference, in: &session)
        case .spots: return try await adventure.showSpot(reference, in: &session)
        case .conversation: return try await openCard(reference, in: &session)
        case .listings, .adventure: return try await discovery.showListing(reference, in: &session)
        }
    }

    /// "show 1" after a conversation: opens the card at that position.
    func openCard(_ reference: Slots.Reference?, in session: inout Session) async throws -> Reply {
        let user = try session.signedIn()
        let card = try session.sharedThing(reference)
        switch card.kind {
        case .listing: return try await discovery.showListing(.id(Int(card.id)), in: &session)
        case .post: return try await social.showPost(id: card.id, in: &session)
        case .spot: return try await adventure.showSpot(id: card.id, in: &session)
        case .adventure: return try await adventure.openAdventure(card.id, for: user, in: &session)
        }
    }
}
