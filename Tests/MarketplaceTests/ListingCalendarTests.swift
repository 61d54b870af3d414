import Foundation
@testable import Marketplace
import Testing

struct ListingCalendarTests {
    static let pacific = ZonedCalendar(identifier: "America/Los_Angeles")
    /// Saturday 2026-11-21, 9:00 am in San Francisco.
    static let now = pacific.seconds(year: 2026, month: 11, day: 21, minutes: 9 * 60)

    static func at(_ day: Int, _ hour: Int, month: Int = 11) -> Int64 {
        pacific.seconds(year: 2026, month: month, day: day, minutes: hour * 60)
    }

    static func calendar(
        _ rules: AvailabilityRules = AvailabilityRules(), blocks: [TimeSpan] = [], taken: [TimeSpan] = [],
        kind: ListingKind = .space, minMonths: Int? = nil
    ) -> ListingCalendar {
        ListingCalendar(kind: kind, minMonths: minMonths, rules: rules, blocks: blocks, taken: taken, calendar: pacific)
    }

    static var weekdaysNineToFive: AvailabilityRules {
        var rules = AvailabilityRules()
        rules.weeklyHours = WeeklyHours((1...5).map { .init(weekday: $0, from: 540, to: 1020) })
        return rules
    }

    @Test func weeklyHoursKeepBookingsInsideOneWindow() {
        let calendar = Self.calendar(Self.weekdaysNineToFive)
        // Monday Nov 23.
        #expect(calendar.problem(with: TimeSpan(start: Self.at(23, 9), end: Self.at(23, 17)), now: Self.now) == nil)
        #expect(calendar.problem(with: TimeSpan(start: Self.at(23, 8), end: Self.at(23, 10)), now: Self.now) == .closed)
        #expect(calendar.problem(with: TimeSpan(start: Self.at(23, 16), end: Self.at(23, 18)), now: Self.now) == .closed)
        // Saturday Nov 28 is closed all day; whole weekdays are open.
        #expect(calendar.problem(with: TimeSpan(start: Self.at(28, 10), end: Self.at(28, 12)), now: Self.now) == .closed)
        #expect(calendar.problem(with: TimeSpan(start: Self.at(23, 0), end: Self.at(26, 0)), now: Self.now) == nil)
        #expect(calendar.problem(with: TimeSpan(start: Self.at(27, 0), end: Self.at(29, 0)), now: Self.now) == .closed)
    }

    @Test func durationsBlocksBookingsAndBuffers() {
        var rules = AvailabilityRules()
        rules.minMinutes = 120
        rules.maxMinutes = 480
        rules.bufferMinutes = 30
        let booked = TimeSpan(start: Self.at(23, 12), end: Self.at(23, 14))
        let blocked = TimeSpan(start: Self.at(24, 0), end: Self.at(25, 0))
        let calendar = Self.calendar(rules, blocks: [blocked], taken: [booked])
        let problem = { (start: Int64, end: Int64) in calendar.problem(with: TimeSpan(start: start, end: end), now: Self.now) }
        #expect(problem(Self.at(23, 15), Self.at(23, 16)) == .tooShort(minutes: 120))
        #expect(problem(Self.at(23, 6), Self.at(23, 15)) == .tooLong(minutes: 480))
        #expect(problem(Self.at(23, 10), Self.at(23, 12)) == .taken, "inside the 30-minute buffer")
        #expect(problem(Self.at(23, 14) + 1800, Self.at(23, 17)) == nil, "just after the buffer")
        #expect(problem(Self.at(23, 8), Self.at(23, 10)) == nil, "ends before the buffer")
        #expect(problem(Self.at(24, 10), Self.at(24, 12)) == .blocked)
        #expect(problem(Self.at(21, 6), Self.at(21, 8)) == .past)
    }

    @Test func halfOpenIntervalsTouchWithoutOverlapping() {
        let calendar = Self.calendar(taken: [TimeSpan(start: Self.at(23, 12), end: Self.at(23, 14))])
        #expect(calendar.problem(with: TimeSpan(start: Self.at(23, 14), end: Self.at(23, 16)), now: Self.now) == nil)
        #expect(calendar.problem(with: TimeSpan(start: Self.at(23, 10), end: Self.at(23, 12)), now: Self.now) == nil)
        #expect(calendar.problem(with: TimeSpan(start: Self.at(23, 13), end: Self.at(23, 15)), now: Self.now) == .taken)
    }

    @Test func homesNeedTheirMinimumMonths() {
        let calendar = Self.calendar(kind: .home, minMonths: 3)
        let december = Self.at(1, 0, month: 12)
        #expect(
            calendar.problem(with: TimeSpan(start: december, end: Self.pacific.adding(months: 2, to: december)), now: Self.now)
                == .belowMinimumMonths(3))
        #expect(calendar.problem(with: TimeSpan(start: december, end: Self.pacific.adding(months: 3, to: december)), now: Self.now) == nil)
    }

    @Test func freeSpansSkipWhatIsTakenAndWhatHasPassed() {
        let calendar = Self.calendar(Self.weekdaysNineToFive, taken: [TimeSpan(start: Self.at(23, 12), end: Self.at(23, 14))])
        let monday = calendar.freeSpans(in: TimeSpan(start: Self.at(23, 0), end: Self.at(24, 0)), now: Self.now)
        #expect(monday == [TimeSpan(start: Self.at(23, 9), end: Self.at(23, 12)), TimeSpan(start: Self.at(23, 14), end: Self.at(23, 17))])
        let open = Self.calendar()
        #expect(open.freeSpans(in: TimeSpan(start: Self.at(21, 0), end: Self.at(22, 0)), now: Self.now) == [TimeSpan(start: Self.now, end: Self.at(22, 0))])
    }

    @Test func nearestFreeTimesAreTheClosestOfTheSameLength() {
        let calendar = Self.calendar(taken: [TimeSpan(start: Self.at(28, 14), end: Self.at(28, 18))])
        let asked = TimeSpan(start: Self.at(28, 14), end: Self.at(28, 18))
        #expect(calendar.nearestFree(to: asked, now: Self.now) == [
            TimeSpan(start: Self.at(28, 10), end: Self.at(28, 14)),
            TimeSpan(start: Self.at(28, 18), end: Self.at(28, 22)),
            TimeSpan(start: Self.at(28, 19), end: Self.at(28, 23)),
        ])
    }

    @Test func localTimesSurviveDaylightSavingChanges() {
        // US clocks go forward on Sunday 2027-03-14 at 2:00 am.
        let before = Self.pacific.seconds(year: 2027, month: 3, day: 13, minutes: 14 * 60)
        let after = Self.pacific.adding(days: 1, to: before)
        #expect(after - before == 23 * 3600)
        #expect(TimeSpanText.format(TimeSpan(start: after, end: after + 4 * 3600), in: Self.pacific, now: before) == "Sun Mar 14, 2:00–6:00 pm PDT")
        #expect(TimeSpanText.format(TimeSpan(start: before, end: before + 4 * 3600), in: Self.pacific, now: before) == "Sat Mar 13, 2:00–6:00 pm PST")
        #expect(Self.pacific.daysTouched(from: Self.pacific.startOfDay(before), to: Self.pacific.adding(days: 3, to: Self.pacific.startOfDay(before))) == 3)
    }

    @Test func spansReadAsPeopleSayThem() {
        #expect(TimeSpanText.format(TimeSpan(start: Self.at(28, 10), end: Self.at(28, 14)), in: Self.pacific, now: Self.at(22, 10)) == "Sat Nov 28, 10:00 am–2:00 pm PST")
        #expect(TimeSpanText.format(TimeSpan(start: Self.at(1, 0, month: 12), end: Self.at(4, 0, month: 12)), in: Self.pacific, now: Self.at(22, 10)) == "Tue Dec 1 to Thu Dec 3")
        #expect(TimeSpanText.format(TimeSpan(start: Self.at(28, 0), end: Self.at(29, 0)), in: Self.pacific, now: Self.at(22, 10)) == "Sat Nov 28")
        #expect(TimeSpanText.format(TimeSpan(start: Self.at(28, 22), end: Self.at(29, 2)), in: Self.pacific, now: Self.at(22, 10)) == "Sat Nov 28, 10:00 pm to Sun Nov 29, 2:00 am PST")
    }

    @Test func aDayOutsideThisYearShowsItsYear() {
        let now = Self.at(22, 10)
        let newYear = Self.pacific.seconds(year: 2027, month: 1, day: 1, minutes: 0)
        #expect(TimeSpanText.format(TimeSpan(start: newYear, end: newYear + 86_400), in: Self.pacific, now: now) == "Fri Jan 1 2027")
        let lease = TimeSpan(start: Self.at(1, 0, month: 12), end: Self.pacific.adding(months: 12, to: Self.at(1, 0, month: 12)))
        #expect(TimeSpanText.format(lease, in: Self.pacific, now: now) == "Tue Dec 1 2026 to Tue Nov 30 2027")
        let overNewYear = TimeSpan(start: Self.pacific.adding(days: -1, to: newYear) + 20 * 3600, end: newYear + 2 * 3600)
        #expect(TimeSpanText.format(overNewYear, in: Self.pacific, now: now) == "Thu Dec 31 2026, 8:00 pm to Fri Jan 1 2027, 2:00 am PST")
    }

    @Test func aHomeIsNotLetBeforeItsFirstDayToMoveIn() {
        let first = Self.at(1, 0, month: 12)
        let calendar = ListingCalendar(
            kind: .home, minMonths: nil, availableFrom: first, rules: AvailabilityRules(), blocks: [], taken: [], calendar: Self.pacific)
        let early = TimeSpan(start: Self.at(29, 0), end: Self.pacific.adding(months: 6, to: Self.at(29, 0)))
        #expect(calendar.problem(with: early, now: Self.at(22, 10)) == .notYetAvailable(from: "Tue Dec 1"))
        let onTime = TimeSpan(start: first, end: Self.pacific.adding(months: 6, to: first))
        #expect(calendar.problem(with: onTime, now: Self.at(22, 10)) == nil)
        #expect(calendar.freeSpans(in: TimeSpan(start: Self.at(28, 0), end: Self.at(3, 0, month: 12)), now: Self.at(22, 10)).first?.start == first)
    }
}
