import Foundation
import GRDB

/// Creating, reading and changing listings; only owners change theirs, and removing keeps the row.
public struct Listings: Sendable {
    let database: AppDatabase
    let clock: any WallClock
    let allowances: Allowances

    public init(database: AppDatabase, clock: any WallClock, allowances: Allowances = Allowances()) {
        self.database = database
        self.clock = clock
        self.allowances = allowances
    }

    /// Saves a new listing with its photos, in one transaction. While pre-approval is on, the listing is
    /// saved hidden and waits for a moderator; `isAwaitingApproval` on the result says so.
    public func create(_ listing: Listing, photos: [String]) async throws -> Listing {
        let now = clock.now().unixSeconds
        return try await database.write { db in
            try Quota.check(.listing, by: listing.ownerId, at: now, allowances: allowances, in: db)
            var listing = listing
            let awaitsApproval = try PlatformSettings.load(in: db).preApproval
            let status = listing.status
            if awaitsApproval { listing.status = .hidden }
            listing.id = try db.insert(listing)
            if awaitsApproval {
                try db.execute(
                    sql: """
                        INSERT INTO listing_moderation (listing_id, state, status_before, created_at) VALUES (?, 'pending', ?, ?)
                        """,
                    arguments: [listing.id, status.rawValue, now])
            }
            try Self.replacePhotos(of: listing.id!, with: photos, in: db)
            return listing
        }
    }

    /// Whether `id` is waiting for a moderator's approval.
    public func isAwaitingApproval(_ id: Int64) async throws -> Bool {
        try database.read { db in try Self.isAwaitingApproval(id, in: db) }
    }

    static func isAwaitingApproval(_ id: Int64, in db: SQLSession) throws -> Bool {
        try Bool.fetchOne(
            db, sql: "SELECT count(*) > 0 FROM listing_moderation WHERE listing_id = ? AND state = 'pending'", arguments: [id]
        ) ?? false
    }

    /// A listing as `viewer` may see it: anyone sees active ones, owners also see their paused and hidden ones.
    public func details(of id: Int64, for viewer: Int64?) async throws -> ListingDetails {
        try database.read { db in
            _ = try Self.visible(id, to: viewer, in: db)
            guard let details = try ListingDetails.fetch(id, in: db) else { throw ListingError.notFound }
            return details
        }
    }

    /// The listings with these ids that `viewer` may see (active ones, and their own not removed), in the order of `ids`.
    public func summaries(_ ids: [Int64], for viewer: Int64?) async throws -> [Listing] {
        guard !ids.isEmpty else { return [] }
        let found = try database.read { db in
            try Listing.fetchAll(
                db,
                sql: """
                    SELECT * FROM listings WHERE id IN (\(databaseQuestionMarks(count: ids.count)))
                      AND (status = 'active' OR (owner_id = ? AND status <> 'removed'))
                    """,
                arguments: SQLArguments(ids) + [viewer])
        }
        let byID = Dictionary(uniqueKeysWithValues: found.map { ($0.id!, $0) })
        return ids.compactMap { byID[$0] }
    }

    /// The listings `owner` has not removed, newest first.
    public func owned(by owner: Int64) async throws -> [Listing] {
        try database.read { db in
            try Listing.fetchAll(
                db, sql: "SELECT * FROM listings WHERE owner_id = ? AND status <> 'removed' ORDER BY id DESC",
                arguments: [owner])
        }
    }

    /// Changes one field of `user`'s listing `id`, recording who changed it and when.
    public func edit(_ id: Int64, by user: Int64, _ change: ListingChange, field: ListingField) async throws -> Listing {
        let now = clock.now()
        return try await database.write { db in
            var listing = try Self.ownedListing(id, by: user, action: "change", in: db)
            guard field.kinds.contains(listing.kind) else {
                throw ListingError.fieldNotForKind(field: field.rawValue, kind: listing.kind)
            }
            if case .photos(let photos) = change { try Self.replacePhotos(of: id, with: photos, in: db) }
            try Self.changeLeaseTerms(of: id, by: change, in: db)
            try listing.apply(change)
            listing.updatedAt = now
            listing.updatedBy = user
            try db.update(listing)
            return listing
        }
    }

    /// The deposit and notice period of a home's leases, kept beside the listing.
    public func leaseTerms(of id: Int64) async throws -> LeaseTerms {
        try database.read { db in try LeaseTerms.of(listing: id, in: db) }
    }

    private static func changeLeaseTerms(of id: Int64, by change: ListingChange, in db: SQLSession) throws {
        var terms = try LeaseTerms.of(listing: id, in: db)
        switch change {
        case .deposit(let cents): terms.depositCents = cents
        case .count(.notice, let months): terms.noticeMonths = months
        default: return
        }
        try terms.save(listing: id, in: db)
    }

    /// Pauses, unpauses or removes `user`'s listing `id`.
    public func setStatus(_ id: Int64, to status: ListingStatus, by user: Int64) async throws -> Listing {
        let now = clock.now()
        let action = switch status {
        case .paused: "pause"
        case .active: "unpause"
        default: "remove"
        }
        return try await database.write { db in
            var listing = try Self.ownedListing(id, by: user, action: action, in: db)
            guard listing.status != status else {
                throw ListingError.alreadyInState(title: listing.title, status)
            }
            listing.status = status
            listing.updatedAt = now
            listing.updatedBy = user
            try db.update(listing)
            return listing
        }
    }

    /// The listing `user` owns and may still pause, unpause or remove, read without changing it.
    public func ownedListing(_ id: Int64, by user: Int64, action: String) async throws -> Listing {
        try database.read { db in try Self.ownedListing(id, by: user, action: action, in: db) }
    }

    /// How many active listings each category has, in the taxonomy's order, with empty ones left out.
    public func categoryCounts() async throws -> [(category: String, count: Int)] {
        let counts = try database.read { db in
            try Dictionary(
                uniqueKeysWithValues: Row.fetchAll(db, sql: "SELECT category, active FROM category_counts").map {
                    ($0["category"] as String, $0["active"] as Int)
                })
        }
        return Taxonomy.categories.compactMap { category in
            counts[category].flatMap { $0 > 0 ? (category, $0) : nil }
        }
    }

    static func ownedListing(_ id: Int64, by user: Int64, action: String, in db: SQLSession) throws -> Listing {
        guard let listing = try Listing.fetchOne(db, id: id) else { throw ListingError.notFound }
        guard listing.ownerId == user else {
            throw listing.status == .active ? ListingError.notYours(action: action) : ListingError.notFound
        }
        switch listing.status {
        case .removed: throw ListingError.removed
        case .hidden: throw try isAwaitingApproval(id, in: db) ? ListingError.awaitingApproval : ListingError.hiddenByModerator
        case .active, .paused: return listing
        }
    }

    private static func replacePhotos(of id: Int64, with photos: [String], in db: SQLSession) throws {
        try db.execute(sql: "DELETE FROM listing_photos WHERE listing_id = ?", arguments: [id])
        for (position, url) in photos.enumerated() {
            try db.execute(
                sql: "INSERT INTO listing_photos (listing_id, position, url) VALUES (?, ?, ?)",
                arguments: [id, position, url])
        }
    }
}

/// A listing with what a details page shows beside it: its photos, its owner's name and a home's lease terms.
public struct ListingDetails: Sendable, Equatable {
    public var listing: Listing
    public var photos: [String]
    public var ownerName: String
    public var leaseTerms: LeaseTerms

    static func fetch(_ id: Int64, in db: SQLSession) throws -> ListingDetails? {
        guard let listing = try Listing.fetchOne(db, id: id),
            let ownerName = try String.fetchOne(db, sql: "SELECT username FROM users WHERE id = ?", arguments: [listing.ownerId])
        else { return nil }
        let photos = try String.fetchAll(
            db, sql: "SELECT url FROM listing_photos WHERE listing_id = ? ORDER BY position", arguments: [id])
        return ListingDetails(listing: listing, photos: photos, ownerName: ownerName, leaseTerms: try LeaseTerms.of(listing, in: db))
    }
}
