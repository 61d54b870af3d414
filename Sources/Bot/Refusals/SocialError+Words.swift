import Marketplace

/// The bot's words for SocialError: what was refused and what to type instead.
extension SocialError: ChatRefusal {
    var message: String {
        switch self {
        case .noOneCalled(let name): "There's no one called \(name): check the spelling of the username."
        case .yourself(let what): "You can't \(what) yourself."
        case .notAllowed(let what): "You can't \(what)."
        case .noPost: "That post isn't there any more: type feed to see the latest."
        case .noComment: "That comment isn't there any more: type comments on 1 to see a post's thread."
        case .notYourPost: "That post is someone else's: you can delete only your own. Type report post 1 REASON if it breaks the rules."
        case .notYourComment: "That comment is someone else's, on someone else's post: you can delete your own comments and those on your posts."
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
}
