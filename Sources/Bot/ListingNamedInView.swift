import Intents
import Marketplace

/// "the tent one", "the tennis rackets": the one listing of the list in view whose title, type or category holds the
/// words. A description names something seen, so it is never matched outside that list.
enum ListingNamedInView {
    /// The listing the words name; none or several are refused, naming the positions that fit and the command
    /// (`doing`) to type with a number.
    static func find(_ words: [String], doing command: String, in session: Session, listings: Listings) async throws -> Int64 {
        try await find(ListingDescription(owner: nil, words: words, name: words.joined(separator: " ")), doing: command, in: session, listings: listings)
    }

    /// The listing `described` names, "chen's" or "bob's tent", among the listings in view; with an owner named and
    /// none in view fitting, among the owner's listings open to booking ("book ana's PA system" with nothing shown).
    static func find(
        _ described: Command.ListingDescribed, doing command: String, in session: Session, listings: Listings, profiles: Profiles
    ) async throws -> Int64 {
        let description = try await ListingDescription(described, profiles: profiles)
        if description.owner != nil, try await fits(description, in: session, listings: listings).fitting.isEmpty {
            return try await ownersListing(description, doing: command, listings: listings)
        }
        return try await find(description, doing: command, in: session, listings: listings)
    }

    /// The one active listing of `owner` that `description` fits; none or several are refused, naming them.
    private static func ownersListing(_ description: ListingDescription, doing command: String, listings: Listings) async throws -> Int64 {
        let fitting = try await description.ownersOpenListings(in: listings)
        switch fitting.count {
        case 1: return fitting[0].id!
        case 0:
            throw Refusal(
                code: "no_such_listing",
                message: "No listing open to booking fits \"\(description.name)\": check the words, or search for it, as in: find \(description.words.joined(separator: " "))")
        default:
            let named = fitting.prefix(5).map { "\($0.title) (listing \($0.id!))" }
            throw Refusal(
                code: "which_listing",
                message: "\(fitting.count) listings fit \"\(description.name)\": \(Bot.alternatives(named)). Type \(command) listing and the number you mean, as in: \(command) listing \(fitting[0].id!)")
        }
    }

    /// The one listing in view that `described` fits, or nil when the list holds none or several: "book nap pod
    /// friday" after a list with one "Nap pod" in it means that one, not the nearest of its kind.
    static func onlyFit(
        _ described: Command.ListingDescribed, in session: Session, listings: Listings, profiles: Profiles
    ) async throws -> Int64? {
        guard !session.shown.ids.isEmpty else { return nil }
        let (_, fitting) = try await fits(try await ListingDescription(described, profiles: profiles), in: session, listings: listings)
        return fitting.count == 1 ? fitting[0].element : nil
    }

    /// The listings in view, and those of them `description` fits with their positions.
    private static func fits(
        _ description: ListingDescription, in session: Session, listings: Listings
    ) async throws -> (shown: [Listing], fitting: [(offset: Int, element: Int64)]) {
        let shown = try await listings.summaries(session.shown.ids, for: session.account?.id)
        let fitting = session.shown.ids.enumerated().filter { _, id in
            shown.first { $0.id == id }.map(description.fits) ?? false
        }
        return (shown, fitting)
    }

    private static func find(
        _ description: ListingDescription, doing command: String, in session: Session, listings: Listings
    ) async throws -> Int64 {
        let (shown, fitting) = try await fits(description, in: session, listings: listings)
        guard !shown.isEmpty else { throw Refusal.noListToPickFrom }
        let name = description.name
        switch fitting.count {
        case 1: return fitting[0].element
        case 0:
            let titles = session.shown.ids.prefix(5).enumerated().compactMap { position, id in
                shown.first { $0.id == id }.map { "\(position + 1). \($0.title)" }
            }
            let more = session.shown.ids.count > titles.count ? ", …" : ""
            throw Refusal(
                code: "no_such_listing",
                message: "None of the listings shown fits \"\(name)\" (\(titles.joined(separator: ", "))\(more)): type \(command) and its number, as in: \(command) 1")
        default:
            let positions = fitting.map { String($0.offset + 1) }
            throw Refusal(
                code: "which_listing",
                message: "\(fitting.count) of the listings shown fit \"\(name)\" (\(Bot.alternatives(positions))): type \(command) and the number you mean.")
        }
    }
}
