/// The v10 schema: the deposit and notice period a home's owner asks, and each lease's monthly rent, where its
/// payments stand, and its deposit: held, claimed in part by the owner (for an admin to decide), or given back.
enum LeaseSchema {
    static let v10 = """
        CREATE TABLE listing_lease_terms (
            listing_id INTEGER PRIMARY KEY REFERENCES listings(id),
            deposit_cents INTEGER NOT NULL DEFAULT 0 CHECK (deposit_cents >= 0),
            notice_months INTEGER NOT NULL DEFAULT 1 CHECK (notice_months >= 0)
        );
        CREATE TABLE leases (
            booking_id INTEGER PRIMARY KEY REFERENCES bookings(id),
            monthly_cents INTEGER NOT NULL CHECK (monthly_cents >= 0),
            deposit_cents INTEGER NOT NULL CHECK (deposit_cents >= 0),
            months INTEGER NOT NULL CHECK (months >= 1),
            notice_months INTEGER NOT NULL,
            months_settled INTEGER NOT NULL DEFAULT 0,
            months_unpaid INTEGER NOT NULL DEFAULT 0,
            due_at INTEGER,
            attempt_at INTEGER,
            deposit_state TEXT NOT NULL DEFAULT 'held'
                CHECK (deposit_state IN ('held', 'claimed', 'returned', 'settled')),
            deposit_due_at INTEGER,
            claim_cents INTEGER,
            claim_reason TEXT
        );
        CREATE INDEX leases_by_attempt ON leases(attempt_at) WHERE attempt_at IS NOT NULL;
        CREATE INDEX leases_by_deposit_due ON leases(deposit_due_at) WHERE deposit_state = 'held';
        """

    static let postgresV10 = [
        """
        CREATE TABLE listing_lease_terms (
            listing_id BIGINT PRIMARY KEY REFERENCES listings(id),
            deposit_cents BIGINT NOT NULL DEFAULT 0 CHECK (deposit_cents >= 0),
            notice_months BIGINT NOT NULL DEFAULT 1 CHECK (notice_months >= 0)
        )
        """,
        """
        CREATE TABLE leases (
            booking_id BIGINT PRIMARY KEY REFERENCES bookings(id),
            monthly_cents BIGINT NOT NULL CHECK (monthly_cents >= 0),
            deposit_cents BIGINT NOT NULL CHECK (deposit_cents >= 0),
            months BIGINT NOT NULL CHECK (months >= 1),
            notice_months BIGINT NOT NULL,
            months_settled BIGINT NOT NULL DEFAULT 0,
            months_unpaid BIGINT NOT NULL DEFAULT 0,
            due_at BIGINT,
            attempt_at BIGINT,
            deposit_state TEXT NOT NULL DEFAULT 'held'
                CHECK (deposit_state IN ('held', 'claimed', 'returned', 'settled')),
            deposit_due_at BIGINT,
            claim_cents BIGINT,
            claim_reason TEXT
        )
        """,
        "CREATE INDEX leases_by_attempt ON leases(attempt_at) WHERE attempt_at IS NOT NULL",
        "CREATE INDEX leases_by_deposit_due ON leases(deposit_due_at) WHERE deposit_state = 'held'",
    ]
}
