/// Why a time phrase names no time at all, kept so the bot can say what was wrong instead of guessing.
public enum TimeProblem: Sendable, Equatable {
    /// "feb 30", "4/31": a month and day that make no date in the year they would fall in.
    case noSuchDate(month: Int, day: Int)
    /// "dec 30 to dec 28": a range of days whose last comes before its first.
    case endsBeforeStart(first: MonthDay, last: MonthDay)
    /// "4pm to 2pm": hours that, read across midnight, would make most of a day; minutes after midnight.
    case hoursEndBeforeStart(start: Int, end: Int)
    /// "same time next week", "that day" with no time said before in the conversation; the words, as typed.
    case noEarlierTime(String)
    /// "the 5th monday of next month": an nth day a period doesn't have; the words, as typed.
    case noSuchDay(String)
    /// "friday for 2 hours": a length in hours on a day, with no hour to start; the words, as typed.
    case noStartTime(String)
    /// "every other friday", "the tail end of next week": a word that changes a time sits beside one,
    /// and no rule reads it; the words, as matched.
    case unread(String)

    /// Whether the problem is a word beside a time that no rule read, rather than a day that can't be.
    public var isUnread: Bool {
        if case .unread = self { return true }
        return false
    }

    /// A day of the year as typed, without the year.
    public struct MonthDay: Sendable, Equatable {
        public let month: Int
        public let day: Int
    }
}
