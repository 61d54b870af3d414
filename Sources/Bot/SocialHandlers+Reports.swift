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
    /// the list in view); one meant by "it" or by a number from a list no longer in view is named first, and filed
    /// on a yes.
    func report(_ target: Command.ReportTarget, reason: String, for user: Member, in session: inout Session) async throws -> Reply {
        let (subject, example) = try reportSubject(target, in: session)
        guard !reason.isEmpty else {
            throw Refusal(code: "reason_required", message: "Say why in a few words, as in: \(example)")
        }
        guard Self.namedOutright(target, in: session) else {
            let name = try await reports.name(of: subject, for: user.id)
            session.prompt = .reportFiling(subject, reason: reason)
            return Reply(intent: "report", lines: ["Report \(name) to the moderators: \"\(reason)\"?", "Type yes to send it, or no to drop it."])
        }
        return try await file(subject, reason: reason, for: user)
    }

    /// Answers "Report … to the moderators?": yes files it; no drops it; nil for anything else.
    func answerReport(_ subject: Reports.Subject, reason: String, saying command: Command, in session: inout Session) async throws -> Reply? {
        switch command {
        case .confirm: return try await file(subject, reason: reason, for: try session.signedIn())
        case .deny: return Reply(intent: "deny", lines: ["Dropped: nothing was reported."])
        default: return nil
        }
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

    /// The record reported, and a line that would report it with a reason. In "report post 2" and "report comment 1"
    /// the number is a position in the list shown last, though the parser reads "post 2" as a record number.
    private func reportSubject(_ target: Command.ReportTarget, in session: Session) throws -> (Reports.Subject, String) {
        switch target {
        case .reviewBy(let name):
            guard let name else { throw Self.reportWhat }
            return (.reviewBy(author: name), "report review @\(name) it's a counterfeit")
        case .post(let reference):
            let id = try session.postID(reference)
            return (.post(id), "report post \(Self.position(of: id, in: session.social.posts)) it's spam")
        case .comment(let reference):
            let ids = session.social.comments
            let id = try Session.pick(Session.positional(reference), ids: ids, focus: nil, unfocused: .whichComment, list: .comments)
            return (.comment(id), "report comment \(Self.position(of: id, in: ids)) it's insulting")
        case .messageFrom(let name):
            guard let name else { throw Refusal.whichUser("report message") }
            return (.messageFrom(sender: name), "report message @\(name) it's a scam")
        case .person(let name):
            return (.user(name), "report @\(name) it's a counterfeit")
        case .listing(let reference):
            guard reference != nil || session.shown.focus != nil else { throw Self.reportWhat }
            let id = try session.listingID(reference)
            return (.listing(id), "report listing \(id) it's a counterfeit")
        }
    }

    /// Where `id` is in a list shown, counting from 1, or "it" when it was picked as the one last opened.
    private static func position(of id: Int64, in ids: [Int64]) -> String {
        ids.firstIndex(of: id).map { String($0 + 1) } ?? "it"
    }
}
