import Intents

/// Writes replies and events as the wire shows them: text blocks or JSON lines, each line ending in CRLF.
///
/// Text lines are neutralised (`TerminalText`), so user-written text already stored can never carry a control
/// sequence to a terminal; JSON escapes the same characters.
public enum Rendering {
    /// A text reply: its lines, then an empty line that tells scripts the reply is complete.
    public static func text(_ reply: Reply) -> String {
        var text = ""
        for line in reply.lines {
            text += TerminalText.neutralised(line)
            text += "\r\n"
        }
        return text + "\r\n"
    }

    /// A text event: each line starts with "* ", and an empty line ends it.
    public static func text(_ event: PushedEvent) -> String {
        event.text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { "* " + TerminalText.neutralised(String($0)) + "\r\n" }.joined() + "\r\n"
    }

    public static func json(_ reply: Reply) -> String {
        var members: [(String, JSONValue)] = [
            ("ok", .bool(reply.failure == nil)), ("intent", .string(reply.intent)), ("text", .string(reply.text)),
        ]
        if let failure = reply.failure {
            members.append(("error", .object([("code", .string(failure.code)), ("message", .string(failure.message))])))
        } else if let data = reply.data {
            members.append(("data", data))
        }
        return JSONValue.object(members).serialized + "\r\n"
    }

    public static func json(_ event: PushedEvent) -> String {
        var members: [(String, JSONValue)] = [("event", .string(event.name)), ("text", .string(event.text))]
        if let data = event.data { members.append(("data", data)) }
        return JSONValue.object(members).serialized + "\r\n"
    }
}
