/// One city of 15,000 or more people from the GeoNames reference data.
public struct WorldCity: Sendable, Hashable {
    public var geonameID: Int
    public var name: String
    public var countryCode: String
    public var country: String
    public var continentCode: String
    public var continent: String
    public var latitude: Double
    public var longitude: Double
    public var population: Int
    public var timeZone: String

    public init(
        geonameID: Int, name: String, countryCode: String, country: String,
        continentCode: String, continent: String, latitude: Double, longitude: Double,
        population: Int, timeZone: String
    ) {
        self.geonameID = geonameID
        self.name = name
        self.countryCode = countryCode
        self.country = country
        self.continentCode = continentCode
        self.continent = continent
        self.latitude = latitude
        self.longitude = longitude
        self.population = population
        self.timeZone = timeZone
    }

    /// The name of a row that `init(row:)` reads, found without reading the other fields; nil for any other row.
    static func name(ofRow row: [ArraySlice<UInt8>]) -> String? {
        guard row.count == 10, CSVField.isInt(row[0]), CSVField.isDouble(row[6]), CSVField.isDouble(row[7]),
            CSVField.isInt(row[8])
        else { return nil }
        return String(decoding: row[1], as: UTF8.self)
    }

    /// The population of a row `name(ofRow:)` accepts.
    static func population(ofRow row: [ArraySlice<UInt8>]) -> Int {
        Int(String(decoding: row[8], as: UTF8.self)) ?? 0
    }

    /// Reads a row of `geonameid,name,country_code,country,continent_code,continent,lat,lon,population,timezone`,
    /// with the continent taken from where the city is (`ContinentByLocation`).
    init?(row: [String]) {
        guard row.count == 10, let geonameID = Int(row[0]),
            let latitude = Double(row[6]), let longitude = Double(row[7]),
            let population = Int(row[8])
        else { return nil }
        let continentCode = ContinentByLocation.of(
            countryCode: row[2], latitude: latitude, longitude: longitude, countryContinent: row[4])
        self.init(
            geonameID: geonameID, name: row[1], countryCode: row[2], country: row[3],
            continentCode: continentCode, continent: ContinentByLocation.names[continentCode] ?? row[5],
            latitude: latitude, longitude: longitude, population: population, timeZone: row[9]
        )
    }
}
