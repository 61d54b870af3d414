import GRDB
import Synchronization

/// The world's cities with their populations, read once per process from the reference data (the same in every
/// database, loaded from the files shipped with Rentline) and kept in memory, for drawing a city at random in
/// proportion to how many people live there.
final class WorldCityWeights: Sendable {
    static let shared = WorldCityWeights()

    struct Entry: Sendable {
        var id: Int64
        var name: String
        var continent: String
        var country: String
        var latitude: Double
        var longitude: Double
        var weight: UInt64
    }

    private let entries = Mutex<[Entry]?>(nil)

    /// Every city, read on the first call; calls meanwhile wait for that read rather than make their own.
    func all(in db: SQLSession) throws -> [Entry] {
        try entries.withLock { entries in
            if let entries { return entries }
            let loaded = try Row.fetchAll(
                db,
                sql: "SELECT geoname_id, name, lower(continent), lower(country), latitude, longitude, population FROM world_cities ORDER BY geoname_id"
            ).map { row in
                Entry(
                    id: row[0], name: row[1], continent: row[2], country: row[3], latitude: row[4], longitude: row[5],
                    weight: UInt64(max(1, row[6] as Int64)))
            }
            entries = loaded
            return loaded
        }
    }

    /// One of `candidates`, each as likely as its weight.
    static func draw(from candidates: [Entry], using random: inout some RandomNumberGenerator) -> Entry? {
        let total = candidates.reduce(UInt64(0)) { $0 + $1.weight }
        guard total > 0 else { return nil }
        var remaining = UInt64.random(in: 0..<total, using: &random)
        for candidate in candidates {
            if remaining < candidate.weight { return candidate }
            remaining -= candidate.weight
        }
        return candidates.last
    }
}
