import Intents
import Marketplace

/// Reporting a listing, a person or a review to the moderators.
extension Bot {
    static let reportWhat = Refusal(
        code: "report_what",
        message: "Say what to report: a listing (report 2 REASON), a person (report @bob REASON) or a review of you (report review @bob REASON).")

    func report(_ slots: Slots, line: String, in session: inout Session) async throws -> Reply {
        let user = try signedIn(session)
        let aboutReview = line.lowercased().split(separator: " ").dropFirst().first == "review"
        let subject: Reports.Subject
        if let name = slots.user {
            subject = aboutReview ? .reviewBy(author: name) : .user(name)
        } else if aboutReview || (slots.ref == nil && session.shown.focus == nil) {
            throw Self.reportWhat
        } else {
            subject = .listing(try listingID(slots.ref, in: session))
        }
        let reason = slots.text?.trimmedOfWhitespace ?? ""
        guard !reason.isEmpty else {
            throw Refusal(code: "reason_required", message: "Say why in a few words, as in: \(Self.example(of: subject)) it's a counterfeit")
        }
        let name = try await reports.file(by: user.id, about: subject, reason: reason)
        return Reply(
            intent: "report",
            lines: ["Thanks: your report of \(name) is with the moderators, and you'll hear when they've looked at it."])
    }

    private static func example(of subject: Reports.Subject) -> String {
        switch subject {
        case .listing(let id): "report listing \(id)"
        case .user(let name): "report @\(name)"
        case .reviewBy(let name): "report review @\(name)"
        }
    }
}
