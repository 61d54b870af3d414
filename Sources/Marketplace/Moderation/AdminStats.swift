import Foundation
import GRDB

/// The figures `stats` shows: people, listings, bookings, reviews, the social side, reports, money and the last hour.
public struct AdminStats: Sendable, Equatable {
    /// One figure: a name such as `listings.active`, its value, and whether it is money in cents.
    public struct Figure: Sendable, Equatable {
        public var name: String
        public var value: Int64
        public var isMoney: Bool
    }

    public var figures: [Figure]

    public static func read(from database: AppDatabase, now: Date) throws -> AdminStats {
        let hourAgo = now.addingTimeInterval(-3600)
        let hourAgoSeconds = Int64(hourAgo.timeIntervalSince1970)
        return try database.read { db in
            var figures: [Figure] = []
            func add(_ name: String, _ sql: String, _ arguments: SQLArguments = [], money: Bool = false) throws {
                figures.append(Figure(name: name, value: try Int64.fetchOne(db, sql: sql, arguments: arguments) ?? 0, isMoney: money))
            }
            try add("users", "SELECT count(*) FROM users")
            try add("users.banned", "SELECT count(*) FROM users WHERE banned_at IS NOT NULL")
            for status in ["active", "paused", "removed"] {
                try add("listings.\(status)", "SELECT count(*) FROM listings WHERE status = ?", [status])
            }
            try add("listings.hidden", "SELECT count(*) FROM listing_moderation WHERE state <> 'pending'")
            try add("listings.pending", "SELECT count(*) FROM listing_moderation WHERE state = 'pending'")
            for kind in ListingKind.allCases {
                try add("listings.kind.\(kind.rawValue)", "SELECT count(*) FROM listings WHERE kind = ? AND status <> 'removed'", [kind.rawValue])
            }
            for state in BookingState.allCases {
                try add("bookings.\(state.rawValue)", "SELECT count(*) FROM bookings WHERE state = ?", [state.rawValue])
            }
            try add("reviews.shown", "SELECT count(*) FROM reviews WHERE published_at IS NOT NULL AND hidden_at IS NULL")
            try add("reviews.waiting", "SELECT count(*) FROM reviews WHERE published_at IS NULL AND hidden_at IS NULL")
            try add("reviews.hidden", "SELECT count(*) FROM reviews WHERE hidden_at IS NOT NULL")
            try add("posts.shown", "SELECT count(*) FROM posts WHERE hidden_at IS NULL")
            try add("posts.hidden", "SELECT count(*) FROM posts WHERE hidden_at IS NOT NULL")
            try add("comments.shown", "SELECT count(*) FROM comments WHERE hidden_at IS NULL")
            try add("comments.hidden", "SELECT count(*) FROM comments WHERE hidden_at IS NOT NULL")
            try add("follows", "SELECT count(*) FROM follows")
            try add("messages", "SELECT count(*) FROM messages")
            try add("spots", "SELECT count(*) FROM spots")
            try add("reports.open", "SELECT count(*) FROM reports WHERE state = 'open'")
            try add("money.held", "SELECT coalesce(sum(balance_cents), 0) FROM wallet_accounts WHERE kind = 'held'", money: true)
            try add("money.paid_out", "SELECT coalesce(sum(amount_cents), 0) FROM ledger_transfers WHERE kind = 'payout'", money: true)
            try add("money.fees", "SELECT coalesce(sum(amount_cents), 0) FROM ledger_transfers WHERE kind = 'fee'", money: true)
            try add("last_hour.signups", "SELECT count(*) FROM users WHERE created_at > ?", [hourAgo])
            try add("last_hour.logins", "SELECT count(*) FROM users WHERE last_login_at > ?", [hourAgo])
            try add("last_hour.listings", "SELECT count(*) FROM listings WHERE created_at > ?", [hourAgo])
            try add("last_hour.bookings", "SELECT count(*) FROM bookings WHERE created_at > ?", [hourAgoSeconds])
            try add("last_hour.reviews", "SELECT count(*) FROM reviews WHERE created_at > ?", [hourAgoSeconds])
            try add("last_hour.posts", "SELECT count(*) FROM posts WHERE created_at > ?", [hourAgoSeconds])
            try add("last_hour.messages", "SELECT count(*) FROM messages WHERE created_at > ?", [hourAgoSeconds])
            try add("last_hour.reports", "SELECT count(*) FROM reports WHERE created_at > ?", [hourAgoSeconds])
            return AdminStats(figures: figures)
        }
    }
}
