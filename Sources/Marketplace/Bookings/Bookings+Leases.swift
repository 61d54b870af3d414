import GRDB

/// Ending a lease early on notice, and the owner's claim on its deposit after it ends.
extension Bookings {
    /// The day lease `id` would end if `user`, either side, gave notice now: the first due day at least the lease's
    /// notice away. Refuses a booking that isn't an active lease of theirs, or one that ends sooner anyway.
    public func endOnNotice(of id: Int64, by user: Int64) async throws -> Int64 {
        let now = clock.now().unixSeconds
        return try database.read { db in try Self.endOnNotice(id, by: user, now: now, in: db).endAt }
    }

    /// Gives notice on lease `id`: it now ends at the day `endOnNotice` gives, and the other side is told. Rent falls
    /// due until then.
    public func giveNotice(_ id: Int64, by user: Int64) async throws -> Outcome {
        let now = clock.now().unixSeconds
        return try await database.writeAfterSweep(at: now) { db, swept in
            var (booking, lease, endAt) = try Self.endOnNotice(id, by: user, now: now, in: db)
            let calendar = ZonedCalendar(identifier: booking.timeZone)
            booking.endAt = endAt
            booking.updatedAt = now
            try db.update(booking)
            lease.months = calendar.monthsSpanned(from: booking.startAt, to: endAt)
            if let due = lease.dueAt, due >= endAt {
                lease.dueAt = nil
                lease.attemptAt = nil
            }
            try lease.save(in: db)
            let party: BookingParty = booking.renterId == user ? .renter : .owner
            let notice = try BookingNote(booking, in: db).tell(party == .renter ? .owner : .renter, .noticeGiven(by: party, endAt: endAt))
            try notice.insert(at: now, in: db)
            return Outcome(booking: booking, notices: swept + [notice], lease: lease)
        }
    }

    /// The owner keeps `cents` of lease `id`'s deposit for `reason`: the rest goes back to the renter at once, and
    /// the claimed part waits for an admin to allow or refuse it.
    public func claimDeposit(_ id: Int64, cents: Int, reason: String, by owner: Int64) async throws -> Outcome {
        let now = clock.now().unixSeconds
        let reason = reason.trimmingCharacters(in: .whitespacesAndNewlines)
        return try await database.writeAfterSweep(at: now) { db, swept in
            var (booking, lease) = try Self.claimable(id, cents: cents, reason: reason, by: owner, in: db)
            try Ledger.refund(lease.depositCents - cents, of: booking, at: now, in: db)
            lease.depositState = .claimed
            lease.depositDueAt = nil
            lease.claimCents = cents
            lease.claimReason = reason
            try lease.save(in: db)
            let notice = try BookingNote(booking, in: db).tell(
                .renter, .depositClaimed(claimCents: cents, reason: reason, returnedCents: lease.depositCents - cents))
            try notice.insert(at: now, in: db)
            return Outcome(booking: booking, notices: swept + [notice], lease: lease)
        }
    }

    /// The leases of `owner`'s homes that have ended with their deposit still held: the ones a claim may be on.
    public func depositsHeld(ownedBy owner: Int64) async throws -> [Int64] {
        try database.read { db in
            try Int64.fetchAll(
                db,
                sql: """
                    SELECT b.id FROM bookings b JOIN leases s ON s.booking_id = b.id
                    WHERE b.owner_id = ? AND b.state = 'completed' AND s.deposit_state = 'held' ORDER BY b.end_at, b.id
                    """,
                arguments: [owner])
        }
    }

    /// Refuses, as `claimDeposit` would, a claim that can't be made; writes nothing.
    public func checkClaim(_ id: Int64, cents: Int, reason: String, by owner: Int64) async throws {
        let reason = reason.trimmingCharacters(in: .whitespacesAndNewlines)
        _ = try database.read { db in try Self.claimable(id, cents: cents, reason: reason, by: owner, in: db) }
    }

    private static func claimable(
        _ id: Int64, cents: Int, reason: String, by owner: Int64, in db: SQLSession
    ) throws -> (Booking, Lease) {
        guard let booking = try Booking.fetchOne(db, id: id), booking.ownerId == owner || booking.renterId == owner else {
            throw BookingError.notFound
        }
        guard let lease = try Lease.of(booking: id, in: db) else { throw BookingError.noDepositToClaim(.notALease) }
        guard booking.ownerId == owner else { throw BookingError.noDepositToClaim(.notTheOwner) }
        guard booking.state == .completed else { throw BookingError.noDepositToClaim(.notEnded) }
        guard lease.depositState == .held else { throw BookingError.noDepositToClaim(.settled) }
        guard cents > 0, cents <= lease.depositCents, !reason.isEmpty, reason.storedLength <= 500 else {
            throw BookingError.badClaim(depositCents: lease.depositCents)
        }
        return (booking, lease)
    }

    private static func endOnNotice(
        _ id: Int64, by user: Int64, now: Int64, in db: SQLSession
    ) throws -> (booking: Booking, lease: Lease, endAt: Int64) {
        guard let booking = try Booking.fetchOne(db, id: id), booking.renterId == user || booking.ownerId == user else {
            throw BookingError.notFound
        }
        guard booking.state == .active else { throw BookingError.wrongState(booking.state, action: "ended early") }
        guard let lease = try Lease.of(booking: id, in: db) else { throw BookingError.alreadyStarted }
        let calendar = ZonedCalendar(identifier: booking.timeZone)
        let earliest = calendar.adding(months: lease.noticeMonths, to: now)
        var months = 1
        while calendar.adding(months: months, to: booking.startAt) < earliest { months += 1 }
        let endAt = calendar.adding(months: months, to: booking.startAt)
        guard endAt < booking.endAt else { throw BookingError.endsWithinNotice(endAt: booking.endAt, timeZone: booking.timeZone) }
        return (booking, lease, endAt)
    }
}
