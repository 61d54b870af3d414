import Foundation
import GRDB

/// Distances on the earth's surface (a sphere of mean radius), and the latitude-longitude box around a circle.
public enum GreatCircle {
    public static let earthRadiusKm = 6371.0088
    public static let kmPerMile = 1.609344

    /// The haversine distance between two points, in kilometres.
    public static func distanceKm(_ lat1: Double, _ lon1: Double, _ lat2: Double, _ lon2: Double) -> Double {
        let dLat = (lat2 - lat1) * .pi / 180
        let dLon = (lon2 - lon1) * .pi / 180
        let a = sin(dLat / 2) * sin(dLat / 2)
            + cos(lat1 * .pi / 180) * cos(lat2 * .pi / 180) * sin(dLon / 2) * sin(dLon / 2)
        return 2 * earthRadiusKm * asin(min(1, a.squareRoot()))
    }

    /// A box that holds every point within `radiusKm` of the centre (wider than the circle, never narrower).
    public static func boundingBox(latitude: Double, longitude: Double, radiusKm: Double)
        -> (south: Double, north: Double, west: Double, east: Double)
    {
        let latitudeSpan = radiusKm / earthRadiusKm * 180 / .pi
        let south = max(-90, latitude - latitudeSpan)
        let north = min(90, latitude + latitudeSpan)
        let widest = max(abs(south), abs(north))
        guard widest < 89, radiusKm < 2000 else { return (south, north, -180, 180) }
        let longitudeSpan = latitudeSpan / cos(widest * .pi / 180)
        return (south, north, max(-180, longitude - longitudeSpan), min(180, longitude + longitudeSpan))
    }

    /// `distance_km(lat1, lon1, lat2, lon2)` for SQL.
    static let sqlFunction = DatabaseFunction("distance_km", argumentCount: 4, pure: true) { values in
        guard let lat1 = Double.fromDatabaseValue(values[0]), let lon1 = Double.fromDatabaseValue(values[1]),
            let lat2 = Double.fromDatabaseValue(values[2]), let lon2 = Double.fromDatabaseValue(values[3])
        else { return nil }
        return distanceKm(lat1, lon1, lat2, lon2)
    }
}
