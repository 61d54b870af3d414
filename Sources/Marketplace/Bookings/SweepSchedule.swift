import GRDB
import Synchronization

/// When the clock next makes a booking or review due, so writes skip the sweep until then.
///
/// Unknown (a new server) means due now. After each sweep it is read back from the indexes; a write that adds
/// an earlier moment (a request's expiry, an approved booking's reminder, a review's window) lowers it.
///
/// On SQLite bookings are changed only by the server process that holds the schedule. A schedule `isShared` by
/// servers on one PostgreSQL database can't know what the others added, so inside each write it reads the earliest
/// moment from the indexes first (one query, under the writer lock every server's batches take).
public final class SweepSchedule: Sendable {
    private let nextDue = Mutex<Int64?>(nil)
    let isShared: Bool

    public init(isShared: Bool = false) {
        self.isShared = isShared
    }

    /// Whether a sweep may be due, judged without the database: always, when other servers change bookings too.
    func isDue(at now: Int64) -> Bool {
        isShared || nextDue.withLock { due in due.map { now >= $0 } ?? true }
    }

    /// Whether a sweep is due, inside a write transaction.
    func isDue(at now: Int64, in db: SQLSession) throws -> Bool {
        if isShared { try reload(in: db) }
        return nextDue.withLock { due in due.map { now >= $0 } ?? true }
    }

    /// Forgets the next moment, so the next write sweeps: a transaction that swept was rolled back.
    func forget() {
        nextDue.withLock { $0 = nil }
    }

    /// Something becomes due at `time`.
    func expect(_ time: Int64) {
        nextDue.withLock { due in due = due.map { min($0, time) } }
    }

    /// What a write reads first to know whether to sweep: the earliest moment, when other servers change bookings too
    /// (only PostgreSQL's servers share a database).
    var reads: [SQLRead] { isShared ? [Self.sharedDueRead] : [] }

    private static let sharedDueRead = SQLRead(sql: "SELECT rentline_next_due()")

    /// Reads the earliest moment anything becomes due, after a sweep inside the same transaction.
    func reload(in db: SQLSession) throws {
        let sql = db.isPostgres ? Self.sharedDueRead.sql : Self.dueQuery
        let earliest = try Int64.fetchOne(db.cachedStatement(sql: sql))
        nextDue.withLock { $0 = earliest ?? .max }
    }

    /// The earliest moment anything becomes due, or NULL. PostgreSQL runs it as `rentline_next_due()` (v13).
    static let dueQuery = """
        SELECT min(due) FROM (
            SELECT min(expires_at) AS due FROM bookings WHERE state = 'requested'
            UNION ALL SELECT min(start_at) - 3600 FROM bookings WHERE state = 'approved' AND reminded = 0
            UNION ALL SELECT min(start_at) FROM bookings WHERE state = 'approved'
            UNION ALL SELECT min(end_at) FROM bookings WHERE state = 'active'
            UNION ALL SELECT min(attempt_at) FROM leases WHERE attempt_at IS NOT NULL
            UNION ALL SELECT min(deposit_due_at) FROM leases WHERE deposit_state = 'held'
            UNION ALL SELECT min(b.end_at) + \(Reviews.windowSeconds) FROM reviews r
                JOIN bookings b ON b.id = r.booking_id WHERE r.published_at IS NULL
        ) AS due
        """
}
