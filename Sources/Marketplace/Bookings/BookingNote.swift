import GRDB

/// The words notifications use about one booking: who, what and when, and its price.
struct BookingNote {
    let booking: Booking
    let renter: String
    let owner: String
    /// "\"Quiet closet\" on Sat Nov 28, 2:00–6:00 pm PST".
    let what: String
    /// "$12.00".
    let price: String

    init(_ booking: Booking, in db: Database) throws {
        self.booking = booking
        let row = try Row.fetchOne(
            db.cachedStatement(
                sql: """
                    SELECT l.title, r.username, o.username FROM listings l, users r, users o
                    WHERE l.id = ? AND r.id = ? AND o.id = ?
                    """),
            arguments: [booking.listingId, booking.renterId, booking.ownerId])!
        renter = row[1]
        owner = row[2]
        let when = TimeSpanText.format(booking.interval, in: ZonedCalendar(identifier: booking.timeZone))
        what = "\"\(row[0] as String)\" on \(when)"
        price = PriceText.exact(cents: booking.totalCents)
    }

    /// "booking" or "viewing", for "your booking of …".
    var request: String { booking.kind == .viewing ? "viewing of" : "booking of" }

    func toOwner(_ kind: String, _ text: String) -> Notice {
        Notice(userID: booking.ownerId, kind: kind, text: text, bookingID: booking.id, otherParty: renter)
    }

    func toRenter(_ kind: String, _ text: String) -> Notice {
        Notice(userID: booking.renterId, kind: kind, text: text, bookingID: booking.id, otherParty: owner)
    }
}
