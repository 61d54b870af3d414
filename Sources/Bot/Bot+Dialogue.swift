import Intents

/// Greetings, thanks, lone values, and lines not understood.
extension Bot {
    static let greetingReply = Reply(
        intent: "greet",
        lines: [
            "Hi! I help you rent things, spaces and homes from people nearby, and lend your own.",
            "Try \"find a tent near me\", \"rent out my ladder for $3 a day\" or \"surprise me\".",
        ])

    static let thanksReply = Reply(intent: "thanks", lines: ["You're welcome! Type whenever you need something."])

    /// How far people count down a list by ordinal ("the 10th"); past that, "the 14th" alone is a day.
    static let positionsPeopleCount = 10

    /// A lone value with no question waiting: a position opens that item, a person their profile; a place, time
    /// or price changes the last search, or searches when there is none. "the 3rd" is the third item when the list
    /// shown has one, or when nothing is listed, else the 3rd of the month.
    func answerWithoutQuestion(_ value: Command.LoneValue, in session: inout Session) async throws -> Reply {
        switch value {
        case .reference(let reference): try await show(reference, in: &session)
        case .person(let name): try await discoveryHandlers.showProfile(name, in: &session)
        case .search(let wanted): try await discoveryHandlers.refine(wanted, in: &session)
        case .dayOrPosition(let position, let day):
            session.shownCount >= position || session.shownCount == 0 && position <= Self.positionsPeopleCount
                ? try await show(.index(position), in: &session) : try await discoveryHandlers.refine(day, in: &session)
        }
    }

    /// The words of a line, lower-cased, without punctuation: a suggestion that is the line itself repeats nothing new.
    private static func words(of text: String) -> [Substring] {
        text.lowercased().split { !$0.isLetter && !$0.isNumber }
    }

    /// A line not acted on: a command named without what it needs, two close readings, or nothing understood.
    static func notUnderstood(_ miss: Command.Miss, line: String) -> Reply {
        if miss.isIncomplete {
            let example = miss.suggestions.first ?? miss.rivals[0].example
            let command = example.split(separator: " ").first.map(String.init) ?? example
            return .failure(
                intent: "unknown", code: "incomplete",
                "\"\(command)\" needs more than that, as in: \(example): type \"help\" for examples.")
        }
        if miss.rivals.count == 1, let command = miss.suggestions.first {
            guard Self.words(of: command) != Self.words(of: line) else {
                return .failure(
                    intent: "unknown", code: "ambiguous",
                    "I didn't follow all of that, so nothing was done: to \(miss.rivals[0].purpose), type it as in: \(miss.rivals[0].example).")
            }
            return .failure(
                intent: "unknown", code: "ambiguous", "To \(miss.rivals[0].purpose), type the command itself: \"\(command)\".")
        }
        if !miss.rivals.isEmpty { return whichOne(miss.rivals, examples: miss.suggestions) }
        let suggestions = alternatives((miss.suggestions.isEmpty ? ["help"] : miss.suggestions).map { "\"\($0)\"" })
        return .failure(
            intent: "unknown", code: "not_understood",
            "I don't understand \"\(line)\": did you mean \(suggestions)? Type \"help\" to see everything I can do.")
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
