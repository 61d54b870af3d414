import Foundation
@testable import Marketplace
import RentlineTesting
import Testing

struct LedgerTests {
    /// Thousands of seeded random top-ups, bookings, answers, cancellations and clock moves: after every
    /// step the ledger still balances and no pocket is negative.
    @Test(arguments: TestStore.allCases)
    func aRandomRunKeepsTheLedgerBalanced(on store: TestStore) async throws {
        try await MarketFixture.with(on: store) { market in
            var random = SeededGenerator(seed: 2026)
            var users: [Int64] = []
            for name in ["ana", "bob", "cai", "dee", "eli", "fay"] { users.append(try await market.user(name)) }
            var listings: [Listing] = []
            for (index, owner) in users.enumerated() {
                listings.append(try await market.list("Drill \(index)", by: owner, cents: 300 + index * 100, per: .day, northKm: 1) {
                    $0.instantBook = index.isMultiple(of: 2)
                })
            }
            var bookings: [Int64] = []
            var refused = 0
            for step in 0..<2000 {
                let user = users.randomElement(using: &random)!
                do {
                    switch Int.random(in: 0..<10, using: &random) {
                    case 0, 1:
                        _ = try await market.wallet.topUp(user, cents: Int.random(in: 100...5000, using: &random))
                    case 2, 3, 4:
                        let listing = listings.randomElement(using: &random)!
                        let start = market.clock.now().unixSeconds / 86_400 + Int64.random(in: 1...20, using: &random)
                        let days = Int64.random(in: 1...3, using: &random)
                        let day = { (offset: Int64) in
                            let date = Date(timeIntervalSince1970: TimeInterval((start + offset) * 86_400))
                            let parts = Calendar(identifier: .gregorian).dateComponents(in: TimeZone(identifier: "UTC")!, from: date)
                            return WallTime(year: parts.year!, month: parts.month!, day: parts.day!, minutes: 0)
                        }
                        bookings.append(try await market.book(listing, day(0), day(days), by: user).id!)
                    case 5 where !bookings.isEmpty:
                        _ = try await market.bookings.approve(bookings.randomElement(using: &random)!, by: user)
                    case 6 where !bookings.isEmpty:
                        _ = try await market.bookings.decline(bookings.randomElement(using: &random)!, by: user)
                    case 7 where !bookings.isEmpty:
                        _ = try await market.bookings.cancel(bookings.randomElement(using: &random)!, by: user)
                    default:
                        market.clock.advance(by: TimeInterval(Int.random(in: 600...40_000, using: &random)))
                        _ = try await market.bookings.sweep()
                    }
                } catch is BookingError {
                    refused += 1
                } catch is ListingError {
                    refused += 1
                }
                if step.isMultiple(of: 50) { #expect(try await market.wallet.isBalanced(), "after step \(step)") }
            }
            #expect(try await market.wallet.isBalanced())
            let states = try market.database.read { db in
                try String.fetchAll(db, sql: "SELECT DISTINCT state FROM bookings")
            }
            #expect(Set(states).isSuperset(of: ["completed", "cancelled", "declined", "expired"]), "the run reached every ending")
            #expect(refused > 0 && bookings.count > 100)
        }
    }
}
