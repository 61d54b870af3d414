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
}
