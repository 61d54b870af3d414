import GRDB

/// What admins do from the console: each action checks, changes, audits and notifies in one write transaction,
/// and leaves signals so a running server tells connected users at once.
public struct Moderation: Sendable {
    public static let maximumReasonLength = 500
    /// How long signals are kept: a server reads them within a second, so a day covers any restart.
    static let signalLifetime: Int64 = 86_400

    let database: AppDatabase
    let clock: any WallClock
    /// Who the audit log names: the OS user running the console, or `--as NAME`.
    public let actor: String

    public init(database: AppDatabase, clock: any WallClock, actor: String) {
        self.database = database
        self.clock = clock
        self.actor = actor
    }

    /// Runs `body` in one write transaction with the current time that also records `action` in the audit log,
    /// and rings the doorbell (as it commits on PostgreSQL, right after on SQLite), so running servers read the signals
    /// at once.
    func act<T>(
        _ action: String, reason: String, _ body: (SQLSession, Int64) throws -> (target: String, result: T)
    ) throws -> T {
        guard reason.storedLength <= Self.maximumReasonLength else { throw ModerationError.reasonTooLong }
        let now = clock.now().unixSeconds
        let result = try database.writeSynchronously { db in
            let (target, result) = try body(db, now)
            try AuditLog.record(at: now, actor: actor, action: action, target: target, reason: reason, in: db)
            try db.execute(sql: "DELETE FROM server_signals WHERE created_at < ?", arguments: [now - Self.signalLifetime])
            try SignalDoorbell.ring(in: db)
            return result
        }
        SignalDoorbell(database: database).ring()
        return result
    }

    static func requireReason(_ reason: String, for action: ModerationError.ReasonedAction) throws {
        guard !reason.trimmingCharacters(in: .whitespaces).isEmpty else { throw ModerationError.reasonRequired(action) }
    }
}
