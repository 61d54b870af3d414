import Intents
import Marketplace

/// One connection's dialogue state: who is logged in, what question awaits an answer, and what was last shown.
public struct Session: Sendable {
    /// A question the bot asked whose answer is the next line, taken as typed rather than parsed.
    /// Indirect, so the large drafts live on the heap only while a question is open.
    indirect enum Prompt: Sendable, Equatable {
        case account(AccountQuestion)
        case listingDraft(ListingDraft)
        case searchPlace(Command.ListingWanted)
        /// A booking quoted and awaiting yes or no.
        case bookingQuote(BookingQuote)
        /// A listing its owner asked to remove, awaiting yes or no.
        case listingRemoval(id: Int64, title: String)
        /// A booking to cancel or a request to decline, named by its side and time, awaiting yes or no.
        case bookingChange(BookingChange)
        /// A report of something meant by "it" or an old number, named, awaiting yes or no.
        case reportFiling(Reports.Subject, reason: String)
        /// A booking or viewing asked for without a time, awaiting one typed alone; a lease's length when one was said.
        case bookingTime(Command.BookingTarget, isViewing: Bool, months: Int?)
        /// A command whose number could name two things, awaiting the one meant ("booking 2", "the 2nd one").
        case whichNumber(Command, IntentName)
        /// Something to share, awaiting whom to share it with.
        case shareWith(kind: Card.Kind, id: Int64)
        /// A message to this person, awaiting what to say.
        case messageText(to: String)
        /// A message typed at "What would you like to say?" that reads as a command, awaiting yes before it is sent.
        case messageSending(to: String, text: String)
        /// A post its author asked to delete, awaiting yes or no.
        case postDeletion(Posts.OwnWriting)
        /// A comment its author (or the post's) asked to delete, awaiting yes or no.
        case commentDeletion(Posts.OwnWriting)
        /// A top-up over the amount added without a question, awaiting yes or no.
        case topUp(cents: Int)
        /// An owner's claim on an ended lease's deposit, named, awaiting yes or no.
        case depositClaim(DepositClaim)

        /// The intent a failed answer is reported under.
        var intent: String {
            switch self {
            case .account(let question): question.intent
            case .listingDraft: "create_listing"
            case .searchPlace: "search"
            case .bookingQuote: "book"
            case .listingRemoval: "remove_listing"
            case .bookingChange(let change): change.intent
            case .reportFiling: "report"
            case .bookingTime(_, let isViewing, _): isViewing ? "schedule_viewing" : "book"
            case .whichNumber(_, let name): name.rawValue
            case .shareWith: "share"
            case .messageText, .messageSending: "message"
            case .postDeletion: "delete_post"
            case .commentDeletion: "delete_comment"
            case .topUp: "top_up"
            case .depositClaim: "claim_deposit"
            }
        }
    }

    /// What sign-up and log-in ask for when a line did not say it.
    enum AccountQuestion: Sendable, Equatable {
        case signupUsername
        case signupPassword(username: String)
        case loginUsername
        case loginPassword(username: String)

        /// The intent the answer completes.
        var intent: String {
            switch self {
            case .signupUsername, .signupPassword: "signup"
            case .loginUsername, .loginPassword: "login"
            }
        }

        var hidesInput: Bool {
            switch self {
            case .signupPassword, .loginPassword: true
            case .signupUsername, .loginUsername: false
            }
        }
    }

    public let connectionID: ConnectionID
    /// The client's address as limits count it (an IPv4 address, or an IPv6 /64), or "local" off the network.
    public let source: String
    public internal(set) var account: Account?
    var token: SessionToken?
    var prompt: Prompt?
    /// The listings of the last list shown, by position, and the search to page on.
    var shown = ShownListings() {
        didSet { social.latest = .listings }
    }
    /// The bookings of the last booking list shown; "approve 2" and "cancel it" refer to it.
    var bookings = ShownBookings()
    /// The posts, comments, spots, conversation and adventure last shown.
    var social = ShownSocial()
    /// The time the person said last, which "same time", "the same day" and "that day" refer to.
    var earlierTime: Command.Interval?

    public init(connectionID: ConnectionID, source: String = "local") {
        self.connectionID = connectionID
        self.source = source
    }

    /// The booking "it" names now: the one last acted on, shown or told about.
    public var bookingInFocus: Int64? { bookings.focus }

    /// Takes in an event pushed to this connection: a notice about a booking puts that booking in focus, so
    /// "approve it" after "* ana asked to book …" answers that request, and its other side, so "message them: …"
    /// reaches them.
    public mutating func noticed(_ event: PushedEvent) {
        if let booking = event.bookingID { bookings.noticed(booking) }
        if let person = event.otherParty { social.personInFocus = person }
    }
}

/// What the user last saw: "show 2" and "more" refer to it, "it" to the listing last opened or acted on.
struct ShownListings: Sendable, Equatable {
    var ids: [Int64] = []
    var focus: Int64? {
        didSet { askedAbout = nil }
    }
    /// The time the person asked whether `focus` is free, when it is: "book it then" books that time.
    var askedAbout: Command.Interval?
    /// The listing whose number a reply showed last ("(listing 42)" on its page), which a number alone may mean.
    var numberSeen: Int64?
    /// The search that made the list; nil for lists that are not searches.
    var paging: SearchPaging?
    /// Listings of a list that is not a search still to show on "more" (a profile's), in order.
    var unshown: [Int64] = []
    /// Saved adventures listed after the listings (in favorites), numbered on from them.
    var adventures: [Int64] = []

    /// Where the list's distances were measured from.
    var centre: Place? { paging?.query.place }
}

/// The bookings or requests last listed, by position, and the one last acted on or told about.
struct ShownBookings: Sendable, Equatable {
    var ids: [Int64] = []
    var focus: Int64? {
        didSet {
            pushed = nil
            isInView = true
        }
    }
    /// A booking a notice named after the person's own focus was set, or while a list was in view: "approve it"
    /// then names both and asks.
    var pushed: Int64?
    /// Whether the reply being made shows this list or names `focus`.
    private(set) var isInView = true
    /// Whether the reply to the line before did: only then does a number typed from it act at once.
    private(set) var wasInView = false

    init(ids: [Int64] = [], focus: Int64? = nil) {
        self.ids = ids
        self.focus = focus
    }

    /// The reply asks about this list ("2 could be booking #2 or the 2nd in the list"), so it stays in view.
    mutating func keepInView() {
        isInView = wasInView
    }

    /// Starts a new line: what the last reply showed is the one before now.
    mutating func startLine() {
        wasInView = isInView
        isInView = false
    }

    /// The booking numbers the person was shown: the list's "#5"s, and the booking a reply or a notice named last.
    var numbersSeen: Set<Int64> {
        var seen = Set(ids)
        if let focus { seen.insert(focus) }
        if let pushed { seen.insert(pushed) }
        return seen
    }

    /// Takes in a booking a notice named: it becomes "it" unless the person's own focus is on another.
    mutating func noticed(_ booking: Int64) {
        if focus == booking || focus == nil && ids.isEmpty { focus = booking } else { pushed = booking }
    }

    /// True when `reference` is a number the person typed from this list while the last reply showed it, or the
    /// number of the booking the bot's last reply named ("Requested: #3", then "cancel 3").
    func typedFromList(_ reference: Command.Reference, inView: Bool) -> Bool {
        switch reference {
        case _ where !wasInView: return false
        case .number(let number) where focus == Int64(number): return true
        case .id(let id) where focus == Int64(id): return true
        case .index, .number: return inView
        case .id(let id): return inView && ids.contains(Int64(id))
        case .it: return false
        }
    }
}

/// A search being paged through: boxed, so the sessions of idle connections stay small.
final class SearchPaging: Sendable, Equatable {
    let query: SearchQuery
    /// What the person asked for, which a follow-up narrows ("and with two baths?"); nil for a map's nearest listings.
    let wanted: Command.ListingWanted?
    /// Only listings free for the whole of this local span are shown, when set.
    let freeDuring: FreeTime?
    /// Where the next page starts among the search's hits, and whether there is one.
    let nextOffset: Int
    let hasMore: Bool

    init(
        query: SearchQuery, wanted: Command.ListingWanted? = nil, freeDuring: FreeTime? = nil, nextOffset: Int = 0,
        hasMore: Bool = false
    ) {
        self.query = query
        self.wanted = wanted
        self.freeDuring = freeDuring
        self.nextOffset = nextOffset
        self.hasMore = hasMore
    }

    static func == (lhs: SearchPaging, rhs: SearchPaging) -> Bool {
        lhs.query == rhs.query && lhs.wanted == rhs.wanted && lhs.freeDuring == rhs.freeDuring && lhs.nextOffset == rhs.nextOffset
            && lhs.hasMore == rhs.hasMore
    }
}

