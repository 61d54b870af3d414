import Intents
import Marketplace

/// "the least expensive one": the listing first in an order among those shown, opened.
extension DiscoveryHandlers {
    func pickShown(orderedBy order: String, among first: Int? = nil, in session: inout Session) async throws -> Reply {
        let ids = first.map { Array(session.shown.ids.prefix($0)) } ?? session.shown.ids
        let shown = try await listings.summaries(ids, for: session.account?.id)
        guard !shown.isEmpty else { throw Refusal.noListToPickFrom }
        let centre = session.shown.centre
        let picked: Listing
        switch order {
        case "distance":
            guard let centre else { throw Refusal.noLocation }
            picked = shown.min { Self.distanceKm(from: centre, to: $0) < Self.distanceKm(from: centre, to: $1) }!
        case "rating":
            guard shown.contains(where: { $0.rating != nil }) else { throw Refusal.noneRated }
            picked = shown.max { ($0.rating ?? 0, $0.ratingCount) < ($1.rating ?? 0, $1.ratingCount) }!
        case "newest":
            picked = shown.max { $0.createdAt < $1.createdAt }!
        default:
            picked = shown.min { Self.dailyCents($0) < Self.dailyCents($1) }!
        }
        return try await showListing(.id(Int(picked.id!)), in: &session)
    }

    /// "the tent one": the one listing shown whose title, type or category has these words; the bot asks when
    /// several do, and says so when none does.
    func pickShown(named words: [String], in session: inout Session) async throws -> Reply {
        let id = try await ListingNamedInView.find(words, doing: "show", in: session, listings: listings)
        return try await showListing(.id(Int(id)), in: &session)
    }

    private static func distanceKm(from centre: Place, to listing: Listing) -> Double {
        GreatCircle.distanceKm(centre.latitude, centre.longitude, listing.latitude, listing.longitude)
    }

    /// A price in cents per day, so listings priced by the hour, day, week or month compare.
    private static func dailyCents(_ listing: Listing) -> Double {
        let cents = Double(listing.priceCents)
        switch listing.priceUnit {
        case .hour: return cents * 8
        case .day: return cents
        case .week: return cents / 7
        case .month: return cents / 30
        }
    }
}
