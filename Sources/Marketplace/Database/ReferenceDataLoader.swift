import Gazetteer
import GRDB

/// Copies the shipped ZIP and world-city tables into the database the first time it starts.
enum ReferenceDataLoader {
    /// Rows per INSERT: one statement per row would cost PostgreSQL a round trip each, some 76,000 in all.
    private static let rowsPerStatement = 500

    static func loadIfNeeded(into db: SQLSession) throws {
        if try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM zip_codes") == 0 {
            try insert(
                into: "zip_codes (zip, city, state, county, latitude, longitude, time_zone, active)",
                rows: try ReferenceData.zipCodes().map { zip -> [(any DatabaseValueConvertible)?] in
                    [zip.zip, zip.city, zip.state, zip.county, zip.latitude, zip.longitude, zip.timeZone, zip.isActive]
                },
                in: db)
        }
        if try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM world_cities") == 0 {
            try insert(
                into: """
                    world_cities (geoname_id, name, country_code, country, continent_code, continent, latitude, longitude,
                        population, time_zone)
                    """,
                rows: try ReferenceData.worldCities().map { city -> [(any DatabaseValueConvertible)?] in
                    [
                        city.geonameID, city.name, city.countryCode, city.country, city.continentCode, city.continent,
                        city.latitude, city.longitude, city.population, city.timeZone,
                    ]
                },
                in: db)
        }
    }

    private static func insert(into table: String, rows: [[(any DatabaseValueConvertible)?]], in db: SQLSession) throws {
        guard let width = rows.first?.count else { return }
        let row = "(" + databaseQuestionMarks(count: width) + ")"
        for start in stride(from: 0, to: rows.count, by: rowsPerStatement) {
            let chunk = rows[start..<min(start + rowsPerStatement, rows.count)]
            try db.execute(
                sql: "INSERT INTO \(table) VALUES " + Array(repeating: row, count: chunk.count).joined(separator: ", "),
                arguments: SQLArguments(chunk.joined()))
        }
    }
}
