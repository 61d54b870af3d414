import GRDB

extension Moderation {
    /// A post as moderation sees it: its author, how it is quoted, and whether a moderator hid it.
    struct ModeratedPost {
        var id: Int64
        var authorID: Int64
        var authorName: String
        var quote: String
        var hiddenAt: Int64?

        var target: String { "post \(id) by \(authorName) \(quote)" }

        static func fetch(_ id: Int64, in db: Database) throws -> ModeratedPost {
            guard let row = try Row.fetchOne(
                db,
                sql: "SELECT p.author_id, u.username, p.hidden_at FROM posts p JOIN users u ON u.id = p.author_id WHERE p.id = ?",
                arguments: [id])
            else { throw ModerationError.noPost(id) }
            return ModeratedPost(id: id, authorID: row[0], authorName: row[1], quote: try Posts.quote(id, in: db), hiddenAt: row[2])
        }

        /// Stores a notice for the post's author and signals it to a running server.
        func tellAuthor(_ kind: String, _ text: String, at now: Int64, in db: Database) throws {
            try ServerSignal.leave(Notice(userID: authorID, kind: kind, text: text), at: now, in: db)
        }
    }

    public func hidePost(_ id: Int64, reason: String) throws -> String {
        try Self.requireReason(reason, example: "hide post \(id) spam")
        return try act("hide post", reason: reason) { db, now in
            let post = try ModeratedPost.fetch(id, in: db)
            return (post.target, try Self.hide(post, reason: reason, at: now, in: db))
        }
    }

    static func hide(_ post: ModeratedPost, reason: String, at now: Int64, in db: Database) throws -> String {
        guard post.hiddenAt == nil else { throw ModerationError.postState(post.id, "is already hidden") }
        try db.execute(sql: "UPDATE posts SET hidden_at = ?, hidden_reason = ? WHERE id = ?", arguments: [now, reason, post.id])
        try post.tellAuthor(
            "post_hidden", "A moderator hid your post \(post.quote)\(because(reason)) No one sees it until they review it again.",
            at: now, in: db)
        return "Hid \(post.target); its author was told."
    }

    public func unhidePost(_ id: Int64, reason: String) throws -> String {
        try act("unhide post", reason: reason) { db, now in
            let post = try ModeratedPost.fetch(id, in: db)
            guard post.hiddenAt != nil else { throw ModerationError.postState(id, "isn't hidden") }
            try db.execute(sql: "UPDATE posts SET hidden_at = NULL, hidden_reason = NULL WHERE id = ?", arguments: [id])
            try post.tellAuthor("post_restored", "A moderator restored your post \(post.quote); it's shown again.", at: now, in: db)
            return (post.target, "Restored \(post.target); its author was told.")
        }
    }
}
