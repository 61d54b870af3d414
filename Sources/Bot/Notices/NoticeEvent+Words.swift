import Marketplace

/// The bot's words for what a notice tells.
extension NoticeEvent {
    /// The notice told at `now`, which decides whether its days show their year.
    func sentence(now: Int64) -> String {
        switch self {
        case .booking(let facts, let news, let recipient):
            facts.sentence(news, to: recipient, now: now)
        case .followed(let name):
            "\(name) started following you. Type follow @\(name) to follow back."
        case .liked(let post, let name):
            "\(name) liked your post \(post.quoted)."
        case .commented(let post, let name, let text):
            "\(name) commented on your post \(post.quoted): \(text)"
        case .moderated(let thing, let action, let reason):
            "A moderator \(action.past) \(thing.named)\(thing.ending(after: action, reason: reason))"
        case .approved(let thing):
            "\(thing.named.sentenceCased) was approved and is now in search."
        case .unbanned:
            "A moderator lifted the suspension of your account; welcome back."
        case .reportClosed(let subject, let actedOn):
            "Thanks for your report of a \(subject): a moderator looked into it and "
                + (actedOn ? "acted on it." : "found nothing against the rules.")
        }
    }

    /// What a suspended user reads before their connection closes.
    static func suspension(reason: String) -> String {
        "A moderator has suspended your account\(because(reason)) This connection is closing."
    }

    /// ": reason." after a moderator's action, or "." when they gave none.
    static func because(_ reason: String) -> String {
        reason.isEmpty ? "." : ": \(reason)."
    }
}

/// How a notice names something of the recipient's that a moderator acted on, and what the action means for it.
extension ModeratedThing {
    /// "your listing "Drill"", "bob's review of you", "your comment on ana's post "first ride"".
    var named: String {
        switch self {
        case .listing(let title): "your listing \"\(title)\""
        case .yourReview(let subject): "your review of \(subject)"
        case .reviewOfYou(let author): "\(author)'s review of you"
        case .post(let post): "your post \(post.quoted)"
        case .comment(let postAuthor, let post): "your comment on \(postAuthor.map { "\($0)'s" } ?? "your") post \(post.quoted)"
        }
    }

    func ending(after action: ModerationAction, reason: String) -> String {
        let because = NoticeEvent.because(reason)
        return switch (action, kind) {
        case (.hide, .listing): because + " It's out of search until they review it again."
        case (.hide, .post): because + " No one sees it until they review it again."
        case (.unhide, .listing): "; it's back as it was."
        case (.unhide, .post), (.unhide, .comment): "; it's shown again."
        case (.hide, _), (.unhide, _), (.remove, _), (.delete, _): because
        }
    }
}
