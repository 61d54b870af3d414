/// The v4 schema: bans, moderated listings and reviews, users' reports, the admins' audit log, the settings
/// the server reads, the signals the admin console leaves for a running server, and the platform's fee.
///
/// `wallet_accounts` and `ledger_transfers` are rebuilt (SQLite's way to widen a CHECK) so the platform can
/// hold an account of its own and fees are transfers of their own kind.
enum ModerationSchema {
    static let v4 = """
        ALTER TABLE users ADD COLUMN banned_at INTEGER;
        ALTER TABLE users ADD COLUMN ban_reason TEXT;

        CREATE TABLE listing_moderation (
            listing_id INTEGER PRIMARY KEY REFERENCES listings(id) ON DELETE CASCADE,
            state TEXT NOT NULL CHECK (state IN ('pending', 'hidden', 'owner_banned')),
            reason TEXT NOT NULL DEFAULT '',
            status_before TEXT NOT NULL CHECK (status_before IN ('active', 'paused')),
            created_at INTEGER NOT NULL
        ) WITHOUT ROWID;
        CREATE INDEX listing_moderation_by_state ON listing_moderation(state);

        ALTER TABLE reviews ADD COLUMN hidden_at INTEGER;
        ALTER TABLE reviews ADD COLUMN hidden_reason TEXT;
        CREATE INDEX reviews_by_rating ON reviews(rating, id);

        CREATE TABLE reports (
            id INTEGER PRIMARY KEY,
            reporter_id INTEGER NOT NULL REFERENCES users(id),
            subject_kind TEXT NOT NULL
                CHECK (subject_kind IN ('listing', 'review', 'user', 'post', 'comment', 'message')),
            subject_id INTEGER NOT NULL,
            reason TEXT NOT NULL CHECK (length(reason) <= 500),
            created_at INTEGER NOT NULL,
            state TEXT NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'resolved', 'dismissed')),
            closed_at INTEGER,
            closed_by TEXT,
            note TEXT
        );
        CREATE INDEX reports_by_state ON reports(state, id);
        CREATE INDEX reports_by_subject ON reports(subject_kind, subject_id);
        CREATE UNIQUE INDEX reports_open_once ON reports(reporter_id, subject_kind, subject_id) WHERE state = 'open';

        CREATE TABLE audit_log (
            id INTEGER PRIMARY KEY,
            at INTEGER NOT NULL,
            actor TEXT NOT NULL,
            action TEXT NOT NULL,
            target TEXT NOT NULL,
            reason TEXT NOT NULL DEFAULT ''
        );
        CREATE INDEX audit_log_by_time ON audit_log(at);

        CREATE TABLE settings (
            key TEXT PRIMARY KEY,
            value TEXT NOT NULL
        ) WITHOUT ROWID;

        CREATE TABLE server_signals (
            id INTEGER PRIMARY KEY,
            kind TEXT NOT NULL CHECK (kind IN ('notify', 'disconnect')),
            user_id INTEGER,
            notification_id INTEGER REFERENCES notifications(id),
            text TEXT NOT NULL DEFAULT '',
            created_at INTEGER NOT NULL
        );

        CREATE TABLE new_wallet_accounts (
            id INTEGER PRIMARY KEY,
            user_id INTEGER REFERENCES users(id),
            kind TEXT NOT NULL CHECK (kind IN ('available', 'held', 'funding', 'platform')),
            balance_cents INTEGER NOT NULL DEFAULT 0,
            CHECK (kind = 'funding' OR balance_cents >= 0),
            UNIQUE (user_id, kind)
        );
        INSERT INTO new_wallet_accounts SELECT id, user_id, kind, balance_cents FROM wallet_accounts;
        DROP TABLE wallet_accounts;
        ALTER TABLE new_wallet_accounts RENAME TO wallet_accounts;
        INSERT INTO wallet_accounts (user_id, kind) VALUES (NULL, 'platform');

        CREATE TABLE new_ledger_transfers (
            id INTEGER PRIMARY KEY,
            kind TEXT NOT NULL CHECK (kind IN ('top_up', 'hold', 'refund', 'payout', 'fee')),
            debit_account INTEGER NOT NULL REFERENCES wallet_accounts(id),
            credit_account INTEGER NOT NULL REFERENCES wallet_accounts(id),
            amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
            booking_id INTEGER REFERENCES bookings(id),
            created_at INTEGER NOT NULL
        );
        INSERT INTO new_ledger_transfers
            SELECT id, kind, debit_account, credit_account, amount_cents, booking_id, created_at FROM ledger_transfers;
        DROP TABLE ledger_transfers;
        ALTER TABLE new_ledger_transfers RENAME TO ledger_transfers;
        CREATE INDEX ledger_by_debit ON ledger_transfers(debit_account, id);
        CREATE INDEX ledger_by_credit ON ledger_transfers(credit_account, id);
        CREATE INDEX ledger_by_time ON ledger_transfers(created_at);
        """
}
