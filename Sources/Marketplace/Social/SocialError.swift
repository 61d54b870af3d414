/// Why a social action (a follow, a post, a like, a comment, a message, a spot) was refused, with the sentence people see.
public enum SocialError: UserFacingError, Equatable, Sendable {
    case noOneCalled(String)
    case yourself(String)
    /// The other person blocked the actor; the sentence does not say so.
    case notAllowed(String)
    case noPost
    /// The listing, post, spot or adventure to attach or share is gone or hidden.
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

    public var message: String {
        switch self {
        case .noOneCalled(let name): "There's no one called \(name): check the spelling of the username."
        case .yourself(let what): "You can't \(what) yourself."
        case .notAllowed(let what): "You can't \(what)."
        case .noPost: "That post isn't there any more: type feed to see the latest."
        case .gone(let kind): "That \(kind.rawValue) isn't available any more: pick another one."
        case .emptyComment: "Say something in your comment, as in: comment 1 great photo!"
        case .noAdventure: "There's no adventure to use yet: type surprise me first."
        case .emptyPost: "A post needs some words or a photo, as in: post first ride of the season https://example.com/ride.jpg"
        case .postTooLong: "That post is too long: keep it under \(Self.maximumPostLength) characters."
        case .commentTooLong: "That comment is too long: keep it under \(Self.maximumCommentLength) characters."
        case .emptyMessage: "Say something to send, as in: message @ana is the drill free on saturday?"
        case .messageTooLong: "That message is too long: keep it under \(Self.maximumMessageLength) characters."
        case .spotNameTooLong: "That spot's name is too long: keep it under 80 characters."
        case .notFollowing(let name): "You don't follow \(name): type following to see whom you do."
        case .notBlocked(let name): "You haven't blocked \(name)."
        case .youBlocked(let name): "You've blocked \(name): type unblock @\(name) first."
        }
    }

    public var code: String {
        switch self {
        case .noOneCalled: "unknown_user"
        case .yourself: "yourself"
        case .notAllowed: "not_allowed"
        case .noPost: "no_post"
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
