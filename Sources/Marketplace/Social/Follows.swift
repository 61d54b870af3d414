import GRDB

/// Who follows whom. Following files the followee's recent posts in the follower's feed; unfollowing takes them out.
public struct Follows: Sendable {
    /// How many of a followee's latest posts a new follow brings into the follower's feed.
    public static let backfill = 100

    /// A member in a list of follows.
    public struct Member: Sendable, Equatable {
        public var username: String
        public var displayName: String?
        public var since: Int64
    }

    let database: AppDatabase
    let clock: any WallClock

    public init(database: AppDatabase, clock: any WallClock) {
        self.database = database
        self.clock = clock
    }

    /// `follower` follows the member called `name`; returns the notice for them, or nil if already following.
    public func follow(_ name: String, by follower: Int64) async throws -> Notice? {
        let now = clock.now().unixSeconds
        return try await database.write { db in
            let followee = try Members.id(named: name, in: db)
            guard followee != follower else { throw SocialError.yourself("follow") }
            try Members.requireNoBlock(between: follower, and: followee, named: name, doing: "follow \(name)", in: db)
            try db.execute(
                sql: "INSERT INTO follows (follower_id, followee_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
                arguments: [follower, followee, now])
            guard db.changesCount > 0 else { return nil }
            try db.execute(
                sql: """
                    INSERT INTO feed_entries (user_id, post_id)
                    SELECT ?, id FROM posts WHERE author_id = ? ORDER BY id DESC LIMIT ? ON CONFLICT DO NOTHING
                    """,
                arguments: [follower, followee, Self.backfill])
            let notice = Notice(userID: followee, event: .followed(by: try Members.name(of: follower, in: db)))
            try notice.insert(at: now, in: db)
            return notice
        }
    }

    /// `follower` stops following the member called `name`.
    public func unfollow(_ name: String, by follower: Int64) async throws {
        try await database.write { db in
            let followee = try Members.id(named: name, in: db)
            guard try Self.remove(follower: follower, followee: followee, in: db) else { throw SocialError.notFollowing(name) }
        }
    }

    /// Deletes a follow and the followee's posts from the follower's feed; false when there was none.
    static func remove(follower: Int64, followee: Int64, in db: SQLSession) throws -> Bool {
        try db.execute(sql: "DELETE FROM follows WHERE follower_id = ? AND followee_id = ?", arguments: [follower, followee])
        guard db.changesCount > 0 else { return false }
        try db.execute(
            sql: "DELETE FROM feed_entries WHERE user_id = ? AND post_id IN (SELECT id FROM posts WHERE author_id = ?)",
            arguments: [follower, followee])
        return true
    }

    /// Whether `follower` follows the member `followee`.
    public func isFollowing(_ followee: Int64, by follower: Int64) async throws -> Bool {
        try database.read { db in
            try Bool.fetchOne(
                db, sql: "SELECT EXISTS (SELECT 1 FROM follows WHERE follower_id = ? AND followee_id = ?)",
                arguments: [follower, followee]) ?? false
        }
    }

    /// Whom `user` follows, most recent first.
    public func following(of user: Int64, limit: Int = 50) async throws -> [Member] {
        try await members(
            sql: """
                SELECT u.username, u.display_name, f.created_at FROM follows f JOIN users u ON u.id = f.followee_id
                WHERE f.follower_id = ? AND u.banned_at IS NULL ORDER BY f.created_at DESC, \(database.orderIgnoringCase("u.username")) LIMIT ?
                """,
            user: user, limit: limit)
    }

    /// Who follows `user`, most recent first.
    public func followers(of user: Int64, limit: Int = 50) async throws -> [Member] {
        try await members(
            sql: """
                SELECT u.username, u.display_name, f.created_at FROM follows f JOIN users u ON u.id = f.follower_id
                WHERE f.followee_id = ? AND u.banned_at IS NULL ORDER BY f.created_at DESC, \(database.orderIgnoringCase("u.username")) LIMIT ?
                """,
            user: user, limit: limit)
    }

    private func members(sql: String, user: Int64, limit: Int) async throws -> [Member] {
        try database.read { db in
            try Row.fetchAll(db, sql: sql, arguments: [user, limit]).map { Member(username: $0[0], displayName: $0[1], since: $0[2]) }
        }
    }
}
