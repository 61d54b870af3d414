@testable import Bot
import Testing

struct YesInWordsTests {
    static let publish = ["publish", "post", "post it", "list", "go live", "put it live", "put it up"]
    static let delete = ["delete", "remove", "get rid of", "take down"]
    static let decline = ["decline", "say no", "reject", "turn down"]

    @Test(arguments: [
        "yes, post the apartment", "yes, publish my office", "yes please publish the rest space", "perfect, put it live",
        "all correct, you can publish", "great, go live", "that's it, publish", "ok good to go", "looks right to me - yes",
        "publish", "Publish it!", "yep, go ahead", "sure thing, do it", "YES PUBLISH", "y publish it then",
    ])
    func aYesWithThePublishVerbPublishes(_ line: String) {
        #expect(YesInWords.answers(line, verbs: Self.publish))
    }

    @Test(arguments: [
        "yes, delete the foggy bay one", "yep get rid of it", "sure, delete", "yes please remove it", "y, get rid of it", "delete it",
    ])
    func aYesWithTheDeleteVerbDeletes(_ line: String) {
        #expect(YesInWords.answers(line, verbs: Self.delete))
    }

    @Test(arguments: ["yes decline gus", "yup, say no to xiu", "ok turn down omar", "mhm, go ahead"])
    func aYesWithTheDeclineVerbDeclines(_ line: String) {
        #expect(YesInWords.answers(line, verbs: Self.decline))
    }

    @Test(arguments: [
        "no, don't publish", "yes, but delete the other one", "yes and post: hello everyone", "publish the office instead",
        "yes, post it tomorrow", "post the kayak", "wait", "publish listing 4", "yes if the price is right", "hmm", "",
        "yes, message ana about it", "publish it unless it's raining", "yes, post it and then book the kayak", "ok thanks", "good", "ok cool", "sure",
    ])
    func anythingElseIsNoSuchYes(_ line: String) {
        #expect(!YesInWords.answers(line, verbs: Self.publish))
    }

    @Test func theVerbMustBeTheQuestionsOwn() {
        #expect(!YesInWords.answers("yes, delete the kayak", verbs: Self.publish))
        #expect(!YesInWords.answers("yes, publish it", verbs: Self.delete))
    }
}
