import GRDB
import Synchronization

/// When the clock next makes a booking or review due, so writes skip the sweep until then.
///
/// Unknown (a new server) means due now. After each sweep it is read back from the indexes; a write that adds
/// an earlier moment (a request's expiry, an approved booking's reminder, a review's window) lowers it.
/// Bookings are changed only by the server process that holds this schedule.
public final class SweepSchedule: Sendable {
    private let nextDue = Mutex<Int64?>(nil)

    public init() {}

    func isDue(at now: Int64) -> Bool {
        nextDue.withLock { due in due.map { now >= $0 } ?? true }
    }

    /// Forgets the next moment, so the next write sweeps: a transaction that swept was rolled back.
    func forget() {
        nextDue.withLock { $0 = nil }
    }

    /// Something becomes due at `time`.
    func expect(_ time: Int64) {
        nextDue.withLock { due in due = due.map { min($0, time) } }
    }

    /// Reads the earliest moment anything becomes due, after a sweep inside the same transaction.
    func reload(in db: SQLSession) throws {
        let earliest = try Int64.fetchOne(
            db.cachedStatement(
                sql: """
                    SELECT min(due) FROM (
                        SELECT min(expires_at) AS due FROM bookings WHERE state = 'requested'
                        UNION ALL SELECT min(start_at) - 3600 FROM bookings WHERE state = 'approved' AND reminded = 0
                        UNION ALL SELECT min(start_at) FROM bookings WHERE state = 'approved'
                        UNION ALL SELECT min(end_at) FROM bookings WHERE state = 'active'
                        UNION ALL SELECT min(b.end_at) + \(Reviews.windowSeconds) FROM reviews r
                            JOIN bookings b ON b.id = r.booking_id WHERE r.published_at IS NULL
                    ) AS due
                    """))
        nextDue.withLock { $0 = earliest ?? .max }
    }
}
