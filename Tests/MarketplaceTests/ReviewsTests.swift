import Foundation
@testable import Marketplace
import RentlineTesting
import Testing

struct ReviewsTests {
    typealias F = MarketFixture

    /// A drill of ana's booked by bob for Monday Nov 23, run to completion.
    static func completedBooking(_ market: MarketFixture) async throws -> (ana: Int64, bob: Int64, booking: Booking) {
        let ana = try await market.user("ana")
        let bob = try await market.user("bob")
        let drill = try await market.list("Drill", by: ana, cents: 500, per: .day, northKm: 1) { $0.instantBook = true }
        _ = try await market.wallet.topUp(bob, cents: 1000)
        let booking = try await market.book(drill, F.wall(23, 0), F.wall(24, 0), by: bob)
        market.clock.set(Date(timeIntervalSince1970: TimeInterval(booking.endAt)))
        _ = try await market.bookings.sweep()
        return (ana, bob, booking)
    }

    @Test(arguments: TestStore.allCases)
    func reviewsAreShownOnceBothSidesHaveWritten(on store: TestStore) async throws {
        try await MarketFixture.with(on: store) { market in
            let (ana, bob, booking) = try await Self.completedBooking(market)
            let first = try await market.reviews.review(booking: booking.id!, by: bob, rating: 5, text: "Great drill")
            #expect(!first.published && first.notices.map(\.userID) == [ana])
            #expect(try await market.reviews.about(user: "ana")?.count == 0, "hidden until ana writes hers")
            await #expect(throws: ReviewError.alreadyReviewed) {
                try await market.reviews.review(booking: booking.id!, by: bob, rating: 1, text: "Changed my mind")
            }
            let second = try await market.reviews.review(booking: booking.id!, by: ana, rating: 4, text: "Returned clean")
            #expect(second.published)
            let aboutAna = try await market.reviews.about(user: "ana")
            #expect(aboutAna?.count == 1 && aboutAna?.average == 5 && aboutAna?.latest.first?.authorName == "bob")
            #expect(try await market.reviews.about(listing: booking.listingId).count == 1)
            #expect(try await market.listings.details(of: booking.listingId, for: nil).listing.ratingTotal == 5)
        }
    }

    @Test(arguments: TestStore.allCases)
    func aLoneReviewIsShownWhenTheWindowCloses(on store: TestStore) async throws {
        try await MarketFixture.with(on: store) { market in
            let (_, bob, booking) = try await Self.completedBooking(market)
            _ = try await market.reviews.review(booking: booking.id!, by: bob, rating: 3, text: "")
            market.clock.advance(by: TimeInterval(Reviews.windowSeconds))
            _ = try await market.bookings.sweep()
            #expect(try await market.reviews.about(user: "ana")?.count == 1)
        }
    }

    @Test(arguments: TestStore.allCases)
    func onlyTheTwoSidesOfACompletedBookingReviewWithinTheWindow(on store: TestStore) async throws {
        try await MarketFixture.with(on: store) { market in
            let (ana, bob, booking) = try await Self.completedBooking(market)
            let cai = try await market.user("cai")
            await #expect(throws: BookingError.notFound) { try await market.reviews.review(booking: booking.id!, by: cai, rating: 5, text: "") }
            #expect(try await market.bookings.reviewable(by: bob).map(\.booking.id) == [booking.id])
            #expect(try await market.bookings.reviewable(by: ana).map(\.renterName) == ["bob"])
            #expect(try await market.bookings.reviewable(by: cai).isEmpty)
            let drill = try await market.list("Saw", by: ana, cents: 500, per: .day, northKm: 1) { $0.instantBook = true }
            let upcoming = try await market.book(drill, F.wall(1, 0, month: 12), F.wall(2, 0, month: 12), by: bob)
            await #expect(throws: ReviewError.notComplete(.approved)) { try await market.reviews.review(booking: upcoming.id!, by: bob, rating: 5, text: "") }
            await #expect(throws: ReviewError.textTooLong) {
                try await market.reviews.review(booking: booking.id!, by: bob, rating: 5, text: String(repeating: "a", count: 1001))
            }
            _ = try await market.reviews.review(booking: booking.id!, by: bob, rating: 4, text: "")
            #expect(try await market.bookings.reviewable(by: bob).isEmpty)
            market.clock.advance(by: TimeInterval(Reviews.windowSeconds + 1))
            #expect(try await market.bookings.reviewable(by: ana).isEmpty)
            await #expect(throws: ReviewError.windowClosed) { try await market.reviews.review(booking: booking.id!, by: ana, rating: 5, text: "") }
        }
    }

    @Test(arguments: TestStore.allCases)
    func notificationsCountUnreadAndAreMarkedReadWhenShown(on store: TestStore) async throws {
        try await MarketFixture.with(on: store) { market in
            let (ana, _, _) = try await Self.completedBooking(market)
            #expect(try await market.notifications.unreadCount(of: ana) == 2, "booked, completed")
            let entries = try await market.notifications.read(by: ana)
            #expect(entries.map(\.kind) == ["completed", "booked"] && entries.allSatisfy(\.isNew))
            #expect(try await market.notifications.unreadCount(of: ana) == 0)
            #expect(try await market.notifications.read(by: ana).allSatisfy { !$0.isNew })
        }
    }
}
