import GRDB

/// A user's money: simulated top-ups, what is available and held for bookings, and the movements behind them.
public struct Wallet: Sendable {
    public static let maximumTopUpCents = 100_000

    /// One movement as its owner sees it: positive into their available money, negative out of it.
    public struct Movement: Sendable, Equatable {
        public enum Kind: String, Sendable {
            case topUp = "top_up"
            case hold, refund, payout
        }

        public var kind: Kind
        public var cents: Int
        public var bookingID: Int64?
        public var at: Int64
    }

    public struct Statement: Sendable, Equatable {
        public var availableCents: Int
        public var heldCents: Int
        public var movements: [Movement]
    }

    let database: AppDatabase
    let clock: any WallClock

    public init(database: AppDatabase, clock: any WallClock) {
        self.database = database
        self.clock = clock
    }

    /// Adds `cents` (at most $1,000) from a simulated payment; returns the new available balance.
    public func topUp(_ user: Int64, cents: Int) async throws -> Int {
        guard cents >= 100 else { throw BookingError.topUpTooSmall }
        guard cents <= Self.maximumTopUpCents else { throw BookingError.topUpTooLarge }
        let now = clock.now().unixSeconds
        return try await database.writer.write { db in
            let available = try Ledger.account(of: user, .available, in: db)
            try Ledger.transfer(
                .topUp, cents: cents, from: Ledger.fundingAccount(in: db), to: available, booking: nil, at: now, in: db)
            return try Ledger.balance(of: user, .available, in: db)
        }
    }

    /// The balances of `user` and their last `limit` movements, newest first.
    public func statement(of user: Int64, limit: Int = 5) async throws -> Statement {
        try await database.writer.read { db in
            let available = try Ledger.balance(of: user, .available, in: db)
            let held = try Ledger.balance(of: user, .held, in: db)
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT t.kind, t.amount_cents, t.booking_id, t.created_at, d.user_id IS ? AND d.kind = 'available' AS outgoing
                    FROM ledger_transfers t
                    JOIN wallet_accounts d ON d.id = t.debit_account
                    JOIN wallet_accounts c ON c.id = t.credit_account
                    WHERE (d.user_id = ? AND d.kind = 'available') OR (c.user_id = ? AND c.kind = 'available')
                    ORDER BY t.id DESC LIMIT ?
                    """,
                arguments: [user, user, user, limit])
            let movements = rows.map { row -> Movement in
                let kind: String = row[0]
                let cents: Int = row[1]
                let outgoing: Bool = row[4]
                return Movement(kind: Movement.Kind(rawValue: kind)!, cents: outgoing ? -cents : cents, bookingID: row[2], at: row[3])
            }
            return Statement(availableCents: available, heldCents: held, movements: movements)
        }
    }
}
