import Intents
import Marketplace

/// How bookings, quotes and free times read in replies.
enum BookingText {
    /// A day as shown ("Tue Dec 15", "Sun Jan 10 2027") the way a command takes it: "dec 15", "jan 10 2027".
    static func typedDay(_ shown: String) -> String {
        shown.split(separator: " ").dropFirst().joined(separator: " ").lowercased()
    }

    /// "Sat Nov 28, 2:00–6:00 pm PST".
    static func when(_ booking: Booking, now: Int64) -> String {
        TimeSpanText.format(booking.interval, in: ZonedCalendar(identifier: booking.timeZone), now: now)
    }

    /// "4 hours × $3.00 = $12.00".
    static func arithmetic(units: Int, unit: PriceUnit, unitCents: Int, totalCents: Int) -> String {
        "\(DurationText.plural(units, unit.rawValue)) × \(PriceText.exact(cents: unitCents)) = \(PriceText.exact(cents: totalCents))"
    }

    /// A renter's line: "1. #7 "Quiet closet" from ana · Sat Nov 28, 2:00–6:00 pm PST · $12.00 · approved".
    static func renterLine(_ position: Int, _ entry: Bookings.Entry, now: Int64) -> String {
        let booking = entry.booking
        let what = booking.kind == .viewing ? "viewing of \"\(entry.title)\"" : "\"\(entry.title)\""
        return "\(position). #\(booking.id!) \(what) from \(entry.ownerName) · \(when(booking, now: now))\(price(booking)) · \(booking.state.rawValue)"
    }

    /// An owner's line: "1. #7 bob wants "Quiet closet" · Sat Nov 28, 2:00–6:00 pm PST · $12.00 · requested".
    static func ownerLine(_ position: Int, _ entry: Bookings.Entry, now: Int64) -> String {
        let booking = entry.booking
        let verb = switch (booking.kind, booking.state) {
        case (.viewing, .requested): "asks to view"
        case (.viewing, _): "is viewing"
        case (.rental, .requested): "asks for"
        case (.rental, _): "booked"
        }
        return "\(position). #\(booking.id!) \(entry.renterName) \(verb) \"\(entry.title)\" · \(when(booking, now: now))\(price(booking)) · \(booking.state.rawValue)"
    }

    static func json(_ entry: Bookings.Entry, position: Int) -> JSONValue {
        let booking = entry.booking
        return .object([
            ("position", .int(position)), ("booking", .int(Int(booking.id!))), ("listing", .int(Int(booking.listingId))),
            ("title", .string(entry.title)), ("kind", .string(booking.kind.rawValue)), ("state", .string(booking.state.rawValue)),
            ("renter", .string(entry.renterName)), ("owner", .string(entry.ownerName)),
            ("start", .string(isoUTC(booking.startAt))), ("end", .string(isoUTC(booking.endAt))),
            ("time_zone", .string(booking.timeZone)), ("total_cents", .int(booking.totalCents)),
        ])
    }

    /// Free spans grouped by local day: "Sat Nov 28: 9:00 am–2:00 pm, 6:00–10:00 pm".
    static func freeDays(_ spans: [TimeSpan], in calendar: ZonedCalendar, now: Int64) -> [String] {
        let thisYear = calendar.local(now).year
        var lines: [String] = []
        var currentDay: String?
        var ranges: [String] = []
        for span in spans {
            let start = calendar.local(span.start)
            let end = calendar.local(span.end)
            let day = TimeSpanText.day(start, thisYear: thisYear)
            if day != currentDay, let currentDay {
                lines.append("\(currentDay): \(ranges.joined(separator: ", "))")
                ranges = []
            }
            currentDay = day
            let endMinutes = end.isMidnight ? 1440 : end.minutes
            ranges.append(start.minutes == 0 && endMinutes == 1440 ? "all day" : TimeSpanText.clockRange(start.minutes, endMinutes))
        }
        if let currentDay { lines.append("\(currentDay): \(ranges.joined(separator: ", "))") }
        return lines
    }

    /// The total, or the rent for a booking by the month, whose total is only what was held at first.
    private static func price(_ booking: Booking) -> String {
        if booking.unit == .month, booking.kind == .rental { return " · \(PriceText.exact(cents: booking.unitCents))/month" }
        return booking.totalCents > 0 ? " · \(PriceText.exact(cents: booking.totalCents))" : ""
    }

    private static let utc = ZonedCalendar(identifier: "UTC")

    /// "2026-11-21T22:00Z", for programs.
    static func isoUTC(_ seconds: Int64) -> String {
        let time = utc.local(seconds)
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(time.year)-\(two(time.month))-\(two(time.day))T\(two(time.minutes / 60)):\(two(time.minutes % 60))Z"
    }
}
