import Intents
import Marketplace

/// Booking and viewing: quote first, write only on "yes", and offer other times and places when a slot is taken.
extension BookingHandlers {
    /// Quotes a booking. "the tennis rackets" is the listing of the list in view with those words; with no list
    /// shown, it is taken as "a tennis racket", the nearest free match. "nap pod", said bare, is the one of the list
    /// in view it fits when exactly one does, else the nearest free match. A lease's length said without its first day
    /// runs from the day asked about or searched for, or the person is asked for that day.
    func book(
        _ target: Command.BookingTarget, during: Command.Interval?, months: Int? = nil, for user: Member, in session: inout Session
    ) async throws -> Reply {
        if case .shownNamed(let wanted) = target, !session.shown.ids.isEmpty || wanted.owner != nil {
            let id = try await ListingNamedInView.find(Self.described(wanted), doing: "book", in: session, listings: listings, profiles: profiles)
            return try await book(.listing(.id(Int(id))), during: during, months: months, for: user, in: &session)
        }
        if case .bestMatch(let wanted) = target, !wanted.anyOne,
            let id = try await ListingNamedInView.onlyFit(Self.described(wanted), in: session, listings: listings, profiles: profiles)
        {
            return try await book(.listing(.id(Int(id))), during: during, months: months, for: user, in: &session)
        }
        let asked = during == nil ? Self.askedTime(for: target, in: session) : nil
        let searched = during == nil && asked == nil ? Self.searchedTime(for: target, in: session) : nil
        let known = (asked ?? searched).map { time in months.map(time.lasting(months:)) ?? time }
        guard let during = during ?? known else { return try await askWhen(target, isViewing: false, months: months, in: &session) }
        guard !during.isOpenEnded else { return Self.openEndedRefusal(intent: "book") }
        let (from, to) = (WallTime(during.start), WallTime(during.end))
        let note = asked.map { _ in "For the time you asked about:" } ?? searched.map { _ in "For the time of your search:" }
        switch target {
        case .bestMatch(let wanted), .shownNamed(let wanted):
            guard let match = try await bestFreeMatch(wanted, from: from, to: to, for: user.id, in: session) else {
                return .failure(
                    intent: "book", code: "no_free_match",
                    "Nothing like that nearby is free then: try another time, or search first, as in: find closet near 94105")
            }
            return try await quote(match.hit.listing.id!, from: from, to: to, kind: .rental, for: user.id, note: match.note, in: &session)
        case .listing(let reference):
            return try await quote(try session.listingID(reference), from: from, to: to, kind: .rental, for: user.id, note: note, in: &session)
        }
    }

    /// The words a wanted listing was described by, its type as said ("nap pod") rather than its canonical name.
    private static func described(_ wanted: Command.ListingWanted) -> Command.ListingDescribed {
        let typeWords = wanted.typeSaid.map { $0.split(separator: " ").map(String.init) } ?? [wanted.type].compactMap { $0 }
        return Command.ListingDescribed(owner: wanted.owner, words: wanted.words + typeWords)
    }

    /// "anytime after dec 3" names where a window starts or ends, not the days to book, so nothing is quoted on it.
    static func openEndedRefusal(intent: String) -> Reply {
        .failure(intent: intent, code: "open_time", "That says when it could start or end, not which days: type them, as in: dec 4 to dec 6")
    }

    /// The time the person just asked about for the listing to book: "is listing 7 free saturday 1-3pm?", then
    /// "ok book it then".
    private static func askedTime(for target: Command.BookingTarget, in session: Session) -> Command.Interval? {
        guard case .listing(let reference) = target, let asked = session.shown.askedAbout,
            let id = try? session.listingID(reference), id == session.shown.focus
        else { return nil }
        return asked
    }

    /// The time of the search that listed the listing to book, when it named one: "book the first one" after
    /// "closet in san francisco tomorrow 2-6pm" is for tomorrow 2-6pm.
    private static func searchedTime(for target: Command.BookingTarget, in session: Session) -> Command.Interval? {
        guard case .listing(let reference) = target, let during = session.shown.paging?.wanted?.during,
            let id = try? session.listingID(reference), session.shown.ids.contains(id)
        else { return nil }
        return during
    }

    func scheduleViewing(
        _ reference: Command.Reference?, at time: Command.Interval?, for user: Member, in session: inout Session
    ) async throws -> Reply {
        guard let time else { return try await askWhen(.listing(reference), isViewing: true, in: &session) }
        guard !time.isOpenEnded else { return Self.openEndedRefusal(intent: "schedule_viewing") }
        return try await quote(
            try session.listingID(reference), from: WallTime(time.start), to: WallTime(time.end), kind: .viewing, for: user.id,
            in: &session)
    }

    /// "When?": the booking or viewing waits for a day and a time typed alone ("sat 2-6pm"), for the listing named
    /// now, whatever is shown before the answer; a listing the person may not see is refused first.
    private func askWhen(
        _ target: Command.BookingTarget, isViewing: Bool, months: Int? = nil, in session: inout Session
    ) async throws -> Reply {
        var target = target
        if case .listing(let reference) = target {
            let id = try session.listingID(reference)
            _ = try await availability.calendar(of: id, for: session.account?.id)
            session.shown.focus = id
            target = .listing(.id(Int(id)))
        }
        session.prompt = .bookingTime(target, isViewing: isViewing, months: months)
        if isViewing {
            return .failure(intent: "schedule_viewing", code: "missing_time", "When would you like to see it? Type a day and a time, as in: tue 5pm")
        }
        if let months {
            return .failure(
                intent: "book", code: "missing_time",
                "From which day would you like it for \(DurationText.plural(months, "month"))? Type the first day, as in: dec 1")
        }
        return .failure(intent: "book", code: "missing_time", "When would you like it? Type a day and a time, as in: sat 2-6pm")
    }

    /// Answers "When would you like it?": a time typed alone books (a lease from its first day), or asks for the
    /// viewing; no ("never mind") drops the question; nil for anything else.
    func answerWhen(
        _ target: Command.BookingTarget, isViewing: Bool, months: Int? = nil, saying command: Command, in session: inout Session
    ) async throws -> Reply? {
        let typed: Command.ListingWanted
        switch command {
        case .deny: return Reply(intent: "deny", lines: [isViewing ? "No viewing was asked for." : "Nothing was booked."])
        case .answer(.search(let value)), .answer(.dayOrPosition(_, day: let value)): typed = value
        default: return nil
        }
        guard let during = typed.during, typed.words.isEmpty, typed.near == nil else { return nil }
        let user = try session.signedIn()
        if isViewing, case .listing(let reference) = target {
            return try await scheduleViewing(reference, at: during, for: user, in: &session)
        }
        return try await book(target, during: months.map(during.lasting(months:)) ?? during, for: user, in: &session)
    }

    /// Answers "Type yes to book": yes, or asking again for the same thing with no time ("go ahead and book it"),
    /// books; no drops the quote; another time alone ("no wait, make it sunday") quotes that instead, and hours
    /// alone ("make it 9 to 1") the same day at those hours; nil for anything else.
    func answerQuote(_ quote: BookingQuote, saying command: Command, in session: inout Session) async throws -> Reply? {
        switch command {
        case _ where Self.agrees(command, to: quote):
            do {
                let user = try session.signedIn()
                let outcome = try await bookings.book(quote, for: user.id)
                hub.tell(outcome.notices, now: configuration.clock.now().unixSeconds)
                return booked(outcome.booking, in: &session)
            } catch BookingError.unavailable(.taken, _) {
                let from = WallTime(quote.span.start, in: quote.calendar)
                let to = WallTime(quote.span.end, in: quote.calendar)
                if let reply = try? await takenReply(quote.listingID, from: from, to: to, for: session.account?.id, in: &session) {
                    return reply
                }
                throw BookingError.unavailable(.taken, title: quote.title)
            }
        case .deny:
            return Reply(intent: "deny", lines: [quote.kind == .viewing ? "No viewing was asked for." : "Nothing was booked."])
        case .answer(.search(let typed)), .answer(.dayOrPosition(_, day: let typed)), .refine(let typed):
            guard var during = typed.during, typed.isOnlyATime else { return nil }
            guard !during.isOpenEnded else { return Self.openEndedRefusal(intent: quote.kind == .viewing ? "schedule_viewing" : "book") }
            if typed.hoursOnly {
                let day = WallTime(quote.span.start, in: quote.calendar)
                during = during.onDay(year: day.year, month: day.month, day: day.day)
            }
            let user = try session.signedIn()
            return try await self.quote(
                quote.listingID, from: WallTime(during.start), to: WallTime(during.end), kind: quote.kind, for: user.id, in: &session)
        default:
            return nil
        }
    }

    /// "yes", or the same request again with no time: "go ahead and book it" for a booking, "schedule a viewing of it"
    /// for a viewing.
    private static func agrees(_ command: Command, to quote: BookingQuote) -> Bool {
        switch (command, quote.kind) {
        case (.confirm, _), (.book(.listing(nil), during: nil, months: nil), .rental), (.book(.listing(.it?), during: nil, months: nil), .rental),
            (.scheduleViewing(nil, at: nil), .viewing), (.scheduleViewing(.it?, at: nil), .viewing):
            true
        default: false
        }
    }

    private func quote(
        _ id: Int64, from: WallTime, to: WallTime, kind: BookingKind, for user: Int64, note: String? = nil,
        in session: inout Session
    ) async throws -> Reply {
        session.shown.focus = id
        let quote: BookingQuote
        do {
            quote = try await bookings.quote(listing: id, from: from, to: to, for: user, kind: kind)
        } catch BookingError.unavailable(.taken, _) {
            return try await takenReply(id, from: from, to: to, for: user, in: &session)
        }
        let when = TimeSpanText.format(quote.span, in: quote.calendar, now: configuration.clock.now().unixSeconds)
        var lines = note.map { [$0] } ?? []
        if quote.span.start > TimeSpan(from: from, to: to, in: quote.calendar).start {
            lines.append("Part of that time has passed, so this is from now on.")
        }
        if kind == .viewing {
            lines += [
                "Ask to view \"\(quote.title)\" on \(when)?",
                "The owner approves or declines; viewings are free.", "Type yes to ask, or no to leave it.",
            ]
        } else {
            let available = try await wallet.available(to: user)
            guard available >= quote.totalCents else {
                throw BookingError.insufficientFunds(total: quote.totalCents, available: available)
            }
            let total = PriceText.exact(cents: quote.totalCents)
            if quote.isLease {
                lines += Self.leaseQuoteLines(quote, when: when, available: available)
            } else {
                lines += [
                "Book \"\(quote.title)\" for \(when)?",
                BookingText.arithmetic(units: quote.units, unit: quote.unit, unitCents: quote.unitCents, totalCents: quote.totalCents),
                quote.instantBook
                    ? "It's confirmed at once; \(total) is held from your balance of \(PriceText.exact(cents: available)) and paid to the owner when it ends."
                    : "The owner has a day to answer; \(total) is held from your balance of \(PriceText.exact(cents: available)) and refunded if they decline.",
                "Type yes to book, or no to leave it.",
                ]
            }
        }
        session.prompt = .bookingQuote(quote)
        let lease: [(String, JSONValue)] = quote.isLease
            ? [("monthly_cents", .int(quote.unitCents)), ("deposit_cents", .int(quote.depositCents)), ("rent_cents", .int(quote.rentCents))]
            : []
        return Reply(
            intent: kind == .viewing ? "schedule_viewing" : "book", lines: lines,
            data: .object(
                [
                    ("listing", .int(Int(id))), ("title", .string(quote.title)), ("when", .string(when)),
                    ("units", .int(quote.units)), ("unit", .string(quote.unit.rawValue)), ("total_cents", .int(quote.totalCents)),
                    ("instant", .bool(quote.instantBook)),
                ] + lease + [("awaiting", .string("yes or no"))]))
    }

    /// A lease's terms: the months and the rent, what is held now, and when the rest is taken.
    private static func leaseQuoteLines(_ quote: BookingQuote, when: String, available: Int) -> [String] {
        let held = PriceText.exact(cents: quote.totalCents)
        let heldWhat = quote.depositCents > 0 ? "the first month and the deposit" : "the first month"
        let deposit = quote.depositCents > 0 ? "; deposit \(PriceText.exact(cents: quote.depositCents))" : ""
        let dueDay = WallTime(quote.span.start, in: quote.calendar).day
        let later = quote.units > 1 ? " Each later month's rent is taken from your balance on the \(Ordinal.text(dueDay)) of the month." : ""
        return [
            "Rent \"\(quote.title)\" for \(DurationText.plural(quote.units, "month")), \(when)?",
            "\(PriceText.exact(cents: quote.unitCents)) a month, \(PriceText.exact(cents: quote.rentCents)) in all\(deposit).",
            (quote.instantBook
                ? "It's confirmed at once; \(held) (\(heldWhat)) is held from your balance of \(PriceText.exact(cents: available))."
                : "The owner has a day to answer; \(held) (\(heldWhat)) is held from your balance of \(PriceText.exact(cents: available)) and refunded if they decline.")
                + later + (quote.depositCents > 0 ? " The deposit comes back a week after the lease ends, less any part the owner claims." : ""),
            "Type yes to book, or no to leave it.",
        ]
    }

    private func booked(_ booking: Booking, in session: inout Session) -> Reply {
        session.bookings.focus = booking.id
        let when = BookingText.when(booking, now: configuration.clock.now().unixSeconds)
        let total = PriceText.exact(cents: booking.totalCents)
        let lines: [String] = switch (booking.kind, booking.state) {
        case (.viewing, _):
            ["Asked: viewing #\(booking.id!) on \(when). The owner has a day to answer; I'll tell you here."]
        case (_, .approved):
            ["Booked! #\(booking.id!) on \(when) is confirmed; \(total) is held until it ends.", "Type my bookings to see it, or cancel it before it starts for a full refund."]
        default:
            ["Requested: #\(booking.id!) on \(when), \(total) held. The owner has a day to answer; I'll tell you here."]
        }
        return Reply(
            intent: booking.kind == .viewing ? "schedule_viewing" : "book", lines: lines,
            data: .object([("booking", .int(Int(booking.id!))), ("state", .string(booking.state.rawValue)), ("total_cents", .int(booking.totalCents))]))
    }

    /// "Already booked then": the listing's nearest free times of the same length, and up to 3 similar free
    /// listings nearby, which become the list "book 1" picks from.
    private func takenReply(
        _ id: Int64, from: WallTime, to: WallTime, for user: Int64?, in session: inout Session
    ) async throws -> Reply {
        let (details, calendar) = try await availability.calendar(of: id, for: user)
        let local = calendar.calendar
        let times = calendar.nearestFree(to: TimeSpan(from: from, to: to, in: local), now: configuration.clock.now().unixSeconds)
        let listing = details.listing
        var query = SearchQuery(place: listing.place)
        query.category = listing.category
        query.sort = .distance
        let candidates = try await listingSearch.search(query, offset: 0, limit: 20).filter {
            $0.listing.id != id && $0.listing.ownerId != user
        }
        let free = try await availability.free(candidates.map(\.listing), from: from, to: to)
        let similar = Array(candidates.filter { free.contains($0.listing.id!) }.prefix(3))
        var lines = ["\"\(listing.title)\" is already booked then."]
        if !times.isEmpty {
            lines.append("Its nearest free times: " + times.map { TimeSpanText.format($0, in: local, now: configuration.clock.now().unixSeconds) }.joined(separator: "; ") + ".")
        }
        if !similar.isEmpty {
            lines.append("Similar places free then:")
            lines += similar.enumerated().map { ListingText.line($0.offset + 1, $0.element) }
            session.shown = ShownListings(ids: similar.map { $0.listing.id! }, focus: id)
        }
        lines.append(
            similar.isEmpty
                ? "Type book it with one of those times."
                : "Type book it with one of those times, or book 1 and the same time for the first similar one.")
        var reply = Reply.failure(intent: "book", code: "slot_taken", lines[0])
        reply.lines = lines
        return reply
    }

    /// The nearest listing matching the words, type or category that is free for the whole time.
    private func bestFreeMatch(
        _ wanted: Command.ListingWanted, from: WallTime, to: WallTime, for user: Int64, in session: Session
    ) async throws -> (hit: SearchHit, note: String)? {
        let place: Place
        if let near = wanted.near {
            place = try await places.resolve(near, for: session)
        } else if let home = try await places.home(of: user) {
            place = home
        } else if let centre = session.shown.centre {
            place = centre
        } else {
            throw Refusal.noLocation
        }
        var query = SearchQuery(wanted, at: place)
        query.sort = .distance
        let hits = try await listingSearch.search(query, offset: 0, limit: 20).filter { $0.listing.ownerId != user }
        let free = try await availability.free(hits.map(\.listing), from: from, to: to)
        guard let hit = hits.first(where: { free.contains($0.listing.id!) }) else { return nil }
        return (hit, "The nearest free match is \"\(hit.listing.title)\", \(ListingText.miles(hit.distanceKm)) from \(place.name).")
    }
}
