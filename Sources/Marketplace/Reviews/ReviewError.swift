/// Why a review was refused.
public enum ReviewError: UserFacingError, Equatable, Sendable {
    case noCompletedBooking(with: String)
    case nothingToReview
    case notComplete(BookingState)
    case viewing
    case windowClosed
    case alreadyReviewed
    case textTooLong
    case missingRating

    public var code: String {
        switch self {
        case .noCompletedBooking, .nothingToReview: "no_completed_booking"
        case .notComplete: "not_complete"
        case .viewing: "viewing"
        case .windowClosed: "review_window_closed"
        case .alreadyReviewed: "already_reviewed"
        case .textTooLong: "review_too_long"
        case .missingRating: "missing_rating"
        }
    }
}
