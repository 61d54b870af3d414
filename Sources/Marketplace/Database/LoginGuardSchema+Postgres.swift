extension LoginGuardSchema {
    /// v6 in PostgreSQL's dialect: the same tables, columns in the same order, keys and indexes, one statement per
    /// string (postgres-nio sends each alone). Never changes once shipped.
    static let postgresV6: [String] = [
        """
        CREATE TABLE login_attempts (
            id BIGINT PRIMARY KEY,
            username TEXT NOT NULL,
            address TEXT NOT NULL,
            attempted_at TEXT NOT NULL,
            outcome TEXT NOT NULL CONSTRAINT login_attempts_outcome_check CHECK (outcome IN ('pending', 'failed'))
        )
        """,
        """
        CREATE FUNCTION login_attempts_assign_id() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            SELECT coalesce(max(id), 0) + 1 INTO NEW.id FROM login_attempts;
            RETURN NEW;
        END
        $$
        """,
        """
        CREATE TRIGGER login_attempts_assign_id BEFORE INSERT ON login_attempts
        FOR EACH ROW WHEN (NEW.id IS NULL) EXECUTE FUNCTION login_attempts_assign_id()
        """,
        "CREATE INDEX login_attempts_by_name ON login_attempts(username, attempted_at)",
        "ALTER TABLE users ADD COLUMN signup_address TEXT",
        """
        CREATE INDEX users_by_signup_address ON users(signup_address, created_at) WHERE signup_address IS NOT NULL
        """,
        "DROP TABLE login_failures",
    ]
}
