import GRDB

/// Blocking: a blocked member can't message, comment on the posts of, or follow the blocker. Blocking also ends
/// follows both ways.
public struct Blocks: Sendable {
    let database: AppDatabase
    let clock: any WallClock

    public init(database: AppDatabase, clock: any WallClock) {
        self.database = database
        self.clock = clock
    }

    /// `blocker` blocks the member called `name`; false when they were blocked already.
    @discardableResult
    public func block(_ name: String, by blocker: Int64) async throws -> Bool {
        let now = clock.now().unixSeconds
        return try await database.write { db in
            let blocked = try Members.id(named: name, in: db)
            guard blocked != blocker else { throw SocialError.yourself("block") }
            try db.execute(
                sql: "INSERT INTO blocks (blocker_id, blocked_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
                arguments: [blocker, blocked, now])
            guard db.changesCount > 0 else { return false }
            _ = try Follows.remove(follower: blocked, followee: blocker, in: db)
            _ = try Follows.remove(follower: blocker, followee: blocked, in: db)
            return true
        }
    }

    public func unblock(_ name: String, by blocker: Int64) async throws {
        try await database.write { db in
            let blocked = try Members.id(named: name, in: db)
            try db.execute(sql: "DELETE FROM blocks WHERE blocker_id = ? AND blocked_id = ?", arguments: [blocker, blocked])
            guard db.changesCount > 0 else { throw SocialError.notBlocked(name) }
        }
    }

    /// The usernames `blocker` has blocked, alphabetically.
    public func blocked(by blocker: Int64) async throws -> [String] {
        try database.read { db in
            try String.fetchAll(
                db,
                sql: """
                    SELECT u.username FROM blocks b JOIN users u ON u.id = b.blocked_id WHERE b.blocker_id = ?
                    ORDER BY \(database.orderIgnoringCase("u.username"))
                    """,
                arguments: [blocker])
        }
    }
}
