import Foundation
import Marketplace
import RentlineTesting
import Testing

struct DemoWorldTests {
    func load() async throws -> (summary: DemoWorld.Summary, listings: [Listing], cities: Set<String>, bios: Int) {
        try await TestDatabase.withFresh { database in
            let clock = ManualWallClock(TestServer.startTime)
            let summary = try await DemoWorld.load(into: database, hasher: TestServer.hasher, clock: clock)
            let listings = try await Listings(database: database, clock: clock).summaries(Array(1...Int64(summary.listings)))
            let cities = Set(listings.map(\.city))
            let bios = try await database.writer.read { db in
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM users WHERE bio <> '' AND latitude IS NOT NULL") ?? 0
            }
            return (summary, listings, cities, bios)
        }
    }

    @Test func isTheSameWorldEveryTimeAndCoversEveryCategoryAndManyCities() async throws {
        let first = try await load()
        let second = try await load()
        #expect(first.listings == second.listings)
        #expect(first.summary.users >= 60 && first.bios == first.summary.users)
        #expect(first.listings.count >= 400)
        #expect(Set(first.listings.map(\.category)) == Set(Taxonomy.categories))
        #expect(Set(first.listings.map(\.kind)) == Set(ListingKind.allCases))
        let bayArea: Set<String> = ["San Francisco", "Oakland", "Berkeley", "San Jose", "Palo Alto"]
        #expect(first.cities.subtracting(bayArea).count >= 8)
        #expect(Set(first.listings.map(\.country)).count >= 5)
        #expect(first.listings.allSatisfy { listing in listing.kind.priceUnits.contains(listing.priceUnit) && listing.priceCents > 0 })
    }

    @Test func refusesADatabaseThatHasAccounts() async throws {
        try await MarketFixture.with { market in
            _ = try await market.user("ana")
            await #expect(throws: DemoWorld.SeedError.notEmpty) {
                try await DemoWorld.load(into: market.database, hasher: TestServer.hasher, clock: market.clock)
            }
        }
    }

    @Test func syntheticListingsAreIndexedForSearch() async throws {
        try await MarketFixture.with { market in
            try await SyntheticListings.load(2_500, into: market.database, clock: market.clock)
            let counts = try await market.listings.categoryCounts()
            #expect(counts.reduce(0) { $0 + $1.count } == 2_500)
            var everywhere = SearchQuery(place: MarketFixture.centrePlace)
            everywhere.radiusKm = 5_000
            everywhere.sort = .distance
            let hits = try await market.search.search(everywhere, limit: 3)
            #expect(hits.count == 3 && hits[0].distanceKm <= hits[2].distanceKm)
        }
    }
}
