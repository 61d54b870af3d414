import Marketplace

/// What the social side last showed: "like 2" picks from the posts, "show 1" after a conversation opens its
/// first card, "it" after a surprise is that adventure. `latest` says which list "share 2" and "post 2" mean.
struct ShownSocial: Sendable, Equatable {
    /// The kind of the list shown last.
    enum Latest: Sendable, Equatable {
        case listings, bookings, posts, comments, spots, conversation, adventure
    }

    /// How far back `more` pages a feed, so a session's list of posts stays small.
    static let furthestPost = 200
    /// How many cities one session remembers so "again" doesn't repeat them.
    static let rememberedCities = 200

    var latest: Latest = .listings
    var posts: [Int64] = []
    var postFocus: Int64?
    /// Where the next page of the feed starts, when there is one.
    var feedCursor: Int64?
    var comments: [Int64] = []
    var spots: [Int64] = []
    var spotFocus: Int64?
    /// Where the last spots were looked for.
    var spotsCentre: Place?
    /// The cards of the conversation opened last, by position.
    var cards: [Card] = []
    /// Whom the conversation last opened or written in is with: "reply …" answers them.
    var conversationWith: String?
    /// The person last shown: a profile opened, or the owner of the listing opened. "follow her" means them.
    var personInFocus: String?
    /// The adventure kept or opened last, which "it" means while `latest` is `.adventure`.
    var adventure: Int64?
    /// The city "surprise me" drew last, written down only when it is favorited, shared or posted.
    var drawn: Adventures.Draw?
    var surpriseScope: Adventures.Scope?
    var seenCities: [Int64] = []
    var surprises: UInt64 = 0

    mutating func remember(city: Int64) {
        seenCities.append(city)
        if seenCities.count > Self.rememberedCities { seenCities.removeFirst() }
    }
}
