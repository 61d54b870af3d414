/// One US ZIP code from the reference data, with where it is and the time zone it keeps.
public struct ZipCode: Sendable, Hashable {
    public var zip: String
    public var city: String
    public var state: String
    public var county: String
    public var latitude: Double
    public var longitude: Double
    public var timeZone: String
    public var isActive: Bool

    public init(
        zip: String, city: String, state: String, county: String,
        latitude: Double, longitude: Double, timeZone: String, isActive: Bool
    ) {
        self.zip = zip
        self.city = city
        self.state = state
        self.county = county
        self.latitude = latitude
        self.longitude = longitude
        self.timeZone = timeZone
        self.isActive = isActive
    }

    /// The city of a row that `init(row:)` reads, found without reading the other fields; nil for any other row.
    static func city(ofRow row: [ArraySlice<UInt8>]) -> String? {
        guard row.count == 8, CSVField.characterCount(row[0]) == 5, CSVField.isDouble(row[4]), CSVField.isDouble(row[5]),
            !row[6].isEmpty
        else { return nil }
        return String(decoding: row[1], as: UTF8.self)
    }

    /// Reads a row of `zip,city,state,county,lat,lon,timezone,active`; nil when it is malformed.
    init?(row: [String]) {
        guard row.count == 8, row[0].count == 5,
            let latitude = Double(row[4]), let longitude = Double(row[5]), !row[6].isEmpty
        else { return nil }
        self.init(
            zip: row[0], city: row[1], state: row[2], county: row[3],
            latitude: latitude, longitude: longitude, timeZone: row[6], isActive: row[7] == "1"
        )
    }
}
