import Testing

@testable import Intents

/// Each money phrase and what it must mean; the words are as the parser sees them (lower case).
struct MoneyRecognizerTests {
    static func meanings(_ text: String, bareNumbers: Bool = false) -> [MoneyRecognizer.Meaning] {
        let words = text.split(separator: " ").map(String.init)
        return MoneyRecognizer.matches(in: words, taken: TakenWords(count: words.count), bareNumbers: bareNumbers).map(\.meaning)
    }

    static let table: [(String, MoneyRecognizer.Meaning)] = [
        ("$5", .amount(Money(cents: 500))),
        ("5 bucks", .amount(Money(cents: 500))),
        ("5/day", .amount(Money(cents: 500, per: .day))),
        ("$4.50/hr", .amount(Money(cents: 450, per: .hour))),
        ("5 a day", .amount(Money(cents: 500, per: .day))),
        ("5 per day", .amount(Money(cents: 500, per: .day))),
        ("1200/month", .amount(Money(cents: 120_000, per: .month))),
        ("2.5k a month", .amount(Money(cents: 250_000, per: .month))),
        ("$1,200 monthly", .amount(Money(cents: 120_000, per: .month))),
        ("under 5", .atMost(Money(cents: 500))),
        ("below $20", .atMost(Money(cents: 2000))),
        ("less than 10 a day", .atMost(Money(cents: 1000, per: .day))),
        ("at most 7/hr", .atMost(Money(cents: 700, per: .hour))),
        ("max 30", .atMost(Money(cents: 3000))),
        ("cheaper than 15/day", .atMost(Money(cents: 1500, per: .day))),
        ("over 10", .atLeast(Money(cents: 1000))),
        ("at least $20 a week", .atLeast(Money(cents: 2000, per: .week))),
        ("between 10 and 20", .between(Money(cents: 1000), Money(cents: 2000))),
        ("between 10 and 20 dollars", .between(Money(cents: 1000), Money(cents: 2000))),
        ("10-20 dollars", .between(Money(cents: 1000), Money(cents: 2000))),
        ("$10-$20 a day", .between(Money(cents: 1000, per: .day), Money(cents: 2000, per: .day))),
        ("2 million dollars", .amount(Money(cents: 200_000_000))),
        ("3 grand", .amount(Money(cents: 300_000))),
        ("$1.5 thousand", .amount(Money(cents: 150_000))),
        ("under 3 grand a month", .atMost(Money(cents: 300_000, per: .month))),
        ("5 k a month", .amount(Money(cents: 500_000, per: .month))),
    ]

    @Test(arguments: table)
    func reads(_ phrase: String, _ meaning: MoneyRecognizer.Meaning) {
        #expect(Self.meanings(phrase) == [meaning])
    }

    @Test func aPlainNumberIsMoneyOnlyWhereOneIsExpected() {
        #expect(Self.meanings("4.50").isEmpty)
        #expect(Self.meanings("4.50", bareNumbers: true) == [.amount(Money(cents: 450))])
    }

    static let notMoney = ["94105", "2 bedrooms", "3 baths", "5 stars", "within 3 miles", "book 2", "under 94105", "12/1"]

    @Test(arguments: notMoney)
    func ignores(_ phrase: String) {
        #expect(Self.meanings(phrase).isEmpty)
    }
}
