import Intents

/// Follow-ups that change the last search instead of starting another: "and with two baths?", "how about
/// Alameda", "only ones with parking", "cheaper".
extension DiscoveryHandlers {
    /// The last search narrowed by what `wanted` names; with no search shown last, a search of its own.
    func refine(_ wanted: Command.ListingWanted, in session: inout Session) async throws -> Reply {
        guard let last = session.shown.paging?.wanted else { return try await search(wanted, in: &session) }
        return try await search(last.narrowed(by: wanted), in: &session)
    }
}
