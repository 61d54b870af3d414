import Intents
import Marketplace

/// A listing's free times, and its terms.
extension DiscoveryHandlers {
    func showAvailability(
        _ reference: Command.Reference?, within: Command.Interval?, in session: inout Session
    ) async throws -> Reply {
        let id = try session.listingID(reference)
        session.shown.focus = id
        let (details, calendar) = try await availability.calendar(of: id, for: session.account?.id)
        let local = calendar.calendar
        let now = configuration.clock.now().unixSeconds
        if within == nil, details.listing.kind == .home { return moveIn(details.listing, id: id, calendar: calendar, now: now) }
        var range: TimeSpan
        if let within {
            range = TimeSpan(from: WallTime(within.start), to: WallTime(within.end), in: local)
        } else {
            let today = local.startOfDay(now)
            range = TimeSpan(start: today, end: local.adding(days: 7, to: today))
        }
        range.end = min(range.end, local.adding(days: 14, to: range.start))
        let shortest = Int64(calendar.rules.minMinutes ?? 1) * 60
        let free = calendar.freeSpans(in: range, now: now).filter { $0.seconds >= shortest }
        if within != nil, free.contains(where: { $0.start <= range.start && $0.end >= range.end }) { session.shown.askedAbout = within }
        let title = details.listing.title
        var lines = free.isEmpty
            ? ["\"\(title)\" has no free time \(TimeSpanText.format(range, in: local, now: now)): try other days."]
            : ["Free times of \"\(title)\" (\(local.timeZone.identifier) time):"] + BookingText.freeDays(free, in: local, now: now)
        if let terms = TermsText.describe(calendar) { lines.append(terms) }
        lines.append("To book, type book it and a time, as in: book it sat 2-6pm")
        return Reply(intent: "availability", lines: lines, data: Self.freeJSON(id, free))
    }

    /// When a home can be moved into: the first free day in the coming year, until the next lease when one follows,
    /// with its shortest lease.
    private func moveIn(_ listing: Listing, id: Int64, calendar: ListingCalendar, now: Int64) -> Reply {
        let local = calendar.calendar
        let today = local.startOfDay(now)
        let year = TimeSpan(start: today, end: local.adding(days: 366, to: today))
        let free = calendar.freeSpans(in: year, now: now).reduce(into: [TimeSpan]()) { spans, span in
            if let last = spans.last, last.end == span.start { spans[spans.count - 1].end = span.end } else { spans.append(span) }
        }
        let thisYear = local.local(now).year
        let day = { (moment: Int64) in TimeSpanText.day(local.local(moment), thisYear: thisYear) }
        var lines: [String]
        if let first = free.first {
            let until = first.end < year.end ? ", until \(day(first.end))" : ""
            let months = calendar.minMonths ?? 12
            let from = BookingText.typedDay(day(first.start))
            lines = [
                "\"\(listing.title)\" is free to move into from \(day(first.start))\(until).",
                "To ask for a lease, type: book it from \(from) for \(DurationText.plural(months, "month"))",
            ]
            if let terms = TermsText.describe(calendar) { lines.insert(terms, at: 1) }
        } else {
            lines = ["\"\(listing.title)\" has no day free to move into in the coming year."]
        }
        return Reply(intent: "availability", lines: lines, data: Self.freeJSON(id, free))
    }

    private static func freeJSON(_ id: Int64, _ free: [TimeSpan]) -> JSONValue {
        .object([
            ("listing", .int(Int(id))),
            ("free", .array(free.map { .object([("start", .string(BookingText.isoUTC($0.start))), ("end", .string(BookingText.isoUTC($0.end)))]) })),
        ])
    }
}
