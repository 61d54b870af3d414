import Foundation
@testable import Marketplace
import RentlineTesting
import Testing

struct BookingsTests {
    typealias F = MarketFixture

    @Test(arguments: TestStore.allCases)
    func quotesUnitsInTheListingsOwnUnit(on store: TestStore) async throws {
        try await MarketFixture.with(on: store) { market in
            let ana = try await market.user("ana")
            let bob = try await market.user("bob")
            let closet = try await market.list("Closet", by: ana, cents: 300, per: .hour, northKm: 1, category: "spaces", type: "closet")
            let drill = try await market.list("Drill", by: ana, cents: 500, per: .day, northKm: 1)
            let tent = try await market.list("Tent", by: ana, cents: 2000, per: .week, northKm: 1, category: "outdoors")
            let flat = try await market.list("Flat", by: ana, cents: 240_000, per: .month, northKm: 1, category: "homes", type: "apartment")
            let hours = try await market.bookings.quote(listing: closet.id!, from: F.wall(28, 14), to: F.wall(28, 18), for: bob)
            #expect((hours.units, hours.totalCents) == (4, 1200))
            let days = try await market.bookings.quote(listing: drill.id!, from: F.wall(1, 0, month: 12), to: F.wall(4, 0, month: 12), for: bob)
            #expect((days.units, days.totalCents) == (3, 1500), "Dec 1 to Dec 3 is three days")
            let afternoon = try await market.bookings.quote(listing: drill.id!, from: F.wall(28, 14), to: F.wall(28, 18), for: bob)
            #expect(afternoon.units == 1)
            let weeks = try await market.bookings.quote(listing: tent.id!, from: F.wall(1, 0, month: 12), to: F.wall(11, 0, month: 12), for: bob)
            #expect((weeks.units, weeks.totalCents) == (2, 4000))
            let months = try await market.bookings.quote(listing: flat.id!, from: F.wall(1, 0, month: 12), to: WallTime(year: 2027, month: 3, day: 1, minutes: 0), for: bob)
            #expect((months.units, months.rentCents, months.totalCents) == (3, 720_000, 240_000), "a lease holds its first month")
            await #expect(throws: BookingError.ownListing) {
                try await market.bookings.quote(listing: drill.id!, from: F.wall(28, 14), to: F.wall(28, 18), for: ana)
            }
        }
    }

    @Test(arguments: TestStore.allCases)
    func wholeDaysThatHaveBegunArePricedFromNowOn(on store: TestStore) async throws {
        try await MarketFixture.with(on: store) { market in
            let ana = try await market.user("ana")
            let bob = try await market.user("bob")
            let drill = try await market.list("Drill", by: ana, cents: 500, per: .day, northKm: 1)
            let closet = try await market.list("Closet", by: ana, cents: 300, per: .hour, northKm: 1, category: "spaces", type: "closet")
            let flat = try await market.list("Flat", by: ana, cents: 240_000, per: .month, northKm: 1, category: "homes", type: "apartment")
            market.clock.advance(by: 7 * 60)
            let weekend = try await market.bookings.quote(listing: drill.id!, from: F.wall(21, 0), to: F.wall(23, 0), for: bob)
            let quarterPast = Int64(TestServer.startTime.timeIntervalSince1970) + 15 * 60
            #expect(weekend.span.start == quarterPast)
            #expect(weekend.units == 2, "the rest of Saturday and Sunday")
            let today = try await market.bookings.quote(listing: closet.id!, from: F.wall(21, 0), to: F.wall(22, 0), for: bob)
            #expect(today.units == 15, "09:15 to midnight, hours begun")
            await #expect(throws: BookingError.unavailable(.past, title: "Drill")) {
                try await market.bookings.quote(listing: drill.id!, from: F.wall(20, 0), to: F.wall(21, 0), for: bob)
            }
            await #expect(throws: BookingError.unavailable(.past, title: "Drill")) {
                try await market.bookings.quote(listing: drill.id!, from: F.wall(21, 8), to: F.wall(21, 12), for: bob)
            }
            await #expect(throws: BookingError.unavailable(.past, title: "Flat")) {
                try await market.bookings.quote(listing: flat.id!, from: F.wall(21, 0), to: WallTime(year: 2027, month: 2, day: 21, minutes: 0), for: bob)
            }
            _ = try await market.wallet.topUp(bob, cents: 10_000)
            market.clock.advance(by: 13 * 60)
            let booked = try await market.bookings.book(weekend, for: bob).booking
            #expect(booked.startAt == quarterPast, "a yes five minutes after the quoted start still books")
            #expect(booked.expiresAt > Int64(market.clock.now().timeIntervalSince1970), "the owner has time to answer")
            market.clock.advance(by: 20 * 60)
            await #expect(throws: BookingError.unavailable(.past, title: "Closet")) {
                try await market.bookings.book(today, for: bob)
            }
        }
    }

    @Test(arguments: TestStore.allCases)
    func instantBookingHoldsTheTotalAndTellsTheOwner(on store: TestStore) async throws {
        try await MarketFixture.with(on: store) { market in
            let ana = try await market.user("ana")
            let bob = try await market.user("bob")
            let closet = try await market.list("Closet", by: ana, cents: 300, per: .hour, northKm: 1, category: "spaces", type: "closet") { $0.instantBook = true }
            _ = try await market.wallet.topUp(bob, cents: 5000)
            let quote = try await market.bookings.quote(listing: closet.id!, from: F.wall(28, 14), to: F.wall(28, 18), for: bob)
            let outcome = try await market.bookings.book(quote, for: bob)
            #expect(outcome.booking.state == .approved)
            #expect(outcome.notices.map(\.kind) == ["booked"] && outcome.notices[0].userID == ana)
            let facts = BookingFacts(
                id: outcome.booking.id!, kind: .rental, title: "Closet", startAt: quote.span.start, endAt: quote.span.end,
                timeZone: "America/Los_Angeles", totalCents: 1200, renter: "bob", owner: "ana")
            #expect(outcome.notices[0].event == .booking(facts, .booked, to: .owner))
            #expect(outcome.notices[0].bookingID == outcome.booking.id && outcome.notices[0].otherParty == "bob")
            let statement = try await market.wallet.statement(of: bob)
            #expect((statement.availableCents, statement.heldCents) == (3800, 1200))
            #expect(statement.movements.map(\.cents) == [-1200, 5000])
            #expect(try await market.wallet.isBalanced())
        }
    }

    @Test(arguments: TestStore.allCases)
    func aTakenSlotIsRefusedAtQuoteAndAgainAtBooking(on store: TestStore) async throws {
        try await MarketFixture.with(on: store) { market in
            let ana = try await market.user("ana")
            let bob = try await market.user("bob")
            let cai = try await market.user("cai")
            let closet = try await market.list("Closet", by: ana, cents: 300, per: .hour, northKm: 1, category: "spaces", type: "closet") { $0.instantBook = true }
            for user in [bob, cai] { _ = try await market.wallet.topUp(user, cents: 5000) }
            let bobsQuote = try await market.bookings.quote(listing: closet.id!, from: F.wall(28, 14), to: F.wall(28, 18), for: bob)
            let caisQuote = try await market.bookings.quote(listing: closet.id!, from: F.wall(28, 15), to: F.wall(28, 17), for: cai)
            _ = try await market.bookings.book(bobsQuote, for: bob)
            await #expect(throws: BookingError.unavailable(.taken, title: "Closet")) { try await market.bookings.book(caisQuote, for: cai) }
            await #expect(throws: BookingError.unavailable(.taken, title: "Closet")) {
                try await market.bookings.quote(listing: closet.id!, from: F.wall(28, 17), to: F.wall(28, 19), for: cai)
            }
            #expect(try await market.available(cai) == 5000, "nothing was held for the refused booking")
        }
    }

    @Test(arguments: TestStore.allCases)
    func insufficientFundsAreRefusedWithTheAmountMissing(on store: TestStore) async throws {
        try await MarketFixture.with(on: store) { market in
            let ana = try await market.user("ana")
            let bob = try await market.user("bob")
            let drill = try await market.list("Drill", by: ana, cents: 500, per: .day, northKm: 1)
            _ = try await market.wallet.topUp(bob, cents: 700)
            let error = await #expect(throws: BookingError.self) {
                try await market.book(drill, F.wall(1, 0, month: 12), F.wall(4, 0, month: 12), by: bob)
            }
            #expect(error == .insufficientFunds(total: 1500, available: 700))
        }
    }

    @Test(arguments: TestStore.allCases)
    func requestApprovedStartsCompletesAndPaysTheOwner(on store: TestStore) async throws {
        try await MarketFixture.with(on: store) { market in
            let ana = try await market.user("ana")
            let bob = try await market.user("bob")
            let drill = try await market.list("Drill", by: ana, cents: 500, per: .day, northKm: 1)
            _ = try await market.wallet.topUp(bob, cents: 2000)
            let booking = try await market.book(drill, F.wall(23, 0), F.wall(24, 0), by: bob)
            #expect(booking.state == .requested)
            await #expect(throws: BookingError.notOwner(action: "approve")) { try await market.bookings.approve(booking.id!, by: bob) }
            let approved = try await market.bookings.approve(booking.id!, by: ana)
            #expect(approved.notices.map(\.kind) == ["approved"] && approved.notices[0].userID == bob)
            market.clock.set(Date(timeIntervalSince1970: TimeInterval(booking.startAt - 1800)))
            #expect(try await market.bookings.sweep().map(\.kind) == ["starting", "starting"])
            #expect(try await market.bookings.sweep().isEmpty, "reminded once")
            market.clock.set(Date(timeIntervalSince1970: TimeInterval(booking.startAt)))
            _ = try await market.bookings.sweep()
            #expect(try await market.state(of: booking) == .active)
            await #expect(throws: BookingError.alreadyStarted) { try await market.bookings.cancel(booking.id!, by: bob) }
            market.clock.set(Date(timeIntervalSince1970: TimeInterval(booking.endAt)))
            let completed = try await market.bookings.sweep()
            #expect(completed.map(\.kind) == ["completed", "completed"])
            #expect(try await market.state(of: booking) == .completed)
            #expect(try await market.available(ana) == 500)
            #expect(try await market.wallet.statement(of: bob).heldCents == 0)
            #expect(try await market.wallet.isBalanced())
        }
    }

    @Test(arguments: TestStore.allCases)
    func approvingDeclinesOverlappingRequestsAndRefundsThem(on store: TestStore) async throws {
        try await MarketFixture.with(on: store) { market in
            let ana = try await market.user("ana")
            let bob = try await market.user("bob")
            let cai = try await market.user("cai")
            let drill = try await market.list("Drill", by: ana, cents: 500, per: .day, northKm: 1)
            for user in [bob, cai] { _ = try await market.wallet.topUp(user, cents: 2000) }
            let bobs = try await market.book(drill, F.wall(23, 0), F.wall(25, 0), by: bob)
            let cais = try await market.book(drill, F.wall(24, 0), F.wall(26, 0), by: cai)
            let later = try await market.book(drill, F.wall(27, 0), F.wall(28, 0), by: cai)
            #expect(try await market.available(cai) == 500)
            let outcome = try await market.bookings.approve(bobs.id!, by: ana)
            #expect(outcome.notices.map(\.kind) == ["approved", "declined"])
            #expect(try await market.state(of: cais) == .declined)
            #expect(try await market.state(of: later) == .requested)
            #expect(try await market.available(cai) == 1500)
            await #expect(throws: BookingError.wrongState(.declined, action: "approved")) { try await market.bookings.approve(cais.id!, by: ana) }
            await #expect(throws: BookingError.declineInstead) { try await market.bookings.cancel(later.id!, by: ana) }
            #expect(try await market.wallet.isBalanced())
        }
    }

    @Test(arguments: TestStore.allCases)
    func unansweredRequestsExpireAfterADayOrAtTheirStart(on store: TestStore) async throws {
        try await MarketFixture.with(on: store) { market in
            let ana = try await market.user("ana")
            let bob = try await market.user("bob")
            let drill = try await market.list("Drill", by: ana, cents: 500, per: .day, northKm: 1)
            _ = try await market.wallet.topUp(bob, cents: 2000)
            let soon = try await market.book(drill, F.wall(21, 15), F.wall(21, 18), by: bob)
            let later = try await market.book(drill, F.wall(1, 0, month: 12), F.wall(2, 0, month: 12), by: bob)
            #expect(soon.expiresAt == soon.startAt)
            market.clock.advance(by: 6 * 3600)
            #expect(try await market.bookings.sweep().map(\.kind) == ["expired", "expired"])
            #expect(try await market.state(of: later) == .requested)
            market.clock.advance(by: 18 * 3600)
            _ = try await market.bookings.sweep()
            #expect(try await market.state(of: later) == .expired)
            #expect(try await market.available(bob) == 2000)
            await #expect(throws: BookingError.wrongState(.expired, action: "approved")) { try await market.bookings.approve(later.id!, by: ana) }
        }
    }

    @Test(arguments: TestStore.allCases)
    func eitherSideCancelsBeforeTheStartWithAFullRefund(on store: TestStore) async throws {
        try await MarketFixture.with(on: store) { market in
            let ana = try await market.user("ana")
            let bob = try await market.user("bob")
            let cai = try await market.user("cai")
            let drill = try await market.list("Drill", by: ana, cents: 500, per: .day, northKm: 1) { $0.instantBook = true }
            _ = try await market.wallet.topUp(bob, cents: 2000)
            let first = try await market.book(drill, F.wall(23, 0), F.wall(24, 0), by: bob)
            let second = try await market.book(drill, F.wall(25, 0), F.wall(26, 0), by: bob)
            await #expect(throws: BookingError.notFound) { try await market.bookings.cancel(first.id!, by: cai) }
            let byRenter = try await market.bookings.cancel(first.id!, by: bob)
            #expect(byRenter.notices.map(\.userID) == [ana])
            let byOwner = try await market.bookings.cancel(second.id!, by: ana)
            #expect(byOwner.notices.map(\.userID) == [bob])
            #expect(byOwner.booking.cancelledBy == ana)
            #expect(try await market.available(bob) == 2000)
            await #expect(throws: BookingError.wrongState(.cancelled, action: "cancelled")) { try await market.bookings.cancel(first.id!, by: bob) }
        }
    }

    @Test(arguments: TestStore.allCases)
    func viewingsAreForHomesAndCostNothing(on store: TestStore) async throws {
        try await MarketFixture.with(on: store) { market in
            let ana = try await market.user("ana")
            let bob = try await market.user("bob")
            let flat = try await market.list("Flat", by: ana, cents: 240_000, per: .month, northKm: 1, category: "homes", type: "apartment")
            let drill = try await market.list("Drill", by: ana, cents: 500, per: .day, northKm: 1)
            await #expect(throws: BookingError.viewingNeedsHome) {
                try await market.bookings.quote(listing: drill.id!, from: F.wall(24, 17), to: F.wall(24, 18), for: bob, kind: .viewing)
            }
            let quote = try await market.bookings.quote(listing: flat.id!, from: F.wall(24, 17), to: F.wall(24, 18), for: bob, kind: .viewing)
            #expect(quote.totalCents == 0)
            let viewing = try await market.bookings.book(quote, for: bob)
            #expect(viewing.booking.state == .requested && viewing.notices[0].kind == "request")
            #expect(try await market.bookings.approve(viewing.booking.id!, by: ana).booking.state == .approved)
        }
    }

    @Test(arguments: TestStore.allCases)
    func blocksAndTermsShapeWhatCanBeBooked(on store: TestStore) async throws {
        try await MarketFixture.with(on: store) { market in
            let ana = try await market.user("ana")
            let bob = try await market.user("bob")
            let closet = try await market.list("Closet", by: ana, cents: 300, per: .hour, northKm: 1, category: "spaces", type: "closet")
            _ = try await market.availability.block(closet.id!, by: ana, from: F.wall(24, 0), to: F.wall(27, 0))
            _ = try await market.availability.apply(.minimum(minutes: 120), to: closet.id!, by: ana)
            await #expect(throws: ListingError.notYours(action: "change")) {
                try await market.availability.apply(.buffer(minutes: 30), to: closet.id!, by: bob)
            }
            await #expect(throws: BookingError.unavailable(.blocked, title: "Closet")) {
                try await market.bookings.quote(listing: closet.id!, from: F.wall(25, 10), to: F.wall(25, 14), for: bob)
            }
            await #expect(throws: BookingError.unavailable(.tooShort(minutes: 120), title: "Closet")) {
                try await market.bookings.quote(listing: closet.id!, from: F.wall(23, 10), to: F.wall(23, 11), for: bob)
            }
            let free = try await market.availability.free([closet], from: F.wall(23, 10), to: F.wall(23, 12))
            #expect(free == [closet.id!])
            _ = try await market.availability.apply(.clearBlocks, to: closet.id!, by: ana)
            #expect(try await market.bookings.quote(listing: closet.id!, from: F.wall(25, 10), to: F.wall(25, 14), for: bob).units == 4)
        }
    }

    @Test(arguments: TestStore.allCases)
    func hoursForSomeDaysKeepTheOtherDaysHours(on store: TestStore) async throws {
        try await MarketFixture.with(on: store) { market in
            let ana = try await market.user("ana")
            let bob = try await market.user("bob")
            let closet = try await market.list("Closet", by: ana, cents: 300, per: .hour, northKm: 1, category: "spaces", type: "closet")
            _ = try await market.availability.apply(.hours(days: [1, 2, 3, 4, 5], from: 540, to: 1020), to: closet.id!, by: ana)
            let (_, calendar) = try await market.availability.apply(.hours(days: [6, 7], from: 600, to: 1080), to: closet.id!, by: ana)
            #expect(calendar.rules.weeklyHours.windows.count == 7)
            #expect(calendar.rules.weeklyHours.ranges(on: 1) == [540..<1020])
            #expect(calendar.rules.weeklyHours.ranges(on: 6) == [600..<1080])
            await #expect(throws: BookingError.unavailable(.closed, title: "Closet")) {
                try await market.bookings.quote(listing: closet.id!, from: F.wall(28, 9), to: F.wall(28, 11), for: bob)
            }
            #expect(try await market.bookings.quote(listing: closet.id!, from: F.wall(28, 10), to: F.wall(28, 12), for: bob).units == 2)
            await #expect(throws: BookingError.bufferTooLong) {
                try await market.availability.apply(.buffer(minutes: 2000), to: closet.id!, by: ana)
            }
            let (_, open) = try await market.availability.apply(.alwaysOpen, to: closet.id!, by: ana)
            #expect(open.rules.weeklyHours.isAlwaysOpen)
        }
    }

    @Test(arguments: TestStore.allCases)
    func aSweepRolledBackWithItsTransactionIsDoneAgain(on store: TestStore) async throws {
        try await MarketFixture.with(on: store) { market in
            let ana = try await market.user("ana")
            let bob = try await market.user("bob")
            let cai = try await market.user("cai")
            let drill = try await market.list("Drill", by: ana, cents: 500, per: .day, northKm: 1)
            _ = try await market.wallet.topUp(bob, cents: 2000)
            let request = try await market.book(drill, F.wall(1, 0, month: 12), F.wall(2, 0, month: 12), by: bob)
            market.clock.advance(by: 25 * 3600)
            await #expect(throws: BookingError.insufficientFunds(total: 500, available: 0)) {
                let quote = try await market.bookings.quote(listing: drill.id!, from: F.wall(3, 0, month: 12), to: F.wall(4, 0, month: 12), for: cai)
                try await market.bookings.book(quote, for: cai)
            }
            #expect(try await market.state(of: request) == .requested, "the expiry was rolled back with the refused booking")
            #expect(try await market.bookings.sweep().map(\.kind) == ["expired", "expired"])
            #expect(try await market.state(of: request) == .expired)
            #expect(try await market.bookings.sweep().isEmpty)
        }
    }

    @Test(arguments: TestStore.allCases)
    func aRequestOverATimeBlockedSinceCannotBeApproved(on store: TestStore) async throws {
        try await MarketFixture.with(on: store) { market in
            let ana = try await market.user("ana")
            let bob = try await market.user("bob")
            let drill = try await market.list("Drill", by: ana, cents: 500, per: .day, northKm: 1)
            _ = try await market.wallet.topUp(bob, cents: 2000)
            let request = try await market.book(drill, F.wall(23, 0), F.wall(24, 0), by: bob)
            _ = try await market.availability.block(drill.id!, by: ana, from: F.wall(23, 0), to: F.wall(24, 0))
            await #expect(throws: BookingError.unavailable(.taken, title: "Drill")) { try await market.bookings.approve(request.id!, by: ana) }
            #expect(try await market.state(of: request) == .requested)
        }
    }
}
