import GRDB

/// The record of every admin action: who, when, what and why.
public enum AuditLog {
    /// One recorded action.
    public struct Entry: Sendable, Equatable {
        public var id: Int64
        public var at: Int64
        public var actor: String
        public var action: String
        public var target: String
        public var reason: String
    }

    static func record(at now: Int64, actor: String, action: String, target: String, reason: String, in db: SQLSession) throws {
        try db.execute(
            sql: "INSERT INTO audit_log (at, actor, action, target, reason) VALUES (?, ?, ?, ?, ?)",
            arguments: [now, actor, action, target, reason])
    }

    /// The actions since `since` (unix seconds), oldest first, at most `limit` of the latest.
    public static func entries(since: Int64, limit: Int, in database: AppDatabase) throws -> [Entry] {
        try database.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT * FROM (SELECT id, at, actor, action, target, reason FROM audit_log WHERE at >= ?
                    ORDER BY id DESC LIMIT ?) AS latest ORDER BY id
                    """,
                arguments: [since, limit]
            ).map { Entry(id: $0[0], at: $0[1], actor: $0[2], action: $0[3], target: $0[4], reason: $0[5]) }
        }
    }
}
