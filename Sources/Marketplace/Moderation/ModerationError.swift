/// Why an admin's or a reporter's action was refused, with the sentence they see.
public enum ModerationError: UserFacingError, Equatable, Sendable {
    case noListing(Int64)
    case noReview(Int64)
    case noPost(Int64)
    case noComment(Int64)
    case noUser(String)
    case noReport(Int64)
    case listingRemoved(Int64)
    /// A listing, review, post or comment isn't in a state the action applies to: "is already hidden".
    case itemState(ModeratedKind, Int64, String)
    case actionNotForKind(ModerationAction, ModeratedKind, Int64)
    /// The listing's owner is banned, so it can't go back into search.
    case listingOwnerBanned(Int64, owner: String)
    case userState(String, String)
    case reportClosed(Int64, String)
    case actionNotForSubject(action: String, subject: String)
    case reasonRequired(String)
    case reasonTooLong
    case badSetting(PlatformSetting, String)
    case reportYourself
    /// A reporter picked their own post, comment or message.
    case reportOwn(String)
    /// A reporter named someone who doesn't exist.
    case noOneCalled(String)
    case alreadyReported
    case tooManyReports
    case reviewToReport(String)
    /// The comment a reporter picked was hidden or its post taken down since it was shown.
    case commentGone
    case messageToReport(String)

    public var message: String {
        switch self {
        case .noListing(let id): "There is no listing \(id): list them with listings."
        case .noReview(let id): "There is no review \(id): list them with reviews."
        case .noPost(let id): "There is no post \(id): list them with posts."
        case .noComment(let id): "There is no comment \(id): show post N lists a post's comments with their numbers."
        case .noUser(let name): "There is no user called \(name): list them with users --text \(name.prefix(3))."
        case .noReport(let id): "There is no report \(id): list the open ones with reports."
        case .listingRemoved(let id): "Listing \(id) was removed, so there is nothing to change."
        case .itemState(let kind, let id, let state): "\(kind.rawValue.sentenceCased) \(id) \(state)."
        case .actionNotForKind(let action, let kind, let id):
            if let removal = kind.actions.first(where: { $0 == .remove || $0 == .delete }) {
                "A \(kind.rawValue) is \(removal.past), not \(action.past): type \(removal.rawValue) \(kind.rawValue) \(id) REASON"
            } else {
                "A \(kind.rawValue) can only be hidden: type hide \(kind.rawValue) \(id) REASON"
            }
        case .listingOwnerBanned(let id, let owner):
            "Listing \(id)'s owner \(owner) is banned, so it can't go back into search: unban them first (unban \(owner) REASON), or leave it as it is."
        case .userState(let name, let state): "\(name) \(state)."
        case .reportClosed(let id, let state): "Report \(id) is already \(state): list the open ones with reports."
        case .actionNotForSubject(let action, let subject):
            "--\(action) doesn't apply to a reported \(subject): use \(action == "hide" ? "--ban" : "--hide"), or leave it out."
        case .reasonRequired(let example): "Give a reason, as in: \(example)"
        case .reasonTooLong: "That reason is too long: keep it under 500 characters."
        case .badSetting(let setting, let expected): "\(setting.rawValue) takes \(expected)."
        case .reportYourself: "You can't report yourself or your own listing."
        case .reportOwn(let what): "You can't report your own \(what)."
        case .noOneCalled(let name): "There's no one called \(name): check the spelling of the username."
        case .alreadyReported: "You've already reported that; a moderator will look at it soon."
        case .tooManyReports: "You've sent a lot of reports today: a moderator will go through them first, please try again tomorrow."
        case .reviewToReport(let name):
            "\(name) hasn't written a review of you or your listings that is shown: to report the person instead, type: report @\(name) REASON"
        case .commentGone: "That comment isn't there any more: type comments on it to see the latest."
        case .messageToReport(let name):
            "\(name) hasn't sent you a message: to report the person instead, type: report @\(name) REASON"
        }
    }

    public var code: String {
        switch self {
        case .noListing: "no_listing"
        case .noReview: "no_review"
        case .noPost: "no_post"
        case .noComment: "no_comment"
        case .noUser: "unknown_user"
        case .noReport: "no_report"
        case .listingRemoved: "listing_removed"
        case .itemState, .userState: "no_change"
        case .actionNotForKind: "action_not_for_kind"
        case .listingOwnerBanned: "owner_banned"
        case .reportClosed: "report_closed"
        case .actionNotForSubject: "action_not_for_subject"
        case .reasonRequired: "reason_required"
        case .reasonTooLong: "reason_too_long"
        case .badSetting: "bad_setting"
        case .reportYourself, .reportOwn: "report_yourself"
        case .noOneCalled: "unknown_user"
        case .alreadyReported: "already_reported"
        case .tooManyReports: "too_many_reports"
        case .reviewToReport: "no_review_to_report"
        case .commentGone: "no_comment"
        case .messageToReport: "no_message_to_report"
        }
    }
}
