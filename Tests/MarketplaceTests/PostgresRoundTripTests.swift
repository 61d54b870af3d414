import Foundation
@testable import Marketplace
import RentlineTesting
import Testing

/// What a quote, a booking and a message cost in round trips to PostgreSQL once the statements are prepared and the
/// sweep has run: the reads each rule names go together (with the transaction's locks, for a write), and writes nothing
/// reads back go with the next statement. A statement added to one of these paths shows here.
struct PostgresRoundTripTests {
    typealias F = MarketFixture

    @Test func aQuoteTakesTwoRoundTripsAndItsBookingFive() async throws {
        try await MarketFixture.with(on: .postgres) { market in
            let ana = try await market.user("ana")
            let bob = try await market.user("bob")
            let closet = try await market.list("Closet", by: ana, cents: 300, per: .hour, northKm: 1, category: "spaces", type: "closet") { $0.instantBook = true }
            _ = try await market.wallet.topUp(bob, cents: 5000)
            let first = try await market.bookings.quote(listing: closet.id!, from: F.wall(28, 10), to: F.wall(28, 11), for: bob)
            _ = try await market.bookings.book(first, for: bob)

            let start = try #require(market.database.postgresRoundTrips)
            let quote = try await market.bookings.quote(listing: closet.id!, from: F.wall(28, 14), to: F.wall(28, 16), for: bob)
            let quoted = try #require(market.database.postgresRoundTrips)
            let booked = try await market.bookings.book(quote, for: bob)
            let end = try #require(market.database.postgresRoundTrips)

            #expect(booked.booking.state == .approved && booked.notices.map(\.userID) == [ana])
            #expect(try await market.available(bob) == 5000 - 300 - 600)
            #expect(try await market.wallet.isBalanced())
            #expect(quoted - start == 2, "the listing, its lease terms and its hours; then its calendar")
            #expect(end - quoted == 5, "locks and every read; the booking; the wallet; transfer and names; notice and commit")
        }
    }

    @Test func aMessageTakesFourRoundTrips() async throws {
        try await MarketFixture.with(on: .postgres) { market in
            let ana = try await market.user("ana")
            _ = try await market.user("bob")
            let messages = Messages(database: market.database, clock: market.clock)
            _ = try await messages.send(from: ana, to: "bob", text: "hi")

            let start = try #require(market.database.postgresRoundTrips)
            let sent = try await messages.send(from: ana, to: "BOB", text: "is the drill free on friday?")
            let end = try #require(market.database.postgresRoundTrips)

            #expect(sent.recipientName == "bob" && sent.senderName == "ana" && sent.unreadFromSender == 2)
            #expect(end - start == 4, "locks, the recipient, the quota and a name; blocks and a name; the message and the count; commit")
        }
    }
}
