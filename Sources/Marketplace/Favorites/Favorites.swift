import Foundation
import GRDB

/// The listings each user has saved to look at again.
public struct Favorites: Sendable {
    let database: AppDatabase
    let clock: any WallClock

    public init(database: AppDatabase, clock: any WallClock) {
        self.database = database
        self.clock = clock
    }

    /// Saves `listing` for `user`; false when it was already saved. Only listings others can see are saved.
    public func add(_ listing: Int64, for user: Int64) async throws -> Bool {
        let now = clock.now()
        return try await database.write { db in
            _ = try Listings.active(listing, for: user, in: db)
            try db.execute(
                sql: "INSERT INTO favorites (user_id, listing_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
                arguments: [user, listing, now])
            return db.changesCount > 0
        }
    }

    /// Forgets `listing` for `user`; false when it wasn't saved.
    public func remove(_ listing: Int64, for user: Int64) async throws -> Bool {
        try await database.write { db in
            try db.execute(sql: "DELETE FROM favorites WHERE user_id = ? AND listing_id = ?", arguments: [user, listing])
            return db.changesCount > 0
        }
    }

    /// `user`'s saved listings that they may still see, most recently saved first.
    public func list(for user: Int64) async throws -> [Listing] {
        try database.read { db in
            try Listing.fetchAll(
                db,
                sql: """
                    SELECT l.* FROM favorites f JOIN listings l ON l.id = f.listing_id
                    WHERE f.user_id = ? AND (l.status = 'active' OR (l.owner_id = f.user_id AND l.status <> 'removed'))
                    ORDER BY f.created_at DESC, l.id DESC
                    """,
                arguments: [user])
        }
    }
}
