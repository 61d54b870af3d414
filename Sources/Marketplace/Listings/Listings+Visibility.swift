import GRDB

/// Which listing a number names for a person: anyone's active listing, and their own unless removed. Someone else's
/// paused, hidden or removed listing is refused exactly as a missing one, so walking the numbers reveals nothing.
extension Listings {
    /// Listing `id` as `viewer` may see it; their own removed one is refused as removed.
    static func visible(_ id: Int64, to viewer: Int64?, in db: SQLSession) throws -> Listing {
        let read = listingRead(id)
        guard let listing = try Listing.fetchOne(db.cachedStatement(sql: read.sql), arguments: read.arguments),
            listing.status == .active || listing.ownerId == viewer
        else { throw ListingError.notFound }
        guard listing.status != .removed else { throw ListingError.removed }
        return listing
    }

    /// What `visible` reads.
    static func listingRead(_ id: Int64) -> SQLRead {
        SQLRead(sql: "SELECT * FROM listings WHERE id = ?", arguments: [id])
    }

    /// Listing `id` when it is active, to save, share or report; `viewer`'s own paused or hidden one is refused
    /// saying which it is.
    static func active(_ id: Int64, for viewer: Int64?, in db: SQLSession) throws -> Listing {
        let listing = try visible(id, to: viewer, in: db)
        switch listing.status {
        case .active: return listing
        case .paused: throw ListingError.paused(id: id, title: listing.title)
        case .hidden: throw try isAwaitingApproval(id, in: db) ? ListingError.awaitingApproval : ListingError.hiddenByModerator
        case .removed: throw ListingError.removed
        }
    }
}
