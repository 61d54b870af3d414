import Foundation
@testable import Marketplace
import RentlineTesting
import Testing

/// Each hourly quota counts one account's rows in the database, refuses the one past it with when to try again, and
/// leaves other accounts alone; the hour slides.
struct QuotaTests {
    static let twoOfEach = {
        var allowances = Allowances()
        for kind in QuotaKind.allCases { allowances[keyPath: path(kind)] = 2 }
        return allowances
    }()

    static func path(_ kind: QuotaKind) -> WritableKeyPath<Allowances, Int> {
        Allowances.names["\(kind.rawValue)s-per-hour"]!
    }

    /// Someone else's: their name and posts.
    struct Other {
        var name: String
        var posts: [Int64]
    }

    /// Writes the `number`th `kind` by `user`, about `other` or their posts.
    static func write(_ kind: QuotaKind, by user: Int64, number: Int, market: MarketFixture, about other: Other) async throws {
        let allowances = Self.twoOfEach
        switch kind {
        case .post:
            _ = try await Posts(database: market.database, clock: market.clock, allowances: allowances)
                .create(by: user, text: "post \(number)", photo: nil, card: nil)
        case .comment:
            _ = try await Posts(database: market.database, clock: market.clock, allowances: allowances)
                .comment(on: other.posts[0], by: user, text: "comment \(number)")
        case .message:
            _ = try await Messages(database: market.database, clock: market.clock, allowances: allowances)
                .send(from: user, to: other.name, text: "message \(number)")
        case .listing:
            let listing = Listing(
                ownerId: user, kind: .thing, category: "tools", type: nil, title: "Drill \(number)", priceCents: 500,
                priceUnit: .day, place: MarketFixture.centrePlace, at: market.clock.now())
            _ = try await Listings(database: market.database, clock: market.clock, allowances: allowances)
                .create(listing, photos: [])
        case .report:
            let subject: Reports.Subject = number == 1 ? .user(other.name) : .post(other.posts[number - 2])
            _ = try await Reports(database: market.database, clock: market.clock, allowances: allowances)
                .file(by: user, about: subject, reason: "spam \(number)")
        }
    }

    @Test(arguments: QuotaKind.allCases, TestStore.allCases)
    func theOnePastTheQuotaIsRefusedUntilTheFirstIsAnHourOld(_ kind: QuotaKind, on store: TestStore) async throws {
        try await MarketFixture.with(on: store) { market in
            let ana = try await market.user("ana")
            let bob = try await market.user("bob")
            let posts = Posts(database: market.database, clock: market.clock)
            let bobsPosts = [try await posts.create(by: bob, text: "one", photo: nil, card: nil),
                             try await posts.create(by: bob, text: "two", photo: nil, card: nil),
                             try await posts.create(by: bob, text: "three", photo: nil, card: nil)]
            let about = Other(name: "bob", posts: bobsPosts)
            market.clock.advance(by: 61 * 60)
            try await Self.write(kind, by: ana, number: 1, market: market, about: about)
            market.clock.advance(by: 10 * 60)
            try await Self.write(kind, by: ana, number: 2, market: market, about: about)
            await #expect(throws: QuotaError.reached(kind, limit: 2, minutes: 50)) {
                try await Self.write(kind, by: ana, number: 3, market: market, about: about)
            }
            try await Self.write(kind, by: bob, number: 1, market: market, about: Other(name: "ana", posts: bobsPosts))
            market.clock.advance(by: 50 * 60)
            try await Self.write(kind, by: ana, number: 3, market: market, about: about)
        }
    }
}
