/// Why a span cannot be booked on a listing.
public enum Unavailability: Sendable, Equatable {
    case past
    case tooShort(minutes: Int)
    case tooLong(minutes: Int)
    case belowMinimumMonths(Int)
    /// A home asked for before its first day to move in, as replies show that day ("Tue Dec 1").
    case notYetAvailable(from: String)
    case closed
    case blocked
    case taken
}
