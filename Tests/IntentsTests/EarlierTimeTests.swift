import Foundation
import Intents
import Testing

/// "same time", "the same day" and "that day" refer to the time said last, which the bot passes in the context.
struct EarlierTimeTests {
    static let now = ParseContext(now: Date(timeIntervalSince1970: 1_795_370_400), timeZone: TimeZone(identifier: "America/Los_Angeles")!)

    /// The context after the person said `earlier`.
    static func after(_ earlier: String) throws -> ParseContext {
        var context = now
        context.earlierTime = try #require(IntentParser().parse(earlier, context: now).slots.when)
        return context
    }

    static func when(_ line: String, _ context: ParseContext) -> String? {
        IntentParser().parse(line, context: context).slots.when.map { "\($0.start.text)–\($0.end.text)" }
    }

    @Test func sameTimeTakesTheEarlierHoursOnTheDayNamed() throws {
        #expect(Self.when("book 1 same time sunday", try Self.after("closets near 94110 saturday 2-6pm")) == "2026-11-22T14:00–2026-11-22T18:00")
        #expect(Self.when("book it for the same time", try Self.after("book 2 tue 9-11am")) == "2026-11-24T09:00–2026-11-24T11:00")
    }

    @Test func sameDayTakesTheEarlierDayAtTheHoursNamed() throws {
        #expect(Self.when("and the same day 4-6pm too please", try Self.after("closets near 94110 saturday 2-6pm")) == "2026-11-28T16:00–2026-11-28T18:00")
        #expect(Self.when("book 1 that day at 9am", try Self.after("find a ladder dec 3")) == "2026-12-03T09:00–2026-12-03T10:00")
    }

    @Test func sameTimeTomorrowAfterHoursToday() throws {
        #expect(Self.when("book it again same time tomorrow pls", try Self.after("book listing 9 today 2-4pm")) == "2026-11-23T14:00–2026-11-23T16:00")
    }

    @Test func sameTimeNextWeekIsAWeekAfterTheEarlierTime() throws {
        #expect(Self.when("book it again same time next week", try Self.after("book 2 tue 9-11am")) == "2026-12-01T09:00–2026-12-01T11:00")
    }

    @Test func theDayAfterIsTheDayAfterTheEarlierTime() throws {
        let after = try Self.after("book 2 mon 2-6pm")
        #expect(Self.when("book it the day after too, same hours", after) == "2026-11-24T14:00–2026-11-24T18:00")
        #expect(Self.when("and the next day 9-11am", after) == "2026-11-24T09:00–2026-11-24T11:00")
        #expect(Self.when("book it the day after tomorrow", after) == "2026-11-24T00:00–2026-11-25T00:00")
    }

    @Test func hoursAloneFallOnTheEarlierDay() throws {
        #expect(Self.when("book the first one 1 to 3pm", try Self.after("garage in oakland next sunday")) == "2026-11-29T13:00–2026-11-29T15:00")
        #expect(Self.when("book the first one 1 to 3pm", Self.now) == "2026-11-22T13:00–2026-11-22T15:00")
    }

    @Test func anEndNoRuleReadsLeavesTheTimeUnread() {
        for line in ["book it from the 5th til whenever", "book listing 2 from dec 5 until i get back"] {
            let intent = IntentParser().parse(line, context: Self.now)
            #expect(intent.slots.when == nil && intent.slots.timeProblem?.isUnread == true, "\(line)")
        }
        #expect(Self.when("book it from monday until friday", Self.now) == "2026-11-23T00:00–2026-11-28T00:00")
    }

    @Test func withoutAnEarlierTimeSameTimeIsNoTime() {
        for (line, words) in [("book 1 same time tomorrow", "same time"), ("book listing 9 same time next week", "same time"), ("same hours on monday", "same hours")] {
            let intent = IntentParser().parse(line, context: Self.now)
            #expect(intent.slots.when == nil && intent.slots.timeProblem == .noEarlierTime(words), "\(line)")
        }
    }

    @Test func sameHoursAfterTheDayTakesTheEarlierHours() throws {
        let after = try Self.after("closet in sf tomorrow 2-6pm")
        #expect(Self.when("how about monday, same hours", after) == "2026-11-23T14:00–2026-11-23T18:00")
        #expect(Self.when("what about sunday at the same time", after) == "2026-11-22T14:00–2026-11-22T18:00")
    }

    @Test func withoutAnEarlierTimeThatDayIsNoDay() {
        let intent = IntentParser().parse("book it that day 1-3pm", context: Self.now)
        #expect(intent.slots.when == nil && intent.slots.timeProblem == .noEarlierTime("that day"))
    }
}
