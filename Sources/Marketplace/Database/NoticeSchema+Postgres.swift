extension NoticeSchema {
    /// v7 in PostgreSQL's dialect: the same tables, columns in the same order, keys and indexes, one statement per
    /// string (postgres-nio sends each alone). Never changes once shipped.
    static let postgresV7: [String] = [
        "ALTER TABLE notifications ADD COLUMN facts TEXT",
        "ALTER TABLE server_signals RENAME COLUMN text TO reason",
    ]
}
