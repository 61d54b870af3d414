/// Why a time phrase names no time at all, kept so the bot can say what was wrong instead of guessing.
public enum TimeProblem: Sendable, Equatable {
    /// "feb 30", "4/31": a month and day that make no date in the year they would fall in.
    case noSuchDate(month: Int, day: Int)
    /// "dec 30 to dec 28": a range of days whose last comes before its first.
    case endsBeforeStart(first: MonthDay, last: MonthDay)

    /// A day of the year as typed, without the year.
    public struct MonthDay: Sendable, Equatable {
        public let month: Int
        public let day: Int
    }
}
