/// A resolved location: where on earth, what it is called, and the IANA time zone of its clocks.
public struct Place: Sendable, Equatable, Codable {
    /// How replies name the place: "San Francisco, CA 94110", "Oakland, CA", "Paris, France".
    public var name: String
    public var city: String
    public var state: String?
    public var postalCode: String?
    public var country: String
    public var latitude: Double
    public var longitude: Double
    public var timeZone: String
    /// How far a region named as a whole ("Texas", "Japan") reaches from its centre; nil for a town or a point.
    public var extentKm: Double?

    public init(
        name: String, city: String, state: String?, postalCode: String?, country: String, latitude: Double,
        longitude: Double, timeZone: String, extentKm: Double? = nil
    ) {
        self.name = name
        self.city = city
        self.state = state
        self.postalCode = postalCode
        self.country = country
        self.latitude = latitude
        self.longitude = longitude
        self.timeZone = timeZone
        self.extentKm = extentKm
    }
}
