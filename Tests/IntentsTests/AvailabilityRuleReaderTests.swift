import Intents
import Testing

struct AvailabilityRuleReaderTests {
    static let weekdays = [1, 2, 3, 4, 5]
    static let everyDay = [1, 2, 3, 4, 5, 6, 7]

    @Test(arguments: [
        ("weekdays 9am-5pm", AvailabilityRule.weekly(days: weekdays, from: 540, to: 1020)),
        ("weekends 10am-6pm", .weekly(days: [6, 7], from: 600, to: 1080)),
        ("daily 9-5", .weekly(days: everyDay, from: 540, to: 1020)),
        ("every day 8am-8pm", .weekly(days: everyDay, from: 480, to: 1200)),
        ("mondays 9-5", .weekly(days: [1], from: 540, to: 1020)),
        ("mon-fri 8am-8pm", .weekly(days: weekdays, from: 480, to: 1200)),
        ("monday-friday 8am-8pm", .weekly(days: weekdays, from: 480, to: 1200)),
        ("mon to fri 9-5", .weekly(days: weekdays, from: 540, to: 1020)),
        ("monday to friday 9am to 5pm", .weekly(days: weekdays, from: 540, to: 1020)),
        ("sat and sun noon-6pm", .weekly(days: [6, 7], from: 720, to: 1080)),
        ("sun and sat noon-6pm", .weekly(days: [6, 7], from: 720, to: 1080)),
        ("mon, wed & fri 9-5", .weekly(days: [1, 3, 5], from: 540, to: 1020)),
        ("fri-mon 10am-4pm", .weekly(days: [1, 5, 6, 7], from: 600, to: 960)),
        ("weekdays and saturdays 9-12", .weekly(days: [1, 2, 3, 4, 5, 6], from: 540, to: 720)),
        ("weekdays", .weekly(days: weekdays, from: 0, to: 1440)),
        ("weekends only", .weekly(days: [6, 7], from: 0, to: 1440)),
        ("9am-5pm", .weekly(days: everyDay, from: 540, to: 1020)),
        ("9am-5pm weekdays", .weekly(days: weekdays, from: 540, to: 1020)),
        ("9-5 on weekdays", .weekly(days: weekdays, from: 540, to: 1020)),
        ("weekdays from 9 to 5", .weekly(days: weekdays, from: 540, to: 1020)),
        ("every monday 6pm-midnight", .weekly(days: [1], from: 1080, to: 1440)),
        ("daily noon to midnight", .weekly(days: everyDay, from: 720, to: 1440)),
        ("To weekdays 9AM-5PM.", .weekly(days: weekdays, from: 540, to: 1020)),
        ("only weekends all day", .weekly(days: [6, 7], from: 0, to: 1440)),
        ("open mon-fri 8am-8pm!", .weekly(days: weekdays, from: 480, to: 1200)),
    ])
    func readsWeeklyHours(text: String, rule: AvailabilityRule) {
        #expect(AvailabilityRuleReader.read(text) == rule, "\(text)")
    }

    @Test(arguments: [
        ("always", AvailabilityRule.always), ("any time", .always), ("24/7", .always), ("open 24/7", .always),
        ("Always.", .always),
        ("minimum 2 hours", .minimum(minutes: 120)), ("min 30 minutes", .minimum(minutes: 30)),
        ("min 1 hour", .minimum(minutes: 60)), ("at least 1 day", .minimum(minutes: 1440)),
        ("at least an hour", .minimum(minutes: 60)), ("2 hours minimum", .minimum(minutes: 120)),
        ("min stay 2 nights", .minimum(minutes: 2880)), ("minimum 1.5 hours", .minimum(minutes: 90)),
        ("max 3 days", .maximum(minutes: 4320)), ("maximum 8 hours", .maximum(minutes: 480)),
        ("at most a week", .maximum(minutes: 10_080)), ("max 90min", .maximum(minutes: 90)),
        ("buffer 30 minutes", .buffer(minutes: 30)), ("30 minutes between bookings", .buffer(minutes: 30)),
        ("buffer of 1 hour", .buffer(minutes: 60)), ("no buffer", .buffer(minutes: 0)), ("buffer 0", .buffer(minutes: 0)),
        ("minimum 3 months", .minimumMonths(3)), ("at least 6 months", .minimumMonths(6)),
        ("to at least 3 months", .minimumMonths(3)), ("minimum 1 year", .minimumMonths(12)),
        ("clear blocks", .clearBlocks), ("unblock all", .clearBlocks), ("remove blocks", .clearBlocks),
        ("clear all blocked dates", .clearBlocks),
    ])
    func readsLimitsAndStandingRules(text: String, rule: AvailabilityRule) {
        #expect(AvailabilityRuleReader.read(text) == rule, "\(text)")
    }

    @Test(arguments: [
        "sometimes", "block", "2 hours", "from monday", "", "to", "weekdays sometimes", "9am", "from 9am",
        "10pm-2am", "maximum 2 months", "buffer 1 month", "minimum 0 hours", "minimum", "max a few days",
        "every other day", "tomorrow 9-5", "dec 24-26", "minimum 2 hours please wait", "clear", "min 0.33 hours",
        "minimum 999999 weeks maybe",
    ])
    func readsNothingElse(text: String) {
        #expect(AvailabilityRuleReader.read(text) == nil, "\(text)")
    }

    @Test func severalRulesSaidApartByCommasOrSemicolonsAreEachRead() {
        #expect(
            AvailabilityRuleReader.readEach("weekdays 9am to 5pm, minimum 2 hours")
                == [.weekly(days: Self.weekdays, from: 540, to: 1020), .minimum(minutes: 120)])
        #expect(AvailabilityRuleReader.readEach("weekends 10am-6pm; and buffer 30 minutes").count == 2)
        #expect(AvailabilityRuleReader.readEach("mon and wed 9-5") == [.weekly(days: [1, 3], from: 540, to: 1020)])
    }

    @Test(arguments: ["weekdays, bananas", "minimum 2 hours, sometimes", ",", "now"])
    func severalRulesReadOnlyWhenEveryPartIsOne(text: String) {
        #expect(AvailabilityRuleReader.readEach(text).isEmpty, "\(text)")
    }
}
