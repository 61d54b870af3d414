import Intents
import Marketplace

/// Following people by username, and the lists of whom one follows and who follows one.
extension SocialHandlers {
    func follow(_ name: String?, for user: Member, in session: inout Session) async throws -> Reply {
        guard let name = name ?? session.social.personInFocus else { throw Refusal.whichUser("follow") }
        guard let notice = try await follows.follow(name, by: user.id) else {
            return Reply(intent: "follow", lines: ["You already follow \(name)."])
        }
        hub.tell([notice], now: configuration.clock.now().unixSeconds)
        return Reply(intent: "follow", lines: ["You now follow \(name); their posts will show in your feed."])
    }

    func unfollow(_ name: String?, for user: Member, in session: inout Session) async throws -> Reply {
        guard let name = name ?? session.social.personInFocus else { throw Refusal.whichUser("unfollow") }
        try await follows.unfollow(name, by: user.id)
        return Reply(intent: "unfollow", lines: ["You no longer follow \(name)."])
    }

    func listFollowing(for user: Member, in session: inout Session) async throws -> Reply {
        return members(
            try await follows.following(of: user.id), intent: "following", heading: "You follow:",
            whenEmpty: "You don't follow anyone yet: add friends by username, as in: follow @ana")
    }

    func listFollowers(for user: Member, in session: inout Session) async throws -> Reply {
        return members(
            try await follows.followers(of: user.id), intent: "followers", heading: "Your followers:",
            whenEmpty: "No one follows you yet: post something, or share a listing, to get noticed.")
    }

    private func members(_ members: [Follows.Member], intent: String, heading: String, whenEmpty: String) -> Reply {
        guard !members.isEmpty else { return Reply(intent: intent, lines: [whenEmpty]) }
        let lines = members.map { member in "- " + (member.displayName.map { "\($0) (@\(member.username))" } ?? member.username) }
        return Reply(
            intent: intent, lines: [heading] + lines + ["Type profile @\(members[0].username) to see someone's profile."],
            data: .array(members.map { .object([("user", .string($0.username)), ("name", $0.displayName.map(JSONValue.string) ?? .null)]) }))
    }
}
