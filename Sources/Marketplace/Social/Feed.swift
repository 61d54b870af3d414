import GRDB

/// Reads feeds: a member's written-ahead feed of their own posts and those of the people they follow, newest
/// first; and, for someone who follows nobody yet, recent posts from around them.
public struct Feed: Sendable {
    public static let pageSize = 5
    /// How far around the reader a discovery feed looks.
    public static let discoveryRadiusKm = 80.0

    /// Where a page's posts come from.
    public enum Source: Sendable, Equatable {
        /// The reader's own posts and those of the people they follow.
        case following
        /// For a reader who follows nobody: recent posts around where they said they are.
        case nearby
        /// For a reader who follows nobody and hasn't said where they are: the latest posts anywhere.
        case everywhere
    }

    /// One page of a feed, and where the next starts.
    public struct Page: Sendable, Equatable {
        public var posts: [PostView]
        /// Pass as `before` for the next page; nil when this was the last.
        public var nextCursor: Int64?
        public var source: Source
    }

    let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    /// `viewer`'s feed, posts older than `before` when set.
    public func page(for viewer: Int64, before: Int64? = nil, limit: Int = Feed.pageSize) async throws -> Page {
        try database.read { db in
            let follows = try Bool.fetchOne(
                db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM follows WHERE follower_id = ?)"), arguments: [viewer]) ?? false
            let rows: [Row]
            let source: Source
            if follows {
                rows = try Row.fetchAll(
                    db.cachedStatement(sql: """
                        SELECT \(PostView.columns) FROM feed_entries f
                        JOIN posts p ON p.id = f.post_id JOIN users u ON u.id = p.author_id
                        WHERE f.user_id = ? AND f.post_id < ? AND p.hidden_at IS NULL AND u.banned_at IS NULL
                        ORDER BY f.post_id DESC LIMIT ?
                        """),
                    arguments: [viewer, viewer, before ?? Int64.max, limit + 1])
                source = .following
            } else {
                (rows, source) = try Self.discovery(for: viewer, before: before, limit: limit + 1, in: db)
            }
            let posts = try rows.prefix(limit).map { try PostView(row: $0, in: db) }
            return Page(posts: posts, nextCursor: rows.count > limit ? posts.last?.id : nil, source: source)
        }
    }

    /// Recent posts near `viewer` (anywhere, when they haven't said where they are), leaving out people who
    /// blocked them or whom they blocked.
    private static func discovery(for viewer: Int64, before: Int64?, limit: Int, in db: SQLSession) throws -> (rows: [Row], source: Source) {
        let home = try Row.fetchOne(db, sql: "SELECT latitude, longitude FROM users WHERE id = ? AND latitude IS NOT NULL", arguments: [viewer])
        var box = (south: -90.0, north: 90.0, west: -180.0, east: 180.0)
        if let home { box = GreatCircle.boundingBox(latitude: home[0], longitude: home[1], radiusKm: discoveryRadiusKm) }
        let nearby = home == nil ? "" : "AND p.latitude BETWEEN ? AND ? AND p.longitude BETWEEN ? AND ?"
        var arguments: SQLArguments = [viewer, before ?? Int64.max]
        if home != nil { arguments += [box.south, box.north, box.west, box.east] }
        arguments += [viewer, viewer, limit]
        let rows = try Row.fetchAll(
            db.cachedStatement(sql: """
                SELECT \(PostView.columns) FROM posts p JOIN users u ON u.id = p.author_id
                WHERE p.id < ? AND p.hidden_at IS NULL AND u.banned_at IS NULL \(nearby)
                  AND NOT EXISTS (SELECT 1 FROM blocks b WHERE (b.blocker_id = p.author_id AND b.blocked_id = ?)
                                                          OR (b.blocker_id = ? AND b.blocked_id = p.author_id))
                ORDER BY p.id DESC LIMIT ?
                """),
            arguments: arguments)
        return (rows, home == nil ? .everywhere : .nearby)
    }
}
