import Intents
import Marketplace

/// Lists of bookings and requests, and answering, cancelling and referring to them.
extension BookingHandlers {
    func myBookings(for user: Member, in session: inout Session) async throws -> Reply {
        await sweep()
        return listBookings(
            try await bookings.made(by: user.id), intent: "my_bookings", heading: "Your bookings:",
            line: { BookingText.renterLine($0, $1, now: configuration.clock.now().unixSeconds) },
            footer: { _ in "Type cancel 1 to cancel one before it starts, or review 1 5 stars once it's complete." },
            whenEmpty: "You haven't booked anything yet: search, as in find closet near 94105, then type book 1 sat 2-6pm.",
            in: &session)
    }

    func incomingRequests(for user: Member, in session: inout Session) async throws -> Reply {
        await sweep()
        return listBookings(
            try await bookings.requests(for: user.id), intent: "requests",
            heading: "Requests and upcoming bookings of your listings:", line: { BookingText.ownerLine($0, $1, now: configuration.clock.now().unixSeconds) },
            footer: Self.requestsFooter, whenEmpty: "No requests or upcoming bookings of your listings right now.",
            in: &session)
    }

    /// Every booking of one of `user`'s listings.
    func bookings(of listing: Listing, for user: Member, in session: inout Session) async throws -> Reply {
        await sweep()
        session.shown.focus = listing.id
        return listBookings(
            try await bookings.bookings(ofListing: listing.id!, ownedBy: user.id), intent: "requests",
            heading: "Bookings of \"\(listing.title)\":", line: { BookingText.ownerLine($0, $1, now: configuration.clock.now().unixSeconds) }, footer: Self.requestsFooter,
            whenEmpty: "Nobody has booked \"\(listing.title)\" yet.", in: &session)
    }

    /// A numbered list of bookings that "approve 2", "cancel 1" and the like then refer to.
    func listBookings(
        _ entries: [Bookings.Entry], intent: String, heading: String, line: (Int, Bookings.Entry) -> String,
        footer: ([Bookings.Entry]) -> String, whenEmpty: String, in session: inout Session
    ) -> Reply {
        session.bookings = ShownBookings(ids: entries.map { $0.booking.id! })
        session.social.latest = .bookings
        guard !entries.isEmpty else { return Reply(intent: intent, lines: [whenEmpty]) }
        return Reply(
            intent: intent,
            lines: [heading] + entries.enumerated().map { line($0.offset + 1, $0.element) } + [footer(entries)],
            data: .array(entries.enumerated().map { BookingText.json($0.element, position: $0.offset + 1) }))
    }

    /// A numbered line of a list of `user`'s bookings, told from their side: as the renter or as the owner.
    func line(for user: Member) -> (Int, Bookings.Entry) -> String {
        let now = configuration.clock.now().unixSeconds
        return { position, entry in
            entry.booking.renterId == user.id ? BookingText.renterLine(position, entry, now: now) : BookingText.ownerLine(position, entry, now: now)
        }
    }

    private static func requestsFooter(_ entries: [Bookings.Entry]) -> String {
        guard let pending = entries.firstIndex(where: { $0.booking.state == .requested }) else {
            return "Nothing waits for an answer; type cancel 1 to cancel a booking before it starts."
        }
        return "Type approve \(pending + 1) or decline \(pending + 1) to answer a request."
    }

    func approve(_ request: Command.RequestNamed?, for user: Member, in session: inout Session) async throws -> Reply {
        let id = try await requestID(request, verb: "approve", for: user, in: session)
        let outcome = try await changeBooking(id, for: user, in: &session) { try await bookings.approve($0, by: $1) }
        let booking = outcome.booking
        let paid = if let lease = outcome.lease {
            " You're paid \(PriceText.exact(cents: lease.monthlyCents)) a month, less the fee, from its first day."
        } else {
            booking.totalCents > 0 ? " You're paid \(PriceText.exact(cents: booking.totalCents)) when it ends." : ""
        }
        let declined = outcome.notices.filter { $0.kind == "declined" }.count
        let others = declined == 0 ? "" : " \(declined == 1 ? "1 overlapping request was" : "\(declined) overlapping requests were") declined."
        return Reply(intent: "approve", lines: ["Approved #\(booking.id!) for \(BookingText.when(booking, now: configuration.clock.now().unixSeconds)).\(paid)\(others)"])
    }

    func decline(_ request: Command.RequestNamed?, for user: Member, in session: inout Session) async throws -> Reply {
        let id = try await requestID(request, verb: "decline", for: user, in: session)
        if !typedFromList(request.flatMap(\.reference), in: session), let question = try await askTo(.decline, id, for: user, in: &session) {
            return question
        }
        return try await declineNow(id, for: user, in: &session)
    }

    func declineNow(_ id: Int64, for user: Member, in session: inout Session) async throws -> Reply {
        let booking = try await changeBooking(id, for: user, in: &session) { try await bookings.decline($0, by: $1) }.booking
        let refund = booking.totalCents > 0 ? " and \(PriceText.exact(cents: booking.totalCents)) was refunded" : ""
        return Reply(intent: "decline", lines: ["Declined #\(booking.id!)\(refund); they've been told."])
    }

    /// A booking only described ("cancel the apartment booking", "my booking for saturday") is looked for among the
    /// person's bookings still to come by its listing's title or its day, never taken to be the last one.
    func cancelBooking(
        _ reference: Command.Reference?, described words: [String] = [], during: Command.Interval? = nil, for user: Member,
        in session: inout Session
    ) async throws -> Reply {
        guard let reference else { return try await cancelDescribed(BookingDescription(words, during: during), for: user, in: &session) }
        let id = try session.bookingID(reference)
        let hasStarted = try await bookings.entry(id)?.booking.state == .active
        if hasStarted || !typedFromList(reference, in: session), let question = try await askTo(.cancel, id, for: user, in: &session) {
            return question
        }
        return try await cancelNow(id, for: user, in: &session)
    }

    private func cancelDescribed(_ description: BookingDescription, for user: Member, in session: inout Session) async throws -> Reply {
        let fits = { (entry: Bookings.Entry) in
            (entry.booking.state == .active ? entry.booking.unit == .month : [.requested, .approved].contains(entry.booking.state))
                && description.fits(entry)
        }
        let made = try await bookings.made(by: user.id).filter(fits)
        let fitting = made.isEmpty ? try await bookings.requests(for: user.id).filter(fits) : made
        let name = description.said
        switch fitting.count {
        case 1:
            let id = fitting[0].booking.id!
            if let question = try await askTo(.cancel, id, for: user, in: &session) { return question }
            return try await cancelNow(id, for: user, in: &session)
        case 0:
            return .failure(
                intent: "cancel_booking", code: "no_such_booking",
                name.isEmpty
                    ? "You have no bookings to come, so there's nothing to cancel."
                    : "None of your bookings to come fits \"\(name)\": type my bookings to see them, then cancel 1.")
        default:
            return listBookings(
                fitting, intent: "cancel_booking",
                heading: name.isEmpty ? "Your bookings to come:" : "\(fitting.count) of your bookings fit \"\(name)\":",
                line: line(for: user),
                footer: { _ in "Which one? Type cancel and its number, as in: cancel 1" }, whenEmpty: "", in: &session)
        }
    }

    /// True when `reference` is a number typed from the list of bookings in view, which acts without a question.
    private func typedFromList(_ reference: Command.Reference?, in session: Session) -> Bool {
        guard let reference else { return false }
        return session.bookings.typedFromList(reference, inView: session.social.latest == .bookings)
    }

    func cancelNow(_ id: Int64, for user: Member, in session: inout Session) async throws -> Reply {
        let booking = try await changeBooking(id, for: user, in: &session) { try await bookings.cancel($0, by: $1) }.booking
        let total = PriceText.exact(cents: booking.totalCents)
        let refund = booking.totalCents == 0 ? "" : booking.cancelledBy == booking.renterId ? " \(total) is back in your balance." : " The renter got their \(total) back."
        return Reply(intent: "cancel_booking", lines: ["Cancelled #\(booking.id!) on \(BookingText.when(booking, now: configuration.clock.now().unixSeconds)).\(refund)"])
    }

    /// The request named: by reference, or by who asked ("decline the request from kevin"), which must fit
    /// exactly one request waiting for `user`'s answer. Neither is asked about, never taken to be the last one.
    private func requestID(_ request: Command.RequestNamed?, verb: String, for user: Member, in session: Session) async throws -> Int64 {
        switch request {
        case .reference(.it)?: return try await requestInFocus(verb, in: session)
        case .reference(let reference)?: return try session.bookingID(reference)
        case .from(let requester, let listing)?: return try await requestID(from: requester, listing: listing, for: user)
        case .described(let words)?: return try await requestID(described: words, for: user)
        case nil: throw Refusal.whichBooking
        }
    }

    /// The one request waiting from `name`, among them the ones whose listing the words said with the name call by its
    /// title ("ines can have the studio"); words that call none of them so name no request.
    private func requestID(from name: String, listing words: [String], for user: Member) async throws -> Int64 {
        let waiting = try await bookings.requests(for: user.id).filter { $0.booking.state == .requested && $0.renterName.lowercased() == name }
        guard !waiting.isEmpty else { throw Refusal.noRequest(from: name) }
        let description = BookingDescription(words)
        let fitting = words.isEmpty ? waiting : waiting.filter(description.namesTheListing(of:))
        switch fitting.count {
        case 1: return fitting[0].booking.id!
        case 0: throw Refusal.noRequest(from: name, for: words.joined(separator: " "))
        default: throw Refusal.severalRequests(from: name, count: fitting.count)
        }
    }

    /// The one waiting request whose listing title or starting day has `words` ("the drill one", "the saturday one").
    private func requestID(described words: [String], for user: Member) async throws -> Int64 {
        let waiting = try await bookings.requests(for: user.id).filter { $0.booking.state == .requested }
        let fitting = waiting.filter { BookingDescription(words).fits($0) }
        let name = words.joined(separator: " ")
        switch fitting.count {
        case 1: return fitting[0].booking.id!
        case 0: throw Refusal(code: "no_such_request", message: "No request waiting fits \"\(name)\": type requests to see them, then approve 1.")
        default: throw Refusal(code: "which_request", message: "\(fitting.count) requests fit \"\(name)\": type requests, then approve or decline by number.")
        }
    }

    /// Applies `change` (booking id, user id) to booking `id`, tells whom it concerns, and makes the booking "it".
    private func changeBooking(
        _ id: Int64, for user: Member, in session: inout Session, _ change: (Int64, Int64) async throws -> Bookings.Outcome
    ) async throws -> Bookings.Outcome {
        let outcome = try await change(id, user.id)
        hub.tell(outcome.notices, now: configuration.clock.now().unixSeconds)
        session.bookings.focus = outcome.booking.id
        return outcome
    }
}
