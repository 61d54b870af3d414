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

    func report(_ target: Command.ReportTarget, reason: String, for user: Member, in session: inout Session) async throws -> Reply {
        let (subject, example) = try reportSubject(target, in: session)
        guard !reason.isEmpty else {
            throw Refusal(code: "reason_required", message: "Say why in a few words, as in: \(example)")
        }
        let name = try await reports.file(by: user.id, about: subject, reason: reason)
        return Reply(
            intent: "report",
            lines: ["Thanks: your report of \(name) is with the moderators, and you'll hear when they've looked at it."])
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
