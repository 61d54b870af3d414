/// The v11 schema: on PostgreSQL, bookings, wallet accounts, ledger transfers, notifications and messages take their
/// ids from sequences instead of one more than the largest id.
///
/// One more than the largest is what SQLite does, and it is safe only while one write runs at a time: two bookings
/// of different listings, written at once, would both take the same id. A sequence gives each its own. An id
/// taken by a write that rolls back is not given again, so the ids may skip a number where SQLite's would not;
/// a booking checks the renter's money, and a message its sender's quota and blocks, before taking an id, so the
/// everyday refusals skip none. SQLite is
/// unchanged.
enum IdSequenceSchema {
    static let v11 = "SELECT 1;"

    static let tables = ["bookings", "wallet_accounts", "ledger_transfers", "notifications", "messages"]

    static let postgresV11: [String] = tables.flatMap { table in
        [
            "CREATE SEQUENCE \(table)_ids",
            "SELECT setval('\(table)_ids', coalesce((SELECT max(id) FROM \(table)), 0) + 1, false)",
            """
            CREATE OR REPLACE FUNCTION \(table)_assign_id() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                NEW.id := nextval('\(table)_ids');
                RETURN NEW;
            END
            $$
            """,
        ]
    }
}
