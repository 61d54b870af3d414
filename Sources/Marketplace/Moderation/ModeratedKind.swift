/// The kinds of thing a moderator hides, shows again or takes away for good, with the facts that tell them apart.
public enum ModeratedKind: String, Sendable, CaseIterable {
    case listing, review, post, comment

    /// The table that holds this kind, named only from this enum.
    var table: String { rawValue + "s" }

    /// What a moderator may do to this kind: every kind is hidden and shown again; a listing is removed (its row
    /// kept), a review deleted.
    public var actions: [ModerationAction] {
        switch self {
        case .listing: [.hide, .unhide, .remove]
        case .review: [.hide, .unhide, .delete]
        case .post, .comment: [.hide, .unhide]
        }
    }

    /// The "no such" refusal for this kind.
    func missing(_ id: Int64) -> ModerationError {
        switch self {
        case .listing: .noListing(id)
        case .review: .noReview(id)
        case .post: .noPost(id)
        case .comment: .noComment(id)
        }
    }
}
