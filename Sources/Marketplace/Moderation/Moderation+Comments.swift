import GRDB

extension Moderation {
    /// A comment as moderation sees it: its author, the post it is on, and whether a moderator hid it.
    struct ModeratedComment {
        var id: Int64
        var postID: Int64
        var authorID: Int64
        var authorName: String
        /// How notices name the post: bob's post "First ride…", or your post "First ride…" for its own author.
        var onPost: String
        var hiddenAt: Int64?

        var target: String { "comment \(id) by \(authorName) on post \(postID)" }

        static func fetch(_ id: Int64, in db: Database) throws -> ModeratedComment {
            guard let row = try Row.fetchOne(
                db,
                sql: """
                    SELECT c.post_id, c.author_id, a.username, p.author_id, pa.username, c.hidden_at FROM comments c
                    JOIN users a ON a.id = c.author_id JOIN posts p ON p.id = c.post_id JOIN users pa ON pa.id = p.author_id
                    WHERE c.id = ?
                    """,
                arguments: [id])
            else { throw ModerationError.noComment(id) }
            let postID: Int64 = row[0], authorID: Int64 = row[1], postAuthorID: Int64 = row[3]
            let whose = postAuthorID == authorID ? "your" : "\(row[4] as String)'s"
            return ModeratedComment(
                id: id, postID: postID, authorID: authorID, authorName: row[2],
                onPost: "\(whose) post \(try Posts.quote(postID, in: db))", hiddenAt: row[5])
        }

        /// Counts the comment in its post's `comment_count` (`sign` +1) or takes it out (-1).
        func count(_ sign: Int, in db: Database) throws {
            try db.execute(sql: "UPDATE posts SET comment_count = comment_count + ? WHERE id = ?", arguments: [sign, postID])
        }

        /// Stores a notice for the comment's author and signals it to a running server.
        func tellAuthor(_ kind: String, _ text: String, at now: Int64, in db: Database) throws {
            try ServerSignal.leave(Notice(userID: authorID, kind: kind, text: text), at: now, in: db)
        }
    }

    public func hideComment(_ id: Int64, reason: String) throws -> String {
        try Self.requireReason(reason, example: "hide comment \(id) insults")
        return try act("hide comment", reason: reason) { db, now in
            let comment = try ModeratedComment.fetch(id, in: db)
            return (comment.target, try Self.hide(comment, reason: reason, at: now, in: db))
        }
    }

    static func hide(_ comment: ModeratedComment, reason: String, at now: Int64, in db: Database) throws -> String {
        guard comment.hiddenAt == nil else { throw ModerationError.commentState(comment.id, "is already hidden") }
        try db.execute(
            sql: "UPDATE comments SET hidden_at = ?, hidden_reason = ? WHERE id = ?", arguments: [now, reason, comment.id])
        try comment.count(-1, in: db)
        try comment.tellAuthor("comment_hidden", "A moderator hid your comment on \(comment.onPost)\(because(reason))", at: now, in: db)
        return "Hid \(comment.target); its author was told."
    }

    public func unhideComment(_ id: Int64, reason: String) throws -> String {
        try act("unhide comment", reason: reason) { db, now in
            let comment = try ModeratedComment.fetch(id, in: db)
            guard comment.hiddenAt != nil else { throw ModerationError.commentState(id, "isn't hidden") }
            try db.execute(sql: "UPDATE comments SET hidden_at = NULL, hidden_reason = NULL WHERE id = ?", arguments: [id])
            try comment.count(1, in: db)
            try comment.tellAuthor(
                "comment_restored", "A moderator restored your comment on \(comment.onPost); it's shown again.", at: now, in: db)
            return (comment.target, "Restored \(comment.target); its author was told.")
        }
    }
}
