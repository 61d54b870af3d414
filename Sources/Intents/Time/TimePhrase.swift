/// The pieces of a time phrase as its rules read them, before they are resolved against the reference time.
struct TimePhrase {
    enum Days {
        case date(LocalDate)
        /// A bare or "this" weekday (1 = Monday): the next such day on or after today.
        case weekday(Int)
        /// Whole days from the first to the last, inclusive.
        case range(LocalDate, LocalDate)
    }

    enum Clock {
        case range(ClockReading, ClockReading)
        case at(ClockReading)
        case until(ClockReading)
        /// "after 5pm": from then to the end of the day.
        case after(ClockReading)
        case part(Int, Int)
    }

    var days: Days?
    var clock: Clock?
    /// A part of the day said beside a clock time, which settles its am or pm ("8 tonight", "saturday morning at 9").
    var part: (Int, Int)?
    /// A moment worked out already ("in 2 hours", "now", "20 minutes ago"), one hour long unless a duration follows.
    var moment: LocalDateTime?
    /// A span worked out already ("next 3 hours", "from 3pm tomorrow to 5pm friday").
    var span: (LocalDateTime, LocalDateTime)?
    var duration: TimeVocabulary.Unit?
    var durationCount = 0
    var untilDay: LocalDate?
    /// A zone said with the clock time ("8pm PST", "noon eastern"), as typed: `TimeZoneNames.zone` reads it.
    var zone: String?
    /// Set when the phrase names a day that can't be: the phrase then means no time at all.
    var problem: TimeProblem?
    /// "anytime after dec 3": the phrase names one end of a window.
    var isOpenEnded = false

    var isEmpty: Bool {
        days == nil && clock == nil && part == nil && moment == nil && span == nil && duration == nil && untilDay == nil
            && problem == nil
    }

    /// The part of the day the clock sits in: the one said, or the one a "tonight" or "part" clock names.
    var partOfDay: (Int, Int)? {
        if let part { return part }
        if case .part(let start, let end)? = clock { return (start, end) }
        return nil
    }
}
