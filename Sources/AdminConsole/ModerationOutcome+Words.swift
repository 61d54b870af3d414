import Marketplace

/// The console's words for what a moderator's command did.
extension ModerationOutcome {
    var message: String {
        switch self {
        case .itemChanged(let action, let kind, let target, let restoredStatus):
            "\(action.past.sentenceCased) \(target)\(restoredStatus.map { " to \($0)" } ?? ""); \(Self.whoWasTold(about: kind))."
        case .listingApproved(let target):
            "Approved \(target); it's in search now and its owner was told."
        case .banned(let name, let hidden):
            "Banned \(name): their sessions are revoked, \(Self.listings(hidden)) left search and their connections are closing."
        case .unbanned(let name, let restored):
            "Unbanned \(name): they can log in again and \(Self.listings(restored)) went back as they were."
        case .reportResolved(let id, let others, let subject, let then):
            "Resolved report \(id)\(Self.alsoClosed(others, of: subject))." + (then.map { " \($0.message)" } ?? "")
        case .reportDismissed(let id, let others, let subject):
            "Dismissed report \(id)\(Self.alsoClosed(others, of: subject))."
        case .claimDecided(let id, let cents, true):
            "Allowed the claim on booking \(id)'s deposit: \(PriceText.exact(cents: cents)) went to the owner; both were told."
        case .claimDecided(let id, let cents, false):
            "Refused the claim on booking \(id)'s deposit: \(PriceText.exact(cents: cents)) went back to the renter; both were told."
        case .settingChanged(let setting, let value, let was):
            "\(setting.rawValue) is now \(value)\(was.map { " (was \($0))" } ?? "")."
                + (setting.isServerLimit ? " A running server applies it when it next starts." : "")
        }
    }

    private static func whoWasTold(about kind: ModeratedKind) -> String {
        switch kind {
        case .listing: "its owner was told"
        case .review: "both were told"
        case .post, .comment: "its author was told"
        }
    }

    private static func listings(_ count: Int) -> String {
        count == 1 ? "1 listing" : "\(count) listings"
    }

    /// " and 2 other reports of the same listing", or nothing.
    private static func alsoClosed(_ others: Int, of subject: String) -> String {
        others == 0 ? "" : " and \(others) other report\(others == 1 ? "" : "s") of the same \(subject)"
    }
}
