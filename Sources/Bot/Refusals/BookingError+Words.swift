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
        }
    }

    private static func unavailableMessage(_ reason: Unavailability, title: String) -> String {
        switch reason {
        case .past: "That time has already passed: pick a time from now on, as in: book it tomorrow 2-6pm"
        case .tooShort(let minutes): "\"\(title)\" is booked for at least \(DurationText.format(minutes: minutes)) at a time: ask for a longer time."
        case .tooLong(let minutes): "\"\(title)\" is booked for at most \(DurationText.format(minutes: minutes)) at a time: ask for a shorter time."
        case .notYetAvailable(let first):
            "\"\(title)\" is free to move into from \(first) on: ask for a stay that starts then or later, as in: book it from \(first.split(separator: " ").dropFirst().joined(separator: " ").lowercased()) for 12 months"
        case .belowMinimumMonths(let months): "\"\(title)\" rents for at least \(months) month\(months == 1 ? "" : "s"): ask for a longer stay, as in: book it from dec 1 for \(months) months"
        case .closed: "\"\(title)\" isn't open then: type availability to see its hours."
        case .blocked: "The owner has blocked that time on \"\(title)\": type availability to see when it's free."
        case .taken: "\"\(title)\" is already booked then."
        }
    }
}
