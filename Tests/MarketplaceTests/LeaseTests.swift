import Foundation
@testable import Marketplace
import RentlineTesting
import Testing

/// Homes rented by the month: what is held when a lease is asked for, each month's rent on its due day (tried
/// again daily for a week), notice that ends one early, and the deposit given back or claimed in part.
struct LeaseTests {
    typealias F = MarketFixture

    /// A $2,400-a-month flat of ana's with a $1,000 deposit, and bob, with `topUp` cents, asking to rent it from
    /// Dec 1 for `months` months; ana approves.
    private static func lease(
        in market: MarketFixture, months: Int, topUp: Int, noticeMonths: Int = 1
    ) async throws -> (ana: Int64, bob: Int64, booking: Booking) {
        let ana = try await market.user("ana")
        let bob = try await market.user("bob")
        let flat = try await market.list("Flat", by: ana, cents: 240_000, per: .month, northKm: 1, category: "homes", type: "apartment")
        _ = try await market.listings.edit(flat.id!, by: ana, .deposit(cents: 100_000), field: .deposit)
        _ = try await market.listings.edit(flat.id!, by: ana, .count(.notice, noticeMonths), field: .notice)
        _ = try await market.wallet.topUp(bob, cents: topUp, confirmed: true)
        let end = WallTime(year: 2026 + (11 + months) / 12, month: (11 + months) % 12 + 1, day: 1, minutes: 0)
        let booking = try await market.book(flat, F.wall(1, 0, month: 12), end, by: bob)
        _ = try await market.bookings.approve(booking.id!, by: ana)
        return (ana, bob, booking)
    }

    private static func moment(_ year: Int, _ month: Int, _ day: Int, hour: Int = 9) -> Date {
        let calendar = ZonedCalendar(identifier: "America/Los_Angeles")
        return Date(timeIntervalSince1970: TimeInterval(calendar.seconds(year: year, month: month, day: day, minutes: hour * 60)))
    }

    @Test(arguments: TestStore.allCases)
    func holdsTheFirstMonthAndDepositThenTakesEachMonthOnItsDueDay(on store: TestStore) async throws {
        try await MarketFixture.with(on: store) { market in
            let ana = try await market.user("ana")
            let bob = try await market.user("bob")
            let flat = try await market.list("Flat", by: ana, cents: 240_000, per: .month, northKm: 1, category: "homes", type: "apartment")
            _ = try await market.listings.edit(flat.id!, by: ana, .deposit(cents: 100_000), field: .deposit)
            _ = try await market.wallet.topUp(bob, cents: 580_000, confirmed: true)
            let quote = try await market.bookings.quote(
                listing: flat.id!, from: F.wall(1, 0, month: 12), to: WallTime(year: 2027, month: 3, day: 1, minutes: 0), for: bob)
            #expect(quote.isLease && quote.units == 3)
            #expect((quote.totalCents, quote.rentCents, quote.depositCents) == (340_000, 720_000, 100_000))
            let booking = try await market.bookings.book(quote, for: bob).booking
            #expect(try await market.available(bob) == 240_000)
            _ = try await market.bookings.approve(booking.id!, by: ana)

            market.clock.set(Self.moment(2026, 12, 1))
            #expect(try await market.bookings.sweep().map(\.kind) == ["rent_paid", "rent_paid"])
            #expect(try await market.available(ana) == 240_000)
            #expect(try await market.wallet.statement(of: bob).heldCents == 100_000)

            market.clock.set(Self.moment(2027, 1, 1))
            #expect(try await market.bookings.sweep().map(\.kind) == ["rent_paid", "rent_paid"])
            #expect(try await market.available(bob) == 0)

            market.clock.set(Self.moment(2027, 2, 1))
            let missed = try await market.bookings.sweep()
            #expect(missed.map(\.kind) == ["rent_missed", "rent_missed"])
            guard case .booking(_, .rentMissed(3, 240_000, 7), _) = missed[0].event else {
                Issue.record("expected month 3 missed with 7 tries left, got \(missed[0].event)")
                return
            }
            #expect(try await market.bookings.sweep().isEmpty, "tried once a day")
            _ = try await market.wallet.topUp(bob, cents: 240_000, confirmed: true)
            market.clock.set(Self.moment(2027, 2, 2))
            #expect(try await market.bookings.sweep().map(\.kind) == ["rent_paid", "rent_paid"])
            #expect(try await market.available(ana) == 720_000)

            market.clock.set(Self.moment(2027, 3, 1))
            #expect(try await market.bookings.sweep().map(\.kind) == ["lease_ended", "lease_ended"])
            #expect(try await market.wallet.statement(of: bob).heldCents == 100_000, "held for the claim window")
            market.clock.set(Self.moment(2027, 3, 8))
            #expect(try await market.bookings.sweep().map(\.kind) == ["deposit_returned", "deposit_returned"])
            #expect(try await market.wallet.statement(of: bob).heldCents == 0)
            #expect(try await market.available(bob) == 100_000)
            #expect(try await market.wallet.isBalanced())
        }
    }

    @Test(arguments: TestStore.allCases)
    func aMonthStillShortAWeekAfterItsDueDayIsCountedUnpaid(on store: TestStore) async throws {
        try await MarketFixture.with(on: store) { market in
            let (_, bob, booking) = try await Self.lease(in: market, months: 3, topUp: 340_000)
            market.clock.set(Self.moment(2026, 12, 1))
            _ = try await market.bookings.sweep()
            market.clock.set(Self.moment(2027, 1, 9))
            let told = try await market.bookings.sweep().map(\.kind)
            #expect(told == Array(repeating: "rent_missed", count: 14) + ["rent_unpaid", "rent_unpaid"])
            let lease = try #require(try await market.database.read { db in try Lease.of(booking: booking.id!, in: db) })
            #expect((lease.monthsSettled, lease.monthsUnpaid) == (2, 1))
            #expect(lease.dueAt == ZonedCalendar(identifier: booking.timeZone).adding(months: 2, to: booking.startAt))
            #expect(try await market.available(bob) == 0)
            #expect(try await market.wallet.isBalanced())
        }
    }

    @Test(arguments: TestStore.allCases)
    func noticeEndsALeaseOnTheFirstDueDayAtLeastTheNoticeAway(on store: TestStore) async throws {
        try await MarketFixture.with(on: store) { market in
            let (ana, bob, booking) = try await Self.lease(in: market, months: 6, topUp: 1_500_000)
            await #expect(throws: BookingError.wrongState(.approved, action: "ended early")) {
                try await market.bookings.endOnNotice(of: booking.id!, by: bob)
            }
            market.clock.set(Self.moment(2027, 1, 10))
            _ = try await market.bookings.sweep()
            let calendar = ZonedCalendar(identifier: booking.timeZone)
            let march = calendar.adding(months: 3, to: booking.startAt)
            #expect(try await market.bookings.endOnNotice(of: booking.id!, by: bob) == march)
            let outcome = try await market.bookings.giveNotice(booking.id!, by: bob)
            #expect(outcome.booking.endAt == march && outcome.lease?.months == 3)
            #expect(outcome.notices.map(\.kind) == ["lease_notice"] && outcome.notices[0].userID == ana)
            await #expect(throws: BookingError.endsWithinNotice(endAt: march, timeZone: booking.timeZone)) {
                try await market.bookings.giveNotice(booking.id!, by: ana)
            }
            market.clock.set(Self.moment(2027, 3, 1))
            #expect(try await market.bookings.sweep().map(\.kind) == ["rent_paid", "rent_paid", "lease_ended", "lease_ended"])
            #expect(try await market.available(ana) == 3 * 240_000)
            #expect(try await market.wallet.isBalanced())
        }
    }

    @Test(arguments: TestStore.allCases)
    func anOwnersClaimOnTheDepositWaitsForAnAdmin(on store: TestStore) async throws {
        try await MarketFixture.with(on: store) { market in
            let (ana, bob, booking) = try await Self.lease(in: market, months: 1, topUp: 340_000)
            let admin = Moderation(database: market.database, clock: market.clock, actor: "mod")
            market.clock.set(Self.moment(2026, 12, 1))
            _ = try await market.bookings.sweep()
            await #expect(throws: BookingError.noDepositToClaim(.notEnded)) {
                try await market.bookings.claimDeposit(booking.id!, cents: 5_000, reason: "stain", by: ana)
            }
            market.clock.set(Self.moment(2027, 1, 2))
            _ = try await market.bookings.sweep()
            await #expect(throws: BookingError.noDepositToClaim(.notTheOwner)) {
                try await market.bookings.claimDeposit(booking.id!, cents: 5_000, reason: "stain", by: bob)
            }
            await #expect(throws: BookingError.badClaim(depositCents: 100_000)) {
                try await market.bookings.claimDeposit(booking.id!, cents: 100_001, reason: "stain", by: ana)
            }
            await #expect(throws: BookingError.badClaim(depositCents: 100_000)) {
                try await market.bookings.claimDeposit(booking.id!, cents: 5_000, reason: "  ", by: ana)
            }
            let claimed = try await market.bookings.claimDeposit(booking.id!, cents: 25_000, reason: "cracked window", by: ana)
            #expect(claimed.notices.map(\.kind) == ["deposit_claimed"] && claimed.notices[0].userID == bob)
            #expect(try await market.available(bob) == 75_000)
            #expect(try admin.depositClaims(limit: 10).map(\.claimCents) == [25_000])
            market.clock.set(Self.moment(2027, 1, 20))
            #expect(try await market.bookings.sweep().isEmpty, "a claimed deposit is never given back on its own")
            #expect(try admin.decideClaim(on: booking.id!, allow: false, note: "no photos") == .claimDecided(booking.id!, cents: 25_000, allowed: false))
            #expect(try await market.available(bob) == 100_000)
            #expect(throws: ModerationError.noClaim(booking.id!)) { try admin.decideClaim(on: booking.id!, allow: true, note: "") }
            #expect(try await market.available(ana) == 240_000)
            #expect(try await market.wallet.isBalanced())
        }
    }

    @Test(arguments: TestStore.allCases)
    func anAllowedClaimGoesToTheOwnerWithoutAFee(on store: TestStore) async throws {
        try await MarketFixture.with(on: store) { market in
            let (ana, bob, booking) = try await Self.lease(in: market, months: 1, topUp: 340_000)
            market.clock.set(Self.moment(2027, 1, 2))
            _ = try await market.bookings.sweep()
            _ = try await market.bookings.claimDeposit(booking.id!, cents: 25_000, reason: "cracked window", by: ana)
            let admin = Moderation(database: market.database, clock: market.clock, actor: "mod")
            _ = try admin.decideClaim(on: booking.id!, allow: true, note: "photos match")
            #expect(try await market.available(ana) == 240_000 + 25_000)
            #expect(try await market.available(bob) == 75_000)
            #expect(try await market.wallet.statement(of: bob).heldCents == 0)
            #expect(try await market.wallet.isBalanced())
        }
    }
}
