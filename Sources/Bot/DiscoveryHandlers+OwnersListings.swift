import Intents
import Marketplace

/// A search that says whose listing it wants ("can i borrow ana's karaoke machine?", "ana's 50mm lens"): that person's
/// listings open to booking that fit the words, wherever they are, numbered to book.
extension DiscoveryHandlers {
    /// The owner's fitting listings as the list in view, or nil when the words name no one's ("nobody's tent") or the
    /// named person has none that fits, which a search nearby then answers.
    func ownersListings(_ wanted: Command.ListingWanted, in session: inout Session) async throws -> Reply? {
        guard wanted.near == nil, let (name, words) = wanted.ownerSaid, !words.isEmpty, let profile = try await profiles.profile(named: name)
        else { return nil }
        let description = ListingDescription(owner: profile.id, words: words, name: words.joined(separator: " "))
        let fitting = try await description.ownersOpenListings(in: listings)
        guard !fitting.isEmpty else { return nil }
        let calendar = ZonedCalendar(configuration.timeZone)
        let when = wanted.during.map { during in
            TimeSpanText.format(
                TimeSpan(from: WallTime(during.start), to: WallTime(during.end), in: calendar), in: calendar,
                now: configuration.clock.now().unixSeconds)
        } ?? "sat 2-6pm"
        return session.showListings(
            fitting, intent: "search", heading: "\(profile.username)'s listings that fit \"\(description.name)\":",
            footer: "Type book and a number with the days, as in: book 1 \(when)", whenEmpty: "")
    }
}
