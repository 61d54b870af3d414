import Foundation
@testable import Marketplace
import RentlineTesting
import Testing

/// On PostgreSQL, writes that share no listing, wallet or quota run at once; a write that shares one waits for the
/// other to commit, then reads what it wrote. One test at a time: each holds a writer thread until it has seen another
/// write wait, and a held write that never ran, or a wait never seen, releases everything instead of hanging the run.
@Suite(.serialized)
struct ConcurrentWritesTests {
    typealias F = MarketFixture

    @Test(.timeLimit(.minutes(8)))
    func anotherListingsBookingCommitsWhileOneIsHeldOpenAndTheSameSlotWaitsThenLoses() async throws {
        try await MarketFixture.with(on: .postgres) { market in
            let ana = try await market.user("ana")
            let (bob, cy, dee) = (try await market.user("bob"), try await market.user("cyd"), try await market.user("dee"))
            let closet = try await market.list("Closet", by: ana, cents: 300, per: .hour, northKm: 1, category: "spaces", type: "closet") { $0.instantBook = true }
            let garage = try await market.list("Garage", by: ana, cents: 500, per: .hour, northKm: 1, category: "spaces", type: "garage") { $0.instantBook = true }
            for renter in [bob, cy, dee] { _ = try await market.wallet.topUp(renter, cents: 5000) }
            let held = try await market.bookings.quote(listing: closet.id!, from: F.wall(28, 14), to: F.wall(28, 16), for: bob)
            let other = try await market.bookings.quote(listing: garage.id!, from: F.wall(28, 14), to: F.wall(28, 16), for: cy)
            let rival = try await market.bookings.quote(listing: closet.id!, from: F.wall(28, 15), to: F.wall(28, 17), for: dee)

            let release = DispatchSemaphore(value: 0)
            defer { release.signal() }
            let (opened, inside) = AsyncStream<Void>.makeStream()
            let (database, now, schedule) = (market.database, market.clock.now().unixSeconds, market.database.sweepSchedule)
            let holder = Task { () async throws -> Booking in
                defer { inside.finish() }
                return try await database.write(scope: .booking(listing: closet.id!, renter: bob)) { db in
                    let outcome = try Bookings.book(held, for: bob, at: now, schedule: schedule, in: db)
                    inside.yield()
                    release.wait()
                    return outcome.booking
                }
            }
            var openedIterator = opened.makeAsyncIterator()
            guard await openedIterator.next() != nil else {
                Issue.record("the held write never ran")
                return
            }

            let garageBooking = try await market.bookings.book(other, for: cy)
            #expect(garageBooking.booking.state == .approved, "another listing's booking commits while the first is open")

            let bookings = market.bookings
            let loser = Task { try await bookings.book(rival, for: dee) }
            try await Self.waitForALockWait(in: database)
            release.signal()
            let closetBooking = try await holder.value
            #expect(closetBooking.state == .approved)
            await #expect(throws: BookingError.unavailable(.taken, title: "Closet")) { try await loser.value }
            #expect(try await market.available(dee) == 5000, "the loser's money is untouched")
            #expect(try await market.wallet.isBalanced())
        }
    }

    @Test(.timeLimit(.minutes(8)))
    func anotherSendersMessageCommitsWhileOneIsHeldOpenAndTheSameSendersNextWaits() async throws {
        try await MarketFixture.with(on: .postgres) { market in
            let (ana, bob, _) = (try await market.user("ana"), try await market.user("bob"), try await market.user("cyd"))
            let messages = Messages(database: market.database, clock: market.clock)
            let release = DispatchSemaphore(value: 0)
            defer { release.signal() }
            let (opened, inside) = AsyncStream<Void>.makeStream()
            let database = market.database
            let holder = Task { () async throws in
                defer { inside.finish() }
                try await database.write(scope: .message(from: ana)) { db in
                    try db.execute(
                        sql: "INSERT INTO messages (sender_id, recipient_id, text, created_at) VALUES (?, ?, 'held', 0)",
                        arguments: [ana, bob])
                    inside.yield()
                    release.wait()
                }
            }
            var openedIterator = opened.makeAsyncIterator()
            guard await openedIterator.next() != nil else {
                Issue.record("the held write never ran")
                return
            }

            let fromBob = try await messages.send(from: bob, to: "cyd", text: "sent while ana's is open")
            #expect(fromBob.recipientName == "cyd")

            let anasNext = Task { try await messages.send(from: ana, to: "cyd", text: "after the held one") }
            try await Self.waitForALockWait(in: database)
            release.signal()
            try await holder.value
            #expect(try await anasNext.value.recipientName == "cyd")
            let texts = try database.read { db in try String.fetchAll(db, sql: "SELECT text FROM messages ORDER BY id") }
            #expect(texts == ["held", "sent while ana's is open", "after the held one"], "ids in the order they were taken")
        }
    }

    /// Returns once some transaction waits for an advisory lock another holds; fails after many looks.
    private static func waitForALockWait(in database: AppDatabase) async throws {
        for _ in 0..<20_000 {
            let waiting = try database.read { db in
                try Int.fetchOne(db, sql: "SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND NOT granted")
            }
            if waiting ?? 0 > 0 { return }
            await Task.yield()
        }
        Issue.record("no write ever waited for the held booking's lock")
    }
}
