import Intents

/// Answers to the question the bot asked last: each area reads its own, and a line that is no answer is read as
/// a new request.
extension Bot {
    /// True for a sign-up or log-in that names its account: typed at "Pick a username", it is a fresh command
    /// ("signup bob bobbob12"), not a username with spaces in it.
    private static func namesAnAccount(_ meaning: Command) -> Bool {
        switch meaning {
        case .signup(let user?, _), .login(let user?, _): !user.isEmpty
        default: false
        }
    }

    /// What someone may look up while a question waits, without dropping it: "When would you like it?", then
    /// "balance", then "saturday" still answers it.
    static let asideFromAQuestion: Set<IntentName> = [.help, .whoami, .balance, .notifications, .categories]

    /// The reply to `line` as the answer to `prompt`, or nil when it is not one. `meaning` is the line read once, which
    /// the answer and a new request share, and `readAs` its intent and the commands it could have been. A hidden
    /// password input is shown again whatever the answer did.
    func answer(_ prompt: Session.Prompt, with line: String, meaning: Command, readAs: [IntentName], in session: inout Session) async -> Reply? {
        var reply: Reply?
        do {
            reply = try await answerOrNil(prompt, with: line, meaning: meaning, readAs: readAs, in: &session)
        } catch {
            reply = failureReply(for: error, intent: prompt.intent)
        }
        if case .account(let question) = prompt, question.hidesInput { reply?.effects.insert(.inputEcho(true), at: 0) }
        return reply
    }

    private func answerOrNil(
        _ prompt: Session.Prompt, with line: String, meaning said: Command, readAs: [IntentName], in session: inout Session
    ) async throws -> Reply? {
        let meaning = Self.verbs(answering: prompt).map { YesInWords.answers(line, verbs: $0) } == true ? Command.confirm : said
        switch prompt {
        case .account(let question):
            if !question.hidesInput, Self.namesAnAccount(meaning) { return nil }
            return try await accountHandlers.answer(question, with: line, in: &session)
        case .listingDraft(let draft):
            return try await hostingHandlers.answerDraft(draft, with: line, meaning: meaning, in: &session)
        case .searchPlace(let wanted):
            return try await discoveryHandlers.answerSearchPlace(wanted, with: line, saying: meaning, in: &session)
        case .bookingQuote(let quote):
            return try await bookingHandlers.answerQuote(quote, saying: meaning, in: &session)
        case .reportFiling(let subject, let reason):
            return try await socialHandlers.answerReport(subject, reason: reason, saying: meaning, line: line, in: &session)
        case .bookingChange(let change):
            if change.action == .cancel, case .cancelBooking(let reference, let described, let during)? = cancelInstead(of: line, in: session) {
                let user = try session.signedIn()
                return try await bookingHandlers.cancelBooking(reference, described: described, during: during, for: user, in: &session)
            }
            return try await bookingHandlers.answerChange(change, saying: meaning, in: &session)
        case .listingRemoval(let id, let title):
            return try await hostingHandlers.answerRemoval(of: id, title: title, saying: meaning, in: &session)
        case .bookingTime(let target, let isViewing, let months):
            return try await bookingHandlers.answerWhen(target, isViewing: isViewing, months: months, saying: meaning, in: &session)
        case .postDeletion(let post):
            return try await socialHandlers.answerPostDeletion(post, saying: meaning, in: &session)
        case .commentDeletion(let comment):
            return try await socialHandlers.answerCommentDeletion(comment, saying: meaning, in: &session)
        case .messageText(let name):
            return try await socialHandlers.answerMessageText(to: name, saying: meaning, readAs: readAs, line: line, in: &session)
        case .messageSending(let name, let text):
            return try await socialHandlers.answerMessageSending(text, to: name, saying: meaning, in: &session)
        case .shareWith(let kind, let id):
            return try await socialHandlers.answerShare((kind, id), saying: meaning, line: line, in: &session)
        case .topUp(let cents):
            return try await bookingHandlers.answerTopUp(cents: cents, saying: meaning, in: &session)
        case .depositClaim(let claim):
            return try await bookingHandlers.answerDepositClaim(claim, saying: meaning, in: &session)
        case .whichNumber(let original, let name):
            let reference: Command.Reference
            switch meaning {
            case .answer(.reference(let named)), .showListing(let named?): reference = named
            default: return nil
            }
            guard let meant = original.replacingReference(with: reference) else { return nil }
            return try await route(meant, named: name, line: line, in: &session)
        }
    }

    /// The verbs that name what a yes-or-no question would do, which a yes may repeat ("yes, publish it"); nil for a
    /// question that is not answered yes or no.
    private static func verbs(answering prompt: Session.Prompt) -> [String]? {
        switch prompt {
        case .listingDraft(let draft):
            draft.nextStep == .confirm
                ? ["publish", "post", "post it", "list", "list it", "go live", "put it live", "put it up", "put it online", "make it live", "submit", "save"]
                : nil
        case .bookingQuote: ["book", "send", "request", "reserve", "rent", "lease", "ask", "schedule", "take"]
        case .bookingChange(let change):
            switch change.action {
            case .cancel: ["cancel", "call off", "call it off"]
            case .decline: ["decline", "say no", "reject", "turn down", "turn it down", "refuse", "deny"]
            case .giveNotice: ["give notice", "end", "send"]
            }
        case .listingRemoval: ["remove", "delete", "take down", "take it down", "get rid of", "pull"]
        case .postDeletion, .commentDeletion: ["delete", "remove", "get rid of", "take down", "take it down", "erase", "trash"]
        case .messageSending: ["send"]
        case .topUp: ["add", "top up", "charge"]
        case .depositClaim: ["claim", "keep", "send"]
        case .reportFiling: ["report", "file", "flag", "send"]
        case .account, .searchPlace, .bookingTime, .whichNumber, .shareWith, .messageText: nil
        }
    }
}
