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
        let read = self.read(kind, by: user, at: now)
        let row = try Row.fetchOne(db, sql: read.sql, arguments: read.arguments)
        let count: Int = row?[0] ?? 0
        guard count >= limit else { return }
        let oldest: Int64? = kind == .listing ? (row?[1] as Date?).map { Int64($0.timeIntervalSince1970) } : row?[1]
        let secondsLeft = (oldest ?? now) + window - now
        throw QuotaError.reached(kind, limit: limit, minutes: max(1, Int((secondsLeft + 59) / 60)))
    }

    /// What `check` reads: the count of `kind` written in the hour before `now`, and the oldest of them.
    static func read(_ kind: QuotaKind, by user: Int64, at now: Int64) -> SQLRead {
        let since = now - window
        let moment: any DatabaseValueConvertible = kind == .listing ? Date(timeIntervalSince1970: TimeInterval(since)) : since
        return SQLRead(sql: kind.recentRowsSQL, arguments: [user, moment])
    }
}
