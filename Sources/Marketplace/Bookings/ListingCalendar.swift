import GRDB

/// One listing's time: its owner's terms, blocked spans and the bookings holding slots, in its local zone.
public struct ListingCalendar: Sendable {
    public let kind: ListingKind
    public let minMonths: Int?
    /// A home's first day to move in, as the UTC second of its local midnight.
    public let availableFrom: Int64?
    public let rules: AvailabilityRules
    public let blocks: [TimeSpan]
    public let taken: [TimeSpan]
    public let calendar: ZonedCalendar

    public init(
        kind: ListingKind, minMonths: Int?, availableFrom: Int64? = nil, rules: AvailabilityRules, blocks: [TimeSpan],
        taken: [TimeSpan], calendar: ZonedCalendar
    ) {
        self.kind = kind
        self.minMonths = minMonths
        self.availableFrom = availableFrom
        self.rules = rules
        self.blocks = blocks
        self.taken = taken
        self.calendar = calendar
    }

    /// The first reason `span` cannot be booked at `now`, or nil when it is free.
    public func problem(with span: TimeSpan, now: Int64) -> Unavailability? {
        let minutes = Int(span.seconds / 60)
        if span.start < now { return .past }
        if let minimum = rules.minMinutes, minutes < minimum { return .tooShort(minutes: minimum) }
        if let maximum = rules.maxMinutes, minutes > maximum { return .tooLong(minutes: maximum) }
        if kind == .home, let months = minMonths, calendar.monthsSpanned(from: span.start, to: span.end) < months {
            return .belowMinimumMonths(months)
        }
        if kind == .home, let first = availableFrom, span.start < first {
            return .notYetAvailable(from: TimeSpanText.day(calendar.local(first), thisYear: calendar.local(now).year))
        }
        if !isWithinHours(span) { return .closed }
        return clash(with: span)
    }

    /// Whether `span` meets a blocked time or another booking with its buffer, whatever the owner's other terms.
    public func clash(with span: TimeSpan) -> Unavailability? {
        if blocks.contains(where: { $0.overlaps(span) }) { return .blocked }
        let buffer = Int64(rules.bufferMinutes) * 60
        if taken.contains(where: { $0.padded(by: buffer).overlaps(span) }) { return .taken }
        return nil
    }

    /// The free parts of `range` from `now` on, cut at local midnights so each lies within one day.
    public func freeSpans(in range: TimeSpan, now: Int64) -> [TimeSpan] {
        let buffer = Int64(rules.bufferMinutes) * 60
        let busy = (blocks + taken.map { $0.padded(by: buffer) }).sorted { $0.start < $1.start }
        var free: [TimeSpan] = []
        var day = calendar.startOfDay(range.start)
        while day < range.end {
            let next = calendar.adding(days: 1, to: day)
            for window in rules.weeklyHours.ranges(on: calendar.local(day).weekday) {
                let open = TimeSpan(
                    start: max(day + Int64(window.lowerBound) * 60, range.start, now, kind == .home ? availableFrom ?? now : now),
                    end: min(window.upperBound == 1440 ? next : day + Int64(window.upperBound) * 60, range.end))
                free += Self.subtract(busy, from: open)
            }
            day = next
        }
        return free
    }

    /// Up to `limit` free spans as long as `span`, nearest to it first and then in time order:
    /// by the hour for bookings within a day, by the day for whole days.
    public func nearestFree(to span: TimeSpan, now: Int64, limit: Int = 3) -> [TimeSpan] {
        let byDay = calendar.local(span.start).isMidnight && calendar.local(span.end).isMidnight
        let steps = byDay ? 60 : 14 * 24
        var found: [TimeSpan] = []
        for step in 1...steps where found.count < limit {
            for offset in [step, -step] where found.count < limit {
                let candidate = byDay
                    ? TimeSpan(
                        start: calendar.adding(days: offset, to: span.start), end: calendar.adding(days: offset, to: span.end))
                    : span.shifted(by: Int64(offset) * 3600)
                if problem(with: candidate, now: now) == nil { found.append(candidate) }
            }
        }
        return found.sorted { $0.start < $1.start }
    }

    private func isWithinHours(_ span: TimeSpan) -> Bool {
        let hours = rules.weeklyHours
        guard !hours.isAlwaysOpen else { return true }
        let start = calendar.local(span.start)
        let end = calendar.local(span.end)
        if start.isMidnight && end.isMidnight {
            var day = span.start
            while day < span.end {
                if hours.ranges(on: calendar.local(day).weekday).isEmpty { return false }
                day = calendar.adding(days: 1, to: day)
            }
            return true
        }
        let endsNextMidnight = end.isMidnight && calendar.adding(days: 1, to: calendar.startOfDay(span.start)) == span.end
        guard endsNextMidnight || calendar.startOfDay(span.start) == calendar.startOfDay(span.end) else { return false }
        let endMinutes = endsNextMidnight ? 1440 : end.minutes
        return hours.ranges(on: start.weekday).contains { $0.lowerBound <= start.minutes && endMinutes <= $0.upperBound }
    }

    private static func subtract(_ busy: [TimeSpan], from open: TimeSpan) -> [TimeSpan] {
        guard open.start < open.end else { return [] }
        var pieces: [TimeSpan] = []
        var cursor = open.start
        for span in busy where span.overlaps(open) {
            if span.start > cursor { pieces.append(TimeSpan(start: cursor, end: span.start)) }
            cursor = max(cursor, span.end)
        }
        if cursor < open.end { pieces.append(TimeSpan(start: cursor, end: open.end)) }
        return pieces
    }
}

extension ListingCalendar {
    /// Reads the terms of `listing`, and the blocks and slot-holding rentals that end after `now`, or only those
    /// near `span` when one is given (a day either side covers any buffer), optionally leaving one booking out.
    static func load(
        _ listing: Listing, from now: Int64, near span: TimeSpan? = nil, excluding booking: Int64? = nil, in db: SQLSession
    ) throws -> ListingCalendar {
        let id = listing.id!
        var rules = AvailabilityRules()
        let rulesRead = rulesRead(listing: id)
        if let row = try Row.fetchOne(db.cachedStatement(sql: rulesRead.sql), arguments: rulesRead.arguments) {
            rules.weeklyHours = WeeklyHours(stored: row[0])
            rules.minMinutes = row[1]
            rules.maxMinutes = row[2]
            rules.bufferMinutes = row[3]
        }
        var (blocks, taken): ([TimeSpan], [TimeSpan]) = ([], [])
        let spansRead = spansRead(listing: id, from: now, near: span, excluding: booking)
        for row in try Row.fetchAll(db.cachedStatement(sql: spansRead.sql), arguments: spansRead.arguments) {
            let span = TimeSpan(start: row[1], end: row[2])
            if row[0] as Int64 == 0 { blocks.append(span) } else { taken.append(span) }
        }
        let calendar = ZonedCalendar(identifier: listing.timeZone)
        return ListingCalendar(
            kind: listing.kind, minMonths: listing.minMonths, availableFrom: listing.availableFrom.flatMap { calendar.midnight(of: $0) },
            rules: rules, blocks: blocks, taken: taken, calendar: calendar)
    }

    /// What `load` reads of listing `id`: its availability rules, then its blocks and bookings.
    static func reads(listing id: Int64, from now: Int64, near span: TimeSpan? = nil, excluding booking: Int64? = nil)
        -> [SQLRead]
    {
        [rulesRead(listing: id), spansRead(listing: id, from: now, near: span, excluding: booking)]
    }

    /// What `load` reads first: the listing's availability rules.
    static func rulesRead(listing id: Int64) -> SQLRead {
        SQLRead(
            sql: "SELECT weekly_hours, min_minutes, max_minutes, buffer_minutes FROM availability_rules WHERE listing_id = ?",
            arguments: [id])
    }

    private static func spansRead(listing id: Int64, from now: Int64, near span: TimeSpan?, excluding booking: Int64?)
        -> SQLRead
    {
        let day: Int64 = 86_400
        let after = (span?.start ?? now) - day
        let before = span.map { $0.end + day } ?? .max
        return SQLRead(
            sql: """
                SELECT 0 AS booked, start_at, end_at FROM listing_blocks WHERE listing_id = ? AND end_at > ? AND start_at < ?
                UNION ALL
                SELECT 1, start_at, end_at FROM bookings
                WHERE listing_id = ? AND end_at > ? AND start_at < ? AND state IN ('approved', 'active')
                  AND kind = 'rental' AND id IS DISTINCT FROM ?
                ORDER BY 1, 2
                """,
            arguments: [id, after, before, id, after, before, booking])
    }
}
