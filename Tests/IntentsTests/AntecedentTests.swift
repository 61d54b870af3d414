import Foundation
import Testing

@testable import Intents

/// "It" stands for the one record the turn named before the command's clause, when the command acts on that kind.
struct AntecedentTests {
    static func reference(_ line: String) -> Slots.Reference? {
        let context = ParseContext(now: Date(timeIntervalSince1970: 1_795_370_400), timeZone: TimeZone(identifier: "America/Los_Angeles")!)
        return IntentParser().parse(line, context: context).slots.ref
    }

    @Test(arguments: [
        ("A friend sent me listing 133 and said it was great. Can I see it?", Slots.Reference.id(133)),
        ("number 2 looks nice, book it for saturday", .index(2)),
        ("the second request looks legit, approve it", .index(2)),
        ("post 12 is hilarious, like it", .id(12)),
        ("post 140 is spam, report it", .id(140)),
    ])
    func itStandsForTheRecordNamedBefore(_ line: String, _ reference: Slots.Reference) {
        #expect(Self.reference(line) == reference)
    }

    @Test(arguments: [
        "listing 5 was great, cancel it",
        "listing 3 and listing 4 both look good, book it",
        "I want that one, sat noon to 4, please book it",
    ])
    func itStaysItForTheWrongKindSeveralRecordsOrANumberInATime(_ line: String) {
        #expect(Self.reference(line) == .it)
    }
}
