/// Why a booking, an answer to a request, a cancellation or a wallet movement was refused.
public enum BookingError: UserFacingError, Equatable, Sendable {
    case ownListing
    case unavailable(Unavailability, title: String)
    case insufficientFunds(total: Int, available: Int)
    case priceChanged
    case viewingNeedsHome
    /// No such booking, or someone else's: the two are never told apart.
    case notFound
    case notOwner(action: String)
    case wrongState(BookingState, action: String)
    case alreadyStarted
    case declineInstead
    case topUpTooLarge
    /// A top-up over the amount added without a question, not confirmed.
    case topUpUnconfirmed
    case topUpTooSmall
    case bufferTooLong
    /// Notice given now would end the lease no sooner than it ends anyway, on `endAt`.
    case endsWithinNotice(endAt: Int64, timeZone: String)
    /// Only a lease's owner claims its deposit, and only between its end and the day the deposit goes back.
    case noDepositToClaim(DepositClaimRefusal)
    /// A claim of nothing, more than the deposit, or without a reason.
    case badClaim(depositCents: Int)

    public var code: String {
        switch self {
        case .ownListing: "own_listing"
        case .unavailable(.taken, _): "slot_taken"
        case .unavailable: "unavailable"
        case .insufficientFunds: "insufficient_funds"
        case .priceChanged: "price_changed"
        case .viewingNeedsHome: "not_a_home"
        case .notFound: "booking_not_found"
        case .notOwner: "not_owner"
        case .wrongState: "wrong_state"
        case .alreadyStarted: "already_started"
        case .declineInstead: "decline_instead"
        case .topUpTooLarge, .topUpTooSmall, .topUpUnconfirmed: "bad_amount"
        case .bufferTooLong: "buffer_too_long"
        case .endsWithinNotice: "ends_within_notice"
        case .noDepositToClaim: "no_deposit_to_claim"
        case .badClaim: "bad_claim"
        }
    }
}

/// Why there is no deposit to claim on a booking.
public enum DepositClaimRefusal: Sendable, Equatable {
    case notALease
    case notTheOwner
    /// The lease hasn't ended; the owner may claim from its end for `Lease.claimDays` days.
    case notEnded
    /// It went back, or was claimed already.
    case settled
}
