import Intents
import Marketplace

/// A booking to cancel or a request to decline that the person didn't pick by its number from the list in view:
/// the bot names it, its other side and its time, and acts only on a yes.
struct BookingChange: Sendable, Equatable {
    enum Action: Sendable, Equatable {
        case cancel, decline
    }

    let action: Action
    let id: Int64
    /// "your booking #3 of "Quiet closet" from ana, Sat Nov 28, 2:00–6:00 pm".
    let named: String

    var intent: String { action == .cancel ? "cancel_booking" : "decline" }
}

extension BookingHandlers {
    /// Asks before cancelling or declining booking `id`, naming it; a booking that can't take the change is
    /// refused at once, as the change itself would be.
    func askTo(_ action: BookingChange.Action, _ id: Int64, for user: Member, in session: inout Session) async throws -> Reply? {
        let entry = try await ownEntry(id, for: user)
        let booking = entry.booking
        let byRenter = booking.renterId == user.id
        let event: BookingState.Event = action == .decline ? .decline : byRenter ? .cancelByRenter : .cancelByOwner
        guard booking.state.after(event) != nil, action == .cancel || !byRenter else { return nil }
        let what = booking.kind == .viewing ? "viewing of \"\(entry.title)\"" : "\"\(entry.title)\""
        let named = byRenter
            ? "your booking #\(id) of \(what) from \(entry.ownerName), \(BookingText.when(booking, now: configuration.clock.now().unixSeconds))"
            : "\(entry.renterName)'s \(booking.state == .requested ? "request" : "booking") #\(id) for \(what), \(BookingText.when(booking, now: configuration.clock.now().unixSeconds))"
        session.bookings.focus = id
        session.prompt = .bookingChange(BookingChange(action: action, id: id, named: named))
        let money = booking.totalCents == 0 ? "" : byRenter
            ? " \(PriceText.exact(cents: booking.totalCents)) comes back to your balance."
            : " They get their \(PriceText.exact(cents: booking.totalCents)) back."
        let verb = action == .cancel ? "Cancel" : "Decline"
        let no = action == .cancel ? "no to keep it" : "no to leave it waiting"
        return Reply(
            intent: action == .cancel ? "cancel_booking" : "decline",
            lines: ["\(verb) \(named)?\(money)", "Type yes to \(verb.lowercased()) it, or \(no)."])
    }

    /// The listing of booking `id`, one of `user`'s as renter or owner: "show 2" after a list of bookings.
    func listing(ofBooking id: Int64, for user: Member) async throws -> Int64 {
        try await ownEntry(id, for: user).booking.listingId
    }

    /// Booking `id` when `user` is its renter or owner; anyone else's is refused as a missing one.
    private func ownEntry(_ id: Int64, for user: Member) async throws -> Bookings.Entry {
        guard let entry = try await bookings.entry(id), entry.booking.renterId == user.id || entry.booking.ownerId == user.id else {
            throw BookingError.notFound
        }
        return entry
    }

    /// Answers "Cancel …?" or "Decline …?": yes, or "cancel it" / "decline it", acts; no keeps it; nil for anything
    /// else, which is read as a command of its own.
    func answerChange(_ change: BookingChange, saying command: Command, in session: inout Session) async throws -> Reply? {
        let user = try session.signedIn()
        switch (change.action, command) {
        case (_, .confirm), (.cancel, .cancelBooking(.it?, [], nil)), (.decline, .decline(.reference(.it)?)):
            return change.action == .cancel ? try await cancelNow(change.id, for: user, in: &session) : try await declineNow(change.id, for: user, in: &session)
        case (_, .deny):
            return Reply(intent: "deny", lines: ["Kept \(change.named): nothing changed."])
        default:
            return nil
        }
    }

    /// The request "approve it" or "decline it" means: the one the owner looked at or acted on last, unless a notice
    /// has named another since. Then the newer one when only it still waits for an answer; when both wait, both are
    /// named and the owner picks.
    func requestInFocus(_ verb: String, in session: Session) async throws -> Int64 {
        let describe = { (entry: Bookings.Entry) in
            "#\(entry.booking.id!) \(entry.renterName) for \"\(entry.title)\", \(BookingText.when(entry.booking, now: configuration.clock.now().unixSeconds))"
        }
        guard let focus = session.bookings.focus else {
            guard let pushed = session.bookings.pushed, let arrived = try await bookings.entry(pushed) else { return try session.bookingID(.it) }
            throw Refusal(
                code: "which_request",
                message: "Which one? \(describe(arrived)) has come in since the list you were looking at. "
                    + "Type \(verb) #\(pushed), or \(verb) and a number from the list.")
        }
        guard let pushed = session.bookings.pushed, pushed != focus, let arrived = try await bookings.entry(pushed),
            arrived.booking.state == .requested
        else { return focus }
        guard let looked = try await bookings.entry(focus), looked.booking.state == .requested else { return pushed }
        throw Refusal(
            code: "which_request",
            message: "Which one? You were looking at \(describe(looked)); \(describe(arrived)) has come in since. "
                + "Type \(verb) #\(focus) or \(verb) #\(pushed).")
    }
}
