import Gazetteer

extension Places {
    /// The neighborhood of the reference data called `name` ("union square", "hayes valley"), as a place to search
    /// near; nil when there is none.
    public static func neighborhood(named name: String) -> Place? {
        neighborhoodsByName[name.lowercased()]
    }

    private static let neighborhoodsByName: [String: Place] = {
        var byName: [String: Place] = [:]
        for neighborhood in (try? ReferenceData.neighborhoods()) ?? [] {
            byName[neighborhood.name.lowercased()] = Place(
                name: "\(neighborhood.name), \(neighborhood.city), \(neighborhood.state)", city: neighborhood.city,
                state: neighborhood.state, postalCode: nil, country: "United States", latitude: neighborhood.latitude,
                longitude: neighborhood.longitude, timeZone: neighborhood.timeZone)
        }
        return byName
    }()
}
