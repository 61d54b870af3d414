import Intents
import Marketplace

/// One connection's dialogue state: who is logged in, what question awaits an answer, and what was last shown.
public struct Session: Sendable {
    /// A question the bot asked whose answer is the next line, taken as typed rather than parsed.
    enum Prompt: Sendable, Equatable {
        case account(AccountQuestion)
        case listingDraft(ListingDraft)
        case searchPlace(Slots)
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
    public internal(set) var account: Account?
    var token: SessionToken?
    var prompt: Prompt?
    /// The listings of the last list shown, by position, and the search to page on.
    var shown = ShownListings()

    public init(connectionID: ConnectionID) {
        self.connectionID = connectionID
    }
}

/// What the user last saw: "show 2" and "more" refer to it, "it" to the listing last opened or acted on.
struct ShownListings: Sendable, Equatable {
    var ids: [Int64] = []
    /// The search that made the list and where its next page starts; nil for lists that are not searches.
    var search: SearchQuery?
    var nextOffset = 0
    var hasMore = false
    var focus: Int64?
    /// Where the list's distances were measured from, for the map.
    var centre: Place?
}
