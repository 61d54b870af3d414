import GRDB

/// Double-blind reviews of completed bookings: each side reviews the other once within 14 days of the end,
/// and a review is shown once both have written or the window has closed.
public struct Reviews: Sendable {
    public static let windowSeconds: Int64 = 14 * 86_400
    public static let maximumLength = 1000

    /// A published review as profiles and listings show it.
    public struct Entry: Sendable, Equatable {
        public var authorName: String
        public var rating: Int
        public var text: String
        public var at: Int64
    }

    /// Published reviews with their count and average.
    public struct Summary: Sendable, Equatable {
        public var count: Int
        public var average: Double?
        public var latest: [Entry]
    }

    /// A review written, whom to tell, and whether it is already shown.
    public struct Outcome: Sendable {
        public var subjectName: String
        public var published: Bool
        public var notices: [Notice]
    }

    let database: AppDatabase
    let clock: any WallClock

    public init(database: AppDatabase, clock: any WallClock) {
        self.database = database
        self.clock = clock
    }

    /// `author` reviews the other side of booking `id`.
    public func review(booking id: Int64, by author: Int64, rating: Int, text: String) async throws -> Outcome {
        guard text.storedLength <= Self.maximumLength else { throw ReviewError.textTooLong }
        let now = clock.now().unixSeconds
        let schedule = database.sweepSchedule
        return try await database.writeAfterSweep(at: now) { db, swept in
            guard let booking = try Booking.fetchOne(db, id: id) else { throw BookingError.notFound }
            var outcome = try Self.write(booking, by: author, rating: rating, text: text, now: now, schedule: schedule, in: db)
            outcome.notices = swept + outcome.notices
            return outcome
        }
    }

    /// Published reviews of the user named `name`.
    public func about(user name: String, limit: Int = 5) async throws -> Summary? {
        try database.read { db in
            guard let id = try Int64.fetchOne(
                db, sql: "SELECT id FROM users WHERE username = ? COLLATE NOCASE AND banned_at IS NULL", arguments: [name])
            else { return nil }
            return try Self.summary("r.subject_id = ?", id, limit: limit, in: db)
        }
    }

    /// Published reviews renters wrote about listing `id`.
    public func about(listing id: Int64, limit: Int = 5) async throws -> Summary {
        try database.read { db in
            try Self.summary("r.listing_id = ? AND r.about_listing = 1", id, limit: limit, in: db)
        }
    }

    private static func summary(_ condition: String, _ key: Int64, limit: Int, in db: SQLSession) throws -> Summary {
        let totals = try Row.fetchOne(
            db, sql: """
                SELECT count(*), avg(rating) FROM reviews r
                WHERE \(condition) AND r.published_at IS NOT NULL AND r.hidden_at IS NULL
                """,
            arguments: [key])!
        let latest = try Row.fetchAll(
            db,
            sql: """
                SELECT u.username, r.rating, r.text, r.published_at FROM reviews r JOIN users u ON u.id = r.author_id
                WHERE \(condition) AND r.published_at IS NOT NULL AND r.hidden_at IS NULL ORDER BY r.published_at DESC, r.id DESC LIMIT ?
                """,
            arguments: [key, limit]
        ).map { Entry(authorName: $0[0], rating: $0[1], text: $0[2], at: $0[3]) }
        return Summary(count: totals[0], average: totals[1], latest: latest)
    }

    /// Stores the review and tells its subject; it is published at once when the other side has reviewed too.
    private static func write(
        _ booking: Booking, by author: Int64, rating: Int, text: String, now: Int64, schedule: SweepSchedule, in db: SQLSession
    ) throws -> Outcome {
        guard author == booking.renterId || author == booking.ownerId else { throw BookingError.notFound }
        guard booking.kind == .rental else { throw ReviewError.viewing }
        guard booking.state == .completed else { throw ReviewError.notComplete(booking.state) }
        guard now <= booking.endAt + windowSeconds else { throw ReviewError.windowClosed }
        schedule.expect(booking.endAt + windowSeconds)
        let byRenter = author == booking.renterId
        try db.execute(
            sql: """
                INSERT INTO reviews (booking_id, author_id, subject_id, listing_id, about_listing, rating, text, created_at)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING
                """,
            arguments: [
                booking.id, author, byRenter ? booking.ownerId : booking.renterId, booking.listingId, byRenter,
                rating, text, now,
            ])
        guard db.changesCount == 1 else { throw ReviewError.alreadyReviewed }
        let bothWritten = try Int.fetchOne(db, sql: "SELECT count(*) FROM reviews WHERE booking_id = ?", arguments: [booking.id])! == 2
        if bothWritten { try publish(where: "booking_id = ?", booking.id!, at: now, in: db) }
        let subject: BookingParty = byRenter ? .owner : .renter
        let note = try BookingNote(booking, in: db)
        let notice = note.tell(subject, .reviewed(bothShown: bothWritten))
        try notice.insert(at: now, in: db)
        return Outcome(subjectName: note.facts.name(of: subject), published: bothWritten, notices: [notice])
    }

    /// Publishes reviews whose booking ended more than 14 days ago (their subjects were told when each was written).
    static func publishExpired(_ now: Int64, in db: SQLSession) throws {
        let due = try Int64.fetchAll(
            db,
            sql: """
                SELECT r.id FROM reviews r JOIN bookings b ON b.id = r.booking_id
                WHERE r.published_at IS NULL AND b.end_at + ? <= ?
                """,
            arguments: [windowSeconds, now])
        for id in due { try publish(where: "id = ?", id, at: now, in: db) }
    }

    /// Publishes the matching unpublished reviews and adds those about listings to the listing's rating.
    private static func publish(where condition: String, _ key: Int64, at now: Int64, in db: SQLSession) throws {
        let rows = try Row.fetchAll(
            db, sql: "SELECT id, listing_id, about_listing = 1 AND hidden_at IS NULL, rating FROM reviews WHERE \(condition) AND published_at IS NULL",
            arguments: [key])
        for row in rows {
            try db.execute(sql: "UPDATE reviews SET published_at = ? WHERE id = ?", arguments: [now, row[0] as Int64])
            if row[2] as Bool {
                try db.execute(
                    sql: "UPDATE listings SET rating_count = rating_count + 1, rating_total = rating_total + ? WHERE id = ?",
                    arguments: [row[3] as Int, row[1] as Int64])
            }
        }
    }
}
