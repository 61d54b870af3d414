/// The v9 schema: indexes that count what one account wrote in the last hour, and the failed logins from one
/// address, without reading the rest of their rows.
enum QuotaSchema {
    static let v9 = """
        CREATE INDEX login_attempts_by_address ON login_attempts(address, attempted_at);
        CREATE INDEX posts_by_author_time ON posts(author_id, created_at);
        CREATE INDEX comments_by_author_time ON comments(author_id, created_at);
        CREATE INDEX messages_by_sender_time ON messages(sender_id, created_at);
        CREATE INDEX listings_by_owner_time ON listings(owner_id, created_at);
        CREATE INDEX reports_by_reporter_time ON reports(reporter_id, created_at);
        """

    static let postgresV9 = [
        "CREATE INDEX login_attempts_by_address ON login_attempts(address, attempted_at)",
        "CREATE INDEX posts_by_author_time ON posts(author_id, created_at)",
        "CREATE INDEX comments_by_author_time ON comments(author_id, created_at)",
        "CREATE INDEX messages_by_sender_time ON messages(sender_id, created_at)",
        "CREATE INDEX listings_by_owner_time ON listings(owner_id, created_at)",
        "CREATE INDEX reports_by_reporter_time ON reports(reporter_id, created_at)",
    ]
}
