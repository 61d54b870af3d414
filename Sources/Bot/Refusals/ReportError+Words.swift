import Marketplace

/// The bot's words for ReportError: what was refused and what to type instead.
extension ReportError: ChatRefusal {
    var message: String {
        switch self {
        case .reasonTooLong: "That reason is too long: keep it under \(Reports.maximumLength) characters."
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
}
