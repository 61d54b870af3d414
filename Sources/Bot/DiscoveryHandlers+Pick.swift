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
        let shown = try await listings.summaries(session.shown.ids, for: session.account?.id)
        guard !shown.isEmpty else { throw Refusal.noListToPickFrom }
        let wanted = words.map(WordStems.stem)
        let fitting = session.shown.ids.enumerated().filter { _, id in
            guard let listing = shown.first(where: { $0.id == id }) else { return false }
            return wanted.allSatisfy(WordStems.of([listing.title, listing.type ?? "", listing.category].joined(separator: " ")).contains)
        }
        let name = words.joined(separator: " ")
        switch fitting.count {
        case 1: return try await showListing(.id(Int(fitting[0].element)), in: &session)
        case 0:
            throw Refusal(code: "no_such_listing", message: "None of the listings shown fits \"\(name)\": type show and its number, as in: show 1")
        default:
            let positions = fitting.map { String($0.offset + 1) }
            throw Refusal(
                code: "which_listing",
                message: "\(fitting.count) of the listings shown fit \"\(name)\" (\(Bot.alternatives(positions))): type show and the number you mean.")
        }
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
