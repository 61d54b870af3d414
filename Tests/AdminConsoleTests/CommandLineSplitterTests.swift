@testable import AdminConsole
import Testing

struct CommandLineSplitterTests {
    @Test(arguments: [
        ("hide listing 3 spam", ["hide", "listing", "3", "spam"]),
        ("  ban   bob  ", ["ban", "bob"]),
        ("hide listing 3 \"two words\"", ["hide", "listing", "3", "two words"]),
        ("ban bob 'it''s'", ["ban", "bob", "its"]),
        ("ban bob \"say \\\"hi\\\"\"", ["ban", "bob", "say \"hi\""]),
        ("listings --text ''", ["listings", "--text", ""]),
        ("", []),
    ])
    func splitsLikeAShell(_ line: String, _ words: [String]) throws {
        #expect(try CommandLineSplitter.split(line) == words)
    }

    @Test(arguments: ["ban \"bob", "ban 'bob", "ban bob\\"])
    func refusesAnUnclosedQuote(_ line: String) {
        #expect(throws: CommandLineSplitter.UnclosedQuote.self) { try CommandLineSplitter.split(line) }
    }
}
