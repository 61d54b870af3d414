/// Why a person's report was refused: a code and the facts, which the bot words.
public enum ReportError: UserFacingError, Equatable, Sendable {
    case reasonTooLong
    case tooManyReports
    case reportYourself
    /// A reporter picked their own post, comment or message.
    case reportOwn(String)
    /// A reporter named someone who doesn't exist.
    case noOneCalled(String)
    case alreadyReported
    case reviewToReport(String)
    /// The comment a reporter picked was hidden or its post taken down since it was shown.
    case commentGone
    case messageToReport(String)

    public var code: String {
        switch self {
        case .reasonTooLong: "reason_too_long"
        case .tooManyReports: "too_many_reports"
        case .reportYourself, .reportOwn: "report_yourself"
        case .noOneCalled: "unknown_user"
        case .alreadyReported: "already_reported"
        case .reviewToReport: "no_review_to_report"
        case .commentGone: "no_comment"
        case .messageToReport: "no_message_to_report"
        }
    }
}
