import GRDB

extension Moderation {
    /// Hides, shows again, removes or deletes listing, review, post or comment `id`, tells whoever it concerns why,
    /// and records it in the audit log.
    public func moderate(_ action: ModerationAction, _ kind: ModeratedKind, _ id: Int64, reason: String) throws -> ModerationOutcome {
        guard kind.actions.contains(action) else { throw ModerationError.actionNotForKind(action, kind, id) }
        if action.needsReason {
            try Self.requireReason(reason, for: .item(action, kind, id))
        }
        return try act("\(action.rawValue) \(kind.rawValue)", reason: reason) { db, now in
            let item = try ModeratedItem.fetch(kind, id, in: db)
            return (item.target, try Self.moderate(action, item, reason: reason, at: now, in: db))
        }
    }

    /// `action` on `item` inside the caller's transaction, as `moderate` and resolving a report do it.
    static func moderate(
        _ action: ModerationAction, _ item: ModeratedItem, reason: String, at now: Int64, in db: SQLSession
    ) throws -> ModerationOutcome {
        if let refusal = item.refusal(of: action) { throw refusal }
        try item.apply(action, reason: reason, at: now, in: db)
        try item.tell(action, reason: reason, at: now, in: db)
        let restored = action == .unhide && item.kind == .listing ? item.restoredStatus : nil
        return .itemChanged(action, item.kind, target: item.target, restoredStatus: restored)
    }

    /// Lets a listing waiting for approval into search and tells its owner.
    public func approveListing(_ id: Int64) throws -> ModerationOutcome {
        try act("approve listing", reason: "") { db, now in
            let listing = try ModeratedItem.fetch(.listing, id, in: db)
            guard listing.standing == .pending else { throw ModerationError.itemState(.listing, id, .notAwaitingApproval) }
            guard !listing.ownerBanned else { throw ModerationError.listingOwnerBanned(id, owner: listing.ownerName) }
            try listing.release(in: db)
            for (userID, thing) in listing.audience {
                try ServerSignal.leave(Notice(userID: userID, event: .approved(thing)), at: now, in: db)
            }
            return (listing.target, .listingApproved(target: listing.target))
        }
    }
}
