import Marketplace

/// The console's words for ModerationError: what was refused and which command to type instead.
extension ModerationError: ConsoleRefusal {
    var message: String {
        switch self {
        case .noListing(let id): "There is no listing \(id): list them with listings."
        case .noReview(let id): "There is no review \(id): list them with reviews."
        case .noPost(let id): "There is no post \(id): list them with posts."
        case .noComment(let id): "There is no comment \(id): show post N lists a post's comments with their numbers."
        case .noUser(let name): "There is no user called \(name): list them with users --text \(name.prefix(3))."
        case .noReport(let id): "There is no report \(id): list the open ones with reports."
        case .listingRemoved(let id): "Listing \(id) was removed, so there is nothing to change."
        case .itemState(let kind, let id, let standing): "\(kind.rawValue.sentenceCased) \(id) \(Self.words(standing, id: id))."
        case .actionNotForKind(let action, let kind, let id):
            if let removal = kind.actions.first(where: { $0 == .remove || $0 == .delete }) {
                "A \(kind.rawValue) is \(removal.past), not \(action.past): type \(removal.rawValue) \(kind.rawValue) \(id) REASON"
            } else {
                "A \(kind.rawValue) can only be hidden: type hide \(kind.rawValue) \(id) REASON"
            }
        case .listingOwnerBanned(let id, let owner):
            "Listing \(id)'s owner \(owner) is banned, so it can't go back into search: unban them first (unban \(owner) REASON), or leave it as it is."
        case .alreadyBanned(let name): "\(name) is already banned."
        case .notBanned(let name): "\(name) isn't banned."
        case .reportClosed(let id, let state): "Report \(id) is already \(state): list the open ones with reports."
        case .actionNotForSubject(let action, let subject):
            "--\(action) doesn't apply to a reported \(subject): use \(action == "hide" ? "--ban" : "--hide"), or leave it out."
        case .reasonRequired(let action): "Give a reason, as in: \(Self.example(of: action))"
        case .reasonTooLong: "That reason is too long: keep it under \(Moderation.maximumReasonLength) characters."
        case .badSetting(let setting): "\(setting.rawValue) takes \(setting.accepted.words)."
        case .noClaim(let id): "No claim on a deposit waits on booking \(id): list the waiting ones with claims."
        }
    }

    private static func example(of action: ReasonedAction) -> String {
        switch action {
        case .ban(let name): "ban \(name) repeated scams"
        case .resolve(let id): "resolve \(id) --hide fake listing"
        case .dismiss(let id): "dismiss \(id) not against the rules"
        case .item(let action, let kind, let id): "\(action.rawValue) \(kind.rawValue) \(id) \(exampleReason(for: action, on: kind))"
        }
    }

    private static func exampleReason(for action: ModerationAction, on kind: ModeratedKind) -> String {
        switch (action, kind) {
        case (.remove, _): "stolen goods"
        case (.delete, _): "threats"
        case (_, .listing): "misleading photos"
        case (_, .review): "personal details"
        case (_, .post): "spam"
        case (_, .comment): "insults"
        }
    }

    private static func words(_ standing: Standing, id: Int64) -> String {
        switch standing {
        case .alreadyHidden: "is already hidden"
        case .awaitingApproval: "is waiting for approval: type approve listing \(id)"
        case .notAwaitingApproval: "isn't waiting for approval"
        case .notHidden: "isn't hidden"
        case .notHiddenByModerator: "isn't hidden by a moderator"
        }
    }
}
