import Foundation
import GRDB
@_spi(Seeding) import Marketplace

/// Members for measuring the social side: authors who have each posted the same number of times, and readers who
/// follow every author. Feeds are written ahead as if every author had posted first and every reader had then
/// followed every author: each author's feed holds their own posts, each reader's the latest `Follows.backfill`
/// posts of each author. Follow notices are not written.
public enum SocialBenchWorld {
    /// Every bench account's password.
    public static let password = "bench-password"
    /// Seconds between one post and the next, oldest first, the newest posted at the clock's now.
    static let postSpacing: Int64 = 60

    /// How many of each.
    public struct Shape: Sendable, Equatable {
        public var authors: Int
        public var postsPerAuthor: Int
        public var readers: Int

        public init(authors: Int = 500, postsPerAuthor: Int = 100, readers: Int = 50) {
            self.authors = authors
            self.postsPerAuthor = postsPerAuthor
            self.readers = readers
        }
    }

    /// What was loaded.
    public struct Summary: Sendable, Equatable {
        public var users: Int
        public var posts: Int
        public var follows: Int
        public var feedEntries: Int
    }

    /// Author `index`'s username, from 1.
    public static func author(_ index: Int) -> String { "author\(index)" }

    /// Reader `index`'s username, from 1.
    public static func reader(_ index: Int) -> String { "reader\(index)" }

    /// Fills an empty database in one transaction: authors get user ids 1 to `authors` and readers the ids after;
    /// post ids rise with time, the authors taking turns. Refuses a database that already has accounts.
    public static func load(_ shape: Shape, into database: AppDatabase, hasher: PasswordHasher, clock: any WallClock) async throws
        -> Summary
    {
        let passwordHash = try await hasher.hash(password)
        let now = clock.now()
        let (authors, readers, posts) = (shape.authors, shape.readers, shape.authors * shape.postsPerAuthor)
        return try await database.seed { db in
            guard try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM users") == 0 else { throw DemoWorld.SeedError.notEmpty }
            try db.execute(
                sql: """
                    WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
                    INSERT INTO users (id, username, password_hash, created_at)
                    SELECT i, CASE WHEN i <= ? THEN 'author' || i ELSE 'reader' || (i - ?) END, ?, ? FROM n
                    """,
                arguments: [authors + readers, authors, authors, passwordHash, now])
            try db.execute(
                sql: """
                    WITH RECURSIVE n(k) AS (SELECT 0 UNION ALL SELECT k + 1 FROM n WHERE k + 1 < ?)
                    INSERT INTO posts (id, author_id, text, created_at)
                    SELECT k + 1, k % ? + 1, 'Post ' || (k / ? + 1) || ' from author' || (k % ? + 1) || ': out and about today, more soon.',
                           ? - (? - 1 - k) * ?
                    FROM n
                    """,
                arguments: [posts, authors, authors, authors, now.unixSeconds, posts, postSpacing])
            try db.execute(
                sql: """
                    INSERT INTO follows (follower_id, followee_id, created_at)
                    SELECT r.id, a.id, ? FROM users r JOIN users a ON a.id <= ? WHERE r.id > ? ORDER BY r.id, a.id
                    """,
                arguments: [now.unixSeconds, authors, authors])
            try db.execute(sql: "INSERT INTO feed_entries (user_id, post_id) SELECT author_id, id FROM posts ORDER BY author_id, id")
            try db.execute(
                sql: """
                    WITH latest AS MATERIALIZED (
                        SELECT author_id, id FROM (
                            SELECT author_id, id, row_number() OVER (PARTITION BY author_id ORDER BY id DESC) AS newness FROM posts) AS ranked
                        WHERE newness <= ?)
                    INSERT INTO feed_entries (user_id, post_id)
                    SELECT f.follower_id, l.id FROM follows f JOIN latest l ON l.author_id = f.followee_id
                    ORDER BY f.follower_id, l.id
                    """,
                arguments: [Follows.backfill])
            return Summary(
                users: authors + readers, posts: posts, follows: authors * readers,
                feedEntries: try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM feed_entries") ?? 0)
        }
    }
}
