/// A local wall-clock time as the parser gives it ("2026-11-28T14:00"), before a zone makes it an instant.
public struct WallTime: Sendable, Equatable {
    public var year: Int
    public var month: Int
    public var day: Int
    public var minutes: Int

    public init(year: Int, month: Int, day: Int, minutes: Int) {
        self.year = year
        self.month = month
        self.day = day
        self.minutes = minutes
    }

    /// The wall-clock time of a UTC second in `calendar`'s zone.
    public init(_ seconds: Int64, in calendar: ZonedCalendar) {
        let time = calendar.local(seconds)
        self.init(year: time.year, month: time.month, day: time.day, minutes: time.minutes)
    }

    public func seconds(in calendar: ZonedCalendar) -> Int64 {
        calendar.seconds(year: year, month: month, day: day, minutes: minutes)
    }
}

extension TimeSpan {
    /// The instants of a local span in `calendar`'s zone.
    public init(from start: WallTime, to end: WallTime, in calendar: ZonedCalendar) {
        self.init(start: start.seconds(in: calendar), end: end.seconds(in: calendar))
    }
}
