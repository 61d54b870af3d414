import GRDB

extension Moderation {
    /// A home owner's claim on an ended lease's deposit, as the console lists it.
    public struct DepositClaimRow: Sendable, Equatable {
        /// The lease's booking number, which the console's commands take.
        public var booking: Int64
        public var listing: String
        public var owner: String
        public var renter: String
        public var claimCents: Int
        public var depositCents: Int
        public var reason: String
        /// When the lease ended.
        public var endedAt: Int64
    }

    /// The claims waiting for an admin, oldest lease end first.
    public func depositClaims(limit: Int) throws -> [DepositClaimRow] {
        try database.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT b.id, l.title, o.username, r.username, s.claim_cents, s.deposit_cents, s.claim_reason, b.end_at
                    FROM leases s JOIN bookings b ON b.id = s.booking_id JOIN listings l ON l.id = b.listing_id
                    JOIN users o ON o.id = b.owner_id JOIN users r ON r.id = b.renter_id
                    WHERE s.deposit_state = 'claimed' ORDER BY b.end_at, b.id LIMIT ?
                    """,
                arguments: [limit]
            ).map { row in
                DepositClaimRow(
                    booking: row[0], listing: row[1], owner: row[2], renter: row[3], claimCents: row[4], depositCents: row[5],
                    reason: row[6], endedAt: row[7])
            }
        }
    }

    /// Allows the claim on booking `id`'s deposit (the claimed part goes to the owner, without the platform's fee)
    /// or refuses it (it goes back to the renter), telling both with `note`.
    public func decideClaim(on id: Int64, allow: Bool, note: String) throws -> ModerationOutcome {
        try act(allow ? "allow deposit claim" : "refuse deposit claim", reason: note) { db, now in
            guard let booking = try Booking.fetchOne(db, id: id), var lease = try Lease.of(booking: id, in: db),
                lease.depositState == .claimed, let cents = lease.claimCents
            else { throw ModerationError.noClaim(id) }
            if allow {
                try Ledger.transfer(
                    .payout, cents: cents, from: .pocket(of: booking.renterId, .held),
                    to: .pocket(of: booking.ownerId, .available), booking: id, at: now, in: db)
            } else {
                try Ledger.refund(cents, of: booking, at: now, in: db)
            }
            lease.depositState = .settled
            try lease.save(in: db)
            let told = try BookingNote(booking, in: db)
            let news = BookingNews.claimDecided(claimCents: cents, allowed: allow, note: note)
            for party in [BookingParty.renter, .owner] { try ServerSignal.leave(told.tell(party, news), at: now, in: db) }
            return ("booking \(id)", .claimDecided(id, cents: cents, allowed: allow))
        }
    }
}
