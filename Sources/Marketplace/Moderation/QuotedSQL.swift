/// SQL for the start of someone's words in quotes, as the reports queue and reporters' replies name a post or a
/// message: the way `PostGist.quoted` shows a post, 40 characters at most.
enum QuotedSQL {
    /// `column` quoted, or the SQL expression `empty` when it holds no words.
    static func words(_ column: String, empty: String) -> String {
        """
        CASE WHEN \(column) = '' THEN \(empty)
            ELSE '"' || CASE WHEN length(\(column)) > 40 THEN substr(\(column), 1, 39) || '…' ELSE \(column) END || '"' END
        """
    }
}
