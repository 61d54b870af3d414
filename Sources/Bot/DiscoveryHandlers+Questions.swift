import Intents
import Marketplace

/// Questions about the listing in focus, or about each one in the list shown, answered from their fields.
extension DiscoveryHandlers {
    /// The most listings one question about the whole list answers.
    static let listAnswerLimit = 10

    func answer(_ question: Command.Question, in session: inout Session) async throws -> Reply {
        if question.topic == .availability {
            return try await showAvailability(question.about, within: question.during, in: &session)
        }
        if question.about == .it, session.shown.focus == nil, !session.shown.ids.isEmpty, question.topic != .owner {
            return try await answerForEach(
                question, of: Array(session.shown.ids.suffix(Self.listAnswerLimit)),
                startingAt: max(session.shown.ids.count - Self.listAnswerLimit, 0), for: session.account?.id)
        }
        let id = try session.listingID(question.about)
        let details = try await listings.details(of: id, for: session.account?.id)
        session.shown.focus = id
        session.social.personInFocus = details.ownerName
        var sentence = ListingFacts.answer(question, about: details.listing, ownerName: details.ownerName)
        if question.topic == .rules {
            let (_, calendar) = try await availability.calendar(of: id, for: session.account?.id)
            sentence = ListingFacts.rules(details.listing, terms: TermsText.describe(calendar))
        }
        return Reply(
            intent: "ask", lines: ["About \"\(details.listing.title)\": \(sentence)"],
            data: .object([("listing", .int(Int(id))), ("field", .string(question.topic.rawValue)), ("answer", .string(sentence))]))
    }

    /// "is there wifi?" with a list shown and none opened: the answer for each, by position.
    private func answerForEach(
        _ question: Command.Question, of ids: [Int64], startingAt offset: Int, for viewer: Int64?
    ) async throws -> Reply {
        let found = try await listings.summaries(ids, for: viewer)
        var lines = ["Of the listings shown:"]
        var answers: [JSONValue] = []
        for (position, id) in ids.enumerated() {
            guard let listing = found.first(where: { $0.id == id }) else { continue }
            let sentence = ListingFacts.answer(question, about: listing)
            lines.append("\(offset + position + 1). \(listing.title): \(sentence)")
            answers.append(.object([("position", .int(offset + position + 1)), ("listing", .int(Int(id))), ("answer", .string(sentence))]))
        }
        lines.append("Type show and a number for the whole listing.")
        return Reply(intent: "ask", lines: lines, data: .object([("field", .string(question.topic.rawValue)), ("answers", .array(answers))]))
    }
}
