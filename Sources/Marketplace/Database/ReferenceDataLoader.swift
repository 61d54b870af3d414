import Gazetteer
import GRDB

/// Copies the shipped ZIP and world-city tables into the database the first time it starts.
enum ReferenceDataLoader {
    static func loadIfNeeded(into writer: some DatabaseWriter) throws {
        try writer.write { db in
            if try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM zip_codes") == 0 {
                let insert = try db.makeStatement(sql: """
                    INSERT INTO zip_codes (zip, city, state, county, latitude, longitude, time_zone, active)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                    """)
                for zip in try ReferenceData.zipCodes() {
                    try insert.execute(arguments: [
                        zip.zip, zip.city, zip.state, zip.county, zip.latitude, zip.longitude, zip.timeZone,
                        zip.isActive,
                    ])
                }
            }
            if try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM world_cities") == 0 {
                let insert = try db.makeStatement(sql: """
                    INSERT INTO world_cities (geoname_id, name, country_code, country, continent_code,
                        continent, latitude, longitude, population, time_zone)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """)
                for city in try ReferenceData.worldCities() {
                    try insert.execute(arguments: [
                        city.geonameID, city.name, city.countryCode, city.country, city.continentCode,
                        city.continent, city.latitude, city.longitude, city.population, city.timeZone,
                    ])
                }
            }
        }
    }
}
