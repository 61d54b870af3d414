import Foundation
import Testing

@testable import Intents

struct PlaceRecognizerTests {
    static func place(_ text: String) -> Slots.Place? {
        let words = text.split(separator: " ").map(String.init)
        var taken = TakenWords(count: words.count)
        return PlaceRecognizer.place(in: words, taken: &taken, cities: CityNames.shared)
    }

    static func radius(_ text: String) -> Double? {
        let words = text.split(separator: " ").map(String.init)
        var taken = TakenWords(count: words.count)
        return PlaceRecognizer.radius(in: words, taken: &taken)?.kilometres
    }

    static let table: [(String, Slots.Place)] = [
        ("near 94105", .zip("94105")),
        ("94110", .zip("94110")),
        ("near me", .me),
        ("nearby", .me),
        ("around here", .me),
        ("in oakland", .city("oakland")),
        ("in sf", .city("san francisco")),
        ("in nyc", .city("new york")),
        ("near san jose", .city("san jose")),
        ("in zürich", .city("zurich")),
        ("in são paulo", .city("sao paulo")),
        ("near 37.77,-122.42", .coordinates(latitude: 37.77, longitude: -122.42)),
        ("at 37.7749 -122.4194", .coordinates(latitude: 37.7749, longitude: -122.4194)),
        ("in japan", .country("japan")),
        ("somewhere in the us", .country("united states")),
        ("in the uk", .country("united kingdom")),
        ("in holland", .country("the netherlands")),
        ("in texas", .state("texas")),
        ("around new mexico", .state("new mexico")),
        ("in new york", .city("new york")),
        ("in mexico city", .city("mexico city")),
        ("in the big apple", .city("new york")),
        ("in the windy city", .city("chicago")),
        ("near bombay", .city("mumbai")),
    ]

    @Test(arguments: table)
    func reads(_ phrase: String, _ place: Slots.Place) {
        #expect(Self.place(phrase) == place)
    }

    @Test(arguments: ["in good condition", "with wifi", "listing 42", "1234", "3 miles", "in a box"])
    func ignores(_ phrase: String) {
        #expect(Self.place(phrase) == nil)
    }

    static func unmarkedPlace(_ text: String) -> Slots.Place? {
        let words = text.split(separator: " ").map(String.init)
        var taken = TakenWords(count: words.count)
        return PlaceRecognizer.place(in: words, taken: &taken, cities: CityNames.shared) { _ in false }
    }

    @Test(arguments: [
        ("studio denver under 1500", "denver"), ("need a canoe in the morning sacramento", "sacramento"),
        ("san antonio party tent", "san antonio"), ("ladder for the weekend new york", "new york"),
    ])
    func readsAWellKnownCityWithoutAPreposition(_ phrase: String, _ city: String) {
        #expect(Self.unmarkedPlace(phrase) == .city(city))
    }

    @Test(arguments: ["rome trip luggage", "nice bath towels", "office with parking", "ask kai about it", "in a box"])
    func leavesShortEverydayAndKnownWordsWithoutAPreposition(_ phrase: String) {
        #expect(Self.unmarkedPlace(phrase) == nil)
    }

    @Test(arguments: [
        ("any drils in san francsico", "san francisco"), ("tools near san fransisco", "san francisco"), ("bikes in oakand", "oakland"),
        ("a kayak in berkely", "berkeley"), ("drill in new yrok", "new york"), ("camera in los angelas", "los angeles"),
        ("a tent around sacremento tomorrow", "sacramento"), ("bike in seatle", "seattle"),
    ])
    func readsAWellKnownCityMisspeltAfterInNearOrAround(_ phrase: String, _ city: String) {
        #expect(Self.place(phrase) == .city(city))
    }

    @Test(arguments: ["tent in gud shape", "in mint condtion", "a room in the citty", "sofa in teh loft", "drill from oakand"])
    func readsNoMisspeltCityOutOfEverydayWordsOrAfterOtherWords(_ phrase: String) {
        #expect(Self.place(phrase) == nil)
    }

    @Test func aShortCityTypedAsANameIsRead() {
        let words = ["Rome,", "a", "scooter", "for", "two", "days"].map { $0.lowercased().trimmingCharacters(in: [","]) }
        var taken = TakenWords(count: words.count)
        #expect(PlaceRecognizer.place(in: words, taken: &taken, cities: CityNames.shared) { $0 == 0 } == .city("rome"))
    }

    @Test func readsRadiiInKilometres() {
        #expect(Self.radius("within 3 miles") == 4.828)
        #expect(Self.radius("within 5 km") == 5)
        #expect(Self.radius("in a 2 mile radius") == 3.219)
        #expect(Self.radius("10 blocks away") == 1)
        #expect(Self.radius("3 bedrooms") == nil)
    }

    @Test func aRadiusOfMeIsMeasuredFromThePerson() {
        var taken = TakenWords(count: 5)
        #expect(PlaceRecognizer.radius(in: ["within", "2", "km", "of", "me"], taken: &taken)! == (2, true))
        #expect(Array(taken) == [true, true, true, true, true])
        taken = TakenWords(count: 5)
        #expect(PlaceRecognizer.radius(in: ["within", "2", "km", "of", "94110"], taken: &taken)! == (2, false))
        #expect(Array(taken) == [true, true, true, true, false])
    }
}

struct ReferenceRecognizerTests {
    static func reference(_ text: String) -> Slots.Reference? {
        let words = text.split(separator: " ").map(String.init)
        var taken = TakenWords(count: words.count)
        return ReferenceRecognizer.reference(in: words, taken: &taken)
    }

    static let table: [(String, Slots.Reference)] = [
        ("2", .number(2)), ("#2", .number(2)), ("the second one", .index(2)), ("first", .index(1)),
        ("3rd", .index(3)), ("the last one", .index(-1)), ("listing 42", .id(42)), ("request 7", .id(7)),
        ("post 5", .id(5)), ("booking 3", .id(3)), ("it", .it), ("this", .it), ("that one", .it),
        ("number 4", .index(4)),
    ]

    @Test(arguments: table)
    func reads(_ phrase: String, _ reference: Slots.Reference) {
        #expect(Self.reference(phrase) == reference)
    }

    @Test(arguments: ["drill", "94105", "0", "listing", "the"])
    func ignores(_ phrase: String) {
        #expect(Self.reference(phrase) == nil)
    }
}

struct StreetAddressRecognizerTests {
    static func street(_ text: String, clauseEnds: Set<Int> = []) -> String? {
        let words = text.split(separator: " ").map(String.init)
        let taken = TakenWords(count: words.count)
        return StreetAddressRecognizer.match(in: words, taken: taken, endsClause: clauseEnds.contains)
            .map { words[$0.streetRange].joined(separator: " ") }
    }

    @Test func readsAStreetWithItsNumber() {
        #expect(Self.street("at 123 main st unit 4") == "123 main st")
        #expect(Self.street("88 king st apt 2") == "88 king st")
    }

    @Test func aStreetNeverRunsThroughANumberOrPastAClause() {
        #expect(Self.street("2750 per month 4410 lakeview dr") == "4410 lakeview dr")
        #expect(Self.street("2 bedrooms near the park dr", clauseEnds: [1]) == nil)
    }
}
