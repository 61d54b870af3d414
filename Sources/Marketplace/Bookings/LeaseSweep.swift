import GRDB

/// What the clock does to leases, inside the booking sweep's transaction: the first month is paid when a lease
/// starts, each later month is taken on its due day (tried again daily for a week when the renter's balance is
/// short), and the deposit goes back a week after the end unless the owner claimed part of it.
extension Bookings {
    /// Pays the first month to the owner, from what was held when the lease was asked for.
    static func startLease(_ booking: Booking, at now: Int64, in db: SQLSession) throws -> [Notice] {
        guard var lease = try Lease.of(booking: booking.id!, in: db) else { return [] }
        let paid = try Ledger.payOut(lease.monthlyCents, of: booking, at: now, in: db)
        lease.settleMonth(unpaid: false, startAt: booking.startAt, calendar: ZonedCalendar(identifier: booking.timeZone))
        try lease.save(in: db)
        let note = try BookingNote(booking, in: db)
        let news = BookingNews.rentPaid(month: 1, rentCents: lease.monthlyCents, paidCents: paid)
        return [note.tell(.renter, news), note.tell(.owner, news)]
    }

    /// Tries every rent whose try is due by `now`, in order, each lease until its next try is still to come.
    static func collectRent(_ now: Int64, in db: SQLSession) throws -> [Notice] {
        var notices: [Notice] = []
        let due = try Row.fetchAll(
            db.cachedStatement(
                sql: """
                    SELECT l.booking_id FROM leases l JOIN bookings b ON b.id = l.booking_id
                    WHERE b.state = 'active' AND l.attempt_at <= ? ORDER BY l.attempt_at, l.booking_id
                    """),
            arguments: [now])
        for row in due {
            let id: Int64 = row[0]
            guard let booking = try Booking.fetchOne(db, id: id), var lease = try Lease.of(booking: id, in: db) else { continue }
            let calendar = ZonedCalendar(identifier: booking.timeZone)
            let note = try BookingNote(booking, in: db)
            while let attempt = lease.attemptAt, attempt <= now, attempt < booking.endAt {
                let month = lease.month
                do {
                    try Ledger.hold(lease.monthlyCents, of: booking, at: attempt, in: db)
                    let paid = try Ledger.payOut(lease.monthlyCents, of: booking, at: attempt, in: db)
                    lease.settleMonth(unpaid: false, startAt: booking.startAt, calendar: calendar)
                    let news = BookingNews.rentPaid(month: month, rentCents: lease.monthlyCents, paidCents: paid)
                    notices += [note.tell(.renter, news), note.tell(.owner, news)]
                } catch BookingError.insufficientFunds {
                    let left = lease.retriesLeft(after: attempt, calendar: calendar)
                    if left == 0 {
                        lease.settleMonth(unpaid: true, startAt: booking.startAt, calendar: calendar)
                        let news = BookingNews.rentUnpaid(month: month, rentCents: lease.monthlyCents)
                        notices += [note.tell(.renter, news), note.tell(.owner, news)]
                    } else {
                        lease.attemptAt = calendar.adding(days: 1, to: attempt)
                        let news = BookingNews.rentMissed(month: month, rentCents: lease.monthlyCents, retriesLeft: left)
                        notices += [note.tell(.renter, news), note.tell(.owner, news)]
                    }
                }
            }
            if let attempt = lease.attemptAt, attempt >= booking.endAt { lease.attemptAt = nil }
            try lease.save(in: db)
        }
        return notices
    }

    /// Ends a lease's payments (a month still being tried counts unpaid); its deposit stays held for `Lease.claimDays`
    /// days, in which the owner may claim part of it. Nil for a booking that isn't a lease.
    static func endLease(_ booking: Booking, at now: Int64, in db: SQLSession) throws -> [Notice]? {
        guard var lease = try Lease.of(booking: booking.id!, in: db) else { return nil }
        let note = try BookingNote(booking, in: db)
        var notices: [Notice] = []
        if lease.dueAt != nil {
            let news = BookingNews.rentUnpaid(month: lease.month, rentCents: lease.monthlyCents)
            notices += [note.tell(.renter, news), note.tell(.owner, news)]
            lease.monthsUnpaid += 1
            lease.monthsSettled += 1
        }
        lease.dueAt = nil
        lease.attemptAt = nil
        if lease.depositCents > 0 {
            lease.depositDueAt = ZonedCalendar(identifier: booking.timeZone).adding(days: Lease.claimDays, to: booking.endAt)
        } else {
            lease.depositState = .returned
        }
        try lease.save(in: db)
        let news = BookingNews.leaseEnded(depositCents: lease.depositCents, depositBackAt: lease.depositDueAt)
        return notices + [note.tell(.renter, news), note.tell(.owner, news)]
    }

    /// Gives back every deposit whose claim window closed by `now` without a claim.
    static func returnDeposits(_ now: Int64, in db: SQLSession) throws -> [Notice] {
        var notices: [Notice] = []
        let due = try Row.fetchAll(
            db.cachedStatement(
                sql: """
                    SELECT booking_id FROM leases WHERE deposit_state = 'held' AND deposit_due_at <= ?
                    ORDER BY deposit_due_at, booking_id
                    """),
            arguments: [now])
        for row in due {
            let id: Int64 = row[0]
            guard let booking = try Booking.fetchOne(db, id: id), var lease = try Lease.of(booking: id, in: db) else { continue }
            try Ledger.refund(lease.depositCents, of: booking, at: now, in: db)
            lease.depositState = .returned
            lease.depositDueAt = nil
            try lease.save(in: db)
            let note = try BookingNote(booking, in: db)
            let news = BookingNews.depositReturned(cents: lease.depositCents)
            notices += [note.tell(.renter, news), note.tell(.owner, news)]
        }
        return notices
    }
}
