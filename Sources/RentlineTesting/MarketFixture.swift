import Foundation
import Marketplace

/// A fresh database with users and hand-placed listings, for store and search tests.
public struct MarketFixture {
    public static let centre = (latitude: 37.7898, longitude: -122.3942)
    public static let kmPerDegreeOfLatitude = GreatCircle.earthRadiusKm * .pi / 180

    public let database: AppDatabase
    public let clock: ManualWallClock
    public var listings: Listings { Listings(database: database, clock: clock) }
    public var search: ListingSearch { ListingSearch(database: database, clock: clock) }
    public var favorites: Favorites { Favorites(database: database, clock: clock) }

    public static func with<T: Sendable>(
        on store: TestStore = .sqlite, _ body: (MarketFixture) async throws -> T
    ) async throws -> T {
        try await TestDatabase.withFresh(on: store) { database in
            try await body(MarketFixture(database: database, clock: ManualWallClock(TestServer.startTime)))
        }
    }

    public func user(_ name: String) async throws -> Int64 {
        let accounts = Accounts(database: database, hasher: TestServer.hasher, clock: clock, allowances: TestServer.allowances)
        return try await accounts.signUp(username: name, password: "long-enough", from: "fixture").account.id!
    }

    /// A place `km` kilometres due north of the centre.
    public static func place(northKm km: Double) -> Place {
        Place(
            name: "test", city: "San Francisco", state: "CA", postalCode: nil, country: "United States",
            latitude: centre.latitude + km / kmPerDegreeOfLatitude, longitude: centre.longitude,
            timeZone: "America/Los_Angeles")
    }

    public static var centrePlace: Place { place(northKm: 0) }

    @discardableResult
    public func list(
        _ title: String, by owner: Int64, cents: Int, per unit: PriceUnit = .day, northKm: Double,
        category: String = "tools", type: String? = nil, edit: (inout Listing) -> Void = { _ in }
    ) async throws -> Listing {
        let kind = Taxonomy.kind(ofCategory: category)
        var listing = Listing(
            ownerId: owner, kind: kind, category: category, type: type, title: title, priceCents: cents,
            priceUnit: unit, place: Self.place(northKm: northKm), at: clock.now())
        edit(&listing)
        return try await listings.create(listing, photos: [])
    }
}
