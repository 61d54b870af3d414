import Foundation
import GRDB

/// What the admin console lists and shows, read in one snapshot each.
public struct AdminViews: Sendable {
    /// A listing as the console lists it.
    public struct ListingRow: Sendable, Equatable {
        public var id: Int64
        public var title: String
        public var owner: String
        public var category: String
        public var priceCents: Int64
        /// hour, day, week or month.
        public var priceUnit: String
        /// active, paused, removed, hidden, pending, or hidden (owner banned).
        public var status: String
        public var reason: String
        public var openReports: Int
    }

    /// Which listings to list.
    public struct ListingFilter: Sendable {
        public var status: String?
        public var owner: String?
        public var category: String?
        public var text: String?
        public var limit = 50

        public init() {}
    }

    /// A review as the console lists it.
    public struct ReviewRow: Sendable, Equatable {
        public var id: Int64
        public var author: String
        public var subject: String
        public var rating: Int
        /// shown, waiting (for the other side or the window) or hidden.
        public var state: String
        public var openReports: Int
        public var text: String
        public var at: Int64
    }

    /// Which reviews to list first.
    public enum ReviewOrder: String, Sendable, CaseIterable {
        case recent, lowest, reported
    }

    /// A user as the console lists them.
    public struct UserRow: Sendable, Equatable {
        public var username: String
        public var joined: Int64
        public var lastLogin: Int64?
        public var listings: Int
        public var openReports: Int
        public var banned: Bool
    }

    /// A user with what `show user` adds.
    public struct UserDetails: Sendable, Equatable {
        public var user: UserRow
        public var banReason: String?
        public var bookingsAsRenter: Int
        public var bookingsAsOwner: Int
        public var reviewsReceived: Int
        public var averageRating: Double?
        public var listings: [ListingRow]
        public var reports: [ReportRow]
    }

    /// A report as the console lists it.
    public struct ReportRow: Sendable, Equatable {
        public var id: Int64
        public var at: Int64
        public var reporter: String
        public var subject: String
        public var reason: String
        public var state: String
        public var note: String?
    }

    let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    static let listingSelect = """
        SELECT l.id, l.title, u.username, l.category, l.price_cents, l.price_unit,
            CASE m.state WHEN 'pending' THEN 'pending' WHEN 'owner_banned' THEN 'hidden (owner banned)' ELSE l.status END,
            coalesce(m.reason, ''),
            (SELECT count(*) FROM reports r WHERE r.subject_kind = 'listing' AND r.subject_id = l.id AND r.state = 'open')
        FROM listings l JOIN users u ON u.id = l.owner_id LEFT JOIN listing_moderation m ON m.listing_id = l.id
        """

    static func listingRow(_ row: Row) -> ListingRow {
        ListingRow(
            id: row[0], title: row[1], owner: row[2], category: row[3], priceCents: row[4], priceUnit: row[5], status: row[6],
            reason: row[7], openReports: row[8])
    }

    public func listings(_ filter: ListingFilter) throws -> [ListingRow] {
        var conditions: [String] = []
        var arguments: [any DatabaseValueConvertible] = []
        if let status = filter.status {
            switch status {
            case "pending": conditions.append("m.state = 'pending'")
            case "hidden": conditions.append("l.status = 'hidden' AND m.state <> 'pending'")
            default:
                conditions.append("l.status = ?")
                arguments.append(status)
            }
        }
        if let owner = filter.owner {
            conditions.append("u.username = ? COLLATE NOCASE")
            arguments.append(owner)
        }
        if let category = filter.category {
            conditions.append("l.category = ?")
            arguments.append(category)
        }
        if let text = filter.text {
            conditions.append("(\(database.likeIgnoringCase("l.title")) OR \(database.likeIgnoringCase("l.description")))")
            let pattern = "%" + Self.escapeLike(text) + "%"
            arguments += [pattern, pattern]
        }
        let whereClause = conditions.isEmpty ? "" : " WHERE " + conditions.joined(separator: " AND ")
        arguments.append(filter.limit)
        return try database.read { db in
            try Row.fetchAll(
                db, sql: Self.listingSelect + whereClause + " ORDER BY l.created_at DESC, l.id DESC LIMIT ?",
                arguments: SQLArguments(arguments)
            ).map(Self.listingRow)
        }
    }

    /// One listing with its description, or nil.
    public func listing(_ id: Int64) throws -> (row: ListingRow, description: String, reports: [ReportRow])? {
        try database.read { db in
            guard let row = try Row.fetchOne(db, sql: Self.listingSelect + " WHERE l.id = ?", arguments: [id]) else { return nil }
            let description = try String.fetchOne(db, sql: "SELECT description FROM listings WHERE id = ?", arguments: [id]) ?? ""
            let reports = try Self.reports("r.subject_kind = 'listing' AND r.subject_id = ?", [id], limit: 20, in: db)
            return (Self.listingRow(row), description, reports)
        }
    }

    public func reviews(_ order: ReviewOrder, limit: Int) throws -> [ReviewRow] {
        let (condition, sort) = switch order {
        case .recent: ("TRUE", "r.id DESC")
        case .lowest: ("r.rating <= 2", "r.rating, r.id DESC")
        case .reported:
            (
                "EXISTS (SELECT 1 FROM reports p WHERE p.subject_kind = 'review' AND p.subject_id = r.id AND p.state = 'open')",
                "open_reports DESC, r.id DESC"
            )
        }
        return try database.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT r.id, a.username, s.username, r.rating,
                        CASE WHEN r.hidden_at IS NOT NULL THEN 'hidden' WHEN r.published_at IS NULL THEN 'waiting' ELSE 'shown' END,
                        (SELECT count(*) FROM reports p WHERE p.subject_kind = 'review' AND p.subject_id = r.id AND p.state = 'open')
                            AS open_reports,
                        r.text, r.created_at
                    FROM reviews r JOIN users a ON a.id = r.author_id JOIN users s ON s.id = r.subject_id
                    WHERE \(condition) ORDER BY \(sort) LIMIT ?
                    """,
                arguments: [limit]
            ).map {
                ReviewRow(id: $0[0], author: $0[1], subject: $0[2], rating: $0[3], state: $0[4], openReports: $0[5], text: $0[6], at: $0[7])
            }
        }
    }

    static let userSelect = """
        SELECT u.username, u.created_at, u.last_login_at,
            (SELECT count(*) FROM listings l WHERE l.owner_id = u.id AND l.status <> 'removed'),
            (SELECT count(*) FROM reports r WHERE r.subject_kind = 'user' AND r.subject_id = u.id AND r.state = 'open'),
            u.banned_at IS NOT NULL, u.ban_reason, u.id
        FROM users u
        """

    static func userRow(_ row: Row) -> UserRow {
        UserRow(
            username: row[0], joined: Int64((row[1] as Date).timeIntervalSince1970),
            lastLogin: (row[2] as Date?).map { Int64($0.timeIntervalSince1970) }, listings: row[3], openReports: row[4],
            banned: row[5])
    }

    public func users(text: String?, bannedOnly: Bool, limit: Int) throws -> [UserRow] {
        var conditions: [String] = []
        var arguments: [any DatabaseValueConvertible] = []
        if let text {
            conditions.append(database.likeIgnoringCase("u.username"))
            arguments.append("%" + Self.escapeLike(text.lowercased()) + "%")
        }
        if bannedOnly { conditions.append("u.banned_at IS NOT NULL") }
        let whereClause = conditions.isEmpty ? "" : " WHERE " + conditions.joined(separator: " AND ")
        arguments.append(limit)
        return try database.read { db in
            try Row.fetchAll(db, sql: Self.userSelect + whereClause + " ORDER BY u.created_at DESC, u.id DESC LIMIT ?", arguments: SQLArguments(arguments))
                .map(Self.userRow)
        }
    }

    public func user(_ name: String) throws -> UserDetails? {
        try database.read { db in
            guard let row = try Row.fetchOne(db, sql: Self.userSelect + " WHERE u.username = ? COLLATE NOCASE", arguments: [name])
            else { return nil }
            let id: Int64 = row[7]
            let counts = try Row.fetchOne(
                db,
                sql: """
                    SELECT (SELECT count(*) FROM bookings WHERE renter_id = ?1), (SELECT count(*) FROM bookings WHERE owner_id = ?1),
                        (SELECT count(*) FROM reviews WHERE subject_id = ?1 AND published_at IS NOT NULL AND hidden_at IS NULL),
                        (SELECT avg(rating) FROM reviews WHERE subject_id = ?1 AND published_at IS NOT NULL AND hidden_at IS NULL)
                    """,
                arguments: [id])!
            let listings = try Row.fetchAll(
                db, sql: Self.listingSelect + " WHERE l.owner_id = ? ORDER BY l.id DESC LIMIT 20", arguments: [id]
            ).map(Self.listingRow)
            let reports = try Self.reports(
                """
                (r.subject_kind = 'user' AND r.subject_id = ?1)
                OR (r.subject_kind = 'listing' AND r.subject_id IN (SELECT id FROM listings WHERE owner_id = ?1))
                OR (r.subject_kind = 'review' AND r.subject_id IN (SELECT id FROM reviews WHERE author_id = ?1))
                OR (r.subject_kind = 'post' AND r.subject_id IN (SELECT id FROM posts WHERE author_id = ?1))
                OR (r.subject_kind = 'comment' AND r.subject_id IN (SELECT id FROM comments WHERE author_id = ?1))
                OR (r.subject_kind = 'message' AND r.subject_id IN (SELECT id FROM messages WHERE sender_id = ?1))
                """, [id], limit: 20, in: db)
            return UserDetails(
                user: Self.userRow(row), banReason: row[6], bookingsAsRenter: counts[0], bookingsAsOwner: counts[1],
                reviewsReceived: counts[2], averageRating: counts[3], listings: listings, reports: reports)
        }
    }

    /// Open reports oldest first, or every report newest first.
    public func reports(includeClosed: Bool, limit: Int) throws -> [ReportRow] {
        try database.read { db in
            includeClosed
                ? try Self.reports("TRUE", [], order: "r.id DESC", limit: limit, in: db)
                : try Self.reports("r.state = 'open'", [], order: "r.id", limit: limit, in: db)
        }
    }

    static func reports(
        _ condition: String, _ arguments: [any DatabaseValueConvertible], order: String = "r.id DESC", limit: Int,
        in db: SQLSession
    ) throws -> [ReportRow] {
        try Row.fetchAll(
            db,
            sql: """
                SELECT r.id, r.created_at, u.username, r.subject_kind, r.subject_id, r.reason, r.state, r.note,
                    CASE r.subject_kind
                        WHEN 'listing' THEN (SELECT '"' || title || '" by ' || o.username FROM listings l JOIN users o ON o.id = l.owner_id WHERE l.id = r.subject_id)
                        WHEN 'user' THEN (SELECT username FROM users WHERE id = r.subject_id)
                        WHEN 'review' THEN (SELECT 'by ' || a.username || ' of ' || s.username FROM reviews v JOIN users a ON a.id = v.author_id JOIN users s ON s.id = v.subject_id WHERE v.id = r.subject_id)
                        WHEN 'post' THEN (SELECT 'by ' || a.username || ' ' || \(QuotedSQL.words("p.text", empty: "'with the photo'")) FROM posts p JOIN users a ON a.id = p.author_id WHERE p.id = r.subject_id)
                        WHEN 'comment' THEN (SELECT 'by ' || a.username || ' on post ' || c.post_id FROM comments c JOIN users a ON a.id = c.author_id WHERE c.id = r.subject_id)
                        WHEN 'message' THEN (SELECT 'from ' || a.username || ' ' || \(QuotedSQL.words("m.text", empty: "'sharing a ' || m.card_kind")) FROM messages m JOIN users a ON a.id = m.sender_id WHERE m.id = r.subject_id)
                    END
                FROM reports r JOIN users u ON u.id = r.reporter_id WHERE \(condition) ORDER BY \(order) LIMIT ?
                """,
            arguments: SQLArguments(arguments + [limit])
        ).map { row in
            let kind: String = row[3], id: Int64 = row[4]
            let name: String? = row[8]
            let subject = switch kind {
            case "user": "user \(name ?? "#\(id)")"
            case "message": "message " + (name ?? "\(id) (deleted)")
            default: "\(kind) \(id)" + (name.map { " \($0)" } ?? " (deleted)")
            }
            return ReportRow(id: row[0], at: row[1], reporter: row[2], subject: subject, reason: row[5], state: row[6], note: row[7])
        }
    }

    /// Usernames starting with `prefix`, for tab completion.
    public func usernames(startingWith prefix: String, limit: Int = 50) throws -> [String] {
        try database.read { db in
            try String.fetchAll(
                db,
                sql: """
                    SELECT username FROM users WHERE \(database.likeIgnoringCase("username"))
                    ORDER BY \(database.orderIgnoringCase("username")) LIMIT ?
                    """,
                arguments: [Self.escapeLike(prefix.lowercased()) + "%", limit])
        }
    }

    /// The newest numbers of listings, reviews, posts or comments that start with `prefix`, for tab completion.
    public func ids(of kind: ModeratedKind, startingWith prefix: String, limit: Int = 50) throws -> [Int64] {
        try database.read { db in
            try Int64.fetchAll(
                db, sql: "SELECT id FROM \(kind.table) WHERE CAST(id AS TEXT) LIKE ? ESCAPE '\\' ORDER BY id DESC LIMIT ?",
                arguments: [Self.escapeLike(prefix) + "%", limit])
        }
    }

    /// The open reports' numbers that start with `prefix`, oldest first as the queue lists them, for tab completion.
    public func openReportIDs(startingWith prefix: String, limit: Int = 50) throws -> [Int64] {
        try database.read { db in
            try Int64.fetchAll(
                db, sql: "SELECT id FROM reports WHERE state = 'open' AND CAST(id AS TEXT) LIKE ? ESCAPE '\\' ORDER BY id LIMIT ?",
                arguments: [Self.escapeLike(prefix) + "%", limit])
        }
    }

    static func escapeLike(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "%", with: "\\%")
            .replacingOccurrences(of: "_", with: "\\_")
    }
}
