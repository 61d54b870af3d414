import Marketplace

/// The bot's words for ReviewError: what was refused and what to type instead.
extension ReviewError: ChatRefusal {
    var message: String {
        switch self {
        case .noCompletedBooking(let name):
            "You can review \(name) only after a booking between you is complete: type my bookings to see yours."
        case .nothingToReview:
            "You have no completed booking to review: a booking can be reviewed for 14 days after it ends."
        case .notComplete(let state):
            "That booking is \(state.rawValue), not complete: you can review it once it has ended."
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
