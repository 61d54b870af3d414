import Intents
import Marketplace

/// Reporting a listing, a person, a review, a post, a comment or a message to the moderators.
extension SocialHandlers {
    static let reportWhat = Refusal(
        code: "report_what",
        message: """
            Say what to report: a listing (report 2 REASON), a person (report @bob REASON), a review of you \
            (report review @bob REASON), or a post, a comment or a message (type help safety).
            """)

    /// Files a report at once when its subject was named outright (a username, a listing number, a number from
    /// the list in view) with a reason; one meant by "it" or by a number from a list no longer in view, or given
    /// without a reason, is named first, and filed on a yes, with the reason the yes adds.
    func report(_ target: Command.ReportTarget, reason: String, for user: Member, in session: inout Session) async throws -> Reply {
        let subject = try reportSubject(target, in: session)
        guard !reason.isEmpty else {
            let name = try await reports.name(of: subject, for: user.id)
            session.prompt = .reportFiling(subject, reason: "")
            return Reply(
                intent: "report",
                lines: ["Report \(name) to the moderators?", "Type yes, or yes and why, as in: yes, it's a scam; or no to drop it."])
        }
        guard Self.namedOutright(target, in: session) else {
            let name = try await reports.name(of: subject, for: user.id)
            session.prompt = .reportFiling(subject, reason: reason)
            return Reply(intent: "report", lines: ["Report \(name) to the moderators: \"\(reason)\"?", "Type yes to send it, or no to drop it."])
        }
        return try await file(subject, reason: reason, for: user)
    }

    /// Answers "Report … to the moderators?": yes files it, and "yes, REASON" with that reason when none was given;
    /// no drops it; nil for anything else.
    func answerReport(
        _ subject: Reports.Subject, reason: String, saying command: Command, line: String, in session: inout Session
    ) async throws -> Reply? {
        switch command {
        case .confirm: return try await file(subject, reason: reason, for: try session.signedIn())
        case .deny: return Reply(intent: "deny", lines: ["Dropped: nothing was reported."])
        default:
            guard reason.isEmpty, let given = Self.reasonAfterYes(line) else { return nil }
            return try await file(subject, reason: given, for: try session.signedIn())
        }
    }

    /// "yes, it's a scam", "yes because he never showed": the reason after a yes that opens the line.
    private static func reasonAfterYes(_ line: String) -> String? {
        let words = line.split(separator: " ", maxSplits: 1)
        guard let first = words.first, ["yes", "yes,", "yeah", "yeah,", "yep", "yep,", "ok", "ok,", "sure", "sure,"].contains(first.lowercased()),
            words.count == 2
        else { return nil }
        let reason = words[1].trimmingCharacters(in: .whitespaces)
        for opener in ["because ", "since ", "cause ", "- "] where reason.lowercased().hasPrefix(opener) {
            return String(reason.dropFirst(opener.count))
        }
        return reason.isEmpty ? nil : reason
    }

    private func file(_ subject: Reports.Subject, reason: String, for user: Member) async throws -> Reply {
        let name = try await reports.file(by: user.id, about: subject, reason: reason)
        return Reply(
            intent: "report",
            lines: ["Thanks: your report of \(name) is with the moderators, and you'll hear when they've looked at it."])
    }

    /// True when the person named the subject outright: by username, by listing number, or by a number from the
    /// list in view of its kind.
    private static func namedOutright(_ target: Command.ReportTarget, in session: Session) -> Bool {
        let fromList = { (reference: Command.Reference?, list: ShownSocial.Latest) in
            Session.positional(reference)?.position != nil && session.social.latest == list
        }
        switch target {
        case .person, .reviewBy, .messageFrom: return true
        case .listing(let reference): return reference?.position == nil ? reference != nil && reference != .it : fromList(reference, .listings)
        case .post(let reference): return fromList(reference, .posts)
        case .comment(let reference): return fromList(reference, .comments)
        }
    }

    /// The record reported. In "report post 2" and "report comment 1" the number is a position in the list shown
    /// last, though the parser reads "post 2" as a record number.
    private func reportSubject(_ target: Command.ReportTarget, in session: Session) throws -> Reports.Subject {
        switch target {
        case .reviewBy(let name):
            guard let name else { throw Self.reportWhat }
            return .reviewBy(author: name)
        case .post(let reference):
            let id = try session.postID(reference)
            return .post(id)
        case .comment(let reference):
            let ids = session.social.comments
            let id = try Session.pick(Session.positional(reference), ids: ids, focus: nil, unfocused: .whichComment, list: .comments)
            return .comment(id)
        case .messageFrom(let name):
            guard let name else { throw Refusal.whichUser("report message") }
            return .messageFrom(sender: name)
        case .person(let name):
            return .user(name)
        case .listing(let reference):
            guard reference != nil || session.shown.focus != nil else { throw Self.reportWhat }
            let id = try session.listingID(reference)
            return .listing(id)
        }
    }
}
