import GRDB

/// Finding members by username, and whether one has blocked another, inside a caller's transaction.
enum Members {
    /// The id of the member called `name`; banned members are not found.
    static func id(named name: String, in db: SQLSession) throws -> Int64 {
        let read = idRead(named: name)
        guard let id = try Int64.fetchOne(db.cachedStatement(sql: read.sql), arguments: read.arguments) else {
            throw SocialError.noOneCalled(name)
        }
        return id
    }

    /// What `id(named:)` reads.
    static func idRead(named name: String) -> SQLRead {
        SQLRead(sql: "SELECT id FROM users WHERE username = ? COLLATE NOCASE AND banned_at IS NULL", arguments: [name])
    }

    static func name(of id: Int64, in db: SQLSession) throws -> String {
        let read = nameRead(of: id)
        return try String.fetchOne(db.cachedStatement(sql: read.sql), arguments: read.arguments) ?? "someone"
    }

    /// What `name(of:)` reads.
    static func nameRead(of id: Int64) -> SQLRead {
        SQLRead(sql: "SELECT username FROM users WHERE id = ?", arguments: [id])
    }

    /// Refuses an action on `other` that a block between the two forbids: neutrally when `other` blocked `actor`,
    /// with the way out when `actor` blocked `other`.
    static func requireNoBlock(between actor: Int64, and other: Int64, named name: String, doing action: String, in db: SQLSession) throws {
        guard try !hasBlocked(other, actor, in: db) else { throw SocialError.notAllowed(action) }
        guard try !hasBlocked(actor, other, in: db) else { throw SocialError.youBlocked(name) }
    }

    /// Whether `blocker` has blocked `other`.
    static func hasBlocked(_ blocker: Int64, _ other: Int64, in db: SQLSession) throws -> Bool {
        let read = blockRead(blocker, other)
        return try Bool.fetchOne(db.cachedStatement(sql: read.sql), arguments: read.arguments) ?? false
    }

    /// What `requireNoBlock` reads.
    static func blockReads(between actor: Int64, and other: Int64) -> [SQLRead] {
        [blockRead(other, actor), blockRead(actor, other)]
    }

    private static func blockRead(_ blocker: Int64, _ other: Int64) -> SQLRead {
        SQLRead(sql: "SELECT EXISTS (SELECT 1 FROM blocks WHERE blocker_id = ? AND blocked_id = ?)", arguments: [blocker, other])
    }
}
