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
