import Intents
import Marketplace

/// Reporting a listing, a person, a review, a post, a comment or a message to the moderators.
extension Bot {
    static let reportWhat = Refusal(
        code: "report_what",
        message: """
            Say what to report: a listing (report 2 REASON), a person (report @bob REASON), a review of you \
            (report review @bob REASON), or a post, a comment or a message (type help safety).
            """)

    func report(_ slots: Slots, line: String, for user: Member, in session: inout Session) async throws -> Reply {
        let (subject, example) = try reportSubject(slots, line: line, in: session)
        let reason = slots.text?.trimmedOfWhitespace ?? ""
        guard !reason.isEmpty else {
            throw Refusal(code: "reason_required", message: "Say why in a few words, as in: \(example)")
        }
        let name = try await reports.file(by: user.id, about: subject, reason: reason)
        return Reply(
            intent: "report",
            lines: ["Thanks: your report of \(name) is with the moderators, and you'll hear when they've looked at it."])
    }

    /// What the line reports, read from the word after "report", and a line that would report it with a reason.
    /// In "report post 2" and "report comment 1" the number is a position in the list shown last, though the
    /// parser reads "post 2" as a record number.
    private func reportSubject(_ slots: Slots, line: String, in session: Session) throws -> (Reports.Subject, String) {
        let words = line.lowercased().split(separator: " ")
        let reference = Self.positional(slots.ref)
        switch words.dropFirst().first {
        case "review":
            guard let name = slots.user else { throw Self.reportWhat }
            return (.reviewBy(author: name), "report review @\(name) it's a counterfeit")
        case "post":
            let id = try postID(reference, in: session)
            return (.post(id), "report post \(Self.position(of: id, in: session.social.posts)) it's spam")
        case "comment":
            let ids = session.social.comments
            let id = try Self.pick(reference, ids: ids, focus: nil, unfocused: .whichComment, list: .comments)
            return (.comment(id), "report comment \(Self.position(of: id, in: ids)) it's insulting")
        case "message":
            guard words.count > 2, let name = slots.user else { throw Refusal.whichUser("report message") }
            return (.messageFrom(sender: name), "report message @\(name) it's a scam")
        default:
            if let name = slots.user { return (.user(name), "report @\(name) it's a counterfeit") }
            guard slots.ref != nil || session.shown.focus != nil else { throw Self.reportWhat }
            let id = try listingID(slots.ref, in: session)
            return (.listing(id), "report listing \(id) it's a counterfeit")
        }
    }

    /// Where `id` is in a list shown, counting from 1, or "it" when it was picked as the one last opened.
    private static func position(of id: Int64, in ids: [Int64]) -> String {
        ids.firstIndex(of: id).map { String($0 + 1) } ?? "it"
    }
}
