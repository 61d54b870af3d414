import GRDB

/// Something the admin console did that a running server must act on: push a stored notification, or close a
/// banned user's connections.
public enum ServerSignal: Sendable, Equatable {
    case notify(Notice)
    /// Close `userID`'s connections: a moderator suspended their account for `reason` (maybe empty).
    case disconnect(userID: Int64, reason: String)

    /// Leaves a notice for `notice.userID`, stored and signalled, inside the caller's transaction.
    static func leave(_ notice: Notice, at now: Int64, in db: SQLSession) throws {
        let stored = try notice.insert(at: now, in: db)
        try db.execute(
            sql: "INSERT INTO server_signals (kind, user_id, notification_id, created_at) VALUES ('notify', ?, ?, ?)",
            arguments: [notice.userID, stored, now])
    }

    /// Asks a running server to close `userID`'s connections after telling them why.
    static func leaveDisconnect(_ userID: Int64, reason: String, at now: Int64, in db: SQLSession) throws {
        try db.execute(
            sql: "INSERT INTO server_signals (kind, user_id, reason, created_at) VALUES ('disconnect', ?, ?, ?)",
            arguments: [userID, reason, now])
    }
}

/// The signals left for a running server, read in order from where it last stopped.
public struct ServerSignals: Sendable {
    let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    /// The newest signal's number, to start following from; 0 when there are none.
    public func latest() async throws -> Int64 {
        try database.read { db in
            try Int64.fetchOne(db, sql: "SELECT max(id) FROM server_signals") ?? 0
        }
    }

    /// The signals after `id`, oldest first, each with its number.
    public func after(_ id: Int64) async throws -> [(id: Int64, signal: ServerSignal)] {
        try database.read { db in
            try Row.fetchAll(
                db.cachedStatement(
                    sql: """
                        SELECT s.id, s.kind, s.user_id, s.reason, n.facts FROM server_signals s
                        LEFT JOIN notifications n ON n.id = s.notification_id WHERE s.id > ? ORDER BY s.id
                        """),
                arguments: [id]
            ).compactMap { row in
                let signal: ServerSignal? = switch row[1] as String {
                case "notify": (row[4] as String?).flatMap(NoticeEvent.init(json:)).map { .notify(Notice(userID: row[2], event: $0)) }
                case "disconnect": .disconnect(userID: row[2], reason: row[3])
                default: nil
                }
                return signal.map { (row[0], $0) }
            }
        }
    }
}
