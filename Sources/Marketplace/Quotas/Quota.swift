import Foundation
import GRDB

/// Checks an account's hourly quota inside the transaction that writes, so connections and servers writing at
/// once can't pass it together.
enum Quota {
    static let window: Int64 = 60 * 60

    /// Throws `QuotaError.reached` when `user` has written `allowances.perHour(kind)` of `kind` in the hour before
    /// `now` (unix seconds).
    static func check(_ kind: QuotaKind, by user: Int64, at now: Int64, allowances: Allowances, in db: SQLSession) throws {
        let limit = allowances.perHour(kind)
        let since = now - window
        let row: Row?
        if kind == .listing {
            row = try Row.fetchOne(
                db, sql: kind.recentRowsSQL, arguments: [user, Date(timeIntervalSince1970: TimeInterval(since))])
        } else {
            row = try Row.fetchOne(db, sql: kind.recentRowsSQL, arguments: [user, since])
        }
        let count: Int = row?[0] ?? 0
        guard count >= limit else { return }
        let oldest: Int64? = kind == .listing ? (row?[1] as Date?).map { Int64($0.timeIntervalSince1970) } : row?[1]
        let secondsLeft = (oldest ?? now) + window - now
        throw QuotaError.reached(kind, limit: limit, minutes: max(1, Int((secondsLeft + 59) / 60)))
    }
}
