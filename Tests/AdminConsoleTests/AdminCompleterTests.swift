import AdminConsole
import RentlineTesting
import Testing

struct AdminCompleterTests {
    @Test func completesCommandsSubcommandsUsernamesListingsAndSettings() async throws {
        try await MarketFixture.with { market in
            let ana = try await market.user("ana")
            _ = try await market.user("andre")
            _ = try await market.user("bob")
            for index in 1...12 { try await market.list("Thing \(index)", by: ana, cents: 100, northKm: 1) }
            let completer = AdminCompleter(database: market.database)
            #expect(completer.candidates(line: "", word: "").contains("listings"))
            #expect(completer.candidates(line: "re", word: "re") == ["remove", "reviews", "reports", "resolve"])
            #expect(completer.candidates(line: "hide ", word: "") == ["listing", "review", "post", "comment"])
            #expect(completer.candidates(line: "help hide l", word: "l") == ["listing"])
            #expect(completer.candidates(line: "ban an", word: "an") == ["ana", "andre"])
            #expect(completer.candidates(line: "show user b", word: "b") == ["bob"])
            #expect(completer.candidates(line: "listings --owner a", word: "a") == ["ana", "andre"])
            #expect(completer.candidates(line: "hide listing 1", word: "1") == ["12", "11", "10", "1"])
            #expect(completer.candidates(line: "set pl", word: "pl") == ["platform-fee"])
            #expect(completer.candidates(line: "set pre-approval ", word: "") == ["on", "off"])
            #expect(completer.candidates(line: "reviews --l", word: "--l") == ["--lowest", "--limit"])
            #expect(completer.candidates(line: "stats ", word: "") == [])
        }
    }
}
