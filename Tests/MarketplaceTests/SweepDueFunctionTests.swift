@testable import Marketplace
import RentlineTesting
import Testing

/// PostgreSQL reads the next due moment through `rentline_next_due()` (v13), which holds its own copy of
/// `SweepSchedule.dueQuery`: the two agree, on an empty database and with something due.
struct SweepDueFunctionTests {
    typealias F = MarketFixture

    @Test func theFunctionAndTheQueryFindTheSameMoment() async throws {
        try await MarketFixture.with(on: .postgres) { market in
            let ana = try await market.user("ana")
            let bob = try await market.user("bob")
            let both = {
                try market.database.read { db in
                    (try Int64.fetchOne(db, sql: "SELECT rentline_next_due()"), try Int64.fetchOne(db, sql: SweepSchedule.dueQuery))
                }
            }
            let empty = try both()
            #expect(empty.0 == nil && empty.1 == nil)
            let drill = try await market.list("Drill", by: ana, cents: 500, per: .day, northKm: 1)
            _ = try await market.wallet.topUp(bob, cents: 5000)
            let booking = try await market.book(drill, F.wall(28, 0), F.wall(29, 0), by: bob)
            let due = try both()
            #expect(due.0 == booking.expiresAt && due.1 == booking.expiresAt)
        }
    }
}
