import Foundation
import Testing

@testable import Intents

/// A price no listing can have is told apart from no price at all, in an offer and in an answer to "how much?".
struct PriceProblemTests {
    @Test(arguments: [
        ("rent out my study room in 94105 for 0 dollars an hour", PriceProblem.zero),
        ("rent out my closet in 94105 for $0/hour", .zero),
        ("list my office in 94105 for zero dollars a day", .zero),
        ("rent out my closet in 94105 for -5/hour", .negative),
        ("rent out my quiet room in 94105 for $-3 an hour", .negative),
        ("rent my kayak for minus 5 a day in 94110", .negative),
        ("list my parking spot in 94105 for free", .free),
        ("lend my drill free of charge in 94110", .free),
    ])
    func anOfferSaysWhyItHasNoPrice(line: String, problem: PriceProblem) {
        guard case .createListing(let offered) = CommandTests.command(line) else {
            Issue.record("\(line) is no listing offer")
            return
        }
        #expect(offered.price == nil)
        #expect(offered.priceProblem == problem)
        #expect(offered.title.map { !$0.contains("0") && !$0.contains("free") && !$0.contains("minus") } ?? true)
    }

    @Test(arguments: [
        "rent out my closet in 94105 for 5/hour", "list my closet in 94105 with free wifi for 4/hour",
        "rent out my 2 bedroom apartment at 1 Main St, 94110, 0 parking, for 2400/month",
    ])
    func anOfferWithAPriceHasNoProblem(line: String) {
        guard case .createListing(let offered) = CommandTests.command(line) else {
            Issue.record("\(line) is no listing offer")
            return
        }
        #expect(offered.price != nil)
        #expect(offered.priceProblem == nil)
    }

    @Test(arguments: [("0", PriceProblem.zero), ("$0/day", .zero), ("-5/hour", .negative), ("free", .free), ("for free", .free)])
    func anAnswerSaysWhyItIsNoPrice(line: String, problem: PriceProblem) {
        #expect(AnswerReader.price(line) == nil)
        #expect(AnswerReader.priceProblem(line) == problem)
    }

    @Test(arguments: ["5/day", "cheap", "ladder", "10 or so"])
    func anyOtherAnswerHasNoPriceProblem(line: String) {
        #expect(AnswerReader.priceProblem(line) == nil)
    }
}
