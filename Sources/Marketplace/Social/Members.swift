import GRDB

/// Finding members by username, and whether one has blocked another, inside a caller's transaction.
enum Members {
    /// The id of the member called `name`; banned members are not found.
    static func id(named name: String, in db: SQLSession) throws -> Int64 {
        guard let id = try Int64.fetchOne(
            db.cachedStatement(sql: "SELECT id FROM users WHERE username = ? COLLATE NOCASE AND banned_at IS NULL"),
            arguments: [name])
        else { throw SocialError.noOneCalled(name) }
        return id
    }

    static func name(of id: Int64, in db: SQLSession) throws -> String {
        try String.fetchOne(db.cachedStatement(sql: "SELECT username FROM users WHERE id = ?"), arguments: [id]) ?? "someone"
    }

    /// Refuses an action on `other` that a block between the two forbids: neutrally when `other` blocked `actor`,
    /// with the way out when `actor` blocked `other`.
    static func requireNoBlock(between actor: Int64, and other: Int64, named name: String, doing action: String, in db: SQLSession) throws {
        guard try !hasBlocked(other, actor, in: db) else { throw SocialError.notAllowed(action) }
        guard try !hasBlocked(actor, other, in: db) else { throw SocialError.youBlocked(name) }
    }

    /// Whether `blocker` has blocked `other`.
    static func hasBlocked(_ blocker: Int64, _ other: Int64, in db: SQLSession) throws -> Bool {
        try Bool.fetchOne(
            db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM blocks WHERE blocker_id = ? AND blocked_id = ?)"),
            arguments: [blocker, other]) ?? false
    }
}
