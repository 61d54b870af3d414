import GRDB

/// What notices say about one booking: the listing, the time in its zone, the price and both sides' names.
public struct BookingFacts: Codable, Sendable, Equatable {
    public var id: Int64
    public var kind: BookingKind
    public var title: String
    public var startAt: Int64
    public var endAt: Int64
    public var timeZone: String
    public var totalCents: Int
    public var renter: String
    public var owner: String
    /// A lease's months and monthly rent; nil for any other booking.
    public var months: Int?
    public var monthlyCents: Int?

    public var interval: TimeSpan { TimeSpan(start: startAt, end: endAt) }

    public func name(of party: BookingParty) -> String {
        party == .renter ? renter : owner
    }
}

extension BookingFacts {
    init(_ booking: Booking, in db: SQLSession) throws {
        let row = try Row.fetchOne(
            db.cachedStatement(
                sql: """
                    SELECT l.title, r.username, o.username FROM listings l, users r, users o
                    WHERE l.id = ? AND r.id = ? AND o.id = ?
                    """),
            arguments: [booking.listingId, booking.renterId, booking.ownerId])!
        id = booking.id!
        kind = booking.kind
        title = row[0]
        startAt = booking.startAt
        endAt = booking.endAt
        timeZone = booking.timeZone
        totalCents = booking.totalCents
        renter = row[1]
        owner = row[2]
        if booking.unit == .month, let lease = try Lease.of(booking: booking.id!, in: db) {
            months = lease.months
            monthlyCents = lease.monthlyCents
        }
    }
}
