import Intents
import Marketplace

/// A booking to cancel or a request to decline that the person didn't pick by its number from the list in view:
/// the bot names it, its other side and its time, and acts only on a yes.
struct BookingChange: Sendable, Equatable {
    enum Action: Sendable, Equatable {
        case cancel, decline
        /// Ending a lease that has started, on its notice.
        case giveNotice
    }

    let action: Action
    let id: Int64
    /// "your booking #3 of "Quiet closet" from ana, Sat Nov 28, 2:00–6:00 pm".
    let named: String

    var intent: String { action == .decline ? "decline" : "cancel_booking" }
}

extension BookingHandlers {
    /// Asks before cancelling or declining booking `id`, naming it; a booking that can't take the change is
    /// refused at once, as the change itself would be.
    func askTo(_ action: BookingChange.Action, _ id: Int64, for user: Member, in session: inout Session) async throws -> Reply? {
        let entry = try await ownEntry(id, for: user)
        let booking = entry.booking
        if action == .cancel, booking.state == .active { return try await askToGiveNotice(entry, for: user, in: &session) }
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

    /// A lease that has started ends early only on notice, which can't be taken back: the bot names the day it
    /// would end and asks, even when the lease was picked by its number.
    private func askToGiveNotice(_ entry: Bookings.Entry, for user: Member, in session: inout Session) async throws -> Reply {
        let booking = entry.booking
        let endAt = try await bookings.endOnNotice(of: booking.id!, by: user.id)
        let now = configuration.clock.now().unixSeconds
        let calendar = ZonedCalendar(identifier: booking.timeZone)
        let endDay = TimeSpanText.day(calendar.local(endAt), thisYear: calendar.local(now).year)
        let named = booking.renterId == user.id
            ? "your lease #\(booking.id!) of \"\(entry.title)\" from \(entry.ownerName)"
            : "\(entry.renterName)'s lease #\(booking.id!) of \"\(entry.title)\""
        session.bookings.focus = booking.id
        session.prompt = .bookingChange(BookingChange(action: .giveNotice, id: booking.id!, named: named))
        return Reply(
            intent: "cancel_booking",
            lines: [
                "End \(named) early? On its notice it would end on \(endDay), and rent falls due until then.",
                "Type yes to give notice, or no to keep it.",
            ])
    }

    func giveNoticeNow(_ id: Int64, for user: Member, in session: inout Session) async throws -> Reply {
        let outcome = try await bookings.giveNotice(id, by: user.id)
        hub.tell(outcome.notices, now: configuration.clock.now().unixSeconds)
        session.bookings.focus = id
        let booking = outcome.booking
        let calendar = ZonedCalendar(identifier: booking.timeZone)
        let endDay = TimeSpanText.day(calendar.local(booking.endAt), thisYear: calendar.local(configuration.clock.now().unixSeconds).year)
        let other = booking.renterId == user.id ? "The owner has" : "Your renter has"
        return Reply(
            intent: "cancel_booking",
            lines: ["Notice given: lease #\(id) now ends on \(endDay). \(other) been told."],
            data: .object([("booking", .int(Int(id))), ("end", .string(endDay))]))
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
        case (.giveNotice, .confirm), (.giveNotice, .cancelBooking(.it?, [], nil)):
            return try await giveNoticeNow(change.id, for: user, in: &session)
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
