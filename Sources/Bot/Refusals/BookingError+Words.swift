import Marketplace

/// The bot's words for BookingError: what was refused and what to type instead.
extension BookingError: ChatRefusal {
    var message: String {
        switch self {
        case .ownListing:
            "That's your own listing: to keep time for yourself, type block and the dates, as in: block it dec 24-26"
        case .unavailable(let reason, let title):
            Self.unavailableMessage(reason, title: title)
        case .insufficientFunds(let total, let available):
            "That costs \(PriceText.exact(cents: total)) and your balance is \(PriceText.exact(cents: available)): "
                + "you need \(PriceText.exact(cents: total - available)) more. Type top up \(PriceText.exact(cents: total - available)) and book again."
        case .priceChanged:
            "The price changed while you were deciding: book again to see the new total."
        case .viewingNeedsHome:
            "Viewings are for homes: for things and spaces, book them directly, as in: book 2 sat 2-6pm"
        case .notFound:
            "There's no booking with that number: type my bookings or requests to see yours."
        case .notOwner(let action):
            "Only the listing's owner can \(action) a request: type my bookings to see your own."
        case .wrongState(let state, let action) where state.rawValue == action:
            "That booking is already \(action): type my bookings or requests to see where each stands."
        case .wrongState(let state, let action):
            "That booking is \(state.rawValue), so it can't be \(action) any more: type my bookings or requests to see where each stands."
        case .alreadyStarted:
            "That booking has already started, so it can't be cancelled: it ends on its own at the end time."
        case .declineInstead:
            "That's a request you haven't answered yet: type decline and its number to turn it down."
        case .topUpTooLarge:
            "You can top up at most $100,000 at a time: type a smaller amount, as in: top up $5,000"
        case .topUpUnconfirmed:
            "A top-up over $1,000 needs a yes first: type the amount again, then yes"
        case .topUpTooSmall:
            "A top-up must be at least $1: type an amount, as in: top up $50"
        case .bufferTooLong:
            "A buffer between bookings can be at most a day: type a shorter one, as in: set availability of 2 buffer 1 hour"
        case .endsWithinNotice(let endAt, let timeZone):
            "That lease ends on \(TimeSpanText.day(ZonedCalendar(identifier: timeZone).local(endAt), thisYear: nil)) anyway, sooner than its notice would end it: nothing to do."
        case .noDepositToClaim(.notALease):
            "Only a lease has a deposit to claim: type requests to see your bookings' numbers."
        case .noDepositToClaim(.notTheOwner):
            "Only the home's owner can claim part of a deposit: if something is wrong, message them, or report it."
        case .noDepositToClaim(.notEnded):
            "You can claim part of the deposit once the lease ends, within \(Lease.claimDays) days: it's held until then."
        case .noDepositToClaim(.settled):
            "That deposit was already given back or claimed: type balance to see your movements."
        case .badClaim(let depositCents):
            "Claim an amount up to the \(PriceText.exact(cents: depositCents)) deposit and say why, as in: claim $100 of the deposit for a broken window"
        }
    }

    private static func unavailableMessage(_ reason: Unavailability, title: String) -> String {
        switch reason {
        case .past: "That time has already passed: pick a time from now on, as in: book it tomorrow 2-6pm"
        case .tooShort(let minutes): "\"\(title)\" is booked for at least \(DurationText.format(minutes: minutes)) at a time: ask for a longer time."
        case .tooLong(let minutes): "\"\(title)\" is booked for at most \(DurationText.format(minutes: minutes)) at a time: ask for a shorter time."
        case .notYetAvailable(let first):
            "\"\(title)\" is free to move into from \(first) on: ask for a stay that starts then or later, as in: book it from \(BookingText.typedDay(first)) for 12 months"
        case .belowMinimumMonths(let months): "\"\(title)\" rents for at least \(months) month\(months == 1 ? "" : "s"): ask for a longer stay, as in: book it from dec 1 for \(months) months"
        case .closed: "\"\(title)\" isn't open then: type availability to see its hours."
        case .blocked: "The owner has blocked that time on \"\(title)\": type availability to see when it's free."
        case .taken: "\"\(title)\" is already booked then."
        }
    }
}
