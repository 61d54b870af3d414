import GRDB

/// Which posts a person may reach: a post hidden by a moderator, by a banned author, or by a block either way is
/// refused exactly as a missing one.
extension Posts {
    /// The author of post `id`, when `viewer` may see it.
    static func visibleAuthor(of id: Int64, to viewer: Int64, in db: SQLSession) throws -> Int64 {
        guard let author = try Int64.fetchOne(
            db.cachedStatement(sql: """
                SELECT p.author_id FROM posts p JOIN users u ON u.id = p.author_id
                WHERE p.id = ? AND p.hidden_at IS NULL AND u.banned_at IS NULL
                  AND NOT EXISTS (SELECT 1 FROM blocks b WHERE (b.blocker_id = p.author_id AND b.blocked_id = ?)
                                                          OR (b.blocker_id = ? AND b.blocked_id = p.author_id))
                """),
            arguments: [id, viewer, viewer])
        else { throw SocialError.noPost }
        return author
    }
}
