import Bot
import Foundation
import Testing

struct ClockArgumentTests {
    let losAngeles = TimeZone(identifier: "America/Los_Angeles")!

    @Test func readsLocalTimesInTheGivenZone() throws {
        let date = try #require(ClockArgument.date("2026-11-21T09:00", in: losAngeles))
        #expect(date.timeIntervalSince1970 == 1_795_280_400)
        #expect(ClockArgument.format(date, in: losAngeles) == "2026-11-21T09:00")
    }

    @Test(arguments: ["2026-13-01T09:00", "2026-11-21", "tomorrow", "2026-02-30T10:00"])
    func refusesWhatIsNotATime(_ text: String) {
        #expect(ClockArgument.date(text, in: losAngeles) == nil)
    }

    @Test func readsDurations() {
        #expect(ClockArgument.duration("15m") == 900)
        #expect(ClockArgument.duration("2h") == 7200)
        #expect(ClockArgument.duration("30d") == 2_592_000)
        #expect(ClockArgument.duration("5x") == nil)
        #expect(ClockArgument.duration("-1m") == nil)
    }
}
