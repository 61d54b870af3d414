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

    /// Checks the ledger: every user pocket equals its credits less its debits and is never negative, and all
    /// users' money equals what was topped up.
    func ledgerBalances() async throws -> Bool {
        try await database.writer.read { db in
            let mismatched = try Int.fetchOne(db, sql: """
                SELECT count(*) FROM wallet_accounts a WHERE a.balance_cents <>
                    (SELECT coalesce(sum(amount_cents), 0) FROM ledger_transfers WHERE credit_account = a.id)
                  - (SELECT coalesce(sum(amount_cents), 0) FROM ledger_transfers WHERE debit_account = a.id)
                  OR (a.kind <> 'funding' AND a.balance_cents < 0)
                """)!
            let userMoney = try Int.fetchOne(db, sql: "SELECT coalesce(sum(balance_cents), 0) FROM wallet_accounts WHERE kind <> 'funding'")!
            let funding = try Int.fetchOne(db, sql: "SELECT balance_cents FROM wallet_accounts WHERE kind = 'funding'")!
            let toppedUp = try Int.fetchOne(db, sql: "SELECT coalesce(sum(amount_cents), 0) FROM ledger_transfers WHERE kind = 'top_up'")!
            return mismatched == 0 && userMoney == toppedUp && funding == -toppedUp
        }
    }
}
