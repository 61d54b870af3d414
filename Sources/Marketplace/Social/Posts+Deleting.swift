import GRDB

/// Authors taking back what they wrote: a post goes with its likes, comments and places in feeds; a comment goes
/// from its post's thread. A post's author may also delete comments left on it.
extension Posts {
    /// A post or comment as its author is asked about deleting it.
    public struct OwnWriting: Sendable, Equatable {
        public var id: Int64
        /// The post's gist, or the comment's words.
        public var gist: PostGist
        public var at: Int64
        /// A post's likes and comments, which go with it; zero for a comment.
        public var likes: Int
        public var comments: Int
        /// For a comment, the gist of the post it is on, and who wrote that post.
        public var onPost: PostGist?
        public var onPostBy: String?
    }

    /// `author`'s posts that are still up, newest first.
    public func posts(by author: Int64, limit: Int = 10) async throws -> [OwnWriting] {
        try database.read { db in
            try Row.fetchAll(
                db, sql: "SELECT id, like_count, comment_count, created_at FROM posts WHERE author_id = ? AND hidden_at IS NULL ORDER BY id DESC LIMIT ?",
                arguments: [author, limit]
            ).map { row in
                OwnWriting(id: row[0], gist: try PostGist.of(post: row[0], in: db), at: row[3], likes: row[1], comments: row[2], onPost: nil)
            }
        }
    }

    /// Post `id` for its author to delete: refused as missing when `user` can't see it, and as someone else's when
    /// they didn't write it.
    public func ownPost(_ id: Int64, by user: Int64) async throws -> OwnWriting {
        try database.read { db in
            guard try Self.visibleAuthor(of: id, to: user, in: db) == user else { throw SocialError.notYourPost }
            guard let row = try Row.fetchOne(db, sql: "SELECT like_count, comment_count, created_at FROM posts WHERE id = ?", arguments: [id])
            else { throw SocialError.noPost }
            return OwnWriting(id: id, gist: try PostGist.of(post: id, in: db), at: row[2], likes: row[0], comments: row[1], onPost: nil)
        }
    }

    /// Deletes `author`'s post `id` with its likes, comments and feed entries.
    public func delete(post id: Int64, by author: Int64) async throws {
        try await database.write { db in
            guard try Self.visibleAuthor(of: id, to: author, in: db) == author else { throw SocialError.notYourPost }
            for table in ["comments", "post_likes", "feed_entries"] {
                try db.execute(sql: "DELETE FROM \(table) WHERE post_id = ?", arguments: [id])
            }
            try db.execute(sql: "DELETE FROM posts WHERE id = ? AND author_id = ?", arguments: [id, author])
        }
    }

    /// `user`'s comments still shown on post `post`, oldest first.
    public func comments(by user: Int64, on post: Int64) async throws -> [OwnWriting] {
        try database.read { db in
            _ = try Self.visibleAuthor(of: post, to: user, in: db)
            return try Self.ownComments(sql: "c.author_id = ? AND c.post_id = ? ORDER BY c.id", arguments: [user, post], in: db)
        }
    }

    /// `user`'s comments still shown, newest first.
    public func recentComments(by user: Int64, limit: Int = 20) async throws -> [OwnWriting] {
        try database.read { db in
            try Self.ownComments(sql: "c.author_id = ? ORDER BY c.id DESC LIMIT ?", arguments: [user, limit], in: db)
        }
    }

    /// `user`'s latest comment still shown, on a post they may see.
    public func latestComment(by user: Int64) async throws -> OwnWriting? {
        try database.read { db in
            try Self.ownComments(sql: "c.author_id = ? ORDER BY c.id DESC LIMIT 1", arguments: [user], in: db).first
        }
    }

    /// Comment `id` for `user` to delete: theirs, or left on their post. Refused as missing when they can't see it.
    public func deletableComment(_ id: Int64, by user: Int64) async throws -> OwnWriting {
        try database.read { db in
            guard let post = try Int64.fetchOne(db, sql: "SELECT post_id FROM comments WHERE id = ? AND hidden_at IS NULL", arguments: [id])
            else { throw SocialError.noComment }
            let postAuthor = try Self.visibleAuthor(of: post, to: user, in: db)
            let condition = postAuthor == user ? "c.id = ?" : "c.id = ? AND c.author_id = ?"
            guard let comment = try Self.ownComments(sql: condition, arguments: postAuthor == user ? [id] : [id, user], in: db).first
            else { throw SocialError.notYourComment }
            return comment
        }
    }

    /// Deletes comment `id`, which `user` wrote or which is on their post.
    public func delete(comment id: Int64, by user: Int64) async throws {
        try await database.write { db in
            guard let row = try Row.fetchOne(db, sql: "SELECT post_id, author_id FROM comments WHERE id = ? AND hidden_at IS NULL", arguments: [id])
            else { throw SocialError.noComment }
            let post: Int64 = row[0], author: Int64 = row[1]
            let mayDelete = try author == user || Self.visibleAuthor(of: post, to: user, in: db) == user
            guard mayDelete else { throw SocialError.notYourComment }
            try db.execute(sql: "DELETE FROM comments WHERE id = ?", arguments: [id])
            try db.execute(sql: "UPDATE posts SET comment_count = comment_count - 1 WHERE id = ?", arguments: [post])
        }
    }

    private static func ownComments(sql condition: String, arguments: SQLArguments, in db: SQLSession) throws -> [OwnWriting] {
        try Row.fetchAll(
            db,
            sql: """
                SELECT c.id, c.text, c.created_at, c.post_id, u.username FROM comments c JOIN posts p ON p.id = c.post_id
                JOIN users u ON u.id = p.author_id
                WHERE c.hidden_at IS NULL AND p.hidden_at IS NULL AND \(condition)
                """,
            arguments: arguments
        ).map { row in
            OwnWriting(
                id: row[0], gist: .words(row[1]), at: row[2], likes: 0, comments: 0, onPost: try PostGist.of(post: row[3], in: db),
                onPostBy: row[4])
        }
    }
}
