import GRDB

extension Moderation {
    static func userID(_ name: String, in db: SQLSession) throws -> (id: Int64, bannedAt: Int64?) {
        guard let row = try Row.fetchOne(
            db, sql: "SELECT id, banned_at FROM users WHERE username = ? COLLATE NOCASE", arguments: [name])
        else { throw ModerationError.noUser(name) }
        return (row[0], row[1])
    }

    /// Bans `name`: their sessions are revoked, their listings leave search and a running server closes their
    /// connections.
    public func ban(_ name: String, reason: String) throws -> ModerationOutcome {
        let name = name.lowercased()
        try Self.requireReason(reason, for: .ban(name))
        return try act("ban", reason: reason) { db, now in
            try (target: "user \(name)", result: Self.ban(name, reason: reason, at: now, in: db))
        }
    }

    static func ban(_ name: String, reason: String, at now: Int64, in db: SQLSession) throws -> ModerationOutcome {
        let user = try userID(name, in: db)
        guard user.bannedAt == nil else { throw ModerationError.alreadyBanned(name) }
        try db.execute(sql: "UPDATE users SET banned_at = ?, ban_reason = ? WHERE id = ?", arguments: [now, reason, user.id])
        try db.execute(
            sql: "UPDATE sessions SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL", arguments: [now, user.id])
        let listings = try Int64.fetchAll(
            db,
            sql: """
                SELECT id FROM listings WHERE owner_id = ? AND status IN ('active', 'paused')
                AND id NOT IN (SELECT listing_id FROM listing_moderation)
                """,
            arguments: [user.id])
        for id in listings {
            try ModeratedItem.fetch(.listing, id, in: db).hold("owner_banned", reason: reason, at: now, in: db)
        }
        try ServerSignal.leaveDisconnect(user.id, reason: reason, at: now, in: db)
        return .banned(name, listingsHidden: listings.count)
    }

    public func unban(_ name: String, reason: String) throws -> ModerationOutcome {
        let name = name.lowercased()
        return try act("unban", reason: reason) { db, now in
            let user = try Self.userID(name, in: db)
            guard user.bannedAt != nil else { throw ModerationError.notBanned(name) }
            try db.execute(sql: "UPDATE users SET banned_at = NULL, ban_reason = NULL WHERE id = ?", arguments: [user.id])
            let held = try Int64.fetchAll(
                db,
                sql: """
                    SELECT m.listing_id FROM listing_moderation m JOIN listings l ON l.id = m.listing_id
                    WHERE l.owner_id = ? AND m.state = 'owner_banned'
                    """,
                arguments: [user.id])
            for id in held { try ModeratedItem.fetch(.listing, id, in: db).release(in: db) }
            try ServerSignal.leave(Notice(userID: user.id, event: .unbanned), at: now, in: db)
            return ("user \(name)", .unbanned(name, listingsRestored: held.count))
        }
    }
}
