/// What an account writes that counts against an hourly quota.
public enum QuotaKind: String, Sendable, CaseIterable {
    case post, comment, message, listing, report

    /// The account's rows of this kind written since a time, and the earliest of them.
    var recentRowsSQL: String {
        switch self {
        case .post: "SELECT count(*), min(created_at) FROM posts WHERE author_id = ? AND created_at > ?"
        case .comment: "SELECT count(*), min(created_at) FROM comments WHERE author_id = ? AND created_at > ?"
        case .message: "SELECT count(*), min(created_at) FROM messages WHERE sender_id = ? AND created_at > ?"
        case .listing: "SELECT count(*), min(created_at) FROM listings WHERE owner_id = ? AND created_at > ?"
        case .report: "SELECT count(*), min(created_at) FROM reports WHERE reporter_id = ? AND created_at > ?"
        }
    }
}
