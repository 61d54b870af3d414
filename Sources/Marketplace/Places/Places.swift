import Gazetteer
import GRDB

/// Looks up places in the reference data stored in the database.
public struct Places: Sendable {
    let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    /// The place a five-digit US ZIP code names, or nil when the code is unknown.
    public func zip(_ code: String) throws -> ZipPlace? {
        try database.read { db in
            try ZipPlace.fetchOne(db, sql: "SELECT * FROM zip_codes WHERE zip = ?", arguments: [code])
        }
    }

    /// The place a ZIP code names, as a listing or search location.
    public func place(zip code: String) async throws -> Place? {
        try database.read { db in try Self.place(zip: code, in: db) }
    }

    /// The city called `name`, with or without its accents: of the world cities and US ZIP towns of that name, the
    /// one nearest `reference` for its size (`Places.nearness`), else the most populous.
    public func place(city name: String, near reference: (latitude: Double, longitude: Double)? = nil) async throws -> Place? {
        try database.read { db in try Self.place(city: name, near: reference, in: db) }
    }

    /// The place at a position, named after and in the time zone of the nearest world city.
    public func place(latitude: Double, longitude: Double) async throws -> Place {
        try database.read { db in
            let row = try Row.fetchOne(
                db,
                sql: """
                    SELECT name, country, time_zone FROM world_cities
                    ORDER BY (latitude - ?) * (latitude - ?) + (longitude - ?) * (longitude - ?), geoname_id LIMIT 1
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
        try database.read { db in
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
        try await database.write { db in
            try db.execute(
                sql: "UPDATE users SET place_name = ?, latitude = ?, longitude = ?, time_zone = ? WHERE id = ?",
                arguments: [place.name, place.latitude, place.longitude, place.timeZone, user])
        }
    }

    /// `place(zip:)` inside a transaction the caller holds.
    @_spi(Seeding) public static func place(zip code: String, in db: SQLSession) throws -> Place? {
        guard let zip = try ZipPlace.fetchOne(db, sql: "SELECT * FROM zip_codes WHERE zip = ?", arguments: [code]) else { return nil }
        return Place(
            name: "\(zip.city), \(zip.state) \(zip.zip)", city: zip.city, state: zip.state, postalCode: zip.zip,
            country: "United States", latitude: zip.latitude, longitude: zip.longitude, timeZone: zip.timeZone)
    }

    /// `place(city:near:)`, with how many people the place has (for a ZIP town, a guess from its ZIP codes).
    public func sizedPlace(
        city name: String, near reference: (latitude: Double, longitude: Double)? = nil
    ) async throws -> (place: Place, population: Double)? {
        try database.read { db in try Self.sizedPlace(city: name, near: reference, in: db) }
    }

    /// The largest place called `name` in the US state with the two-letter code `state` ("portland", "OR"), wherever
    /// the person is; nil when the state has none.
    public func place(city name: String, inState state: String) async throws -> Place? {
        try database.read { db in try Self.sizedPlace(city: name, near: nil, inState: state, in: db)?.place }
    }

    /// `place(city:near:)` inside a transaction the caller holds.
    @_spi(Seeding) public static func place(
        city name: String, near reference: (latitude: Double, longitude: Double)? = nil, in db: SQLSession
    ) throws -> Place? {
        try sizedPlace(city: name, near: reference, in: db)?.place
    }

    private static func sizedPlace(
        city name: String, near reference: (latitude: Double, longitude: Double)?, inState state: String? = nil, in db: SQLSession
    ) throws -> (place: Place, population: Double)? {
        let spellings = [name] + AccentedCityNames.spellings(of: CityNameTable.fold(name))
        var candidates: [(place: Place, population: Double, isUSCity: Bool)] = try Row.fetchAll(
            db,
            sql: """
                SELECT name, country, country_code, latitude, longitude, time_zone, population FROM world_cities
                WHERE name COLLATE NOCASE IN (\(databaseQuestionMarks(count: spellings.count)))
                ORDER BY population DESC, geoname_id LIMIT 20
                """,
            arguments: SQLArguments(spellings)
        ).map { row in
            let (city, country): (String, String) = (row["name"], row["country"])
            let place = Place(
                name: "\(city), \(country)", city: city, state: nil, postalCode: nil, country: country,
                latitude: row["latitude"], longitude: row["longitude"], timeZone: row["time_zone"])
            return (place, Double(row["population"] as Int64), (row["country_code"] as String) == "US")
        }
        let towns = try Row.fetchAll(
            db,
            sql: """
                SELECT city, state, AVG(latitude) AS latitude, AVG(longitude) AS longitude, MIN(time_zone) AS time_zone,
                       COUNT(*) AS zips
                FROM zip_codes WHERE city = ? COLLATE NOCASE AND time_zone <> ''
                GROUP BY city, state ORDER BY zips DESC, city, state LIMIT 20
                """,
            arguments: [name])
        for row in towns {
            let (city, state): (String, String) = (row["city"], row["state"])
            let place = Place(
                name: "\(city), \(state)", city: city, state: state, postalCode: nil, country: "United States",
                latitude: row["latitude"], longitude: row["longitude"], timeZone: row["time_zone"])
            let isAWorldCity = candidates.contains {
                $0.isUSCity && GreatCircle.distanceKm($0.place.latitude, $0.place.longitude, place.latitude, place.longitude) < sameTownKm
            }
            if !isAWorldCity { candidates.append((place, Double(row["zips"] as Int64) * townPeoplePerZip, false)) }
        }
        if let state {
            candidates = try candidates.filter { candidate in
                let candidateState = candidate.isUSCity
                    ? try usState(ofCity: candidate.place.city, near: candidate.place.latitude, candidate.place.longitude, in: db)
                    : candidate.place.state
                return candidateState == state
            }
        }
        let chosen = reference.map { reference in
            candidates.max { nearness($0.place, population: $0.population, to: reference) < nearness($1.place, population: $1.population, to: reference) }
        } ?? candidates.max { $0.population < $1.population }
        guard let (chosenPlace, population, isUSCity) = chosen else { return nil }
        var place = chosenPlace
        if isUSCity, let state = try usState(ofCity: place.city, near: place.latitude, place.longitude, in: db) {
            (place.state, place.name) = (state, "\(place.city), \(state)")
        }
        return (place, population)
    }

    /// How close a ZIP town and a world city of the same name must be to be the same place.
    private static let sameTownKm = 50.0

    /// People a ZIP town is taken to have per ZIP code, as the ZIP table holds no populations: about the median
    /// ZIP code's. A town known only by its ZIP codes has fewer than the world cities' 15,000, and one with a single
    /// code is often a village ("oakland" from Austin is California's, not the hamlet two hours away).
    private static let townPeoplePerZip = 2_500.0

    /// How strongly a place of `population` people is meant when its name is typed by someone at `reference`:
    /// its size, shrinking with the square of the distance in hundreds of kilometres. A nearby town wins over a
    /// far one of the same name ("santa cruz" from San Francisco is the one in California); a far city wins
    /// over a nearer one only when it is bigger by more than the square of how much farther it is.
    static func nearness(_ place: Place, population: Double, to reference: (latitude: Double, longitude: Double)) -> Double {
        let hundredsOfKm = GreatCircle.distanceKm(reference.latitude, reference.longitude, place.latitude, place.longitude) / 100
        return population / ((1 + hundredsOfKm) * (1 + hundredsOfKm))
    }

    private static func usState(ofCity city: String, near latitude: Double, _ longitude: Double, in db: SQLSession) throws -> String? {
        try String.fetchOne(
            db,
            sql: """
                SELECT state FROM zip_codes WHERE city = ? COLLATE NOCASE
                ORDER BY (latitude - ?) * (latitude - ?) + (longitude - ?) * (longitude - ?), zip LIMIT 1
                """,
            arguments: [city, latitude, latitude, longitude, longitude])
    }

    /// A country by its name in the reference data ("Japan"): centred where its people live, reaching as far as
    /// its cities of 100,000 or more; nil for a name the data doesn't hold.
    public func place(country name: String) async throws -> Place? {
        try database.read { db in
            let rows = try Row.fetchAll(
                db,
                sql: "SELECT country, latitude, longitude, population, time_zone FROM world_cities WHERE country = ? COLLATE NOCASE ORDER BY population DESC, geoname_id",
                arguments: [name])
            guard let largest = rows.first else { return nil }
            let points = rows.map { (latitude: $0["latitude"] as Double, longitude: $0["longitude"] as Double, weight: Double($0["population"] as Int64)) }
            let (latitude, longitude, extent) = Self.centreAndExtent(of: points, reachingCitiesOf: 100_000)
            let country: String = largest["country"]
            return Place(
                name: country, city: country, state: nil, postalCode: nil, country: country, latitude: latitude,
                longitude: longitude, timeZone: largest["time_zone"], extentKm: extent)
        }
    }

    /// A US state by its two-letter code, named `name`: centred on its ZIP codes, reaching as far as they do.
    public func place(state code: String, named name: String) async throws -> Place? {
        try database.read { db in
            let rows = try Row.fetchAll(
                db, sql: "SELECT latitude, longitude, time_zone FROM zip_codes WHERE state = ? AND time_zone <> ''", arguments: [code])
            guard !rows.isEmpty else { return nil }
            let points = rows.map { (latitude: $0["latitude"] as Double, longitude: $0["longitude"] as Double, weight: 1.0) }
            let (latitude, longitude, extent) = Self.centreAndExtent(of: points, reachingCitiesOf: 0)
            let zones = Dictionary(grouping: rows.map { $0["time_zone"] as String }, by: { $0 })
            let zone = zones.max { ($0.value.count, $1.key) < ($1.value.count, $0.key) }!.key
            return Place(
                name: name, city: name, state: code, postalCode: nil, country: "United States", latitude: latitude,
                longitude: longitude, timeZone: zone, extentKm: extent)
        }
    }

    /// The weighted centre of `points`, and how far from it the points of at least `weight` reach: all but the
    /// farthest twentieth, so a stray code placed at the wrong end of the earth doesn't stretch a state.
    private static func centreAndExtent(
        of points: [(latitude: Double, longitude: Double, weight: Double)], reachingCitiesOf weight: Double
    ) -> (Double, Double, Double) {
        let total = points.reduce(0) { $0 + $1.weight }
        let latitude = points.reduce(0) { $0 + $1.latitude * $1.weight } / total
        let longitude = points.reduce(0) { $0 + $1.longitude * $1.weight } / total
        let distances = points.filter { $0.weight >= weight }.map {
            GreatCircle.distanceKm(latitude, longitude, $0.latitude, $0.longitude)
        }.sorted()
        let extent = distances.isEmpty ? 0 : distances[distances.count * 19 / 20]
        return (latitude, longitude, max(extent, 10))
    }

    /// How many ZIP codes and world cities are loaded.
    public func counts() throws -> (zipCodes: Int, worldCities: Int) {
        try database.read { db in
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
