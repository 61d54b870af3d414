import Demo
import Foundation
import GRDB
@testable import Marketplace
import RentlineTesting
import Testing

struct DemoWorldTests {
    func load() async throws -> (summary: DemoWorld.Summary, listings: [Listing], cities: Set<String>, bios: Int) {
        try await TestDatabase.withFresh { database in
            let clock = ManualWallClock(TestServer.startTime)
            let summary = try await DemoWorld.load(into: database, hasher: TestServer.hasher, clock: clock)
            let listings = try await Listings(database: database, clock: clock).summaries(Array(1...Int64(summary.listings)), for: nil)
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

    /// People trying the demo log in as its people, so every name keeps the rule that login checks.
    @Test func everyDemoNameCanBeTypedAtLogin() async throws {
        let names = try await loadAndRead { db in try String.fetchAll(db, sql: "SELECT username FROM users") }.read
        #expect(names.count == DemoWorld.userCount)
        #expect(names.filter { !Accounts.isValidUsername($0) } == [])
    }

    /// A fresh demo world and what `read` makes of it.
    func loadAndRead<T: Sendable>(_ read: @escaping @Sendable (Database) throws -> T) async throws -> (summary: DemoWorld.Summary, read: T) {
        try await TestDatabase.withFresh { database in
            let summary = try await DemoWorld.load(into: database, hasher: TestServer.hasher, clock: ManualWallClock(TestServer.startTime))
            return (summary, try await database.writer.read(read))
        }
    }

    /// "San Francisco" from "San Francisco, CA 94110".
    static func city(of placeName: String) -> String {
        String(placeName.prefix { $0 != "," })
    }

    static func pairs(_ sql: String, in db: Database) throws -> [[Int64]] {
        try Row.fetchAll(db, sql: sql).map { [$0[0], $0[1]] }
    }

    @Test func spotsCoverEveryKindAndEveryDemoCityNearItsCentre() async throws {
        typealias Spot = (name: String, city: String, kind: String, latitude: Double, longitude: Double, pinnedFrom: String?)
        try await TestDatabase.withFresh { database in
            let summary = try await DemoWorld.load(into: database, hasher: TestServer.hasher, clock: ManualWallClock(TestServer.startTime))
            let (spots, homes) = try await database.writer.read { db in
                let spots = try Row.fetchAll(
                    db,
                    sql: """
                        SELECT spots.name, spots.place_name, kind, spots.latitude, spots.longitude, users.place_name AS pinned_from
                        FROM spots LEFT JOIN users ON users.id = spots.user_id
                        """
                ).map { row -> Spot in
                    (row["name"], Self.city(of: row["place_name"]), row["kind"], row["latitude"], row["longitude"],
                     (row["pinned_from"] as String?).map(Self.city(of:)))
                }
                return (spots, Set(try String.fetchAll(db, sql: "SELECT place_name FROM users").map(Self.city(of:))))
            }
            #expect(spots.count == summary.spots && spots.count >= 200)
            #expect(Set(spots.map(\.kind)) == ["skate", "historical", "water", "nature", "food", "nightlife", "activity", "viewpoint"])
            let cities = Dictionary(grouping: spots, by: \.city)
            #expect(homes.isSubset(of: cities.keys) && cities.count >= homes.count + 35)
            #expect(cities.values.allSatisfy { Set($0.map(\.kind)).count >= 4 })
            #expect(spots.allSatisfy { $0.pinnedFrom == (homes.contains($0.city) ? $0.city : nil) })
            for (name, spotsThere) in cities {
                let centre = try #require(try await Places(database: database).place(city: name), "\(name) resolves")
                for spot in spotsThere {
                    let km = GreatCircle.distanceKm(centre.latitude, centre.longitude, spot.latitude, spot.longitude)
                    #expect(km <= 10, "\(spot.name) is \(km) km from the centre of \(name)")
                }
            }
        }
    }

    @Test func socialSideIsTheSameEveryTime() async throws {
        let rows: @Sendable (Database) throws -> [String] = { db in
            try ["spots", "follows", "posts", "post_likes", "feed_entries"].flatMap { table in
                try Row.fetchAll(db, sql: "SELECT * FROM \(table) ORDER BY 1, 2").map { "\(table) \($0)" }
            }
        }
        let first = try await loadAndRead(rows)
        let second = try await loadAndRead(rows)
        #expect(first.read == second.read && first.summary == second.summary)
    }

    @Test func feedsFileEachPostForItsAuthorAndEveryFollower() async throws {
        let broken = [
            "self-follows": "SELECT COUNT(*) FROM follows WHERE follower_id = followee_id",
            "posts away from their author's home": """
                SELECT COUNT(*) FROM posts JOIN users ON users.id = posts.author_id
                WHERE posts.latitude IS NOT users.latitude OR posts.longitude IS NOT users.longitude
                """,
            "posts about someone else's listing": """
                SELECT COUNT(*) FROM posts JOIN listings ON listings.id = posts.listing_id WHERE listings.owner_id <> posts.author_id
                """,
            "posts about a spot in another city": """
                SELECT COUNT(*) FROM posts JOIN spots ON spots.id = posts.spot_id JOIN users ON users.id = posts.author_id
                WHERE substr(users.place_name, 1, instr(users.place_name, ',')) <> substr(spots.place_name, 1, instr(spots.place_name, ','))
                """,
            "like counts that miss their likes":
                "SELECT COUNT(*) FROM posts WHERE like_count <> (SELECT COUNT(*) FROM post_likes WHERE post_id = posts.id)",
        ]
        let (summary, read) = try await loadAndRead { db in
            (
                feeds: try Self.pairs("SELECT user_id, post_id FROM feed_entries ORDER BY user_id, post_id", in: db),
                rule: try Self.pairs(
                    """
                    SELECT users.id, posts.id FROM users JOIN posts
                    ON posts.author_id = users.id
                       OR EXISTS (SELECT 1 FROM follows WHERE follower_id = users.id AND followee_id = posts.author_id)
                    ORDER BY users.id, posts.id
                    """, in: db),
                times: try Int64.fetchAll(db, sql: "SELECT created_at FROM posts ORDER BY id"),
                followsEach: try Int.fetchAll(db, sql: "SELECT COUNT(*) FROM follows GROUP BY follower_id"),
                broken: try broken.mapValues { try Int.fetchOne(db, sql: $0) ?? 0 },
                attached: try ["photo_url", "listing_id", "spot_id"].map {
                    try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM posts WHERE \($0) IS NOT NULL") ?? 0
                },
                likes: try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM post_likes") ?? 0
            )
        }
        let now = TestServer.startTime.unixSeconds
        #expect(read.feeds == read.rule && read.feeds.count > 4 * summary.posts)
        #expect(read.times.count == summary.posts && read.times == read.times.sorted())
        #expect(read.times.allSatisfy { now - 14 * 86_400 < $0 && $0 <= now })
        #expect((DemoWorld.userCount * 3 / 2...DemoWorld.userCount * 5 / 2).contains(summary.posts))
        #expect(read.followsEach.count == DemoWorld.userCount && read.followsEach.allSatisfy { (4...8).contains($0) })
        #expect(read.followsEach.reduce(0, +) == summary.follows)
        #expect(read.broken.values.allSatisfy { $0 == 0 }, "\(read.broken)")
        #expect(read.attached.allSatisfy { $0 >= 10 } && read.likes > 0)
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
