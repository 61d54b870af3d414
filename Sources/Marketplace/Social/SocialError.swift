/// Why a social action (a follow, a post, a like, a comment, a message, a spot) was refused: a code and the facts, which each front end words.
public enum SocialError: UserFacingError, Equatable, Sendable {
    case noOneCalled(String)
    case yourself(String)
    /// The other person blocked the actor; the sentence does not say so.
    case notAllowed(String)
    /// No such post, or one hidden by a moderator, a ban or a block: never told apart.
    case noPost
    /// No such comment, or one hidden by a moderator.
    case noComment
    /// A post someone else wrote, which only its author deletes.
    case notYourPost
    /// A comment someone else wrote on someone else's post: its author or the post's deletes it.
    case notYourComment
    /// The spot or adventure to attach or share is gone.
    case gone(Card.Kind)
    case noAdventure
    case emptyComment
    case emptyPost
    case postTooLong
    case commentTooLong
    case emptyMessage
    case messageTooLong
    case spotNameTooLong
    case notFollowing(String)
    case notBlocked(String)
    /// The actor blocked the other person themselves.
    case youBlocked(String)

    public static let maximumPostLength = 1000
    public static let maximumCommentLength = 1000
    public static let maximumMessageLength = 2000

    public var code: String {
        switch self {
        case .noOneCalled: "unknown_user"
        case .yourself: "yourself"
        case .notAllowed: "not_allowed"
        case .noPost: "no_post"
        case .noComment: "no_comment"
        case .notYourPost, .notYourComment: "not_yours"
        case .gone: "gone"
        case .emptyComment: "empty_comment"
        case .noAdventure: "no_adventure"
        case .emptyPost: "empty_post"
        case .postTooLong, .commentTooLong, .messageTooLong, .spotNameTooLong: "too_long"
        case .emptyMessage: "empty_message"
        case .notFollowing: "not_following"
        case .notBlocked: "not_blocked"
        case .youBlocked: "you_blocked"
        }
    }
}
