import Intents
import TerminalLayout

/// Writes replies and events as the wire shows them: text blocks or JSON lines, each line ending in CRLF.
///
/// Text lines are neutralised (`TerminalText`), so user-written text already stored can never carry a control
/// sequence to a terminal; JSON escapes the same characters. Text wraps at spaces to `width` columns (0: no
/// wrapping), never inside a word, URL or token. Only pushed events start a line with "* ": a reply line that would
/// (a title or a bio, or a wrapped piece of one) starts with a space instead.
public enum Rendering {
    /// The width replies wrap at when the client has not said its own.
    public static let defaultWidth = 80

    /// What starts every line of a pushed event in text mode, and no line of a reply.
    public static let pushMark = "* "

    /// A text reply: its lines, then an empty line that tells scripts the reply is complete.
    public static func text(_ reply: Reply, width: Int = defaultWidth) -> String {
        var text = ""
        for line in reply.lines {
            for wrapped in replyLines(TerminalText.neutralised(line), width: width) {
                text += wrapped
                text += "\r\n"
            }
        }
        return text + "\r\n"
    }

    /// `line` wrapped to `width`, with a space before each piece that would start as a pushed line does; the line is
    /// then wrapped a column narrower, so the space fits.
    static func replyLines(_ line: String, width: Int) -> [String] {
        let lines = WordWrap.lines(line, width: width)
        guard lines.contains(where: { $0.hasPrefix(pushMark) }) else { return lines }
        return WordWrap.lines(line, width: max(0, width - 1)).map { $0.hasPrefix(pushMark) ? " " + $0 : $0 }
    }

    /// A text event: each line starts with "* ", and an empty line ends it.
    public static func text(_ event: PushedEvent, width: Int = defaultWidth) -> String {
        var text = ""
        for line in event.text.split(separator: "\n", omittingEmptySubsequences: false) {
            for wrapped in WordWrap.lines(TerminalText.neutralised(String(line)), width: max(0, width - 2)) {
                text += pushMark + wrapped + "\r\n"
            }
        }
        return text + "\r\n"
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
