import Intents
import Marketplace

/// A listing's free times, and its owner's hours, terms and blocked dates.
extension Bot {
    func showAvailability(_ slots: Slots, in session: inout Session) async throws -> Reply {
        let id = try listingID(slots.ref, in: session)
        session.shown.focus = id
        let (details, calendar) = try await availability.calendar(of: id, for: session.account?.id)
        let local = calendar.calendar
        let now = configuration.clock.now().unixSeconds
        var range: TimeSpan
        if let when = slots.when, let from = WallTime(iso: when.start), let to = WallTime(iso: when.end) {
            range = TimeSpan(from: from, to: to, in: local)
        } else {
            let today = local.startOfDay(now)
            range = TimeSpan(start: today, end: local.adding(days: 7, to: today))
        }
        range.end = min(range.end, local.adding(days: 14, to: range.start))
        let shortest = Int64(calendar.rules.minMinutes ?? 1) * 60
        let free = calendar.freeSpans(in: range, now: now).filter { $0.seconds >= shortest }
        let title = details.listing.title
        var lines = free.isEmpty
            ? ["\"\(title)\" has no free time \(TimeSpanText.format(range, in: local)): try other days."]
            : ["Free times of \"\(title)\" (\(local.timeZone.identifier) time):"] + BookingText.freeDays(free, in: local)
        if let terms = TermsText.describe(calendar) { lines.append(terms) }
        lines.append("To book, type book it and a time, as in: book it sat 2-6pm")
        return Reply(
            intent: "availability", lines: lines,
            data: .object([
                ("listing", .int(Int(id))),
                ("free", .array(free.map { .object([("start", .string(BookingText.isoUTC($0.start))), ("end", .string(BookingText.isoUTC($0.end)))]) })),
            ]))
    }

    func setAvailability(_ slots: Slots, for user: Member, in session: inout Session) async throws -> Reply {
        guard slots.ref != nil || slots.ownThing != nil else { throw Refusal.whichListing }
        let id = try await ownListingID(slots, for: user, in: session)
        session.shown.focus = id
        if slots.text == "block", let when = slots.when {
            let (from, to) = try wallTimes(when, example: "block 2 dec 24-26")
            let (listing, span) = try await availability.block(id, by: user.id, from: from, to: to)
            let local = ZonedCalendar(identifier: listing.timeZone)
            return Reply(
                intent: "set_availability",
                lines: ["Blocked \(TimeSpanText.format(span, in: local)) on \"\(listing.title)\": nobody can book it then."])
        }
        if slots.text == "block" {
            return .failure(intent: "set_availability", code: "which_days", "Which days? Say them with the listing, as in: block 2 dec 24-26")
        }
        guard let text = slots.text, let rule = AvailabilityRuleReader.read(text) else {
            return .failure(
                intent: "set_availability", code: "unreadable_rule",
                "I can't read that as hours or terms: try weekdays 9am-5pm, minimum 2 hours, buffer 30 minutes, block 2 dec 24-26 or clear blocks.")
        }
        let (listing, calendar) = try await availability.apply(Self.change(for: rule), to: id, by: user.id)
        let done = switch rule {
        case .clearBlocks: "\"\(listing.title)\" has no blocked days now."
        case .always: "\"\(listing.title)\" can be booked at any time now."
        default: "Saved for \"\(listing.title)\"."
        }
        return Reply(intent: "set_availability", lines: [done] + (TermsText.describe(calendar).map { [$0] } ?? []))
    }

    private static func change(for rule: AvailabilityRule) -> ListingAvailability.Change {
        switch rule {
        case .weekly(let days, let from, let to): .hours(days: days, from: from, to: to)
        case .always: .alwaysOpen
        case .minimum(let minutes): .minimum(minutes: minutes)
        case .maximum(let minutes): .maximum(minutes: minutes)
        case .buffer(let minutes): .buffer(minutes: minutes)
        case .minimumMonths(let months): .minimumMonths(months)
        case .clearBlocks: .clearBlocks
        }
    }
}
