extension BookingSchema {
    /// v3 in PostgreSQL's dialect: the same tables, columns in the same order, keys and indexes, one statement per
    /// string (postgres-nio sends each alone). Never changes once shipped.
    static let postgresV3: [String] = [
        """
        CREATE TABLE availability_rules (
            listing_id BIGINT PRIMARY KEY REFERENCES listings(id) ON DELETE CASCADE,
            weekly_hours TEXT NOT NULL DEFAULT '',
            min_minutes BIGINT,
            max_minutes BIGINT,
            buffer_minutes BIGINT NOT NULL DEFAULT 0
        )
        """,
        """
        CREATE TABLE listing_blocks (
            id BIGINT PRIMARY KEY,
            listing_id BIGINT NOT NULL REFERENCES listings(id) ON DELETE CASCADE,
            start_at BIGINT NOT NULL,
            end_at BIGINT NOT NULL CONSTRAINT listing_blocks_end_at_check CHECK (end_at > start_at)
        )
        """,
        """
        CREATE FUNCTION listing_blocks_assign_id() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            SELECT coalesce(max(id), 0) + 1 INTO NEW.id FROM listing_blocks;
            RETURN NEW;
        END
        $$
        """,
        """
        CREATE TRIGGER listing_blocks_assign_id BEFORE INSERT ON listing_blocks
        FOR EACH ROW WHEN (NEW.id IS NULL) EXECUTE FUNCTION listing_blocks_assign_id()
        """,
        "CREATE INDEX listing_blocks_by_listing ON listing_blocks(listing_id, end_at)",
        """
        CREATE TABLE bookings (
            id BIGINT PRIMARY KEY,
            listing_id BIGINT NOT NULL REFERENCES listings(id),
            renter_id BIGINT NOT NULL REFERENCES users(id),
            owner_id BIGINT NOT NULL REFERENCES users(id),
            kind TEXT NOT NULL CONSTRAINT bookings_kind_check CHECK (kind IN ('rental', 'viewing')),
            state TEXT NOT NULL CONSTRAINT bookings_state_check
                CHECK (state IN ('requested', 'approved', 'declined', 'expired', 'active', 'completed', 'cancelled')),
            start_at BIGINT NOT NULL,
            end_at BIGINT NOT NULL CONSTRAINT bookings_end_at_check CHECK (end_at > start_at),
            time_zone TEXT NOT NULL,
            units BIGINT NOT NULL,
            unit TEXT NOT NULL,
            unit_cents BIGINT NOT NULL,
            total_cents BIGINT NOT NULL CONSTRAINT bookings_total_cents_check CHECK (total_cents >= 0),
            expires_at BIGINT NOT NULL,
            reminded BIGINT NOT NULL DEFAULT 0,
            cancelled_by BIGINT REFERENCES users(id),
            created_at BIGINT NOT NULL,
            updated_at BIGINT NOT NULL
        )
        """,
        """
        CREATE FUNCTION bookings_assign_id() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            SELECT coalesce(max(id), 0) + 1 INTO NEW.id FROM bookings;
            RETURN NEW;
        END
        $$
        """,
        """
        CREATE TRIGGER bookings_assign_id BEFORE INSERT ON bookings
        FOR EACH ROW WHEN (NEW.id IS NULL) EXECUTE FUNCTION bookings_assign_id()
        """,
        "CREATE INDEX bookings_by_listing ON bookings(listing_id, end_at)",
        "CREATE INDEX bookings_by_renter ON bookings(renter_id, id)",
        "CREATE INDEX bookings_by_owner ON bookings(owner_id, state, id)",
        "CREATE INDEX bookings_by_state_start ON bookings(state, start_at)",
        "CREATE INDEX bookings_by_state_end ON bookings(state, end_at)",
        "CREATE INDEX bookings_by_state_expiry ON bookings(state, expires_at)",
        """
        CREATE TABLE wallet_accounts (
            id BIGINT PRIMARY KEY,
            user_id BIGINT REFERENCES users(id),
            kind TEXT NOT NULL CONSTRAINT wallet_accounts_kind_check
                CHECK (kind IN ('available', 'held', 'funding')),
            balance_cents BIGINT NOT NULL DEFAULT 0,
            CONSTRAINT wallet_accounts_balance_check CHECK (kind = 'funding' OR balance_cents >= 0),
            CONSTRAINT wallet_accounts_user_id_kind_key UNIQUE (user_id, kind)
        )
        """,
        """
        CREATE FUNCTION wallet_accounts_assign_id() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            SELECT coalesce(max(id), 0) + 1 INTO NEW.id FROM wallet_accounts;
            RETURN NEW;
        END
        $$
        """,
        """
        CREATE TRIGGER wallet_accounts_assign_id BEFORE INSERT ON wallet_accounts
        FOR EACH ROW WHEN (NEW.id IS NULL) EXECUTE FUNCTION wallet_accounts_assign_id()
        """,
        "INSERT INTO wallet_accounts (user_id, kind) VALUES (NULL, 'funding')",
        """
        CREATE TABLE ledger_transfers (
            id BIGINT PRIMARY KEY,
            kind TEXT NOT NULL CONSTRAINT ledger_transfers_kind_check
                CHECK (kind IN ('top_up', 'hold', 'refund', 'payout')),
            debit_account BIGINT NOT NULL REFERENCES wallet_accounts(id),
            credit_account BIGINT NOT NULL REFERENCES wallet_accounts(id),
            amount_cents BIGINT NOT NULL CONSTRAINT ledger_transfers_amount_cents_check CHECK (amount_cents > 0),
            booking_id BIGINT REFERENCES bookings(id),
            created_at BIGINT NOT NULL
        )
        """,
        """
        CREATE FUNCTION ledger_transfers_assign_id() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            SELECT coalesce(max(id), 0) + 1 INTO NEW.id FROM ledger_transfers;
            RETURN NEW;
        END
        $$
        """,
        """
        CREATE TRIGGER ledger_transfers_assign_id BEFORE INSERT ON ledger_transfers
        FOR EACH ROW WHEN (NEW.id IS NULL) EXECUTE FUNCTION ledger_transfers_assign_id()
        """,
        "CREATE INDEX ledger_by_debit ON ledger_transfers(debit_account, id)",
        "CREATE INDEX ledger_by_credit ON ledger_transfers(credit_account, id)",
        """
        CREATE TABLE reviews (
            id BIGINT PRIMARY KEY,
            booking_id BIGINT NOT NULL REFERENCES bookings(id),
            author_id BIGINT NOT NULL REFERENCES users(id),
            subject_id BIGINT NOT NULL REFERENCES users(id),
            listing_id BIGINT NOT NULL REFERENCES listings(id),
            about_listing BIGINT NOT NULL,
            rating BIGINT NOT NULL CONSTRAINT reviews_rating_check CHECK (rating BETWEEN 1 AND 5),
            text TEXT NOT NULL DEFAULT '' CONSTRAINT reviews_text_check CHECK (length(text) <= 1000),
            created_at BIGINT NOT NULL,
            published_at BIGINT,
            CONSTRAINT reviews_booking_id_author_id_key UNIQUE (booking_id, author_id)
        )
        """,
        """
        CREATE FUNCTION reviews_assign_id() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            SELECT coalesce(max(id), 0) + 1 INTO NEW.id FROM reviews;
            RETURN NEW;
        END
        $$
        """,
        """
        CREATE TRIGGER reviews_assign_id BEFORE INSERT ON reviews
        FOR EACH ROW WHEN (NEW.id IS NULL) EXECUTE FUNCTION reviews_assign_id()
        """,
        "CREATE INDEX reviews_by_subject ON reviews(subject_id, published_at)",
        "CREATE INDEX reviews_by_listing ON reviews(listing_id, published_at)",
        "CREATE INDEX reviews_unpublished ON reviews(published_at) WHERE published_at IS NULL",
        """
        CREATE TABLE notifications (
            id BIGINT PRIMARY KEY,
            user_id BIGINT NOT NULL REFERENCES users(id),
            kind TEXT NOT NULL,
            text TEXT NOT NULL,
            created_at BIGINT NOT NULL,
            read_at BIGINT
        )
        """,
        """
        CREATE FUNCTION notifications_assign_id() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            SELECT coalesce(max(id), 0) + 1 INTO NEW.id FROM notifications;
            RETURN NEW;
        END
        $$
        """,
        """
        CREATE TRIGGER notifications_assign_id BEFORE INSERT ON notifications
        FOR EACH ROW WHEN (NEW.id IS NULL) EXECUTE FUNCTION notifications_assign_id()
        """,
        "CREATE INDEX notifications_by_user ON notifications(user_id, read_at, id)",
    ]
}
