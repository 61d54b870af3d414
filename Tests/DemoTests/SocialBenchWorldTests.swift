import Demo
import Foundation
import GRDB
@testable import Marketplace
import RentlineTesting
import Testing

struct SocialBenchWorldTests {
    /// Every table the seeder writes, as rows of numbers and names, in key order.
    func contents(of database: AppDatabase) async throws -> [String: [[String]]] {
        try database.read { db in
            let queries = [
                "users": "SELECT id, username FROM users ORDER BY id",
                "posts": "SELECT id, author_id FROM posts ORDER BY id",
                "follows": "SELECT follower_id, followee_id FROM follows ORDER BY 1, 2",
                "feed_entries": "SELECT user_id, post_id FROM feed_entries ORDER BY 1, 2",
            ]
            return try queries.mapValues { sql in
                try Row.fetchAll(db, sql: sql).map { row in row.databaseValues.map(\.description) }
            }
        }
    }

    /// With more posts per author than a follow brings in, a reader's feed holds only each author's latest
    /// `Follows.backfill`, exactly as posting and then following through the app leaves it.
    @Test(arguments: TestStore.allCases)
    func writesTheFeedsThatPostingThenFollowingWrite(on store: TestStore) async throws {
        let shape = SocialBenchWorld.Shape(authors: 2, postsPerAuthor: Follows.backfill + 3, readers: 2)
        let seeded = try await TestDatabase.withFresh(on: store) { database in
            let summary = try await SocialBenchWorld.load(
                shape, into: database, hasher: TestServer.hasher, clock: ManualWallClock(TestServer.startTime))
            let counts: [Int] = [summary.users, summary.posts, summary.follows, summary.feedEntries]
            #expect(counts == [4, 206, 4, 206 + 2 * 2 * Follows.backfill])
            let reader = try await Accounts(database: database, hasher: TestServer.hasher, clock: ManualWallClock(TestServer.startTime))
                .logIn(username: SocialBenchWorld.reader(1), password: SocialBenchWorld.password, from: "198.51.100.7")
            #expect(reader.account.id == 3)
            return try await contents(of: database)
        }
        let throughTheApp = try await MarketFixture.with(on: store) { market in
            let authors = [try await market.user(SocialBenchWorld.author(1)), try await market.user(SocialBenchWorld.author(2))]
            let readers = [try await market.user(SocialBenchWorld.reader(1)), try await market.user(SocialBenchWorld.reader(2))]
            let posts = Posts(database: market.database, clock: market.clock, allowances: TestServer.allowances)
            for round in 1...shape.postsPerAuthor {
                for author in authors { _ = try await posts.create(by: author, text: "post \(round)", photo: nil, card: nil) }
            }
            let follows = Follows(database: market.database, clock: market.clock)
            for reader in readers {
                for author in 1...shape.authors { _ = try await follows.follow(SocialBenchWorld.author(author), by: reader) }
            }
            return try await contents(of: market.database)
        }
        #expect(seeded == throughTheApp)
        #expect(seeded["feed_entries"]?.filter { $0[0] == "3" }.count == 2 * Follows.backfill)
        #expect(seeded["feed_entries"]?.filter { $0[0] == "3" }.first == ["3", "7"])
    }

    @Test func refusesADatabaseThatHasAccounts() async throws {
        try await MarketFixture.with { market in
            _ = try await market.user("ana")
            await #expect(throws: DemoWorld.SeedError.notEmpty) {
                try await SocialBenchWorld.load(.init(authors: 1, postsPerAuthor: 1, readers: 1), into: market.database,
                                                hasher: TestServer.hasher, clock: market.clock)
            }
        }
    }
}
