/// Who may use a command and what it does: the one place the login rule and the rule against acting on a guess
/// read. `IntentName.access` states it for every intent in a switch the compiler checks.
public struct Access: Sendable, Equatable {
    /// Who may use the command.
    public enum Audience: Sendable, Equatable {
        /// Guests and members alike.
        case anyone
        /// Only someone logged in.
        case members
    }

    /// What carrying the command out does.
    public enum Effect: Sendable, Equatable {
        /// Shows something and changes nothing.
        case shows
        /// Changes the person's own session or records, in a way they can see and undo.
        case changesOwn
        /// Reaches other people or can't be taken back: it runs only on a reading with no close rival.
        case publicOrIrreversible
    }

    public let audience: Audience
    public let effect: Effect
}

extension IntentName {
    /// Who may use the intent and what it does; no other table decides either.
    public var access: Access {
        switch self {
        case .help, .whoami, .categories, .search, .more, .showListing, .availability, .map, .showReviews, .showProfile,
            .spots, .findUser, .greet, .thanks, .answer, .refine, .ask, .unknown:
            Access(audience: .anyone, effect: .shows)
        case .signup, .login, .logout, .resume, .quit, .confirm, .deny:
            Access(audience: .anyone, effect: .changesOwn)
        case .myListings, .myBookings, .requests, .favorites, .feed, .showComments, .following, .followers,
            .notifications, .inbox, .surprise, .balance:
            Access(audience: .members, effect: .shows)
        case .editProfile, .createListing, .editListing, .pauseListing, .unpauseListing, .setAvailability, .book,
            .scheduleViewing, .favorite, .unfavorite, .like, .unlike, .follow, .unfollow, .pinSpot, .topUp, .unblock:
            Access(audience: .members, effect: .changesOwn)
        case .post, .deletePost, .comment, .deleteComment, .message, .review, .removeListing, .cancelBooking, .approve,
            .decline, .report, .block, .share, .claimDeposit:
            Access(audience: .members, effect: .publicOrIrreversible)
        }
    }

    /// Intents that only show something and change nothing.
    public var onlyShows: Bool { access.effect == .shows }

    /// Actions others see or that can't be taken back: they run only on a reading with no close rival.
    public var isPublicOrIrreversible: Bool { access.effect == .publicOrIrreversible }

    /// True for a member's command that changes something with no quote or preview to say yes to first: said with a
    /// condition the bot can't see ("if it rains saturday, pause my kayak"), it waits, and the person is asked.
    var changesWithoutAQuote: Bool {
        access.audience == .members && access.effect != .shows && ![.book, .scheduleViewing, .createListing].contains(self)
    }
}

extension IntentName {
    /// True for a command carried out at once that takes no time of its own: said with a time still to come ("gonna
    /// pause listing 3 next week"), it is put off rather than done now. A booking, a viewing, a search or a message
    /// reads or carries its time.
    var actsAtOnceWithoutATime: Bool {
        switch self {
        case .pauseListing, .unpauseListing, .removeListing, .editListing, .topUp, .follow, .unfollow, .block,
            .unblock, .like, .unlike, .favorite, .unfavorite, .deletePost, .deleteComment, .editProfile:
            true
        case .help, .signup, .login, .logout, .whoami, .resume, .quit, .confirm, .deny, .showProfile,
            .categories, .search, .more, .showListing, .availability, .map, .createListing, .myListings,
            .setAvailability, .book, .myBookings, .requests, .approve, .decline, .cancelBooking,
            .scheduleViewing, .claimDeposit, .review, .showReviews, .favorites, .post, .feed, .comment,
            .showComments, .following, .followers, .notifications, .findUser, .message, .inbox, .share,
            .pinSpot, .spots, .surprise, .balance, .report, .greet, .thanks, .answer, .refine, .ask, .unknown:
            false
        }
    }
}
