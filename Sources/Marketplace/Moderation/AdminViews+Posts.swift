import GRDB

extension AdminViews {
    /// A post as the console lists it.
    public struct PostRow: Sendable, Equatable {
        public var id: Int64
        public var author: String
        public var at: Int64
        public var text: String
        public var likes: Int
        /// The comments shown under it.
        public var comments: Int
        /// shown, hidden, or hidden (author banned).
        public var state: String
        public var reason: String
        public var openReports: Int
    }

    /// Which posts to list.
    public struct PostFilter: Sendable {
        public var author: String?
        public var text: String?
        public var hiddenOnly = false
        public var limit = 50

        public init() {}
    }

    /// A comment as `show post` lists it, hidden ones too.
    public struct CommentRow: Sendable, Equatable {
        public var id: Int64
        public var author: String
        public var at: Int64
        /// shown, hidden, or hidden (author banned).
        public var state: String
        public var openReports: Int
        public var text: String
    }

    /// A post with what `show post` adds.
    public struct PostDetails: Sendable, Equatable {
        public var row: PostRow
        public var photo: String?
        /// What the post carries, as "listing 3".
        public var card: String?
        public var comments: [CommentRow]
        public var reports: [ReportRow]
    }

    static let postSelect = """
        SELECT p.id, u.username, p.created_at, p.text, p.like_count, p.comment_count,
            CASE WHEN p.hidden_at IS NOT NULL THEN 'hidden' WHEN u.banned_at IS NOT NULL THEN 'hidden (author banned)' ELSE 'shown' END,
            coalesce(p.hidden_reason, ''),
            (SELECT count(*) FROM reports r WHERE r.subject_kind = 'post' AND r.subject_id = p.id AND r.state = 'open'),
            p.photo_url,
            CASE WHEN p.listing_id IS NOT NULL THEN 'listing ' || p.listing_id WHEN p.spot_id IS NOT NULL THEN 'spot ' || p.spot_id
                WHEN p.adventure_id IS NOT NULL THEN 'adventure ' || p.adventure_id END
        FROM posts p JOIN users u ON u.id = p.author_id
        """

    static func postRow(_ row: Row) -> PostRow {
        PostRow(
            id: row[0], author: row[1], at: row[2], text: row[3], likes: row[4], comments: row[5], state: row[6], reason: row[7],
            openReports: row[8])
    }

    public func posts(_ filter: PostFilter) throws -> [PostRow] {
        var conditions: [String] = []
        var arguments: [any DatabaseValueConvertible] = []
        if let author = filter.author {
            conditions.append("u.username = ? COLLATE NOCASE")
            arguments.append(author)
        }
        if let text = filter.text {
            conditions.append(database.likeIgnoringCase("p.text"))
            arguments.append("%" + Self.escapeLike(text) + "%")
        }
        if filter.hiddenOnly { conditions.append("(p.hidden_at IS NOT NULL OR u.banned_at IS NOT NULL)") }
        let whereClause = conditions.isEmpty ? "" : " WHERE " + conditions.joined(separator: " AND ")
        arguments.append(filter.limit)
        return try database.read { db in
            try Row.fetchAll(
                db, sql: Self.postSelect + whereClause + " ORDER BY p.id DESC LIMIT ?", arguments: SQLArguments(arguments)
            ).map(Self.postRow)
        }
    }

    /// One post with its latest comments, hidden ones too, and the reports of it; nil when there is none.
    public func post(_ id: Int64) throws -> PostDetails? {
        try database.read { db in
            guard let row = try Row.fetchOne(db, sql: Self.postSelect + " WHERE p.id = ?", arguments: [id]) else { return nil }
            let comments = try Row.fetchAll(
                db,
                sql: """
                    SELECT * FROM (
                        SELECT c.id, u.username, c.created_at,
                            CASE WHEN c.hidden_at IS NOT NULL THEN 'hidden' WHEN u.banned_at IS NOT NULL THEN 'hidden (author banned)'
                                ELSE 'shown' END,
                            (SELECT count(*) FROM reports r WHERE r.subject_kind = 'comment' AND r.subject_id = c.id AND r.state = 'open'),
                            c.text
                        FROM comments c JOIN users u ON u.id = c.author_id WHERE c.post_id = ? ORDER BY c.id DESC LIMIT 50
                    ) AS latest ORDER BY id
                    """,
                arguments: [id]
            ).map { CommentRow(id: $0[0], author: $0[1], at: $0[2], state: $0[3], openReports: $0[4], text: $0[5]) }
            let reports = try Self.reports(
                "(r.subject_kind = 'post' AND r.subject_id = ?1) OR (r.subject_kind = 'comment' AND r.subject_id IN (SELECT id FROM comments WHERE post_id = ?1))",
                [id], limit: 20, in: db)
            return PostDetails(row: Self.postRow(row), photo: row[9], card: row[10], comments: comments, reports: reports)
        }
    }
}
