import Intents
import Marketplace

/// Blocking people: what a blocked person can no longer do to the blocker.
extension SocialHandlers {
    func block(_ name: String?, for user: Member, in session: inout Session) async throws -> Reply {
        guard let name = name ?? session.social.personInFocus else { throw Refusal.whichUser("block") }
        guard try await blocks.block(name, by: user.id) else {
            return Reply(intent: "block", lines: ["You've already blocked \(name)."])
        }
        return Reply(
            intent: "block",
            lines: ["Blocked \(name): they can't message you, comment on your posts or follow you. Type unblock @\(name) to undo it."])
    }

    func unblock(_ name: String?, for user: Member, in session: inout Session) async throws -> Reply {
        guard let name else { throw Refusal.whichUser("unblock") }
        try await blocks.unblock(name, by: user.id)
        return Reply(intent: "unblock", lines: ["Unblocked \(name)."])
    }
}
