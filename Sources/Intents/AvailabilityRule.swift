/// An owner's rule for when a listing can be booked, read from the `text` of `set_availability`.
public enum AvailabilityRule: Sendable, Equatable {
    /// Open on these weekdays (1 = Monday … 7 = Sunday) from `from` to `to` minutes after midnight (`to` may be 1440).
    case weekly(days: [Int], from: Int, to: Int)
    /// Open at any time: clears weekly hours ("always", "any time", "24/7").
    case always
    /// The shortest booking: "minimum 2 hours", "min 30 minutes", "at least 1 day".
    case minimum(minutes: Int)
    /// The longest booking: "max 3 days", "maximum 8 hours", "at most a week".
    case maximum(minutes: Int)
    /// The free time kept between bookings: "buffer 30 minutes", "30 minutes between bookings", "no buffer".
    case buffer(minutes: Int)
    /// The shortest stay in whole months, for homes: "minimum 3 months", "at least 6 months".
    case minimumMonths(Int)
    /// Lift every blocked period: "clear blocks", "unblock all", "remove blocks".
    case clearBlocks
}
