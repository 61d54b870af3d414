/// Why a span cannot be booked on a listing.
public enum Unavailability: Sendable, Equatable {
    case past
    case tooShort(minutes: Int)
    case tooLong(minutes: Int)
    case belowMinimumMonths(Int)
    case closed
    case blocked
    case taken
}
