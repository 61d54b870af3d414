/// What "help" and "help TOPIC" answer.
enum HelpText {
    static let topics: [(name: String, lines: [String])] = [
        (
            "accounts",
            [
                "Accounts:",
                "  signup NAME PASSWORD   create an account (or just \"signup\" and answer the questions)",
                "  login NAME             log in; I ask for the password and hide it in telnet",
                "  resume TOKEN           stay logged in: continue a session on a new connection",
                "  whoami                 who you are logged in as",
                "  logout                 log out and end the session token",
            ]
        ),
        (
            "protocol",
            [
                "Connection:",
                "  PING                   answers PONG",
                "  /json, /text           switch between JSON lines for programs and text for people",
                "  quit                   close the connection",
                "  In text mode every reply ends with an empty line; lines from others start with \"* \".",
            ]
        ),
    ]

    static func reply(topic: String?) -> Reply {
        guard let topic else {
            let lines = ["Here is what you can type:"] + topics.flatMap(\.lines)
                + ["Type \"help accounts\" or \"help protocol\" for one part."]
            return Reply(intent: "help", lines: lines)
        }
        guard let match = topics.first(where: { topic.hasPrefix($0.name.dropLast()) }) else {
            let names = topics.map { "help \($0.name)" }.joined(separator: " or ")
            return .failure(
                intent: "help", code: "unknown_topic", "I have no help on \"\(topic)\": try \(names).")
        }
        return Reply(intent: "help", lines: match.lines)
    }
}
