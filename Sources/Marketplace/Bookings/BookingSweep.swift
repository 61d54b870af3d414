import GRDB

extension AppDatabase {
    /// Runs `body` in one write transaction after moving bookings on to `now`; `body` gets whom the sweep told.
    /// A failed transaction leaves the schedule unknown, since the sweep it read back was rolled back too.
    func writeAfterSweep<T: Sendable>(
        at now: Int64, scope: WriteScope = .everything, reads: [SQLRead] = [],
        _ body: @escaping @Sendable (SQLSession, [Notice]) throws -> T
    ) async throws -> T {
        let schedule = sweepSchedule
        do {
            return try await write(scope: scope, reads: schedule.reads + reads) { db in
                try body(db, Bookings.sweep(now, schedule: schedule, in: db))
            }
        } catch {
            schedule.forget()
            throw error
        }
    }
}

extension Bookings {
    /// Moves bookings on as time passes, inside the caller's transaction: unanswered requests expire (refunded),
    /// approved bookings get a reminder within the hour of their start and become active at it, active ones
    /// complete at their end (the owner is paid), leases pay their rent as it falls due (see `collectRent`), and
    /// reviews whose window closed are published.
    static func sweep(_ now: Int64, schedule: SweepSchedule, in db: SQLSession) throws -> [Notice] {
        guard try schedule.isDue(at: now, in: db) else { return [] }
        guard db.holdsEverything else { throw WriteNeedsEverything() }
        var notices: [Notice] = []
        for var booking in try due("state = 'requested' AND expires_at <= ?", now, in: db) {
            try move(&booking, to: .expired, at: now, in: db)
            try Ledger.refund(booking, at: now, in: db)
            let note = try BookingNote(booking, in: db)
            notices += [note.tell(.renter, .expired), note.tell(.owner, .expired)]
        }
        for var booking in try due("state = 'approved' AND reminded = 0 AND start_at <= ? AND start_at > ?", now + 3600, now, in: db) {
            booking.reminded = true
            try db.update(booking)
            let note = try BookingNote(booking, in: db)
            notices += [note.tell(.renter, .starting), note.tell(.owner, .starting)]
        }
        for var booking in try due("state = 'approved' AND start_at <= ?", now, in: db) {
            try move(&booking, to: .active, at: now, in: db)
            if booking.kind == .rental, booking.unit == .month { notices += try startLease(booking, at: now, in: db) }
        }
        notices += try collectRent(now, in: db)
        for var booking in try due("state = 'active' AND end_at <= ?", now, in: db) {
            try move(&booking, to: .completed, at: now, in: db)
            guard booking.kind == .rental else { continue }
            if booking.unit == .month, let told = try endLease(booking, at: now, in: db) {
                notices += told
                continue
            }
            let paid = try Ledger.payOut(booking, at: now, in: db)
            let note = try BookingNote(booking, in: db)
            notices += [note.tell(.renter, .completed(paidCents: paid)), note.tell(.owner, .completed(paidCents: paid))]
        }
        notices += try returnDeposits(now, in: db)
        try Reviews.publishExpired(now, in: db)
        for notice in notices { try notice.insertWithNext(at: now, in: db) }
        try schedule.reload(in: db)
        return notices
    }

    private static func due(_ condition: String, _ arguments: Int64..., in db: SQLSession) throws -> [Booking] {
        try Booking.fetchAll(
            db.cachedStatement(sql: "SELECT * FROM bookings WHERE \(condition) ORDER BY id"), arguments: SQLArguments(arguments))
    }
}
