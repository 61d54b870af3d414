import Demo
import Foundation
import GRDB
@testable import Marketplace
import RentlineTesting
import Testing

/// The demo world on both stores, searched the same many ways: the same listings come back in the same order at
/// the same distances, ranked by the same bm25, and an empty search is explained by the same filter; again after
/// listings are paused and retitled. It takes about 80 s alone and four minutes beside the rest of the suite on this
/// 2-core machine, so its limit, a guard against a hang, is five.
@Suite(.timeLimit(.minutes(5)))
struct DemoSearchParityTests {
    @Test func bothStoresAnswerEverySearchAlike() async throws {
        try await TestDatabase.withFresh(on: .sqlite) { sqlite in
            try await TestDatabase.withFresh(on: .postgres) { postgres in
                let clock = ManualWallClock(TestServer.startTime)
                for database in [sqlite, postgres] {
                    _ = try await DemoWorld.load(into: database, hasher: TestServer.hasher, clock: clock)
                }
                let stores = [sqlite, postgres].map { ListingSearch(database: $0, clock: clock) }
                var world = try await SearchableWorld(database: sqlite, clock: clock)
                #expect(try await world.listings(in: postgres, clock: clock) == world.listings)

                var random = SeededGenerator(seed: 20)
                var first = Tally()
                for _ in 0..<250 {
                    try await compare(world.randomQuery(using: &random), on: stores, tally: &first)
                }
                #expect(first.found >= 90 && first.ranked >= 30 && first.explained >= 20, "\(first)")

                for database in [sqlite, postgres] {
                    try await world.reshape(database, clock: clock)
                }
                world = try await SearchableWorld(database: sqlite, clock: clock)
                #expect(try await world.listings(in: postgres, clock: clock) == world.listings)
                var second = Tally()
                for _ in 0..<150 {
                    try await compare(world.randomQuery(using: &random), on: stores, tally: &second)
                }
                #expect(second.found >= 40 && second.ranked >= 12, "\(second)")
            }
        }
    }

    /// How many searches found something, were ranked by words, and were empty and explained.
    struct Tally: CustomStringConvertible {
        var found = 0
        var ranked = 0
        var explained = 0

        var description: String { "found \(found), ranked \(ranked), explained \(explained)" }
    }

    private func compare(_ query: SearchQuery, on stores: [ListingSearch], tally: inout Tally) async throws {
        let (sqlite, postgres) = (stores[0], stores[1])
        for (offset, limit) in [(0, 10), (5, 5)] {
            let expected = try await sqlite.search(query, offset: offset, limit: limit)
            let found = try await postgres.search(query, offset: offset, limit: limit)
            #expect(found.map(\.listing.id) == expected.map(\.listing.id), "\(query)")
            #expect(zip(found, expected).allSatisfy { abs($0.distanceKm - $1.distanceKm) < 1e-9 }, "\(query)")
            if offset == 0 && !expected.isEmpty { tally.found += 1 }
        }
        if try await sqlite.search(query, limit: 1).isEmpty {
            let explanation = try await sqlite.emptiedBy(query)
            #expect(try await postgres.emptiedBy(query) == explanation, "\(query)")
            if explanation != nil { tally.explained += 1 }
        }
        guard query.sort == .relevance, query.matchWords != nil else { return }
        let expected = try relevances(in: sqlite.database, ListingSearch.statement(for: query, offset: 0, limit: 20))
        let found = try relevances(in: postgres.database, ListingSearch.postgresStatement(for: query, offset: 0, limit: 20))
        #expect(found.map(\.id) == expected.map(\.id), "\(query)")
        for (mine, theirs) in zip(found, expected) {
            #expect(
                abs(mine.relevance - theirs.relevance) <= 1e-12 * abs(theirs.relevance),
                "bm25 \(mine) on PostgreSQL, \(theirs) on SQLite: \(query)")
        }
        if !expected.isEmpty { tally.ranked += 1 }
    }

    private func relevances(
        in database: AppDatabase, _ statement: (sql: String, arguments: SQLArguments)
    ) throws -> [(id: Int64, relevance: Double)] {
        let (sql, arguments) = statement
        return try database.read { db in
            try Row.fetchAll(db.cachedStatement(sql: sql), arguments: arguments).map { ($0["id"], $0["relevance"]) }
        }
    }
}

/// What random searches of the demo world are made of, read from its listings: their places, their words, their
/// amenities.
struct SearchableWorld {
    let listings: [Listing]
    let words: [String]
    let amenities: [String]

    init(database: AppDatabase, clock: any WallClock) async throws {
        listings = try await Self.activeListings(in: database, clock: clock)
        words = Self.words(in: listings.map { [$0.title, $0.description, $0.type ?? ""].joined(separator: " ") }
            .joined(separator: " "))
        amenities = Set(listings.flatMap(\.amenities)).sorted()
    }

    static func words(in text: String) -> [String] {
        Set(text.lowercased().split { !$0.isLetter }.map(String.init).filter { $0.count >= 2 }).sorted()
    }

    func listings(in database: AppDatabase, clock: any WallClock) async throws -> [Listing] {
        try await Self.activeListings(in: database, clock: clock)
    }

    private static func activeListings(in database: AppDatabase, clock: any WallClock) async throws -> [Listing] {
        let all = try await Listings(database: database, clock: clock).summaries(Array(1...2_000), for: nil)
        return all.filter { $0.status == .active }.sorted { $0.id! < $1.id! }
    }

    /// Pauses every seventh listing and retitles every eleventh, as their owners would: the index, its row count
    /// and its lengths all change.
    func reshape(_ database: AppDatabase, clock: any WallClock) async throws {
        let editor = Listings(database: database, clock: clock)
        for (index, listing) in listings.enumerated() {
            if index % 7 == 3 {
                _ = try await editor.setStatus(listing.id!, to: .paused, by: listing.ownerId)
            } else if index % 11 == 5 {
                let title = "\(listing.title) \(words[index % words.count]) \(words[(index * 7) % words.count])"
                _ = try await editor.edit(listing.id!, by: listing.ownerId, .title(title), field: .title)
            }
        }
    }

    func randomQuery(using random: inout SeededGenerator) -> SearchQuery {
        let centre = listings.randomElement(using: &random)!
        let nudge = { (random: inout SeededGenerator) in Double.random(in: -0.05...0.05, using: &random) }
        var query = SearchQuery(place: Place(
            name: centre.city, city: centre.city, state: centre.state, postalCode: nil, country: centre.country,
            latitude: centre.latitude + nudge(&random), longitude: centre.longitude + nudge(&random),
            timeZone: centre.timeZone))
        query.radiusKm = [1, 3, 10, 10, 30, 120, 900].randomElement(using: &random)!
        let wordCount = [0, 1, 1, 1, 2, 2, 3].randomElement(using: &random)!
        let nearby = Self.words(in: [centre.title, centre.description, centre.type ?? ""].joined(separator: " "))
        query.words = (0..<wordCount).map { _ in
            word(from: Int.random(in: 0..<4, using: &random) == 0 ? words : nearby, using: &random)
        }
        query.sort = [.relevance, .relevance, .relevance, .price, .distance, .rating, .newest].randomElement(using: &random)!
        if Int.random(in: 0..<8, using: &random) == 0 {
            query.category = Taxonomy.categories.randomElement(using: &random)
        }
        if Int.random(in: 0..<6, using: &random) == 0 {
            let unit: PriceUnit? = Bool.random(using: &random) ? nil : centre.priceUnit
            query.maxPrice = .init(cents: [1_000, 5_000, 30_000, 400_000].randomElement(using: &random)!, unit: unit)
        }
        if Int.random(in: 0..<10, using: &random) == 0 {
            query.minPrice = .init(cents: [500, 2_500, 100_000].randomElement(using: &random)!, unit: nil)
        }
        if Int.random(in: 0..<8, using: &random) == 0, let amenity = amenities.randomElement(using: &random) {
            query.amenities = [amenity]
        }
        if Int.random(in: 0..<12, using: &random) == 0 {
            query.bedrooms = Int.random(in: 1...3, using: &random)
        }
        return query
    }

    /// A word of `vocabulary`, cut to a prefix, inflected, or (rarely) one no listing has.
    private func word(from vocabulary: [String], using random: inout SeededGenerator) -> String {
        let word = vocabulary.randomElement(using: &random)!
        switch Int.random(in: 0..<16, using: &random) {
        case 0, 1, 2: return String(word.prefix(Int.random(in: 2...max(2, word.count), using: &random)))
        case 3: return word + "s"
        case 4: return word + "ing"
        case 5: return word.uppercased()
        case 6: return "qx" + word
        default: return word
        }
    }
}
