extension IntentName {
    /// What the intent does, said to the person ("post to your feed"), for "did you mean" questions.
    public var purpose: String {
        Self.purposes[self]?.purpose ?? rawValue
    }

    /// A complete line that runs the intent, for suggestions.
    public var example: String {
        Self.purposes[self]?.example ?? rawValue
    }

    private static let purposes: [IntentName: (purpose: String, example: String)] = [
        .help: ("see what you can type", "help"), .signup: ("create an account", "signup"),
        .login: ("log in", "login"), .logout: ("log out", "logout"), .whoami: ("see who you are logged in as", "whoami"),
        .resume: ("continue a session", "resume TOKEN"), .quit: ("leave", "quit"), .confirm: ("say yes", "yes"),
        .deny: ("say no", "no"), .showProfile: ("see a profile", "profile @ana"),
        .editProfile: ("change your profile", "set my bio to I fix bikes"), .categories: ("see the categories", "categories"),
        .search: ("search the listings", "find a tent near me"), .more: ("see more results", "more"),
        .showListing: ("open a listing", "show 2"), .availability: ("see when a listing is free", "availability of 2 next week"),
        .map: ("see a map", "map"), .createListing: ("list something for rent", "rent out my ladder for $3 a day"),
        .myListings: ("see your listings", "my listings"), .editListing: ("change a listing", "edit 2 price 4/day"),
        .pauseListing: ("pause a listing", "pause 2"), .unpauseListing: ("show a paused listing again", "unpause 2"),
        .removeListing: ("remove a listing for good", "remove 2"),
        .setAvailability: ("set a listing's hours", "set availability of 2 weekdays 9am-5pm"),
        .book: ("book something", "book 2 sat 2-6pm"), .myBookings: ("see your bookings", "my bookings"),
        .requests: ("see requests for your listings", "requests"), .approve: ("approve a request", "approve 1"),
        .decline: ("decline a request", "decline 1"), .cancelBooking: ("cancel a booking", "cancel 1"),
        .claimDeposit: ("keep part of a lease's deposit", "claim $100 of the deposit of booking 1 for a broken window"),
        .scheduleViewing: ("arrange a viewing", "schedule a viewing of 2 tue 5pm"),
        .review: ("review a booking", "review 1 5 stars great drill"), .showReviews: ("read reviews", "reviews of 2"),
        .favorite: ("save a listing", "favorite 2"), .unfavorite: ("drop a saved listing", "unfavorite 2"),
        .favorites: ("see what you saved", "favorites"), .post: ("post to your feed", "post first ride of the season"),
        .deletePost: ("delete a post of yours", "delete post 1"),
        .feed: ("see your feed", "feed"), .like: ("like a post", "like 1"), .unlike: ("take back a like", "unlike 1"),
        .comment: ("comment on a post", "comment 1 great photo!"), .showComments: ("read comments", "comments on 1"),
        .deleteComment: ("delete a comment of yours", "delete comment 1"), .findUser: ("find someone by name", "find user ana"),
        .follow: ("follow someone", "follow @ana"), .unfollow: ("unfollow someone", "unfollow @ana"),
        .following: ("see who you follow", "following"), .followers: ("see your followers", "followers"),
        .notifications: ("see your notifications", "notifications"), .message: ("send a message", "message @ana hi"),
        .inbox: ("read your messages", "inbox"), .share: ("share a listing", "share 2 with @ana"),
        .pinSpot: ("pin a spot", "pin spot dolores park near 94110 nature"), .spots: ("find spots", "spots near me"),
        .surprise: ("get a random adventure", "surprise me"), .balance: ("see your balance", "balance"),
        .topUp: ("add money", "top up $50"), .report: ("report something", "report 2 REASON"),
        .block: ("block someone", "block @bob"), .unblock: ("unblock someone", "unblock @bob"),
        .greet: ("say hello", "hi"), .thanks: ("say thanks", "thanks"), .answer: ("answer my question", "94110"),
        .refine: ("change the last search", "how about oakland"), .ask: ("ask about a listing", "is it furnished?"),
    ]
}
