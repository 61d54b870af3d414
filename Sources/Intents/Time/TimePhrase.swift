/// The parts of a time phrase as typed, before they are resolved against the reference time.
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
        case part(Int, Int)
    }

    var days: Days?
    var clock: Clock?
    var duration: TimeVocabulary.Unit?
    var durationCount = 0
    var untilDay: LocalDate?
    /// Set when the phrase names a day that can't be: the phrase then means no time at all.
    var problem: TimeProblem?

    var isEmpty: Bool { days == nil && clock == nil && duration == nil && untilDay == nil && problem == nil }

    /// Prefers evening readings of bare hours ("tonight at 9").
    var prefersEvening: Bool {
        if case .part(let start, _)? = clock { return start >= 12 * 60 }
        return false
    }
}
