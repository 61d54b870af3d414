/// What a moderator does to a listing, review, post or comment.
public enum ModerationAction: String, Sendable, Codable, CaseIterable {
    case hide, unhide, remove, delete

    /// The verb in the past tense, as replies and notices say it.
    public var past: String {
        switch self {
        case .hide: "hid"
        case .unhide: "restored"
        case .remove: "removed"
        case .delete: "deleted"
        }
    }

    /// The state word in a notice's kind: listing_hidden, post_restored, review_deleted.
    var noticeState: String {
        switch self {
        case .hide: "hidden"
        case .unhide: "restored"
        case .remove: "removed"
        case .delete: "deleted"
        }
    }

    /// Whether the admin must say why.
    var needsReason: Bool { self != .unhide }
}
