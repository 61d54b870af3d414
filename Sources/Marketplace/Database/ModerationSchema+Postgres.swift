extension ModerationSchema {
    /// v4 in PostgreSQL's dialect: the same tables, columns in the same order, keys and indexes, one statement per
    /// string (postgres-nio sends each alone). Never changes once shipped.
    static let postgresV4: [String] = [
        "ALTER TABLE users ADD COLUMN banned_at BIGINT",
        "ALTER TABLE users ADD COLUMN ban_reason TEXT",
        """
        CREATE TABLE listing_moderation (
            listing_id BIGINT PRIMARY KEY REFERENCES listings(id) ON DELETE CASCADE,
            state TEXT NOT NULL CONSTRAINT listing_moderation_state_check
                CHECK (state IN ('pending', 'hidden', 'owner_banned')),
            reason TEXT NOT NULL DEFAULT '',
            status_before TEXT NOT NULL CONSTRAINT listing_moderation_status_before_check
                CHECK (status_before IN ('active', 'paused')),
            created_at BIGINT NOT NULL
        )
        """,
        "CREATE INDEX listing_moderation_by_state ON listing_moderation(state)",
        "ALTER TABLE reviews ADD COLUMN hidden_at BIGINT",
        "ALTER TABLE reviews ADD COLUMN hidden_reason TEXT",
        "CREATE INDEX reviews_by_rating ON reviews(rating, id)",
        """
        CREATE TABLE reports (
            id BIGINT PRIMARY KEY,
            reporter_id BIGINT NOT NULL REFERENCES users(id),
            subject_kind TEXT NOT NULL CONSTRAINT reports_subject_kind_check
                CHECK (subject_kind IN ('listing', 'review', 'user', 'post', 'comment', 'message')),
            subject_id BIGINT NOT NULL,
            reason TEXT NOT NULL CONSTRAINT reports_reason_check CHECK (length(reason) <= 500),
            created_at BIGINT NOT NULL,
            state TEXT NOT NULL DEFAULT 'open' CONSTRAINT reports_state_check
                CHECK (state IN ('open', 'resolved', 'dismissed')),
            closed_at BIGINT,
            closed_by TEXT,
            note TEXT
        )
        """,
        """
        CREATE FUNCTION reports_assign_id() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            SELECT coalesce(max(id), 0) + 1 INTO NEW.id FROM reports;
            RETURN NEW;
        END
        $$
        """,
        """
        CREATE TRIGGER reports_assign_id BEFORE INSERT ON reports
        FOR EACH ROW WHEN (NEW.id IS NULL) EXECUTE FUNCTION reports_assign_id()
        """,
        "CREATE INDEX reports_by_state ON reports(state, id)",
        "CREATE INDEX reports_by_subject ON reports(subject_kind, subject_id)",
        """
        CREATE UNIQUE INDEX reports_open_once ON reports(reporter_id, subject_kind, subject_id) WHERE state = 'open'
        """,
        """
        CREATE TABLE audit_log (
            id BIGINT PRIMARY KEY,
            at BIGINT NOT NULL,
            actor TEXT NOT NULL,
            action TEXT NOT NULL,
            target TEXT NOT NULL,
            reason TEXT NOT NULL DEFAULT ''
        )
        """,
        """
        CREATE FUNCTION audit_log_assign_id() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            SELECT coalesce(max(id), 0) + 1 INTO NEW.id FROM audit_log;
            RETURN NEW;
        END
        $$
        """,
        """
        CREATE TRIGGER audit_log_assign_id BEFORE INSERT ON audit_log
        FOR EACH ROW WHEN (NEW.id IS NULL) EXECUTE FUNCTION audit_log_assign_id()
        """,
        "CREATE INDEX audit_log_by_time ON audit_log(at)",
        """
        CREATE TABLE settings (
            key TEXT PRIMARY KEY,
            value TEXT NOT NULL
        )
        """,
        """
        CREATE TABLE server_signals (
            id BIGINT PRIMARY KEY,
            kind TEXT NOT NULL CONSTRAINT server_signals_kind_check CHECK (kind IN ('notify', 'disconnect')),
            user_id BIGINT,
            notification_id BIGINT REFERENCES notifications(id),
            text TEXT NOT NULL DEFAULT '',
            created_at BIGINT NOT NULL
        )
        """,
        """
        CREATE FUNCTION server_signals_assign_id() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            SELECT coalesce(max(id), 0) + 1 INTO NEW.id FROM server_signals;
            RETURN NEW;
        END
        $$
        """,
        """
        CREATE TRIGGER server_signals_assign_id BEFORE INSERT ON server_signals
        FOR EACH ROW WHEN (NEW.id IS NULL) EXECUTE FUNCTION server_signals_assign_id()
        """,
        // SQLite rebuilds wallet_accounts and ledger_transfers to widen a CHECK; the columns, keys and indexes
        // come out the same, so here the CHECK alone is replaced.
        """
        ALTER TABLE wallet_accounts DROP CONSTRAINT wallet_accounts_kind_check,
            ADD CONSTRAINT wallet_accounts_kind_check CHECK (kind IN ('available', 'held', 'funding', 'platform'))
        """,
        "INSERT INTO wallet_accounts (user_id, kind) VALUES (NULL, 'platform')",
        """
        ALTER TABLE ledger_transfers DROP CONSTRAINT ledger_transfers_kind_check,
            ADD CONSTRAINT ledger_transfers_kind_check CHECK (kind IN ('top_up', 'hold', 'refund', 'payout', 'fee'))
        """,
        "CREATE INDEX ledger_by_time ON ledger_transfers(created_at)",
    ]
}
