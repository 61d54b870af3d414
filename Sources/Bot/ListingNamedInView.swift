import Intents
import Marketplace

/// "the tent one", "the tennis rackets": the one listing of the list in view whose title, type or category holds the
/// words. A description names something seen, so it is never matched outside that list.
enum ListingNamedInView {
    /// The listing the words name; none or several are refused, naming the positions that fit and the command
    /// (`doing`) to type with a number.
    static func find(_ words: [String], doing command: String, in session: Session, listings: Listings) async throws -> Int64 {
        try await find(words, ownedBy: nil, named: words.joined(separator: " "), doing: command, in: session, listings: listings)
    }

    /// The listing `described` names, "chen's" or "bob's tent", among the listings in view.
    static func find(
        _ described: Command.ListingDescribed, doing command: String, in session: Session, listings: Listings, profiles: Profiles
    ) async throws -> Int64 {
        var owner: Int64?
        if let name = described.owner {
            guard let profile = try await profiles.profile(named: name) else {
                throw Refusal(code: "unknown_user", message: "There's no one called \(name): check the spelling of the username.")
            }
            owner = profile.id
        }
        let name = ([described.owner.map { "\($0)'s" }].compactMap { $0 } + described.words).joined(separator: " ")
        return try await find(described.words, ownedBy: owner, named: name, doing: command, in: session, listings: listings)
    }

    private static func find(
        _ words: [String], ownedBy owner: Int64?, named name: String, doing command: String, in session: Session, listings: Listings
    ) async throws -> Int64 {
        let shown = try await listings.summaries(session.shown.ids, for: session.account?.id)
        guard !shown.isEmpty else { throw Refusal.noListToPickFrom }
        let wanted = words.map(WordStems.stem)
        let fitting = session.shown.ids.enumerated().filter { _, id in
            guard let listing = shown.first(where: { $0.id == id }), owner == nil || listing.ownerId == owner else { return false }
            return wanted.allSatisfy(WordStems.of([listing.title, listing.type ?? "", listing.category].joined(separator: " ")).contains)
        }
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
