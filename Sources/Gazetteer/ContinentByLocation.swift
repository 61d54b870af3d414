/// The continent a city is on, from where it is: GeoNames gives each city its country's continent, which puts
/// Siberia in Europe and Honolulu in North America. The countries that span two continents are split at
/// their usual borders: the Urals and the Ural river, the Bosporus, the Suez canal; islands far from their
/// country's mainland go with the continent they lie by.
enum ContinentByLocation {
    static let names = ["AF": "Africa", "AS": "Asia", "EU": "Europe", "NA": "North America", "OC": "Oceania", "SA": "South America"]

    /// The continent code and name for a city of `countryCode` at a position, given its country's continent.
    static func of(countryCode: String, latitude: Double, longitude: Double, countryContinent: String) -> String {
        switch countryCode {
        case "RU": return longitude >= 60 ? "AS" : "EU"
        case "KZ": return longitude < 51.5 ? "EU" : "AS"
        case "TR": return latitude > 40.4 && longitude < 29.0 ? "EU" : "AS"
        case "EG": return longitude > 32.6 ? "AS" : "AF"
        case "US": return longitude < -150 && latitude < 30 ? "OC" : "NA"
        case "ES": return latitude < 36.0 && (longitude < -13 || longitude > -5.5) ? "AF" : "EU"
        case "PT": return latitude < 34 && longitude > -24 ? "AF" : "EU"
        case "ID": return longitude > 131 ? "OC" : "AS"
        default: return countryContinent
        }
    }
}
