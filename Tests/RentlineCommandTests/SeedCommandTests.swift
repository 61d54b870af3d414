import Demo
import Foundation
import Marketplace
import RentlineTesting
import Testing

struct SeedCommandTests {
    func withDatabasePath(_ body: (String) async throws -> Void) async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("seed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try await body(directory.appendingPathComponent("r.sqlite").path)
    }

    /// 3 authors with 2 posts each and 2 readers following all 3: 6 feed entries for the authors' own posts and 6
    /// for each reader, who logs in with the bench password and reads them newest first.
    @Test func socialBenchSeedsAuthorsPostsAndReadersFeeds() async throws {
        try await withDatabasePath { path in
            let seeded = try await RentlineProcess.run(
                ["seed", "--social-bench", "--authors", "3", "--posts-per-author", "2", "--readers", "2", "--db", path])
            #expect(seeded.status == 0)
            #expect(seeded.output.hasPrefix("Loaded 5 people, 6 posts, 6 follows and 18 feed entries into \(path) in "))
            let database = try AppDatabase.open(path: path)
            let accounts = Accounts(database: database, hasher: PasswordHasher(), clock: SystemWallClock())
            let reader = try await accounts.logIn(username: "reader2", password: SocialBenchWorld.password, from: "198.51.100.7").account.id!
            #expect(reader == 5)
            let feed = Feed(database: database)
            let first = try await feed.page(for: reader)
            #expect(first.source == .following && first.posts.map(\.id) == [6, 5, 4, 3, 2])
            #expect(first.posts.map(\.authorName) == ["author3", "author2", "author1", "author3", "author2"])
            let rest = try await feed.page(for: reader, before: first.nextCursor)
            #expect(rest.posts.map(\.id) == [1] && rest.nextCursor == nil)

            let again = try await RentlineProcess.run(["seed", "--social-bench", "--db", path])
            #expect(again.status != 0)
            #expect(again.errors.contains("That database already has accounts"))
        }
    }
}
