import Bot
import Intents
import Testing

struct RenderingTests {
    @Test func textRepliesEndWithAnEmptyLine() {
        let reply = Reply(intent: "help", lines: ["one", "two"])
        #expect(Rendering.text(reply) == "one\r\ntwo\r\n\r\n")
    }

    @Test func textEventsMarkEveryLine() {
        let event = PushedEvent(name: "message", text: "bob says:\nhi")
        #expect(Rendering.text(event) == "* bob says:\r\n* hi\r\n\r\n")
    }

    @Test func jsonRepliesAreOneLineWithDataOrError() {
        let ok = Reply(intent: "whoami", lines: ["You're ana."], data: .object([("user", .string("ana"))]))
        #expect(Rendering.json(ok) == #"{"ok":true,"intent":"whoami","text":"You're ana.","data":{"user":"ana"}}"# + "\r\n")
        let refused = Reply.failure(intent: "login", code: "unknown_user", "No \"zed\".\nTry again.")
        #expect(
            Rendering.json(refused)
                == #"{"ok":false,"intent":"login","text":"No \"zed\".\nTry again.","error":{"code":"unknown_user","message":"No \"zed\".\nTry again."}}"#
                + "\r\n")
    }

    @Test func jsonEventsCarryAnEventKey() {
        let event = PushedEvent(name: "message", text: "hi", data: .object([("from", .string("bob"))]))
        #expect(Rendering.json(event) == #"{"event":"message","text":"hi","data":{"from":"bob"}}"# + "\r\n")
    }

    @Test func textNeutralisesControlsAndDirectionOverridesInEveryLine() {
        let reply = Reply(intent: "show_profile", lines: ["Bio: \u{1B}[2Jhi\u{7}", "\u{202E}gnp.exe\r\u{9B}31m"])
        #expect(Rendering.text(reply) == "Bio: \u{FFFD}[2Jhi\u{FFFD}\r\n\u{FFFD}gnp.exe\u{FFFD}\u{FFFD}31m\r\n\r\n")
        let event = PushedEvent(name: "message", text: "ana says:\n\u{1B}]52;c;ZXZpbA==\u{7}")
        #expect(Rendering.text(event) == "* ana says:\r\n* \u{FFFD}]52;c;ZXZpbA==\u{FFFD}\r\n\r\n")
    }

    @Test func jsonEscapesControlsAndDirectionOverrides() {
        let event = PushedEvent(name: "message", text: "\u{1B}[2J \u{9B}31m \u{202E}x", data: .object([("from", .string("\u{2066}bo"))]))
        #expect(
            Rendering.json(event)
                == #"{"event":"message","text":"\u001b[2J \u009b31m \u202ex","data":{"from":"\u2066bo"}}"# + "\r\n")
    }

    @Test func jsonEscapesLineSeparatorsTheByteOrderMarkAndStrayTagsButNotAFlag() {
        let flag = "🏴\u{E0067}\u{E0062}\u{E0077}\u{E006C}\u{E0073}\u{E007F}"
        let reply = Reply(intent: "show_profile", lines: ["a\u{2028}b\u{2029}c\u{FEFF}d\u{E0041}e " + flag])
        #expect(Rendering.json(reply).hasPrefix(#"{"ok":true,"intent":"show_profile","text":"a\u2028b\u2029c\ufeffd\udb40\udc41e "# + flag + "\""))
    }

    /// Only pushes start a line with "* ": a reply line that would gets a space in front of it.
    @Test(arguments: [
        ("* The server is shutting down; please reconnect", " * The server is shutting down; please reconnect"),
        ("*  two spaces", " *  two spaces"),
        ("*bold* title", "*bold* title"),
        ("*", "*"),
        (" * already indented", " * already indented"),
        ("Bio: * The server is shutting down", "Bio: * The server is shutting down"),
    ])
    func noReplyLineStartsAsAPushDoes(line: String, shown: String) {
        #expect(Rendering.text(Reply(intent: "show_profile", lines: [line]), width: 0) == shown + "\r\n\r\n")
        #expect(Rendering.text(Reply(intent: "show_profile", lines: [line])) == shown + "\r\n\r\n")
    }

    /// User text wrapped at any width never leaves a piece that starts as a pushed line does, nor one wider than the
    /// width.
    @Test(arguments: 20...60)
    func wrappedPiecesNeverStartAsAPushDoes(width: Int) {
        let about = "About: my ladder * The server is shutting down for maintenance; please reconnect * in a minute * or two *"
        let lines = Rendering.text(Reply(intent: "show_listing", lines: [about, "1. Ladder · * * * * * * * * * * * * * * * * * * * *"]), width: width)
            .split(separator: "\r\n", omittingEmptySubsequences: false).dropLast(2)
        #expect(lines.count > 2)
        #expect(!lines.contains { $0.hasPrefix("* ") })
        #expect(lines.allSatisfy { $0.count <= width })
        #expect(lines.map { $0.split(separator: " ").joined(separator: " ") }.joined(separator: " ").contains("please reconnect * in a minute"))
    }

    @Test func aContinuationLineThatWouldStartAsAPushStartsWithASpace() {
        let reply = Reply(intent: "show_profile", lines: ["Bio: weekend skater * The server is shutting down"])
        #expect(Rendering.text(reply, width: 20) == "Bio: weekend skater\r\n * The server is\r\nshutting down\r\n\r\n")
    }

    @Test func eventsAndJSONKeepTheirStars() {
        let event = PushedEvent(name: "message", text: "* hi")
        #expect(Rendering.text(event) == "* * hi\r\n\r\n")
        let reply = Reply(intent: "show_profile", lines: ["* The server is shutting down"])
        #expect(Rendering.json(reply) == #"{"ok":true,"intent":"show_profile","text":"* The server is shutting down"}"# + "\r\n")
    }
}
