import Testing

@testable import Intents

/// Duckling-style corpus: each phrase and the interval it must mean at Sunday 2026-11-22, 10:00.
struct TimeRecognizerTests {
    static let recognizer = TimeRecognizer(today: LocalDate(year: 2026, month: 11, day: 22), nowMinutes: 10 * 60)

    static func interval(_ text: String) -> String? {
        let words = text.lowercased().split(separator: " ").map(String.init)
        guard let match = recognizer.firstMatch(in: words, taken: TakenWords(count: words.count)) else {
            return nil
        }
        guard case .interval(let start, let end) = match.meaning else { return nil }
        return "\(start.text) \(end.text)"
    }

    static let corpus: [(String, String)] = [
        ("sat 2-6pm", "2026-11-28T14:00 2026-11-28T18:00"),
        ("saturday 10-2pm", "2026-11-28T10:00 2026-11-28T14:00"),
        ("sat 9am-5pm", "2026-11-28T09:00 2026-11-28T17:00"),
        ("sat 9 to 5", "2026-11-28T09:00 2026-11-28T17:00"),
        ("sat from 2 to 4", "2026-11-28T14:00 2026-11-28T16:00"),
        ("sat between 2 and 4pm", "2026-11-28T14:00 2026-11-28T16:00"),
        ("thurs 6pm", "2026-11-26T18:00 2026-11-26T19:00"),
        ("today", "2026-11-22T00:00 2026-11-23T00:00"),
        ("tomorrow", "2026-11-23T00:00 2026-11-24T00:00"),
        ("tonight", "2026-11-22T18:00 2026-11-23T00:00"),
        ("tomorrow morning", "2026-11-23T08:00 2026-11-23T12:00"),
        ("tomorrow afternoon", "2026-11-23T12:00 2026-11-23T17:00"),
        ("this evening", "2026-11-22T17:00 2026-11-22T21:00"),
        ("tomorrow 9-5", "2026-11-23T09:00 2026-11-23T17:00"),
        ("tomorrow at 10am for 3 hours", "2026-11-23T10:00 2026-11-23T13:00"),
        ("day after tomorrow", "2026-11-24T00:00 2026-11-25T00:00"),
        ("sun", "2026-11-22T00:00 2026-11-23T00:00"),
        ("sunday 3pm", "2026-11-22T15:00 2026-11-22T16:00"),
        ("sunday 9am", "2026-11-29T09:00 2026-11-29T10:00"),
        ("mon", "2026-11-23T00:00 2026-11-24T00:00"),
        ("next sat", "2026-11-28T00:00 2026-11-29T00:00"),
        ("next monday", "2026-11-23T00:00 2026-11-24T00:00"),
        ("this weekend", "2026-11-21T00:00 2026-11-23T00:00"),
        ("next weekend", "2026-11-28T00:00 2026-11-30T00:00"),
        ("next week", "2026-11-23T00:00 2026-11-30T00:00"),
        ("next month", "2026-12-01T00:00 2027-01-01T00:00"),
        ("mon to fri", "2026-11-23T00:00 2026-11-28T00:00"),
        ("dec 1 to dec 3", "2026-12-01T00:00 2026-12-04T00:00"),
        ("dec 24-26", "2026-12-24T00:00 2026-12-27T00:00"),
        ("1 dec", "2026-12-01T00:00 2026-12-02T00:00"),
        ("december 1st", "2026-12-01T00:00 2026-12-02T00:00"),
        ("the 1st of december", "2026-12-01T00:00 2026-12-02T00:00"),
        ("12/1", "2026-12-01T00:00 2026-12-02T00:00"),
        ("the 5th", "2026-12-05T00:00 2026-12-06T00:00"),
        ("nov 1", "2027-11-01T00:00 2027-11-02T00:00"),
        ("nov 22", "2026-11-22T00:00 2026-11-23T00:00"),
        ("jan 5", "2027-01-05T00:00 2027-01-06T00:00"),
        ("tomorrow for 3 days", "2026-11-23T00:00 2026-11-26T00:00"),
        ("for a week", "2026-11-22T00:00 2026-11-29T00:00"),
        ("from 2pm for 2 hours", "2026-11-22T14:00 2026-11-22T16:00"),
        ("for 2 hours", "2026-11-22T10:00 2026-11-22T12:00"),
        ("until 6", "2026-11-22T10:00 2026-11-22T18:00"),
        ("until friday", "2026-11-22T00:00 2026-11-28T00:00"),
        ("noon", "2026-11-22T12:00 2026-11-22T13:00"),
        ("2:30", "2026-11-22T14:30 2026-11-22T15:30"),
        ("14:00", "2026-11-22T14:00 2026-11-22T15:00"),
        ("9am", "2026-11-23T09:00 2026-11-23T10:00"),
        ("sat 2 pm", "2026-11-28T14:00 2026-11-28T15:00"),
    ]

    @Test(arguments: corpus)
    func resolves(_ phrase: String, _ expected: String) {
        #expect(Self.interval(phrase) == expected)
    }

    static let notTimes = [
        "5/day", "under 5", "2 bedrooms", "book 2", "4.50", "$5", "94105", "listing 42", "for 5 bucks", "2 baths",
        "5 stars", "within 3 miles", "10-20 dollars", "between 10 and 20", "3 bedroom apartment",
    ]

    @Test(arguments: notTimes)
    func ignores(_ phrase: String) {
        #expect(Self.interval(phrase) == nil)
    }

    static func problem(_ text: String) -> TimeProblem? {
        let words = text.lowercased().split(separator: " ").map(String.init)
        guard let match = recognizer.firstMatch(in: words, taken: TakenWords(count: words.count)),
            case .problem(let problem) = match.meaning
        else { return nil }
        return problem
    }

    static let impossible: [(String, TimeProblem)] = [
        ("feb 30", .noSuchDate(month: 2, day: 30)),
        ("30 february", .noSuchDate(month: 2, day: 30)),
        ("the 31st of april", .noSuchDate(month: 4, day: 31)),
        ("4/31", .noSuchDate(month: 4, day: 31)),
        ("2/29/2027", .noSuchDate(month: 2, day: 29)),
        ("feb 29", .noSuchDate(month: 2, day: 29)),
        ("sept 31 at 5pm", .noSuchDate(month: 9, day: 31)),
        ("dec 30 to dec 28", .endsBeforeStart(first: .init(month: 12, day: 30), last: .init(month: 12, day: 28))),
        ("from the 5th of march to the 2nd of march", .endsBeforeStart(first: .init(month: 3, day: 5), last: .init(month: 3, day: 2))),
        ("dec 10 until dec 3", .endsBeforeStart(first: .init(month: 12, day: 10), last: .init(month: 12, day: 3))),
        ("jan 3 to feb 30", .noSuchDate(month: 2, day: 30)),
        ("tomorrow from 4pm to 2pm", .hoursEndBeforeStart(start: 16 * 60, end: 14 * 60)),
        ("sat 8am-7am", .hoursEndBeforeStart(start: 8 * 60, end: 7 * 60)),
        ("from 3:30 pm until 1 pm", .hoursEndBeforeStart(start: 15 * 60 + 30, end: 13 * 60)),
    ]

    @Test(arguments: impossible)
    func namesNoTimeForAnImpossibleDay(_ phrase: String, _ expected: TimeProblem) {
        #expect(Self.interval(phrase) == nil)
        #expect(Self.problem(phrase) == expected)
    }

    @Test(arguments: ["dec 30 to jan 2", "feb 28", "2/29/2028", "apr 30", "dec 28 to dec 30", "tonight 10pm to 6am", "sat 9pm-9am", "sat 4pm to sun 2pm"])
    func aRealDayIsNoProblem(_ phrase: String) {
        #expect(Self.problem(phrase) == nil)
        #expect(Self.interval(phrase) != nil)
    }
}
