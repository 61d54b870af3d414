import GRDB

/// Looks up places in the reference data stored in the database.
public struct Places: Sendable {
    let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    /// The place a five-digit US ZIP code names, or nil when the code is unknown.
    public func zip(_ code: String) throws -> ZipPlace? {
        try database.writer.read { db in
            try ZipPlace.fetchOne(db, key: code)
        }
    }

    /// The place a ZIP code names, as a listing or search location.
    public func place(zip code: String) async throws -> Place? {
        try await database.writer.read { db in try Self.place(zip: code, in: db) }
    }

    /// The most populous world city called `name`, or else the US city of that name with the most ZIP codes.
    public func place(city name: String) async throws -> Place? {
        try await database.writer.read { db in try Self.place(city: name, in: db) }
    }

    /// The place at a position, named after and in the time zone of the nearest world city.
    public func place(latitude: Double, longitude: Double) async throws -> Place {
        try await database.writer.read { db in
            let row = try Row.fetchOne(
                db,
                sql: """
                    SELECT name, country, time_zone FROM world_cities
                    ORDER BY (latitude - ?) * (latitude - ?) + (longitude - ?) * (longitude - ?) LIMIT 1
                    """,
                arguments: [latitude, latitude, longitude, longitude])
            let city: String = row?["name"] ?? "Unknown"
            let country: String = row?["country"] ?? "Unknown"
            return Place(
                name: "near \(city), \(country)", city: city, state: nil, postalCode: nil, country: country,
                latitude: latitude, longitude: longitude, timeZone: row?["time_zone"] ?? "UTC")
        }
    }

    /// Where `user` said they are, from their profile; nil until they set it.
    public func home(of user: Int64) async throws -> Place? {
        try await database.writer.read { db in
            guard let row = try Row.fetchOne(
                db, sql: "SELECT place_name, latitude, longitude, time_zone FROM users WHERE id = ? AND latitude IS NOT NULL",
                arguments: [user])
            else { return nil }
            let name: String = row["place_name"]
            return Place(
                name: name, city: name, state: nil, postalCode: nil, country: "", latitude: row["latitude"],
                longitude: row["longitude"], timeZone: row["time_zone"])
        }
    }

    /// Sets where `user` is, for "near me".
    public func setHome(of user: Int64, to place: Place) async throws {
        try await database.writer.write { db in
            try db.execute(
                sql: "UPDATE users SET place_name = ?, latitude = ?, longitude = ?, time_zone = ? WHERE id = ?",
                arguments: [place.name, place.latitude, place.longitude, place.timeZone, user])
        }
    }

    static func place(zip code: String, in db: Database) throws -> Place? {
        guard let zip = try ZipPlace.fetchOne(db, key: code) else { return nil }
        return Place(
            name: "\(zip.city), \(zip.state) \(zip.zip)", city: zip.city, state: zip.state, postalCode: zip.zip,
            country: "United States", latitude: zip.latitude, longitude: zip.longitude, timeZone: zip.timeZone)
    }

    static func place(city name: String, in db: Database) throws -> Place? {
        if let row = try Row.fetchOne(
            db,
            sql: """
                SELECT name, country, country_code, latitude, longitude, time_zone FROM world_cities
                WHERE name = ? COLLATE NOCASE ORDER BY population DESC LIMIT 1
                """,
            arguments: [name])
        {
            let city: String = row["name"]
            let country: String = row["country"]
            let isUS = (row["country_code"] as String) == "US"
            let state = isUS ? try usState(ofCity: city, near: row["latitude"], row["longitude"], in: db) : nil
            return Place(
                name: state.map { "\(city), \($0)" } ?? "\(city), \(country)", city: city, state: state,
                postalCode: nil, country: country, latitude: row["latitude"], longitude: row["longitude"],
                timeZone: row["time_zone"])
        }
        guard
            let row = try Row.fetchOne(
                db,
                sql: """
                    SELECT city, state, AVG(latitude) AS latitude, AVG(longitude) AS longitude, MIN(time_zone) AS time_zone,
                           COUNT(*) AS zips
                    FROM zip_codes WHERE city = ? COLLATE NOCASE AND time_zone <> ''
                    GROUP BY city, state ORDER BY zips DESC LIMIT 1
                    """,
                arguments: [name])
        else { return nil }
        let city: String = row["city"]
        let state: String = row["state"]
        return Place(
            name: "\(city), \(state)", city: city, state: state, postalCode: nil, country: "United States",
            latitude: row["latitude"], longitude: row["longitude"], timeZone: row["time_zone"])
    }

    private static func usState(ofCity city: String, near latitude: Double, _ longitude: Double, in db: Database) throws -> String? {
        try String.fetchOne(
            db,
            sql: """
                SELECT state FROM zip_codes WHERE city = ? COLLATE NOCASE
                ORDER BY (latitude - ?) * (latitude - ?) + (longitude - ?) * (longitude - ?) LIMIT 1
                """,
            arguments: [city, latitude, latitude, longitude, longitude])
    }

    /// How many ZIP codes and world cities are loaded.
    public func counts() throws -> (zipCodes: Int, worldCities: Int) {
        try database.writer.read { db in
            (
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM zip_codes") ?? 0,
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM world_cities") ?? 0
            )
        }
    }
}

/// A US ZIP code's city, state, position and IANA time zone.
public struct ZipPlace: Codable, Sendable, Equatable, FetchableRecord, TableRecord {
    public static let databaseTableName = "zip_codes"
    public static let databaseColumnDecodingStrategy = DatabaseColumnDecodingStrategy.convertFromSnakeCase

    public var zip: String
    public var city: String
    public var state: String
    public var latitude: Double
    public var longitude: Double
    public var timeZone: String
}
