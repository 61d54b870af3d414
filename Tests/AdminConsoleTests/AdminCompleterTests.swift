import AdminConsole
import Marketplace
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
            #expect(completer.candidates(line: "cl", word: "cl") == ["claims"])
            #expect(completer.candidates(line: "re", word: "re") == ["remove", "reviews", "reports", "resolve", "refuse-claim"])
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
            #expect(completer.candidates(line: "remove ", word: "") == ["listing"])
            #expect(completer.candidates(line: "delete ", word: "") == ["review"])
            #expect(completer.candidates(line: "listings --status p", word: "p") == ["paused", "pending"])
        }
    }

    @Test func completesReviewAndOpenReportNumbers() async throws {
        try await MarketFixture.with { market in
            let ana = try await market.user("ana")
            let bob = try await market.user("bob")
            let drill = try await market.list("Drill", by: ana, cents: 500, northKm: 1) { $0.instantBook = true }
            let bookings = Bookings(database: market.database, clock: market.clock)
            _ = try await Wallet(database: market.database, clock: market.clock).topUp(bob, cents: 5000)
            let evening = (WallTime(year: 2026, month: 11, day: 22, minutes: 22 * 60), WallTime(year: 2026, month: 11, day: 22, minutes: 23 * 60))
            let quote = try await bookings.quote(listing: drill.id!, from: evening.0, to: evening.1, for: bob)
            let booking = try await bookings.book(quote, for: bob).booking
            market.clock.advance(by: 3 * 86_400)
            _ = try await bookings.sweep()
            _ = try await Reviews(database: market.database, clock: market.clock).review(booking: booking.id!, by: bob, rating: 1, text: "awful")
            _ = try await Reviews(database: market.database, clock: market.clock).review(booking: booking.id!, by: ana, rating: 5, text: "fine")
            let reports = Reports(database: market.database, clock: market.clock)
            _ = try await reports.file(by: ana, about: .reviewBy(author: "bob"), reason: "he broke it himself")
            _ = try await reports.file(by: bob, about: .user("ana"), reason: "rude")
            _ = try Moderation(database: market.database, clock: market.clock, actor: "mod").dismissReport(2, note: "fine")
            let completer = AdminCompleter(database: market.database)
            #expect(completer.candidates(line: "hide review ", word: "") == ["2", "1"])
            #expect(completer.candidates(line: "resolve ", word: "") == ["1"])
            #expect(completer.candidates(line: "dismiss 2", word: "2") == [])
        }
    }
}
