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
        return Reply(
            intent: "availability", lines: lines,
            data: .object([
                ("listing", .int(Int(id))),
                ("free", .array(free.map { .object([("start", .string(BookingText.isoUTC($0.start))), ("end", .string(BookingText.isoUTC($0.end)))]) })),
            ]))
    }
}
