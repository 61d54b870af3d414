import GRDB

/// Double-entry bookkeeping inside a caller's transaction: every movement debits one wallet account and
/// credits another by the same amount, so money is never made or lost, only moved.
///
/// Each user has an `available` and a `held` account; top-ups come from the one `funding` account, whose
/// balance is minus everything ever topped up.
enum Ledger {
    enum Pocket: String {
        case available, held
    }

    enum TransferKind: String {
        case topUp = "top_up"
        case hold, refund, payout, fee
    }

    static func account(of user: Int64, _ pocket: Pocket, in db: SQLSession) throws -> Int64 {
        let find = try db.cachedStatement(sql: "SELECT id FROM wallet_accounts WHERE user_id = ? AND kind = ?")
        if let id = try Int64.fetchOne(find, arguments: [user, pocket.rawValue]) { return id }
        let insert = try db.cachedStatement(sql: "INSERT INTO wallet_accounts (user_id, kind) VALUES (?, ?) RETURNING id")
        return try Int64.fetchOne(insert, arguments: [user, pocket.rawValue])!
    }

    static func fundingAccount(in db: SQLSession) throws -> Int64 {
        try Int64.fetchOne(db.cachedStatement(sql: "SELECT id FROM wallet_accounts WHERE kind = 'funding'"))!
    }

    static func balance(of user: Int64, _ pocket: Pocket, in db: SQLSession) throws -> Int {
        let read = balanceRead(of: user, pocket)
        return try Int.fetchOne(db.cachedStatement(sql: read.sql), arguments: read.arguments) ?? 0
    }

    /// What `balance` reads.
    static func balanceRead(of user: Int64, _ pocket: Pocket) -> SQLRead {
        SQLRead(sql: "SELECT balance_cents FROM wallet_accounts WHERE user_id = ? AND kind = ?", arguments: [user, pocket.rawValue])
    }

    /// An account a transfer moves money from or to: a user's pocket, made when first used, or one known by its id.
    enum Account {
        case pocket(of: Int64, Pocket)
        case id(Int64)
    }

    /// Moves `cents` from `debit` to `credit`; the accounts' CHECK refuses to take a user's pocket below zero.
    static func transfer(
        _ kind: TransferKind, cents: Int, from debit: Account, to credit: Account, booking: Int64?, at now: Int64,
        in db: SQLSession
    ) throws {
        guard cents > 0 else { return }
        let (debited, credited) = try move(cents, from: debit, to: credit, in: db)
        try db.executeWithNext(
            sql: """
                INSERT INTO ledger_transfers (kind, debit_account, credit_account, amount_cents, booking_id, created_at)
                VALUES (?, ?, ?, ?, ?, ?)
                """,
            arguments: [kind.rawValue, debited, credited, cents, booking, now])
    }

    /// Takes `cents` from `debit` and adds them to `credit`; returns both accounts' ids. Two pockets of one user (a
    /// hold, a refund) change in one statement once both exist.
    private static func move(_ cents: Int, from debit: Account, to credit: Account, in db: SQLSession) throws -> (Int64, Int64) {
        guard case .pocket(let user, let debitPocket) = debit, case .pocket(user, let creditPocket) = credit else {
            return (try add(-cents, to: debit, in: db), try add(cents, to: credit, in: db))
        }
        let changed = try Row.fetchAll(
            db.cachedStatement(
                sql: """
                    UPDATE wallet_accounts SET balance_cents = balance_cents + CASE kind WHEN ? THEN ? ELSE ? END
                    WHERE user_id = ? AND kind IN (?, ?) RETURNING id, kind
                    """),
            arguments: [debitPocket.rawValue, -cents, cents, user, debitPocket.rawValue, creditPocket.rawValue])
        let ids = Dictionary(changed.map { (row: Row) in (row["kind"] as String, row["id"] as Int64) }) { first, _ in first }
        return (
            try ids[debitPocket.rawValue] ?? add(-cents, to: .id(account(of: user, debitPocket, in: db)), in: db),
            try ids[creditPocket.rawValue] ?? add(cents, to: .id(account(of: user, creditPocket, in: db)), in: db)
        )
    }

    /// Adds `cents` to `account`'s balance and returns its id: a pocket's in one statement once it exists.
    private static func add(_ cents: Int, to account: Account, in db: SQLSession) throws -> Int64 {
        switch account {
        case .id(let id):
            try db.cachedStatement(sql: "UPDATE wallet_accounts SET balance_cents = balance_cents + ? WHERE id = ?")
                .execute(arguments: [cents, id])
            return id
        case .pocket(let user, let pocket):
            let update = try db.cachedStatement(
                sql: "UPDATE wallet_accounts SET balance_cents = balance_cents + ? WHERE user_id = ? AND kind = ? RETURNING id")
            if let id = try Int64.fetchOne(update, arguments: [cents, user, pocket.rawValue]) { return id }
            return try add(cents, to: .id(self.account(of: user, pocket, in: db)), in: db)
        }
    }

    /// Refuses when `user` has less than `cents` available.
    static func requireAvailable(_ cents: Int, of user: Int64, in db: SQLSession) throws {
        let available = try balance(of: user, .available, in: db)
        guard available >= cents else {
            throw BookingError.insufficientFunds(total: cents, available: available)
        }
    }

    /// Holds `cents` of a booking's from the renter's available money; refuses when it is short.
    static func hold(_ cents: Int, of booking: Booking, at now: Int64, in db: SQLSession) throws {
        try requireAvailable(cents, of: booking.renterId, in: db)
        try holdAvailable(cents, of: booking, at: now, in: db)
    }

    /// Holds `cents` of a booking's from the renter's available money, which the caller found enough.
    static func holdAvailable(_ cents: Int, of booking: Booking, at now: Int64, in db: SQLSession) throws {
        try transfer(
            .hold, cents: cents, from: .pocket(of: booking.renterId, .available), to: .pocket(of: booking.renterId, .held),
            booking: booking.id, at: now, in: db)
    }

    /// Gives a booking's held money back to the renter.
    static func refund(_ booking: Booking, at now: Int64, in db: SQLSession) throws {
        try refund(booking.totalCents, of: booking, at: now, in: db)
    }

    /// Gives `cents` of a booking's held money back to the renter.
    static func refund(_ cents: Int, of booking: Booking, at now: Int64, in db: SQLSession) throws {
        try transfer(
            .refund, cents: cents, from: .pocket(of: booking.renterId, .held), to: .pocket(of: booking.renterId, .available),
            booking: booking.id, at: now, in: db)
    }

    /// Pays a completed booking's held money to the owner, less the platform's fee; returns what the owner got.
    @discardableResult
    static func payOut(_ booking: Booking, at now: Int64, in db: SQLSession) throws -> Int {
        try payOut(booking.totalCents, of: booking, at: now, in: db)
    }

    /// Pays `cents` of a booking's held money to the owner, less the platform's fee; returns what the owner got.
    static func payOut(_ cents: Int, of booking: Booking, at now: Int64, in db: SQLSession) throws -> Int {
        let held = Account.pocket(of: booking.renterId, .held)
        let fee = try PlatformSettings.load(in: db).fee(on: cents)
        try transfer(.fee, cents: fee, from: held, to: .id(platformAccount(in: db)), booking: booking.id, at: now, in: db)
        try transfer(
            .payout, cents: cents - fee, from: held, to: .pocket(of: booking.ownerId, .available), booking: booking.id,
            at: now, in: db)
        return cents - fee
    }

    static func platformAccount(in db: SQLSession) throws -> Int64 {
        try Int64.fetchOne(db.cachedStatement(sql: "SELECT id FROM wallet_accounts WHERE kind = 'platform'"))!
    }
}
