/// Why an admin's action was refused: a code and the facts, which the admin console words.
public enum ModerationError: UserFacingError, Equatable, Sendable {
    /// Why an item is left as it is.
    public enum Standing: Sendable, Equatable {
        case alreadyHidden
        /// A listing held for approval, which approving publishes.
        case awaitingApproval
        case notAwaitingApproval
        case notHidden
        /// A listing out of search for another reason than a moderator's hiding (paused by its owner, say).
        case notHiddenByModerator
    }

    /// What a moderator did without a reason, which it needs.
    public enum ReasonedAction: Sendable, Equatable {
        case ban(String)
        case resolve(report: Int64)
        case dismiss(report: Int64)
        case item(ModerationAction, ModeratedKind, Int64)
    }

    case noListing(Int64)
    case noReview(Int64)
    case noPost(Int64)
    case noComment(Int64)
    case noUser(String)
    case noReport(Int64)
    case listingRemoved(Int64)
    /// A listing, review, post or comment isn't in a state the action applies to.
    case itemState(ModeratedKind, Int64, Standing)
    case actionNotForKind(ModerationAction, ModeratedKind, Int64)
    /// The listing's owner is banned, so it can't go back into search.
    case listingOwnerBanned(Int64, owner: String)
    case alreadyBanned(String)
    case notBanned(String)
    case reportClosed(Int64, String)
    case actionNotForSubject(action: String, subject: String)
    case reasonRequired(ReasonedAction)
    case reasonTooLong
    case badSetting(PlatformSetting)
    /// No claim on a deposit waits for an admin on booking `id`.
    case noClaim(Int64)

    public var code: String {
        switch self {
        case .noListing: "no_listing"
        case .noReview: "no_review"
        case .noPost: "no_post"
        case .noComment: "no_comment"
        case .noUser: "unknown_user"
        case .noReport: "no_report"
        case .listingRemoved: "listing_removed"
        case .itemState, .alreadyBanned, .notBanned: "no_change"
        case .actionNotForKind: "action_not_for_kind"
        case .listingOwnerBanned: "owner_banned"
        case .reportClosed: "report_closed"
        case .actionNotForSubject: "action_not_for_subject"
        case .reasonRequired: "reason_required"
        case .reasonTooLong: "reason_too_long"
        case .badSetting: "bad_setting"
        case .noClaim: "no_claim"
        }
    }
}
