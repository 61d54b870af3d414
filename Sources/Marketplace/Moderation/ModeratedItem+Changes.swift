import GRDB

extension ModeratedItem {
    /// Why `action` can't be done to the item as it stands, or nil when it can.
    func refusal(of action: ModerationAction) -> ModerationError? {
        switch (action, standing) {
        case (_, .removed): return .listingRemoved(id)
        case (.hide, .hidden), (.hide, .ownerBanned): return .itemState(kind, id, .alreadyHidden)
        case (.unhide, .pending): return .itemState(kind, id, .awaitingApproval)
        case (.unhide, .hidden) where kind == .listing && ownerBanned: return .listingOwnerBanned(id, owner: ownerName)
        case (.unhide, .hidden), (.hide, _), (.remove, _), (.delete, _): return nil
        case (.unhide, _): return .itemState(kind, id, kind == .listing ? .notHiddenByModerator : .notHidden)
        }
    }

    /// Makes the change `action` stands for, keeping any tally in step.
    func apply(_ action: ModerationAction, reason: String, at now: Int64, in db: SQLSession) throws {
        switch (action, kind) {
        case (.hide, .listing): try hold("hidden", reason: reason, at: now, in: db)
        case (.unhide, .listing): try release(in: db)
        case (.remove, _):
            try db.execute(sql: "DELETE FROM listing_moderation WHERE listing_id = ?", arguments: [id])
            try db.execute(sql: "UPDATE \(kind.table) SET status = 'removed' WHERE id = ?", arguments: [id])
        case (.hide, _):
            try db.execute(sql: "UPDATE \(kind.table) SET hidden_at = ?, hidden_reason = ? WHERE id = ?", arguments: [now, reason, id])
            try tally?.count(-1, in: db)
        case (.unhide, _):
            try db.execute(sql: "UPDATE \(kind.table) SET hidden_at = NULL, hidden_reason = NULL WHERE id = ?", arguments: [id])
            try tally?.count(1, in: db)
        case (.delete, _):
            try db.execute(sql: "DELETE FROM \(kind.table) WHERE id = ?", arguments: [id])
            if standing == .shown { try tally?.count(-1, in: db) }
        }
    }

    /// Stores a notice of `action` for everyone the item concerns and signals it to a running server.
    func tell(_ action: ModerationAction, reason: String, at now: Int64, in db: SQLSession) throws {
        for (userID, thing) in audience {
            try ServerSignal.leave(Notice(userID: userID, event: .moderated(thing, action, reason: reason)), at: now, in: db)
        }
    }

    /// Puts a listing out of search, remembering the status to give back.
    func hold(_ state: String, reason: String, at now: Int64, in db: SQLSession) throws {
        try db.execute(
            sql: """
                INSERT INTO listing_moderation (listing_id, state, reason, status_before, created_at) VALUES (?, ?, ?, ?, ?)
                ON CONFLICT (listing_id) DO UPDATE SET state = excluded.state, reason = excluded.reason
                """,
            arguments: [id, state, reason, restoredStatus, now])
        try db.execute(sql: "UPDATE listings SET status = 'hidden' WHERE id = ?", arguments: [id])
    }

    /// Lifts a listing's hold and gives it back the status it had before.
    func release(in db: SQLSession) throws {
        try db.execute(sql: "UPDATE listings SET status = ? WHERE id = ?", arguments: [restoredStatus, id])
        try db.execute(sql: "DELETE FROM listing_moderation WHERE listing_id = ?", arguments: [id])
    }
}
