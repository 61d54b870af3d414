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
        /// A booking or viewing asked for without a time, awaiting one typed alone.
        case bookingTime(Command.BookingTarget, isViewing: Bool)

        /// The intent a failed answer is reported under.
        var intent: String {
            switch self {
            case .account(let question): question.intent
            case .listingDraft: "create_listing"
            case .searchPlace: "search"
            case .bookingQuote: "book"
            case .listingRemoval: "remove_listing"
            case .bookingTime(_, let isViewing): isViewing ? "schedule_viewing" : "book"
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

    public init(connectionID: ConnectionID, source: String = "local") {
        self.connectionID = connectionID
        self.source = source
    }
}

/// What the user last saw: "show 2" and "more" refer to it, "it" to the listing last opened or acted on.
struct ShownListings: Sendable, Equatable {
    var ids: [Int64] = []
    var focus: Int64?
    /// The search that made the list; nil for lists that are not searches.
    var paging: SearchPaging?

    /// Where the list's distances were measured from.
    var centre: Place? { paging?.query.place }
}

/// The bookings or requests last listed, by position, and the one last acted on.
struct ShownBookings: Sendable, Equatable {
    var ids: [Int64] = []
    var focus: Int64?
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

/// A search's `when`: the local span a listing must be free for.
struct FreeTime: Sendable, Equatable {
    var from: WallTime
    var to: WallTime
}
