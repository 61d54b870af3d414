import Intents
import Marketplace

/// Public profiles: who someone is, where, and what others say of them.
extension Bot {
    func showProfile(_ name: String?, in session: inout Session) async throws -> Reply {
        guard let name = name ?? session.account?.username else {
            return .failure(intent: "show_profile", code: "which_user", "Whose profile? Type a username, as in: profile @ana")
        }
        guard let profile = try await profiles.profile(named: name) else {
            return .failure(intent: "show_profile", code: "unknown_user", "There's no one called \(name): check the spelling of the username.")
        }
        let summary = try await reviews.about(user: profile.username, limit: 0)
        let since = DateText.day(profile.memberSince, in: configuration.timeZone)
        var lines = [[profile.username, "member since \(since)", profile.placeName].compactMap { $0 }.joined(separator: " · ")]
        if let bio = profile.bio { lines.append(bio) }
        var rating = "No reviews yet"
        if let summary, let average = summary.average {
            rating = String(format: "★%.1f from %d review%@", average, summary.count, summary.count == 1 ? "" : "s")
        }
        lines.append("\(rating) · \(DurationText.plural(profile.activeListings, "active listing"))")
        lines.append("Type reviews of @\(profile.username) to read what people say.")
        return Reply(
            intent: "show_profile", lines: lines,
            data: .object([
                ("user", .string(profile.username)), ("listings", .int(profile.activeListings)),
                ("review_count", .int(summary?.count ?? 0)),
                ("rating", summary?.average.map { .double(($0 * 10).rounded() / 10) } ?? .null),
            ]))
    }
}
