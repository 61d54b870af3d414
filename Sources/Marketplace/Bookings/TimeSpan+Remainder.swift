extension TimeSpan {
    /// What is left of a run of whole days that has begun: from `now`, rounded up to the quarter hour, so "today"
    /// or "this weekend" said on its Sunday books the rest of it. Any other span is itself.
    func remainder(after now: Int64, in calendar: ZonedCalendar) -> TimeSpan {
        guard start < now, now < end, calendar.local(start).isMidnight, calendar.local(end).isMidnight else { return self }
        let quarterHour: Int64 = 900
        let from = (now + quarterHour - 1) / quarterHour * quarterHour
        return from < end ? TimeSpan(start: from, end: end) : self
    }
}
