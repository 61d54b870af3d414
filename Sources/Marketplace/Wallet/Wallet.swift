import GRDB

/// A user's money: simulated top-ups, what is available and held for bookings, and the movements behind them.
public struct Wallet: Sendable {
    /// The most added without a question: larger amounts are confirmed first, to catch a slip of the keyboard.
    public static let unconfirmedTopUpCents = 100_000
    /// The most added at once, confirmed: a year's rent of a large home.
    public static let maximumTopUpCents = 10_000_000

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

    /// Adds `cents` from a simulated payment: at most $1,000, or $100,000 when the person `confirmed` it; returns the
    /// new available balance.
    public func topUp(_ user: Int64, cents: Int, confirmed: Bool = false) async throws -> Int {
        guard cents >= 100 else { throw BookingError.topUpTooSmall }
        guard cents <= Self.maximumTopUpCents else { throw BookingError.topUpTooLarge }
        guard confirmed || cents <= Self.unconfirmedTopUpCents else { throw BookingError.topUpUnconfirmed }
        let now = clock.now().unixSeconds
        return try await database.write { db in
            try Ledger.transfer(
                .topUp, cents: cents, from: .id(Ledger.fundingAccount(in: db)), to: .pocket(of: user, .available),
                booking: nil, at: now, in: db)
            return try Ledger.balance(of: user, .available, in: db)
        }
    }

    /// What `user` can spend now.
    public func available(to user: Int64) async throws -> Int {
        try database.read { db in try Ledger.balance(of: user, .available, in: db) }
    }

    /// The balances of `user` and their last `limit` movements, newest first.
    public func statement(of user: Int64, limit: Int = 5) async throws -> Statement {
        try database.read { db in
            let available = try Ledger.balance(of: user, .available, in: db)
            let held = try Ledger.balance(of: user, .held, in: db)
            let account = try Int64.fetchOne(
                db, sql: "SELECT id FROM wallet_accounts WHERE user_id = ? AND kind = 'available'", arguments: [user])
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT kind, amount_cents, booking_id, created_at, debit_account = ?1 AS outgoing FROM ledger_transfers
                    WHERE debit_account = ?1 OR credit_account = ?1 ORDER BY id DESC LIMIT ?2
                    """,
                arguments: [account, limit])
            let movements = rows.map { row -> Movement in
                let kind: String = row[0]
                let cents: Int = row[1]
                let outgoing: Bool = row[4]
                return Movement(kind: Movement.Kind(rawValue: kind)!, cents: outgoing ? -cents : cents, bookingID: row[2], at: row[3])
            }
            return Statement(availableCents: available, heldCents: held, movements: movements)
        }
    }

    /// Whether the books balance: every account equals its credits less its debits, no user's pocket is below zero,
    /// and all users' money together is what was ever topped up.
    public func isBalanced() async throws -> Bool {
        try database.read { db in
            let mismatched = try Int.fetchOne(db, sql: """
                SELECT count(*) FROM wallet_accounts a WHERE a.balance_cents <>
                    (SELECT coalesce(sum(amount_cents), 0) FROM ledger_transfers WHERE credit_account = a.id)
                  - (SELECT coalesce(sum(amount_cents), 0) FROM ledger_transfers WHERE debit_account = a.id)
                  OR (a.kind <> 'funding' AND a.balance_cents < 0)
                """)!
            let userMoney = try Int.fetchOne(db, sql: "SELECT coalesce(sum(balance_cents), 0) FROM wallet_accounts WHERE kind <> 'funding'")!
            let funding = try Int.fetchOne(db, sql: "SELECT balance_cents FROM wallet_accounts WHERE kind = 'funding'")!
            let toppedUp = try Int.fetchOne(db, sql: "SELECT coalesce(sum(amount_cents), 0) FROM ledger_transfers WHERE kind = 'top_up'")!
            return mismatched == 0 && userMoney == toppedUp && funding == -toppedUp
        }
    }
}
