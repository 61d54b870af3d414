import Foundation
import Intents
import Marketplace

/// Public profiles: who someone is, where, what they rent out, what others say of them, and how social they are.
extension DiscoveryHandlers {
    /// How many of a person's listings their profile shows at first; "more" shows the rest.
    static let profileListingsShown = 3

    /// The member called `name`, or, when no one is, the one a possessive typed without its apostrophe names
    /// ("chens profile").
    private func profile(named name: String) async throws -> Profile? {
        if let profile = try await profiles.profile(named: name) { return profile }
        guard name.count > 2, name.hasSuffix("s") else { return nil }
        return try await profiles.profile(named: String(name.dropLast()))
    }

    func showProfile(_ name: String?, in session: inout Session) async throws -> Reply {
        guard let name = name ?? session.account?.username else {
            return .failure(intent: "show_profile", code: "which_user", "Whose profile? Type a username, as in: profile @ana")
        }
        guard let profile = try await profile(named: name) else {
            return .failure(intent: "show_profile", code: "unknown_user", "There's no one called \(name): check the spelling of the username.")
        }
        session.social.personInFocus = profile.username
        let summary = try await reviews.about(user: profile.username, limit: 2)
        let since = DateText.day(profile.memberSince, in: configuration.timeZone)
        let who = profile.displayName.map { "\($0) (@\(profile.username))" } ?? profile.username
        let city = profile.placeName.map { $0.replacing(/\s\d{5}$/, with: "") }
        var lines = [[who, "member since \(since)", city].compactMap { $0 }.joined(separator: " · ")]
        if let bio = profile.bio { lines.append(bio) }
        if let photo = profile.photoURL { lines.append("photo: \(photo)") }
        lines.append(
            "\(DurationText.plural(profile.posts, "post")) · \(DurationText.plural(profile.followers, "follower")) · following \(profile.following)")
        var rating = "No reviews yet"
        if let summary, let average = summary.average {
            rating = String(format: "★%.1f from %d review%@", average, summary.count, summary.count == 1 ? "" : "s")
        }
        lines.append("\(rating) · \(DurationText.plural(profile.activeListings, "active listing"))")
        for review in summary?.latest ?? [] {
            lines.append("  \(String(repeating: "★", count: review.rating)) \(review.authorName): \(review.text)")
        }
        let allActive = try await listings.owned(by: profile.id).filter { $0.status == .active }
        let active = allActive.prefix(Self.profileListingsShown)
        if !active.isEmpty {
            session.shown = ShownListings(ids: active.map { $0.id! }, unshown: allActive.dropFirst(active.count).map { $0.id! })
            lines += active.enumerated().map { "\($0.offset + 1). \($0.element.title) · \(ListingText.price($0.element))" }
        }
        var next = ["reviews of @\(profile.username) to read what people say"]
        if !active.isEmpty { next.append("show 1 for a listing") }
        if allActive.count > active.count { next.append("more for their other \(allActive.count - active.count)") }
        if let viewer = session.account?.id, viewer != profile.id, try await !follows.isFollowing(profile.id, by: viewer) {
            next.append("follow @\(profile.username)")
        }
        lines.append("Type " + next.joined(separator: ", ") + ".")
        return Reply(
            intent: "show_profile", lines: lines,
            data: .object([
                ("user", .string(profile.username)), ("name", profile.displayName.map(JSONValue.string) ?? .null),
                ("photo", profile.photoURL.map(JSONValue.string) ?? .null), ("bio", profile.bio.map(JSONValue.string) ?? .null),
                ("location", city.map(JSONValue.string) ?? .null), ("listings", .int(profile.activeListings)),
                ("review_count", .int(summary?.count ?? 0)),
                ("rating", summary?.average.map { .double(($0 * 10).rounded() / 10) } ?? .null),
                ("posts", .int(profile.posts)), ("followers", .int(profile.followers)), ("following", .int(profile.following)),
            ]))
    }
}
