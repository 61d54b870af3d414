import GRDB

/// Writing posts, liking them and commenting on them. Each change keeps the post's counts and tells its author.
public struct Posts: Sendable {
    /// A comment as readers see it.
    public struct Comment: Sendable, Equatable {
        public var id: Int64
        public var authorName: String
        public var text: String
        public var at: Int64
    }

    let database: AppDatabase
    let clock: any WallClock
    let allowances: Allowances

    public init(database: AppDatabase, clock: any WallClock, allowances: Allowances = Allowances()) {
        self.database = database
        self.clock = clock
        self.allowances = allowances
    }

    /// `author` posts `text` with an optional photo and card; the post is filed in the author's and every
    /// follower's feed. Returns the post's id.
    public func create(by author: Int64, text: String, photo: String?, card: (kind: Card.Kind, id: Int64)?) async throws -> Int64 {
        let text = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty || photo != nil || card != nil else { throw SocialError.emptyPost }
        guard text.storedLength <= SocialError.maximumPostLength else { throw SocialError.postTooLong }
        let photo = try photo.map(ListingRules.photo)
        let now = clock.now().unixSeconds
        return try await database.write { db in
            try Quota.check(.post, by: author, at: now, allowances: allowances, in: db)
            if let card { _ = try Card.shared(card.kind, card.id, by: author, in: db) }
            let home = try Row.fetchOne(db, sql: "SELECT latitude, longitude FROM users WHERE id = ?", arguments: [author])
            let post = try Int64.fetchOne(
                db,
                sql: """
                    INSERT INTO posts (author_id, text, photo_url, listing_id, spot_id, adventure_id, latitude, longitude, created_at)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id
                    """,
                arguments: [
                    author, text, photo, card?.kind == .listing ? card?.id : nil, card?.kind == .spot ? card?.id : nil,
                    card?.kind == .adventure ? card?.id : nil, home?[0] as Double?, home?[1] as Double?, now,
                ])!
            try db.execute(
                sql: """
                    INSERT INTO feed_entries (user_id, post_id)
                    SELECT ?, ? UNION ALL SELECT follower_id, ? FROM follows WHERE followee_id = ?
                    """,
                arguments: [author, post, post, author])
            return post
        }
    }

    /// The post `id` as `viewer` sees it.
    public func post(_ id: Int64, for viewer: Int64) async throws -> PostView {
        try database.read { db in
            _ = try Self.visibleAuthor(of: id, to: viewer, in: db)
            guard let row = try Row.fetchOne(
                db.cachedStatement(sql: """
                    SELECT \(PostView.columns) FROM posts p JOIN users u ON u.id = p.author_id
                    WHERE p.id = ? AND p.hidden_at IS NULL AND u.banned_at IS NULL
                    """),
                arguments: [viewer, id])
            else { throw SocialError.noPost }
            return try PostView(row: row, in: db)
        }
    }

    /// `user` likes post `id`; the notice for its author, or nil when it was liked already or is their own.
    public func like(_ id: Int64, by user: Int64) async throws -> (added: Bool, notice: Notice?) {
        let now = clock.now().unixSeconds
        return try await database.write { db in
            let author = try Self.visibleAuthor(of: id, to: user, in: db)
            try db.execute(
                sql: "INSERT INTO post_likes (post_id, user_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING", arguments: [id, user, now])
            guard db.changesCount > 0 else { return (false, nil) }
            try db.execute(sql: "UPDATE posts SET like_count = like_count + 1 WHERE id = ?", arguments: [id])
            guard author != user else { return (true, nil) }
            let notice = Notice(
                userID: author, event: .liked(try PostGist.of(post: id, in: db), by: try Members.name(of: user, in: db)))
            try notice.insert(at: now, in: db)
            return (true, notice)
        }
    }

    /// `user` takes back their like of post `id`; false when they hadn't liked it.
    public func unlike(_ id: Int64, by user: Int64) async throws -> Bool {
        try await database.write { db in
            _ = try Self.visibleAuthor(of: id, to: user, in: db)
            try db.execute(sql: "DELETE FROM post_likes WHERE post_id = ? AND user_id = ?", arguments: [id, user])
            guard db.changesCount > 0 else { return false }
            try db.execute(sql: "UPDATE posts SET like_count = like_count - 1 WHERE id = ?", arguments: [id])
            return true
        }
    }

    /// `user` comments on post `id`; returns the notice for its author, nil for their own post.
    public func comment(on id: Int64, by user: Int64, text: String) async throws -> Notice? {
        let text = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { throw SocialError.emptyComment }
        guard text.storedLength <= SocialError.maximumCommentLength else { throw SocialError.commentTooLong }
        let now = clock.now().unixSeconds
        return try await database.write { db in
            let author = try Self.visibleAuthor(of: id, to: user, in: db)
            try Quota.check(.comment, by: user, at: now, allowances: allowances, in: db)
            try db.execute(
                sql: "INSERT INTO comments (post_id, author_id, text, created_at) VALUES (?, ?, ?, ?)", arguments: [id, user, text, now])
            try db.execute(sql: "UPDATE posts SET comment_count = comment_count + 1 WHERE id = ?", arguments: [id])
            guard author != user else { return nil }
            let notice = Notice(
                userID: author,
                event: .commented(try PostGist.of(post: id, in: db), by: try Members.name(of: user, in: db), text: text))
            try notice.insert(at: now, in: db)
            return notice
        }
    }

    /// The latest shown comments on post `id`, oldest first, when `viewer` may see the post.
    public func comments(on id: Int64, for viewer: Int64, limit: Int = 20) async throws -> [Comment] {
        try database.read { db in
            _ = try Self.visibleAuthor(of: id, to: viewer, in: db)
            return try Row.fetchAll(
                db,
                sql: """
                    SELECT * FROM (
                        SELECT c.id, u.username, c.text, c.created_at FROM comments c JOIN users u ON u.id = c.author_id
                        WHERE c.post_id = ? AND c.hidden_at IS NULL AND u.banned_at IS NULL ORDER BY c.id DESC LIMIT ?
                    ) AS latest ORDER BY id
                    """,
                arguments: [id, limit]
            ).map { Comment(id: $0[0], authorName: $0[1], text: $0[2], at: $0[3]) }
        }
    }
}
