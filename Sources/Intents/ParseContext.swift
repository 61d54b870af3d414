import Foundation

/// The reference point that relative words ("today", "sat") resolve against.
public struct ParseContext: Sendable {
    public var now: Date { didSet { localDayAndMinute = Self.localDayAndMinute(of: now, in: timeZone) } }
    public var timeZone: TimeZone { didSet { localDayAndMinute = Self.localDayAndMinute(of: now, in: timeZone) } }
    /// The reference day and minute of the day on the user's wall clock, worked out once rather than per time phrase.
    private(set) var localDayAndMinute: (LocalDate, Int)

    /// The time said last in the conversation, which "same time", "same day" and "that day" refer to; without one
    /// "same time" is now's time of day.
    public var earlierTime: Slots.Interval?

    public init(now: Date = Date(), timeZone: TimeZone = .current, earlierTime: Slots.Interval? = nil) {
        self.now = now
        self.timeZone = timeZone
        self.earlierTime = earlierTime
        self.localDayAndMinute = Self.localDayAndMinute(of: now, in: timeZone)
    }

    private static func localDayAndMinute(of now: Date, in timeZone: TimeZone) -> (LocalDate, Int) {
        let seconds = Int(now.timeIntervalSince1970.rounded(.down)) + timeZone.secondsFromGMT(for: now)
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        return (LocalDate(dayNumber: days), (seconds - days * 86_400) / 60)
    }
}
