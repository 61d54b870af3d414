import GRDB

/// Booking and viewing requests, their answers and cancellations, and the moments the clock moves them on.
///
/// Every change runs in one write transaction that first applies what the clock has made due (`Bookings.sweep`)
/// and then re-checks the slot, so two requests for one slot can never both hold it.
public struct Bookings: Sendable {
    /// A booking that changed, and what to tell the people it concerns.
    public struct Outcome: Sendable {
        public var booking: Booking
        public var notices: [Notice]
        /// The booking's lease, when it is one and the change concerns its payments.
        public var lease: Lease?
    }

    /// A booking as a list shows it: with its listing's title and the other side's name.
    public struct Entry: Sendable, Equatable {
        public var booking: Booking
        public var title: String
        public var renterName: String
        public var ownerName: String
    }

    let database: AppDatabase
    let clock: any WallClock
    private var schedule: SweepSchedule { database.sweepSchedule }

    public init(database: AppDatabase, clock: any WallClock) {
        self.database = database
        self.clock = clock
    }

    /// Prices `from`–`to` (local to the listing) for `renter` and checks the listing is free then; writes nothing.
    /// Whole days of a rental that have begun are priced from now on.
    public func quote(listing id: Int64, from: WallTime, to: WallTime, for renter: Int64, kind: BookingKind = .rental)
        async throws -> BookingQuote
    {
        let now = clock.now().unixSeconds
        return try database.read { db in
            try db.prefetch(
                [Listings.listingRead(id), LeaseTerms.termsRead(listing: id), ListingCalendar.rulesRead(listing: id)])
            let listing = try Self.bookableListing(id, for: renter, kind: kind, in: db)
            let calendar = ZonedCalendar(identifier: listing.timeZone)
            let asked = TimeSpan(from: from, to: to, in: calendar)
            let span = kind == .rental && listing.kind != .home ? asked.remainder(after: now, in: calendar) : asked
            try Self.check(span, of: listing, kind: kind, now: now, in: db)
            return BookingQuote(listing, span: span, kind: kind, terms: try LeaseTerms.of(listing, in: db))
        }
    }

    /// Books what `quote` described: approved at once for instant-book listings, otherwise a request; the total
    /// is held from the renter's balance.
    public func book(_ quote: BookingQuote, for renter: Int64) async throws -> Outcome {
        let now = clock.now().unixSeconds
        let schedule = schedule
        let reads =
            [Listings.listingRead(quote.listingID), LeaseTerms.termsRead(listing: quote.listingID)]
            + (quote.kind == .rental ? ListingCalendar.reads(listing: quote.listingID, from: now, near: quote.span) : [])
            + [Ledger.balanceRead(of: renter, .available)]
        return try await database.writeAfterSweep(
            at: now, scope: .booking(listing: quote.listingID, renter: renter), reads: reads
        ) { db, swept in
            var outcome = try Self.book(quote, for: renter, at: now, schedule: schedule, in: db)
            outcome.notices.insert(contentsOf: swept, at: 0)
            return outcome
        }
    }

    /// How long after its start a quote still books, as a quote of what is left of a day starts within the quarter hour.
    static let yesGrace: Int64 = 15 * 60

    /// `book` inside the caller's transaction, which holds the listing's calendar and the renter's wallet.
    static func book(
        _ quote: BookingQuote, for renter: Int64, at now: Int64, schedule: SweepSchedule, in db: SQLSession
    ) throws -> Outcome {
        var notices: [Notice] = []
        let listing = try Self.bookableListing(quote.listingID, for: renter, kind: quote.kind, in: db)
        let terms = try LeaseTerms.of(listing, in: db)
        let current = BookingQuote(listing, span: quote.span, kind: quote.kind, terms: terms)
        guard current.totalCents == quote.totalCents, current.unitCents == quote.unitCents else {
            throw BookingError.priceChanged
        }
        let startedWhileAsking = quote.span.start < now && now - quote.span.start <= Self.yesGrace
        try Self.check(quote.span, of: listing, kind: quote.kind, now: startedWhileAsking ? quote.span.start : now, in: db)
        try Ledger.requireAvailable(current.totalCents, of: renter, in: db)
        let instant = quote.kind == .rental && listing.instantBook
        var booking = Booking(
            id: nil, listingId: listing.id!, renterId: renter, ownerId: listing.ownerId, kind: quote.kind,
            state: instant ? .approved : .requested, startAt: quote.span.start, endAt: quote.span.end,
            timeZone: listing.timeZone, units: current.units, unit: current.unit, unitCents: current.unitCents,
            totalCents: current.totalCents, expiresAt: min(now + 86_400, quote.span.start > now ? quote.span.start : quote.span.end),
            reminded: false,
            cancelledBy: nil, createdAt: now, updatedAt: now)
        booking.id = try db.insert(booking)
        if current.isLease {
            try Lease(
                bookingId: booking.id!, monthlyCents: current.unitCents, depositCents: current.depositCents,
                months: current.units, noticeMonths: terms.noticeMonths
            ).insert(in: db)
        }
        try Ledger.holdAvailable(booking.totalCents, of: booking, at: now, in: db)
        schedule.expect(instant ? booking.startAt - 3600 : booking.expiresAt)
        let note = try BookingNote(booking, in: db)
        let notice = note.tell(.owner, instant ? .booked : .requested)
        try notice.insertWithNext(at: now, in: db)
        notices.append(notice)
        return Outcome(booking: booking, notices: notices)
    }

    /// The owner approves request `id`; overlapping pending requests for the same slot are declined.
    public func approve(_ id: Int64, by owner: Int64) async throws -> Outcome {
        try await answer(id, by: owner, .approve, action: "approved") { booking, note, now, db in
            var notices = [note.tell(.renter, .approved)]
            guard booking.kind == .rental else { return notices }
            let listing = try Listing.fetchOne(db, id: booking.listingId)!
            let calendar = try ListingCalendar.load(listing, from: now, near: booking.interval, excluding: booking.id, in: db)
            if calendar.clash(with: booking.interval) != nil { throw BookingError.unavailable(.taken, title: listing.title) }
            let buffer = Int64(calendar.rules.bufferMinutes) * 60
            let rivals = try Booking.fetchAll(
                db,
                sql: """
                    SELECT * FROM bookings WHERE listing_id = ? AND state = 'requested' AND kind = 'rental' AND id <> ?
                    AND start_at < ? AND end_at > ?
                    """,
                arguments: [booking.listingId, booking.id, booking.endAt + buffer, booking.startAt - buffer])
            for var rival in rivals {
                try Self.move(&rival, to: .declined, at: now, in: db)
                try Ledger.refund(rival, at: now, in: db)
                notices.append(try BookingNote(rival, in: db).tell(.renter, .declined(slotTaken: true)))
            }
            return notices
        }
    }

    public func decline(_ id: Int64, by owner: Int64) async throws -> Outcome {
        try await answer(id, by: owner, .decline, action: "declined") { booking, note, now, db in
            try Ledger.refund(booking, at: now, in: db)
            return [note.tell(.renter, .declined(slotTaken: false))]
        }
    }

    /// Cancels booking `id` before it starts, by either side, with a full refund.
    public func cancel(_ id: Int64, by user: Int64) async throws -> Outcome {
        let now = clock.now().unixSeconds
        return try await database.writeAfterSweep(at: now) { db, swept in
            var notices = swept
            guard var booking = try Booking.fetchOne(db, id: id) else { throw BookingError.notFound }
            let byRenter = booking.renterId == user
            guard byRenter || booking.ownerId == user else { throw BookingError.notFound }
            if booking.state == .active { throw BookingError.alreadyStarted }
            if !byRenter && booking.state == .requested { throw BookingError.declineInstead }
            guard booking.state.after(byRenter ? .cancelByRenter : .cancelByOwner) != nil else {
                throw BookingError.wrongState(booking.state, action: "cancelled")
            }
            booking.cancelledBy = user
            try Self.move(&booking, to: .cancelled, at: now, in: db)
            try Ledger.refund(booking, at: now, in: db)
            let note = try BookingNote(booking, in: db)
            let notice = note.tell(byRenter ? .owner : .renter, .cancelled)
            try notice.insertWithNext(at: now, in: db)
            notices.append(notice)
            return Outcome(booking: booking, notices: notices)
        }
    }

    /// Applies what the clock has made due since the last change; returns whom to tell.
    /// Takes the write lock only once something is due, so reads that sweep first do not queue behind bookings.
    public func sweep() async throws -> [Notice] {
        let now = clock.now().unixSeconds
        guard schedule.isDue(at: now) else { return [] }
        return try await database.writeAfterSweep(at: now) { _, swept in swept }
    }

    /// The bookings `renter` made, soonest first among the ones still to come, then the rest newest first.
    public func made(by renter: Int64, limit: Int = 20) async throws -> [Entry] {
        try await entries(
            where: "b.renter_id = ?", order: "b.state IN ('requested', 'approved', 'active') DESC, b.start_at", [renter], limit)
    }

    /// Bookings of `owner`'s listings still to answer or to come, pending requests first, then by start.
    public func requests(for owner: Int64, limit: Int = 20) async throws -> [Entry] {
        try await entries(
            where: "b.owner_id = ? AND b.state IN ('requested', 'approved', 'active')",
            order: "b.state = 'requested' DESC, b.start_at", [owner], limit)
    }

    /// Every booking of one of `owner`'s listings: those to answer first, then those to come by start, then the
    /// rest latest first; none when the listing is someone else's.
    public func bookings(ofListing listing: Int64, ownedBy owner: Int64, limit: Int = 20) async throws -> [Entry] {
        try await entries(
            where: "b.listing_id = ? AND b.owner_id = ?",
            order: """
                b.state IN ('requested', 'approved', 'active') DESC, b.state = 'requested' DESC,
                CASE WHEN b.state IN ('requested', 'approved', 'active') THEN b.start_at ELSE -b.start_at END
                """, [listing, owner], limit)
    }

    /// The completed bookings `author` was a side of and may still review (within `Reviews.windowSeconds` of the end,
    /// not reviewed yet), the latest first.
    public func reviewable(by author: Int64, limit: Int = 20) async throws -> [Entry] {
        try await entries(
            where: """
                b.kind = 'rental' AND b.state = 'completed' AND b.end_at > ? AND (b.renter_id = ? OR b.owner_id = ?)
                  AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.booking_id = b.id AND r.author_id = ?)
                """,
            order: "b.end_at DESC, b.id DESC", [clock.now().unixSeconds - Reviews.windowSeconds, author, author, author], limit)
    }

    public func entry(_ id: Int64) async throws -> Entry? {
        try await entries(where: "b.id = ?", order: "b.id", [id], 1).first
    }

    /// Answers a pending request of `owner`'s: moves it on, then lets `effects` refund, decline rivals or refuse.
    private func answer(
        _ id: Int64, by owner: Int64, _ event: BookingState.Event, action: String,
        effects: @escaping @Sendable (Booking, BookingNote, Int64, SQLSession) throws -> [Notice]
    ) async throws -> Outcome {
        let now = clock.now().unixSeconds
        return try await database.writeAfterSweep(at: now) { db, swept in
            var notices = swept
            guard var booking = try Booking.fetchOne(db, id: id) else { throw BookingError.notFound }
            guard booking.ownerId == owner else {
                throw booking.renterId == owner ? BookingError.notOwner(action: event == .approve ? "approve" : "decline") : BookingError.notFound
            }
            guard let next = booking.state.after(event) else { throw BookingError.wrongState(booking.state, action: action) }
            try Self.move(&booking, to: next, at: now, in: db)
            if next == .approved { schedule.expect(booking.startAt - 3600) }
            let note = try BookingNote(booking, in: db)
            let told = try effects(booking, note, now, db)
            for notice in told { try notice.insertWithNext(at: now, in: db) }
            notices += told
            return Outcome(booking: booking, notices: notices, lease: try Lease.of(booking: id, in: db))
        }
    }

    private func entries(where condition: String, order: String, _ keys: [Int64], _ limit: Int) async throws -> [Entry] {
        try database.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT b.*, l.title AS listing_title, r.username AS renter_name, o.username AS owner_name
                    FROM bookings b JOIN listings l ON l.id = b.listing_id
                    JOIN users r ON r.id = b.renter_id JOIN users o ON o.id = b.owner_id
                    WHERE \(condition) ORDER BY \(order) LIMIT ?
                    """,
                arguments: SQLArguments(keys + [Int64(limit)])
            ).map { row in
                Entry(
                    booking: try Booking(row: row), title: row["listing_title"], renterName: row["renter_name"],
                    ownerName: row["owner_name"])
            }
        }
    }

    static func move(_ booking: inout Booking, to state: BookingState, at now: Int64, in db: SQLSession) throws {
        booking.state = state
        booking.updatedAt = now
        try db.update(booking)
    }

    private static func bookableListing(_ id: Int64, for renter: Int64, kind: BookingKind, in db: SQLSession) throws -> Listing {
        let listing = try Listings.visible(id, to: renter, in: db)
        guard listing.ownerId != renter else { throw BookingError.ownListing }
        if kind == .viewing && listing.kind != .home { throw BookingError.viewingNeedsHome }
        return listing
    }

    /// Refuses a span that is past, or, for rentals, outside the owner's terms, blocked or taken.
    private static func check(_ span: TimeSpan, of listing: Listing, kind: BookingKind, now: Int64, in db: SQLSession) throws {
        if kind == .viewing {
            if span.start < now { throw BookingError.unavailable(.past, title: listing.title) }
            return
        }
        if let problem = try ListingCalendar.load(listing, from: now, near: span, in: db).problem(with: span, now: now) {
            throw BookingError.unavailable(problem, title: listing.title)
        }
    }
}
