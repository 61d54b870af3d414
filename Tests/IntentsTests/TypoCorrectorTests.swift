@testable import Intents
import Testing

/// Misspelt vocabulary is fixed anywhere in a turn; real words that look like vocabulary are left alone.
struct TypoCorrectorTests {
    @Test(arguments: [
        ("serch", "search"), ("bookigns", "bookings"), ("notificatons", "notifications"), ("mesage", "message"),
        ("folowing", "following"), ("folowers", "followers"), ("declne", "decline"), ("profle", "profile"),
    ])
    func fixesAMisspeltWord(typo: String, word: String) {
        #expect(TypoCorrector.correction(of: typo) == word)
    }

    @Test(arguments: ["tents", "massage", "cooking", "lasting", "fellow", "renter", "texts", "paris", "drill"])
    func leavesARealWordAlone(word: String) {
        #expect(TypoCorrector.correction(of: word) == nil)
    }

    @Test func leavesShortWordsAndTiesAlone() {
        #expect(TypoCorrector.correction(of: "bok") == nil)
        #expect(TypoCorrector.correction(of: "boks") == nil)
    }

    @Test(arguments: [("bok", "book"), ("psot", "post"), ("shwo", "show"), ("lsit", "list"), ("blok", "block"), ("inbx", "inbox")])
    func fixesAShortCommandThatOpensATurn(typo: String, command: String) throws {
        #expect(TypoCorrector.shortCommandCorrection(of: typo) == command)
        let fixed = try #require(TypoCorrector.corrected(Utterance("\(typo) it")))
        #expect(fixed.utterance.words == [command, "it"])
    }

    @Test func leavesAShortWordAloneWhenItStartsACommandALetterIsChangedOrTwoCommandsFit() {
        #expect(TypoCorrector.shortCommandCorrection(of: "fine") == nil)
        #expect(TypoCorrector.shortCommandCorrection(of: "pin") == nil)
        #expect(TypoCorrector.shortCommandCorrection(of: "fnd") == nil)
        #expect(TypoCorrector.corrected(Utterance("can you bok it")) == nil)
    }

    @Test func correctsEveryMisspeltWordOfATurnAndSaysWhich() throws {
        let fixed = try #require(TypoCorrector.corrected(Utterance("show my bookigns and notificatons")))
        #expect(fixed.utterance.words == ["show", "my", "bookings", "and", "notifications"])
        #expect(fixed.fixes == ["bookigns→bookings", "notificatons→notifications"])
    }
}
