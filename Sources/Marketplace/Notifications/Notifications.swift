import GRDB

/// Stored notifications: how many a user has not read, and reading them.
public struct Notifications: Sendable {
    /// A notification as its recipient lists it.
    public struct Entry: Sendable, Equatable {
        public var kind: String
        /// What happened; nil for a notice stored before notices kept their facts, or by a later version.
        public var event: NoticeEvent?
        /// The sentence of a notice stored before notices kept their facts; empty for later ones.
        public var storedText: String
        public var at: Int64
        public var isNew: Bool
    }

    let database: AppDatabase
    let clock: any WallClock

    public init(database: AppDatabase, clock: any WallClock) {
        self.database = database
        self.clock = clock
    }

    public func unreadCount(of user: Int64) async throws -> Int {
        try database.read { db in
            try Int.fetchOne(
                db, sql: "SELECT count(*) FROM notifications WHERE user_id = ? AND read_at IS NULL", arguments: [user]) ?? 0
        }
    }

    /// The unread notifications of `user` and then the latest read ones, up to `limit`, newest first;
    /// marks the ones shown read.
    public func read(by user: Int64, limit: Int = 10) async throws -> [Notifications.Entry] {
        let now = clock.now().unixSeconds
        return try await database.write { db in
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT kind, text, created_at, read_at IS NULL, id, facts FROM notifications WHERE user_id = ?
                    ORDER BY read_at IS NULL DESC, id DESC LIMIT ?
                    """,
                arguments: [user, limit])
            let oldestShownUnread = rows.filter { $0[3] as Bool }.map { $0[4] as Int64 }.min()
            if let oldestShownUnread {
                try db.execute(
                    sql: "UPDATE notifications SET read_at = ? WHERE user_id = ? AND read_at IS NULL AND id >= ?",
                    arguments: [now, user, oldestShownUnread])
            }
            return rows.map {
                Entry(kind: $0[0], event: ($0[5] as String?).flatMap(NoticeEvent.init(json:)), storedText: $0[1], at: $0[2], isNew: $0[3])
            }
        }
    }
}
