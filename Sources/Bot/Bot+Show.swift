import Intents
import Marketplace

/// "show 2" and "show 1": whatever the list shown last holds, opened by its position.
extension Bot {
    /// "show 2": a post, a spot or a shared item when one of those lists was shown last, else a listing;
    /// "show listing 42" is always a listing.
    func show(_ reference: Slots.Reference?, in session: inout Session) async throws -> Reply {
        if case .id? = reference { return try await showListing(reference, in: &session) }
        switch session.social.latest {
        case .posts, .comments: return try await showPost(reference, in: &session)
        case .spots: return try await showSpot(reference, in: &session)
        case .conversation: return try await openCard(reference, in: &session)
        case .listings, .adventure: return try await showListing(reference, in: &session)
        }
    }

    /// "show 1" after a conversation: opens the card at that position.
    func openCard(_ reference: Slots.Reference?, in session: inout Session) async throws -> Reply {
        let user = try session.signedIn()
        let card = try session.sharedThing(reference)
        switch card.kind {
        case .listing: return try await showListing(.id(Int(card.id)), in: &session)
        case .post: return try await showPost(id: card.id, in: &session)
        case .spot: return try await showSpot(id: card.id, in: &session)
        case .adventure:
            let adventure = try await adventures.adventure(card.id)
            let reply = try await describeAdventure(adventure, for: user.id, opened: true, in: &session)
            session.social.adventure = adventure.id
            session.social.latest = .adventure
            return reply
        }
    }
}
