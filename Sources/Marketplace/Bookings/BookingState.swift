/// Where a booking or viewing is in its life, and what may move it on.
///
/// requested → approved / declined / expired; approved → active → completed; requested or approved →
/// cancelled (by either side, before the start). Instant bookings are created approved.
public enum BookingState: String, Sendable, Codable, CaseIterable {
    case requested, approved, declined, expired, active, completed, cancelled

    /// What happens to a booking: an answer from the owner, a cancellation, or the clock passing a moment.
    public enum Event: Sendable, CaseIterable {
        case approve, decline, expire, start, complete, cancelByRenter, cancelByOwner
    }

    /// The state `event` leads to, or nil when it is not allowed from this one.
    public func after(_ event: Event) -> BookingState? {
        switch (self, event) {
        case (.requested, .approve): .approved
        case (.requested, .decline): .declined
        case (.requested, .expire): .expired
        case (.approved, .start): .active
        case (.active, .complete): .completed
        case (.requested, .cancelByRenter), (.approved, .cancelByRenter): .cancelled
        case (.approved, .cancelByOwner): .cancelled
        default: nil
        }
    }
}

/// A rental of the listing's time, or an appointment to see a home before renting it.
public enum BookingKind: String, Sendable, Codable {
    case rental, viewing
}
