import GRDB

/// A home rented by the month: the first month and the deposit are held when it is asked for, the first month is
/// paid when it starts, each later month is taken on its due day, and the deposit comes back a week after the end
/// unless the owner claims part of it, which an admin then allows or refuses.
///
/// A month whose rent can't be taken is tried again daily for a week, then counted unpaid. Either side may end a
/// lease early on the notice its listing asked when it was booked.
public struct Lease: Sendable, Equatable {
    /// Where the deposit stands.
    public enum DepositState: String, Sendable {
        /// Held from the renter, until it goes back or is claimed.
        case held
        /// The owner claimed part of it; that part waits for an admin, the rest went back.
        case claimed
        /// Given back whole.
        case returned
        /// An admin decided the claim.
        case settled
    }

    public var bookingId: Int64
    public var monthlyCents: Int
    public var depositCents: Int
    public var months: Int
    public var noticeMonths: Int
    /// Months paid or counted unpaid, from the first.
    public var monthsSettled: Int
    public var monthsUnpaid: Int
    /// The due day of the month being collected; nil before the start and once every month is settled.
    public var dueAt: Int64?
    /// When the next try to take that month's rent is due.
    public var attemptAt: Int64?
    public var depositState: DepositState
    /// When a deposit still held after the end goes back to the renter.
    public var depositDueAt: Int64?
    /// What the owner claimed of the deposit, and why.
    public var claimCents: Int?
    public var claimReason: String?

    /// Tries after the due day before a month counts unpaid, one a day.
    public static let retries = 7
    /// Days after the end in which the owner may claim part of the deposit before it goes back.
    public static let claimDays = 7

    /// The month being collected, counted from 1.
    public var month: Int { monthsSettled + 1 }

    init(bookingId: Int64, monthlyCents: Int, depositCents: Int, months: Int, noticeMonths: Int) {
        self.bookingId = bookingId
        self.monthlyCents = monthlyCents
        self.depositCents = depositCents
        self.months = months
        self.noticeMonths = noticeMonths
        monthsSettled = 0
        monthsUnpaid = 0
        depositState = .held
    }

    init(row: Row) {
        bookingId = row["booking_id"]
        monthlyCents = row["monthly_cents"]
        depositCents = row["deposit_cents"]
        months = row["months"]
        noticeMonths = row["notice_months"]
        monthsSettled = row["months_settled"]
        monthsUnpaid = row["months_unpaid"]
        dueAt = row["due_at"]
        attemptAt = row["attempt_at"]
        depositState = DepositState(rawValue: row["deposit_state"]) ?? .held
        depositDueAt = row["deposit_due_at"]
        claimCents = row["claim_cents"]
        claimReason = row["claim_reason"]
    }

    static func of(booking id: Int64, in db: SQLSession) throws -> Lease? {
        try Row.fetchOne(db.cachedStatement(sql: "SELECT * FROM leases WHERE booking_id = ?"), arguments: [id]).map(Lease.init(row:))
    }

    func insert(in db: SQLSession) throws {
        try db.executeWithNext(
            sql: "INSERT INTO leases (booking_id, monthly_cents, deposit_cents, months, notice_months) VALUES (?, ?, ?, ?, ?)",
            arguments: [bookingId, monthlyCents, depositCents, months, noticeMonths])
    }

    func save(in db: SQLSession) throws {
        try db.cachedStatement(
            sql: """
                UPDATE leases SET months = ?, months_settled = ?, months_unpaid = ?, due_at = ?, attempt_at = ?,
                    deposit_state = ?, deposit_due_at = ?, claim_cents = ?, claim_reason = ?
                WHERE booking_id = ?
                """
        ).execute(arguments: [
            months, monthsSettled, monthsUnpaid, dueAt, attemptAt, depositState.rawValue, depositDueAt, claimCents,
            claimReason, bookingId,
        ])
    }

    /// Counts the month being collected as settled and moves on to the next one's due day, if any.
    mutating func settleMonth(unpaid: Bool, startAt: Int64, calendar: ZonedCalendar) {
        monthsSettled += 1
        if unpaid { monthsUnpaid += 1 }
        dueAt = monthsSettled < months ? calendar.adding(months: monthsSettled, to: startAt) : nil
        attemptAt = dueAt
    }

    /// The tries left for the month being collected after the one at `attempt` failed, one a day until a week after
    /// its due day.
    func retriesLeft(after attempt: Int64, calendar: ZonedCalendar) -> Int {
        guard let dueAt else { return 0 }
        let lastTry = calendar.adding(days: Self.retries, to: dueAt)
        var left = 0
        var next = calendar.adding(days: 1, to: attempt)
        while next <= lastTry {
            left += 1
            next = calendar.adding(days: 1, to: next)
        }
        return left
    }
}
