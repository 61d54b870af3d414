/// Ctrl-C from a telnet client: it stops the question the bot is waiting on, as `cancel` would, but is never read
/// as an answer (so it can't become a password, a title or a "no").
extension Bot {
    public func interrupt(in session: inout Session) -> Reply {
        guard let prompt = session.prompt else {
            return Reply(
                intent: "interrupt",
                lines: ["Ctrl-C: nothing was waiting for an answer. Type quit to leave, or help to see what you can do."])
        }
        session.prompt = nil
        var reply = Reply(intent: "interrupt", lines: ["Ctrl-C: \(Self.stopped(prompt))"])
        if case .account(let question) = prompt, question.hidesInput { reply.effects = [.inputEcho(true)] }
        return reply
    }

    private static func stopped(_ prompt: Session.Prompt) -> String {
        switch prompt {
        case .account(let question):
            question.intent == "signup" ? "sign-up stopped; no account was made." : "login stopped; you're not logged in."
        case .listingDraft:
            "the new listing is dropped; nothing was published."
        case .searchPlace:
            "search stopped."
        case .bookingQuote, .bookingTime(_, isViewing: false, _):
            "nothing was booked."
        case .bookingTime(_, isViewing: true, _):
            "no viewing was asked for."
        case .listingRemoval:
            "the listing stays; nothing was removed."
        case .postDeletion, .commentDeletion:
            "nothing was deleted."
        case .bookingChange:
            "nothing changed."
        case .reportFiling:
            "nothing was reported."
        case .whichNumber:
            "nothing was done."
        case .shareWith:
            "nothing was shared."
        case .messageText, .messageSending:
            "nothing was sent."
        case .topUp:
            "nothing was added to your wallet."
        case .depositClaim:
            "nothing was claimed."
        }
    }
}
