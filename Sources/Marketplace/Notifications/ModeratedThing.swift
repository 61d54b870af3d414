/// Something of the recipient's that a moderator acted on, as a notice names it.
public enum ModeratedThing: Codable, Sendable, Equatable {
    case listing(title: String)
    /// A review the recipient wrote of `subject`.
    case yourReview(of: String)
    /// A review `author` wrote of the recipient.
    case reviewOfYou(by: String)
    case post(PostGist)
    /// A comment the recipient wrote on `postAuthor`'s post, nil when the post is theirs.
    case comment(postAuthor: String?, on: PostGist)

    public var kind: ModeratedKind {
        switch self {
        case .listing: .listing
        case .yourReview, .reviewOfYou: .review
        case .post: .post
        case .comment: .comment
        }
    }
}
