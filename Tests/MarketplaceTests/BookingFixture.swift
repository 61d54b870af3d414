import RentlineTesting
import Foundation
import GRDB
@testable import Marketplace

extension MarketFixture {
    var bookings: Bookings { Bookings(database: database, clock: clock) }
    var wallet: Wallet { Wallet(database: database, clock: clock) }
    var reviews: Reviews { Reviews(database: database, clock: clock) }
    var notifications: Notifications { Notifications(database: database, clock: clock) }
    var availability: ListingAvailability { ListingAvailability(database: database, clock: clock) }

    /// A local time in San Francisco in November 2026 (or another month).
    static func wall(_ day: Int, _ hour: Int, month: Int = 11) -> WallTime {
        WallTime(year: 2026, month: month, day: day, minutes: hour * 60)
    }

    /// Quotes and books `listing` from `from` to `to` for `renter`.
    func book(_ listing: Listing, _ from: WallTime, _ to: WallTime, by renter: Int64) async throws -> Booking {
        let quote = try await bookings.quote(listing: listing.id!, from: from, to: to, for: renter)
        return try await bookings.book(quote, for: renter).booking
    }

    func state(of booking: Booking) async throws -> BookingState {
        try await bookings.entry(booking.id!)!.booking.state
    }

    func available(_ user: Int64) async throws -> Int {
        try await wallet.statement(of: user).availableCents
    }
}
