import Intents

/// Greetings, thanks, lone values, follow-up filters and questions about a listing.
extension Bot {
    static let greetingReply = Reply(
        intent: "greet",
        lines: [
            "Hi! I help you rent things, spaces and homes from people nearby, and lend your own.",
            "Try \"find a tent near me\", \"rent out my ladder for $3 a day\" or \"surprise me\".",
        ])

    static let thanksReply = Reply(intent: "thanks", lines: ["You're welcome! Type whenever you need something."])

    /// A lone value with no question waiting: a position opens that item; a place, time or price searches.
    func answerWithoutQuestion(_ slots: Slots, in session: inout Session) async throws -> Reply {
        if let reference = slots.ref, slots.near == nil, slots.when == nil { return try await show(reference, in: &session) }
        if slots.user != nil { return try await showProfile(slots.user, in: &session) }
        var search = slots
        if let price = search.price { (search.maxPrice, search.price) = (price, nil) }
        return try await self.search(search, in: &session)
    }

    /// A question about a listing: the listing's details answer it.
    func askAbout(_ slots: Slots, in session: inout Session) async throws -> Reply {
        try await show(slots.ref ?? .it, in: &session)
    }

    /// "a", "a or b", "a, b or c".
    static func alternatives(_ choices: [String]) -> String {
        guard choices.count > 1 else { return choices.first ?? "" }
        return choices.dropLast().joined(separator: ", ") + " or " + choices[choices.count - 1]
    }

    /// Two readings were too close to act on: ask which was meant, naming both.
    static func whichOne(_ rivals: [IntentName], examples: [String]) -> Reply {
        let choices = zip(rivals, examples).map { "\($0.purpose) (\"\($1)\")" }
        return .failure(
            intent: "unknown", code: "ambiguous",
            "I'm not sure whether you want to \(choices.joined(separator: " or ")): type the one you mean.")
    }
}
