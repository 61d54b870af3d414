@testable import Gazetteer
import Testing

struct ReferenceDataTests {
    /// 798 codes (military APO/FPO and the like) have no position or time zone and are left out.
    @Test func readsEveryLocatedZipCode() throws {
        let zips = try ReferenceData.zipCodes()
        #expect(zips.count == 41_926)
        let sanFrancisco = try #require(zips.first { $0.zip == "94105" })
        #expect(sanFrancisco.city == "San Francisco")
        #expect(sanFrancisco.state == "CA")
        #expect(sanFrancisco.timeZone == "America/Los_Angeles")
        #expect(abs(sanFrancisco.latitude - 37.79) < 0.05)
    }

    @Test func readsEveryNeighborhoodAtTheCentreOfItsArea() throws {
        let neighborhoods = try ReferenceData.neighborhoods()
        #expect(neighborhoods.count == 120)
        let unionSquare = try #require(neighborhoods.first { $0.name == "Union Square" })
        #expect(unionSquare.city == "San Francisco" && unionSquare.timeZone == "America/Los_Angeles")
        #expect(abs(unionSquare.latitude - 37.788) < 0.01 && abs(unionSquare.longitude + 122.407) < 0.01)
        #expect(neighborhoods.contains { $0.name == "Fort Mason" } && !neighborhoods.contains { $0.name == "Downtown" })
    }

    @Test func readsEveryWorldCityIncludingQuotedNames() throws {
        let cities = try ReferenceData.worldCities()
        #expect(cities.count == 34_006)
        #expect(cities.first?.name == "Shanghai")
        let misato = try #require(cities.first { $0.geonameID == 6_822_137 })
        #expect(misato.name == "Misato, Saitama")
        #expect(misato.countryCode == "JP")
        #expect(misato.continent == "Asia")
    }

    /// A city's continent is where it lies, not its country's: Siberia is in Asia, Istanbul's European side in
    /// Europe, Honolulu in Oceania, the Canaries in Africa.
    @Test func aCityIsOnTheContinentWhereItLies() throws {
        let continents = Dictionary(try ReferenceData.worldCities().map { ($0.name, $0.continent) }, uniquingKeysWith: { first, _ in first })
        #expect(continents["Novosibirsk"] == "Asia")
        #expect(continents["Yekaterinburg"] == "Asia")
        #expect(continents["Moscow"] == "Europe")
        #expect(continents["Istanbul"] == "Europe")
        #expect(continents["Ankara"] == "Asia")
        #expect(continents["Honolulu"] == "Oceania")
        #expect(continents["Anchorage"] == "North America")
        #expect(continents["Las Palmas de Gran Canaria"] == "Africa")
        #expect(continents["Madrid"] == "Europe")
        #expect(continents["Cairo"] == "Africa")
    }

    @Test func readsTheSameCityNamesWithoutTheRows() throws {
        #expect(try ReferenceData.zipCodeCities() == ReferenceData.zipCodes().map(\.city))
        let namesAndPopulations = try ReferenceData.worldCityNamesAndPopulations()
        let cities = try ReferenceData.worldCities()
        #expect(namesAndPopulations.map(\.name) == cities.map(\.name))
        #expect(namesAndPopulations.map(\.population) == cities.map(\.population))
    }

    @Test func checksNumbersOnBytesAsTheParsersDo() {
        for text in ["1", "-1", "1.", ".5", "-", "", "1.5.3", "0x1p3", "1e5", "+7", "nan", "-0.0", "12a", "١٢", "99999999999999999999"] {
            let field = Array(text.utf8)[...]
            #expect(CSVField.isDouble(field) == (Double(text) != nil), "\(text)")
            #expect(CSVField.isInt(field) == (Int(text) != nil), "\(text)")
            #expect(CSVField.characterCount(field) == text.count, "\(text)")
        }
    }

    @Test func splitsQuotedFieldsWithCommasAndDoubledQuotes() {
        #expect(CSVRows.fields(of: #"1,"a, b","say ""hi""",,x"#) == ["1", "a, b", "say \"hi\"", "", "x"])
    }
}
