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
}
