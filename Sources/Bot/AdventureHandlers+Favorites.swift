import Intents
import Marketplace

/// Saving listings, and adventures, to come back to.
extension AdventureHandlers {
    /// Saves a listing: by reference, or described ("chen's", "the garage") among the listings in view.
    func favorite(
        _ reference: Command.Reference?, described: Command.ListingDescribed?, for user: Member, in session: inout Session
    ) async throws -> Reply {
        if described == nil, let adventure = Self.adventure(reference, in: session) {
            return try await favoriteAdventure(adventure, for: user, in: session)
        }
        let id =
            if let described {
                try await ListingNamedInView.find(described, doing: "favorite", in: session, listings: listings, profiles: profiles)
            } else {
                try session.listingID(reference)
            }
        let listing = try await listings.details(of: id, for: user.id).listing
        let added = try await favorites.add(id, for: user.id)
        session.shown.focus = id
        return Reply(
            intent: "favorite",
            lines: [added ? "Saved \"\(listing.title)\" to your favorites." : "\"\(listing.title)\" is in your favorites already."])
    }

    func unfavorite(
        _ reference: Command.Reference?, described: Command.ListingDescribed?, for user: Member, in session: inout Session
    ) async throws -> Reply {
        if let described { return try await unfavorite(described, for: user, in: &session) }
        if let adventure = Self.adventure(reference, in: session) { return try await unfavoriteAdventure(adventure, for: user, in: session) }
        if session.social.latest == .adventure, reference == nil || reference == .it, let drawn = session.social.drawn {
            return .failure(
                intent: "unfavorite", code: "not_a_favorite",
                "\(drawn.city.name), \(drawn.city.country) isn't in your favorites: type favorites to see them.")
        }
        let id = try session.listingID(reference)
        guard try await favorites.remove(id, for: user.id) else {
            _ = try await listings.details(of: id, for: user.id)
            return .failure(intent: "unfavorite", code: "not_a_favorite", "That listing isn't in your favorites: type favorites to see them.")
        }
        let name = try await listings.summaries([id], for: user.id).first.map { "\"\($0.title)\"" } ?? "it"
        return Reply(intent: "unfavorite", lines: ["Removed \(name) from your favorites."])
    }

    /// "unfavorite chen's", "unsave the tennis rackets": the one favorite that fits is dropped, as saving it again
    /// undoes that; several are listed to pick from by number, and none fitting is said.
    private func unfavorite(_ described: Command.ListingDescribed, for user: Member, in session: inout Session) async throws -> Reply {
        let description = try await ListingDescription(described, profiles: profiles)
        let fitting = try await favorites.list(for: user.id).filter(description.fits)
        let name = description.name
        switch fitting.count {
        case 0:
            return .failure(intent: "unfavorite", code: "not_a_favorite", "None of your favorites is \"\(name)\": type favorites to see them.")
        case 1:
            _ = try await favorites.remove(fitting[0].id!, for: user.id)
            return Reply(intent: "unfavorite", lines: ["Removed \"\(fitting[0].title)\" from your favorites."])
        default:
            return session.showListings(
                fitting, intent: "unfavorite", heading: "\(fitting.count) of your favorites fit \"\(name)\":",
                footer: "Type unfavorite and the number you mean, as in: unfavorite 1", whenEmpty: "")
        }
    }

    /// The adventure "it" means right after a surprise or an opened one; nil for anything else.
    private static func adventure(_ reference: Command.Reference?, in session: Session) -> Int64? {
        if let saved = session.savedAdventure(reference) { return saved }
        guard session.social.latest == .adventure, reference == nil || reference == .it else { return nil }
        return session.social.adventure
    }

    func listFavorites(for user: Member, in session: inout Session) async throws -> Reply {
        let saved = try await adventures.favorites(of: user.id)
        let listed = try await favorites.list(for: user.id)
        var reply = session.showListings(
            listed, intent: "favorites", heading: "Your favorites:",
            footer: "Type show 1 for details, or unfavorite 1 to drop one.",
            whenEmpty: "You have no favorites yet: after a search, type favorite 2 to save the second result.")
        guard !saved.isEmpty else { return reply }
        session.shown.adventures = saved.map(\.id)
        let first = listed.count + 1
        let adventureLines = ["Saved adventures:"]
            + saved.enumerated().map { "\(first + $0.offset). \($0.element.city.name), \($0.element.city.country) (\($0.element.city.continent))" }
            + ["Type show \(first) to open an adventure again, or share \(first) with @NAME."]
        reply.lines = listed.isEmpty ? adventureLines : reply.lines + adventureLines
        return reply
    }
}
