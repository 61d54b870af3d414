import Gazetteer
import Testing

@testable import Intents

struct CityNameTableTests {
    /// `city_names.tsv` is the CSV files' city names folded as the parser folds them, each with its largest world
    /// population: regenerate it with `scripts/generate_city_names.py` when either file changes.
    @Test func shippedTableIsTheReferenceDataFolded() throws {
        var populations: [String: Int] = [:]
        for city in try ReferenceData.worldCityNamesAndPopulations() {
            let name = CityNameTable.fold(city.name)
            populations[name] = max(populations[name] ?? 0, city.population)
        }
        for city in try ReferenceData.zipCodeCities() where populations[CityNameTable.fold(city)] == nil {
            populations[CityNameTable.fold(city)] = 0
        }
        let expected = populations.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
        let table = try CityNameTable()
        let shipped = (0..<table.count).map { (key: table.name(at: $0), value: table.population(at: $0)) }
        #expect(shipped.count == expected.count)
        let differing = zip(shipped, expected).filter { $0.0.key != $0.1.key || $0.0.value != $0.1.value }.prefix(5)
        #expect(differing.isEmpty, "first differences, shipped against folded: \(differing.map { "\($0.0) / \($0.1)" })")
    }

    @Test func findsNamesAndTheWordsThatStartThem() throws {
        let table = try CityNameTable()
        let sanJose = try #require(table.index(of: "san jose"))
        #expect(table.population(at: sanJose) > 900_000)
        #expect(table.index(of: "san jos") == nil && table.index(of: "san josea") == nil)
        #expect(table.index(of: "aaronsburg").map(table.population(at:)) == 0)
        #expect(table.startsAName("san", ofAtMost: 4) && table.startsAName("aaronsburg", ofAtMost: 1))
        #expect(!table.startsAName("sanj", ofAtMost: 4) && !table.startsAName("zzzz", ofAtMost: 4))
    }
}
