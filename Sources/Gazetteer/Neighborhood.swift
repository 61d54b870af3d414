/// A named part of a city from the reference data ("Union Square", "Hayes Valley"), at the centre of its area.
public struct Neighborhood: Sendable, Hashable {
    public var name: String
    public var city: String
    public var state: String
    public var latitude: Double
    public var longitude: Double
    public var timeZone: String

    /// Reads a row of `name,city,state,lat,lon,timezone`; nil when it is malformed.
    init?(row: [String]) {
        guard row.count == 6, !row[0].isEmpty, let latitude = Double(row[3]), let longitude = Double(row[4]), !row[5].isEmpty
        else { return nil }
        (name, city, state, self.latitude, self.longitude, timeZone) = (row[0], row[1], row[2], latitude, longitude, row[5])
    }
}
