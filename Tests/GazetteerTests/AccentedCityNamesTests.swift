import Gazetteer
import Testing

@Suite struct AccentedCityNamesTests {
    @Test func aNameTypedWithoutAccentsFindsTheSpellingsThatFoldToIt() {
        #expect(AccentedCityNames.spellings(of: "montreal").contains("Montréal"))
        #expect(AccentedCityNames.spellings(of: "sao paulo").contains("São Paulo"))
        #expect(Set(AccentedCityNames.spellings(of: "moron")) == ["Mörön", "Morón"])
        #expect(Set(AccentedCityNames.spellings(of: "santo antonio")) == ["Santo António", "Santo Antônio"])
    }

    @Test func aNameWrittenInASCIIHasNoOtherSpelling() {
        #expect(AccentedCityNames.spellings(of: "oakland").isEmpty)
        #expect(AccentedCityNames.spellings(of: "narnia").isEmpty)
    }
}
