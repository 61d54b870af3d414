/// The rental loop's schema: when listings can be rented, bookings and viewings, the wallet's double-entry
/// ledger, reviews and stored notifications.
///
/// Booking and block times are whole seconds since 1970 in UTC (`INTEGER`), so overlap checks compare numbers;
/// each booking keeps its listing's IANA zone to show them in local time.
enum BookingSchema {
    static let v3 = """
        CREATE TABLE availability_rules (
            listing_id INTEGER PRIMARY KEY REFERENCES listings(id) ON DELETE CASCADE,
            weekly_hours TEXT NOT NULL DEFAULT '',
            min_minutes INTEGER,
            max_minutes INTEGER,
            buffer_minutes INTEGER NOT NULL DEFAULT 0
        ) WITHOUT ROWID;

        CREATE TABLE listing_blocks (
            id INTEGER PRIMARY KEY,
            listing_id INTEGER NOT NULL REFERENCES listings(id) ON DELETE CASCADE,
            start_at INTEGER NOT NULL,
            end_at INTEGER NOT NULL CHECK (end_at > start_at)
        );
        CREATE INDEX listing_blocks_by_listing ON listing_blocks(listing_id, end_at);

        CREATE TABLE bookings (
            id INTEGER PRIMARY KEY,
            listing_id INTEGER NOT NULL REFERENCES listings(id),
            renter_id INTEGER NOT NULL REFERENCES users(id),
            owner_id INTEGER NOT NULL REFERENCES users(id),
            kind TEXT NOT NULL CHECK (kind IN ('rental', 'viewing')),
            state TEXT NOT NULL
                CHECK (state IN ('requested', 'approved', 'declined', 'expired', 'active', 'completed', 'cancelled')),
            start_at INTEGER NOT NULL,
            end_at INTEGER NOT NULL CHECK (end_at > start_at),
            time_zone TEXT NOT NULL,
            units INTEGER NOT NULL,
            unit TEXT NOT NULL,
            unit_cents INTEGER NOT NULL,
            total_cents INTEGER NOT NULL CHECK (total_cents >= 0),
            expires_at INTEGER NOT NULL,
            reminded INTEGER NOT NULL DEFAULT 0,
            cancelled_by INTEGER REFERENCES users(id),
            created_at INTEGER NOT NULL,
            updated_at INTEGER NOT NULL
        );
        CREATE INDEX bookings_by_listing ON bookings(listing_id, end_at);
        CREATE INDEX bookings_by_renter ON bookings(renter_id, id);
        CREATE INDEX bookings_by_owner ON bookings(owner_id, state, id);
        CREATE INDEX bookings_by_state_start ON bookings(state, start_at);
        CREATE INDEX bookings_by_state_end ON bookings(state, end_at);
        CREATE INDEX bookings_by_state_expiry ON bookings(state, expires_at);

        CREATE TABLE wallet_accounts (
            id INTEGER PRIMARY KEY,
            user_id INTEGER REFERENCES users(id),
            kind TEXT NOT NULL CHECK (kind IN ('available', 'held', 'funding')),
            balance_cents INTEGER NOT NULL DEFAULT 0,
            CHECK (kind = 'funding' OR balance_cents >= 0),
            UNIQUE (user_id, kind)
        );
        INSERT INTO wallet_accounts (user_id, kind) VALUES (NULL, 'funding');

        CREATE TABLE ledger_transfers (
            id INTEGER PRIMARY KEY,
            kind TEXT NOT NULL CHECK (kind IN ('top_up', 'hold', 'refund', 'payout')),
            debit_account INTEGER NOT NULL REFERENCES wallet_accounts(id),
            credit_account INTEGER NOT NULL REFERENCES wallet_accounts(id),
            amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
            booking_id INTEGER REFERENCES bookings(id),
            created_at INTEGER NOT NULL
        );
        CREATE INDEX ledger_by_debit ON ledger_transfers(debit_account, id);
        CREATE INDEX ledger_by_credit ON ledger_transfers(credit_account, id);

        CREATE TABLE reviews (
            id INTEGER PRIMARY KEY,
            booking_id INTEGER NOT NULL REFERENCES bookings(id),
            author_id INTEGER NOT NULL REFERENCES users(id),
            subject_id INTEGER NOT NULL REFERENCES users(id),
            listing_id INTEGER NOT NULL REFERENCES listings(id),
            about_listing INTEGER NOT NULL,
            rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
            text TEXT NOT NULL DEFAULT '' CHECK (length(text) <= 1000),
            created_at INTEGER NOT NULL,
            published_at INTEGER,
            UNIQUE (booking_id, author_id)
        );
        CREATE INDEX reviews_by_subject ON reviews(subject_id, published_at);
        CREATE INDEX reviews_by_listing ON reviews(listing_id, published_at);
        CREATE INDEX reviews_unpublished ON reviews(published_at) WHERE published_at IS NULL;

        CREATE TABLE notifications (
            id INTEGER PRIMARY KEY,
            user_id INTEGER NOT NULL REFERENCES users(id),
            kind TEXT NOT NULL,
            text TEXT NOT NULL,
            created_at INTEGER NOT NULL,
            read_at INTEGER
        );
        CREATE INDEX notifications_by_user ON notifications(user_id, read_at, id);
        """
}
