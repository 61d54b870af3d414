import Intents

/// Answers to the question the bot asked last: each area reads its own, and a line that is no answer is read as
/// a new request.
extension Bot {
    /// The reply to `line` as the answer to `prompt`, or nil when it is not one.
    func answer(_ prompt: Session.Prompt, with line: String, in session: inout Session) async -> Reply? {
        do {
            switch prompt {
            case .account(let question):
                var reply: Reply
                do {
                    reply = try await account.answer(question, with: line, in: &session)
                } catch {
                    reply = failureReply(for: error, intent: question.intent)
                }
                if question.hidesInput { reply.effects.insert(.inputEcho(true), at: 0) }
                return reply
            case .listingDraft(let draft):
                return try await hosting.answerDraft(draft, with: line, meaning: reading(line).name, in: &session)
            case .searchPlace(let wanted):
                return try await discovery.answerSearchPlace(wanted, with: line, in: &session)
            case .bookingQuote(let quote):
                return try await booking.answerQuote(quote, saying: reading(line).name, in: &session)
            case .listingRemoval(let id, let title):
                return try await hosting.answerRemoval(of: id, title: title, reading: reading(line), in: &session)
            }
        } catch {
            return failureReply(for: error, intent: prompt.intent)
        }
    }

    private func reading(_ line: String) -> Intent {
        parser.parse(line.trimmedOfWhitespace, context: parseContext)
    }
}
