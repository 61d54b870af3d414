import GRDB

/// A booking with the facts its notices tell, to address a notice to either side.
struct BookingNote {
    let booking: Booking
    let facts: BookingFacts

    init(_ booking: Booking, in db: SQLSession) throws {
        self.booking = booking
        facts = try BookingFacts(booking, in: db)
    }

    func tell(_ party: BookingParty, _ news: BookingNews) -> Notice {
        Notice(userID: party == .renter ? booking.renterId : booking.ownerId, event: .booking(facts, news, to: party))
    }
}
