import Intents
import Testing

/// A misspelt search word is matched to the one title word it is closest to, and to nothing when that is unsure.
struct ClosestSpellingTests {
    static let titleWords = ["kayak", "paddleboard", "tent", "ladder", "drill", "camera", "karaoke", "machine", "speaker", "surfboard"]

    @Test(arguments: [
        ("kayk", "kayak"), ("tnet", "tent"), ("laddr", "ladder"), ("paddelboard", "paddleboard"), ("karoke", "karaoke"),
        ("speeker", "speaker"), ("surfbaord", "surfboard"), ("KAYK", "kayak"),
    ])
    func aMisspeltWordFindsTheTitleWordItMeans(typed: String, meant: String) {
        #expect(ClosestSpelling.of(typed, among: Self.titleWords) == meant)
    }

    @Test(arguments: ["tnt", "xyzzy", "kayak", "boat", "lamp"])
    func aShortUnlikeOrRightWordIsLeftAlone(typed: String) {
        #expect(ClosestSpelling.of(typed, among: Self.titleWords) == nil)
    }

    @Test func aWordBetweenTwoTitleWordsIsLeftAlone() {
        #expect(ClosestSpelling.of("bent", among: ["tent", "belt"]) == nil)
    }
}
