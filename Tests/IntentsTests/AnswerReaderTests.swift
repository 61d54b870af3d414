import Intents
import Testing

struct AnswerReaderTests {
    @Test(arguments: [
        ("5/day", 500, Money.Per?.some(.day)), ("$4.50/hr", 450, .hour), ("for 2400/month", 240_000, .month),
        ("5 bucks a day", 500, .day), ("30", 3000, nil),
    ])
    func readsAWholeLineAsAPrice(line: String, cents: Int, per: Money.Per?) {
        #expect(AnswerReader.price(line) == Money(cents: cents, per: per))
    }

    @Test(arguments: ["3 ladders", "ladder", "cheap", "5/day please wait", ""])
    func readsNothingElseAsAPrice(line: String) {
        #expect(AnswerReader.price(line) == nil)
    }

    @Test func readsZipCodesAndCitiesWithOrWithoutIn() {
        #expect(AnswerReader.place("94110") == .zip("94110"))
        #expect(AnswerReader.place("oakland") == .city("oakland"))
        #expect(AnswerReader.place("in sf") == .city("san francisco"))
        #expect(AnswerReader.place("oakland is nice") == nil)
        #expect(AnswerReader.place("nowhereville") == nil)
    }

    @Test func readsEveryAmenityInAList() {
        #expect(AnswerReader.amenities("wifi, a fridge and a desk") == ["wifi", "refrigerator", "study desk"])
        #expect(AnswerReader.amenities("A/C and in-unit laundry, pets ok") == ["air conditioning", "laundry", "pets allowed"])
        #expect(AnswerReader.amenities("none").isEmpty)
    }
}
