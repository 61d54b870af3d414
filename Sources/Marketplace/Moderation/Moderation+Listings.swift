import GRDB

extension Moderation {
    /// A listing as moderation sees it: its owner, status and any hold a moderator or pre-approval put on it.
    struct ModeratedListing {
        var id: Int64
        var title: String
        var ownerID: Int64
        var status: String
        var hold: String?
        var statusBefore: String?

        var target: String { "listing \(id) \"\(title)\"" }

        static func fetch(_ id: Int64, in db: Database) throws -> ModeratedListing {
            guard
                let row = try Row.fetchOne(
                    db,
                    sql: """
                        SELECT l.title, l.owner_id, l.status, m.state, m.status_before FROM listings l
                        LEFT JOIN listing_moderation m ON m.listing_id = l.id WHERE l.id = ?
                        """,
                    arguments: [id])
            else { throw ModerationError.noListing(id) }
            return ModeratedListing(id: id, title: row[0], ownerID: row[1], status: row[2], hold: row[3], statusBefore: row[4])
        }

        /// Puts the listing out of search, remembering the status to give back.
        func hold(_ state: String, reason: String, at now: Int64, in db: Database) throws {
            try db.execute(
                sql: """
                    INSERT INTO listing_moderation (listing_id, state, reason, status_before, created_at) VALUES (?, ?, ?, ?, ?)
                    ON CONFLICT (listing_id) DO UPDATE SET state = excluded.state, reason = excluded.reason
                    """,
                arguments: [id, state, reason, statusBefore ?? status, now])
            try db.execute(sql: "UPDATE listings SET status = 'hidden' WHERE id = ?", arguments: [id])
        }

        /// Stores a notice for the listing's owner and signals it to a running server.
        func tellOwner(_ kind: String, _ text: String, at now: Int64, in db: Database) throws {
            try ServerSignal.leave(Notice(userID: ownerID, kind: kind, text: text), at: now, in: db)
        }

        /// Refuses to put a banned owner's listing back into search.
        func requireOwnerNotBanned(in db: Database) throws {
            if let owner = try String.fetchOne(
                db, sql: "SELECT username FROM users WHERE id = ? AND banned_at IS NOT NULL", arguments: [ownerID])
            {
                throw ModerationError.listingOwnerBanned(id, owner: owner)
            }
        }

        /// Lifts the hold and gives the listing back the status it had before.
        func release(in db: Database) throws {
            try db.execute(sql: "UPDATE listings SET status = ? WHERE id = ?", arguments: [statusBefore ?? "active", id])
            try db.execute(sql: "DELETE FROM listing_moderation WHERE listing_id = ?", arguments: [id])
        }
    }

    public func hideListing(_ id: Int64, reason: String) throws -> String {
        try Self.requireReason(reason, example: "hide listing \(id) misleading photos")
        return try act("hide listing", reason: reason) { db, now in
            let listing = try ModeratedListing.fetch(id, in: db)
            return (listing.target, try Self.hide(listing, reason: reason, at: now, in: db))
        }
    }

    static func hide(_ listing: ModeratedListing, reason: String, at now: Int64, in db: Database) throws -> String {
        guard listing.status != "removed" else { throw ModerationError.listingRemoved(listing.id) }
        if listing.hold == "hidden" || listing.hold == "owner_banned" {
            throw ModerationError.listingState(listing.id, "is already hidden")
        }
        try listing.hold("hidden", reason: reason, at: now, in: db)
        try listing.tellOwner(
            "listing_hidden",
            "A moderator hid your listing \"\(listing.title)\"\(because(reason)) It's out of search until they review it again.",
            at: now, in: db)
        return "Hid \(listing.target); its owner was told."
    }

    public func unhideListing(_ id: Int64, reason: String) throws -> String {
        try act("unhide listing", reason: reason) { db, now in
            let listing = try ModeratedListing.fetch(id, in: db)
            guard listing.hold == "hidden" else {
                throw ModerationError.listingState(
                    id, listing.hold == "pending" ? "is waiting for approval: type approve listing \(id)" : "isn't hidden by a moderator")
            }
            try listing.requireOwnerNotBanned(in: db)
            try listing.release(in: db)
            try listing.tellOwner(
                "listing_restored",
                "A moderator restored your listing \"\(listing.title)\"; it's back as it was.",
                at: now, in: db)
            return (listing.target, "Restored \(listing.target) to \(listing.statusBefore ?? "active"); its owner was told.")
        }
    }

    public func removeListing(_ id: Int64, reason: String) throws -> String {
        try Self.requireReason(reason, example: "remove listing \(id) stolen goods")
        return try act("remove listing", reason: reason) { db, now in
            let listing = try ModeratedListing.fetch(id, in: db)
            guard listing.status != "removed" else { throw ModerationError.listingRemoved(id) }
            try db.execute(sql: "DELETE FROM listing_moderation WHERE listing_id = ?", arguments: [id])
            try db.execute(sql: "UPDATE listings SET status = 'removed' WHERE id = ?", arguments: [id])
            try listing.tellOwner(
                "listing_removed",
                "A moderator removed your listing \"\(listing.title)\"\(Self.because(reason))",
                at: now, in: db)
            return (listing.target, "Removed \(listing.target); its owner was told.")
        }
    }

    public func approveListing(_ id: Int64) throws -> String {
        try act("approve listing", reason: "") { db, now in
            let listing = try ModeratedListing.fetch(id, in: db)
            guard listing.hold == "pending" else { throw ModerationError.listingState(id, "isn't waiting for approval") }
            try listing.requireOwnerNotBanned(in: db)
            try listing.release(in: db)
            try listing.tellOwner(
                "listing_approved",
                "Your listing \"\(listing.title)\" was approved and is now in search.",
                at: now, in: db)
            return (listing.target, "Approved \(listing.target); it's in search now and its owner was told.")
        }
    }
}
