import Intents
import Marketplace

/// "show 2" and "show 1": whatever the list shown last holds, opened by its position.
extension Bot {
    /// "show 2": a post, a spot, a shared item or a booking's listing when one of those lists was shown last, else a
    /// listing; "show listing 42" is always a listing.
    func show(_ reference: Command.Reference?, in session: inout Session) async throws -> Reply {
        if case .id? = reference { return try await discoveryHandlers.showListing(reference, in: &session) }
        switch session.social.latest {
        case .posts, .comments: return try await socialHandlers.showPost(reference, in: &session)
        case .spots: return try await adventureHandlers.showSpot(reference, in: &session)
        case .bookings:
            let listing = try await bookingHandlers.listing(ofBooking: try session.bookingID(reference), for: try session.signedIn())
            return try await discoveryHandlers.showListing(.id(Int(listing)), in: &session)
        case .conversation: return try await openCard(reference, in: &session)
        case .listings, .adventure:
            if let adventure = session.savedAdventure(reference) {
                return try await adventureHandlers.openAdventure(adventure, for: try session.signedIn(), in: &session)
            }
            return try await discoveryHandlers.showListing(reference, in: &session)
        }
    }

    /// "show 1" after a conversation: opens the card at that position.
    func openCard(_ reference: Command.Reference?, in session: inout Session) async throws -> Reply {
        let user = try session.signedIn()
        let card = try session.sharedThing(reference)
        switch card.kind {
        case .listing: return try await discoveryHandlers.showListing(.id(Int(card.id)), in: &session)
        case .post: return try await socialHandlers.showPost(id: card.id, in: &session)
        case .spot: return try await adventureHandlers.showSpot(id: card.id, in: &session)
        case .adventure: return try await adventureHandlers.openAdventure(card.id, for: user, in: &session)
        }
    }
}
