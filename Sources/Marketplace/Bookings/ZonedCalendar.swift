import Foundation

/// Wall-clock arithmetic in one IANA zone: local days and times to UTC seconds and back, across daylight-saving changes.
public struct ZonedCalendar: Sendable {
    /// A local calendar day and the minutes since its midnight.
    public struct LocalTime: Sendable, Equatable {
        public var year: Int
        public var month: Int
        public var day: Int
        public var minutes: Int
        /// 1 is Monday, 7 is Sunday.
        public var weekday: Int

        public var isMidnight: Bool { minutes == 0 }
    }

    public let timeZone: TimeZone
    private let calendar: Calendar

    public init(_ timeZone: TimeZone) {
        self.timeZone = timeZone
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        self.calendar = calendar
    }

    /// The zone named `identifier`, or UTC for a name this system does not know.
    public init(identifier: String) {
        self.init(TimeZone(identifier: identifier) ?? TimeZone(identifier: "UTC")!)
    }

    /// The UTC second of a local wall-clock time; a time skipped by a daylight-saving change moves forward.
    public func seconds(year: Int, month: Int, day: Int, minutes: Int) -> Int64 {
        let parts = DateComponents(year: year, month: month, day: day, hour: minutes / 60, minute: minutes % 60)
        let date = calendar.date(from: parts) ?? Date(timeIntervalSince1970: 0)
        return Int64(date.timeIntervalSince1970.rounded())
    }

    public func local(_ seconds: Int64) -> LocalTime {
        let parts = calendar.dateComponents(
            [.year, .month, .day, .hour, .minute, .weekday], from: Date(timeIntervalSince1970: TimeInterval(seconds)))
        return LocalTime(
            year: parts.year!, month: parts.month!, day: parts.day!, minutes: parts.hour! * 60 + parts.minute!,
            weekday: (parts.weekday! + 5) % 7 + 1)
    }

    /// The local midnight starting the day that contains `seconds`.
    /// The UTC second of the local midnight that starts `day`, written `2026-12-01`; nil for text that is no such day.
    public func midnight(of day: String) -> Int64? {
        let parts = day.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3, (1...12).contains(parts[1]), (1...31).contains(parts[2]) else { return nil }
        return seconds(year: parts[0], month: parts[1], day: parts[2], minutes: 0)
    }

    public func startOfDay(_ seconds: Int64) -> Int64 {
        let time = local(seconds)
        return self.seconds(year: time.year, month: time.month, day: time.day, minutes: 0)
    }

    /// The same local wall-clock time `days` days later (or earlier, when negative).
    public func adding(days: Int, to seconds: Int64) -> Int64 {
        adding(.day, days, to: seconds)
    }

    public func adding(months: Int, to seconds: Int64) -> Int64 {
        adding(.month, months, to: seconds)
    }

    /// Whole calendar months from `start` to `end`, counting a part month as one.
    public func monthsSpanned(from start: Int64, to end: Int64) -> Int {
        var months = max(calendar.dateComponents([.month], from: date(start), to: date(end)).month ?? 0, 0)
        if adding(months: months, to: start) < end { months += 1 }
        return max(months, 1)
    }

    /// Local days touched by [start, end): Dec 1 00:00 to Dec 4 00:00 touches 3.
    public func daysTouched(from start: Int64, to end: Int64) -> Int {
        var count = 0
        var day = startOfDay(start)
        while day < end {
            count += 1
            day = adding(days: 1, to: day)
        }
        return max(count, 1)
    }

    private func adding(_ component: Calendar.Component, _ value: Int, to seconds: Int64) -> Int64 {
        let moved = calendar.date(byAdding: component, value: value, to: date(seconds)) ?? date(seconds)
        return Int64(moved.timeIntervalSince1970.rounded())
    }

    private func date(_ seconds: Int64) -> Date { Date(timeIntervalSince1970: TimeInterval(seconds)) }
}
