/// Why a review was refused.
public enum ReviewError: UserFacingError, Equatable, Sendable {
    case noCompletedBooking(with: String)
    case notComplete(BookingState)
    case notParty
    case viewing
    case windowClosed
    case alreadyReviewed
    case textTooLong
    case missingRating

    public var code: String {
        switch self {
        case .noCompletedBooking: "no_completed_booking"
        case .notComplete: "not_complete"
        case .notParty: "not_your_booking"
        case .viewing: "viewing"
        case .windowClosed: "review_window_closed"
        case .alreadyReviewed: "already_reviewed"
        case .textTooLong: "review_too_long"
        case .missingRating: "missing_rating"
        }
    }

    public var message: String {
        switch self {
        case .noCompletedBooking(let name):
            "You can review \(name) only after a booking between you is complete: type my bookings to see yours."
        case .notComplete(let state):
            "That booking is \(state.rawValue), not complete: you can review it once it has ended."
        case .notParty:
            "Only the renter and the owner of a booking can review it: type my bookings to see yours."
        case .viewing:
            "Viewings aren't reviewed: review a booking once it's complete."
        case .windowClosed:
            "Reviews are open for 14 days after a booking ends, and this one's window has closed."
        case .alreadyReviewed:
            "You've already reviewed that booking: each side reviews once."
        case .textTooLong:
            "A review can be at most 1,000 characters: shorten it and send it again."
        case .missingRating:
            "Give a rating from 1 to 5, as in: review booking 3 5 stars great drill"
        }
    }
}
