import GRDB

/// "Surprise me": a city drawn at random in proportion to its population (anywhere, within a continent, or near
/// a place). A draw is only shown; it becomes an adventure, written down, when its member favorites, shares or
/// posts it.
public struct Adventures: Sendable {
    /// How far from a place "surprise me near PLACE" looks.
    public static let nearRadiusKm = 500.0

    /// Where a surprise may land.
    public enum Scope: Sendable, Equatable {
        case anywhere
        case continent(String)
        /// A country by the reference data's name, any case.
        case country(String)
        /// Within a place's reach: a region's extent, else `nearRadiusKm`.
        case near(Place)
    }

    /// A drawn city.
    public struct City: Sendable, Equatable {
        public var name: String
        public var country: String
        public var continent: String
        public var latitude: Double
        public var longitude: Double
        public var population: Int
        public var timeZone: String
    }

    /// A city within a day trip of an adventure's.
    public struct Neighbour: Sendable, Equatable {
        public var name: String
        public var distanceKm: Double
    }

    /// How far from an adventure's city a day trip reaches: past its suburbs, within a day's return.
    public static let dayTripKm = 25.0...150.0

    /// A city drawn for a member and not yet kept.
    public struct Draw: Sendable, Equatable {
        public var geonameID: Int64
        public var city: City
    }

    /// An adventure a member kept, and when they favorited it.
    public struct Adventure: Sendable, Equatable {
        public var id: Int64
        public var geonameID: Int64
        public var city: City
        public var favoritedAt: Int64?
    }

    let database: AppDatabase
    let clock: any WallClock
    private let weights = WorldCityWeights.shared

    public init(database: AppDatabase, clock: any WallClock) {
        self.database = database
        self.clock = clock
    }

    /// Draws a city in `scope` that isn't in `excluding`, writing nothing; nil when every city in the scope has
    /// been drawn.
    public func surprise(
        in scope: Scope, excluding: Set<Int64>, using random: inout some RandomNumberGenerator
    ) async throws -> Draw? {
        let weights = self.weights
        let all = try database.read { try weights.all(in: $0) }
        let candidates = all.filter { entry in
            guard !excluding.contains(entry.id) else { return false }
            switch scope {
            case .anywhere: return true
            case .continent(let name): return entry.continent == name.lowercased()
            case .country(let name): return entry.country == name.lowercased()
            case .near(let place):
                return GreatCircle.distanceKm(place.latitude, place.longitude, entry.latitude, entry.longitude)
                    <= place.extentKm ?? Self.nearRadiusKm
            }
        }
        guard let drawn = WorldCityWeights.draw(from: candidates, using: &random) else { return nil }
        return try database.read { db in
            try Self.city(drawn.id, in: db).map { Draw(geonameID: drawn.id, city: $0) }
        }
    }

    /// The `limit` most populous cities a day trip (`dayTripKm`) from `city`, from the reference data.
    public func dayTrips(from city: City, limit: Int = 3) async throws -> [Neighbour] {
        let weights = self.weights
        let all = try database.read { try weights.all(in: $0) }
        return all.lazy
            .map { (entry: $0, km: GreatCircle.distanceKm(city.latitude, city.longitude, $0.latitude, $0.longitude)) }
            .filter { Self.dayTripKm.contains($0.km) }
            .sorted { ($0.entry.weight, $1.entry.id) > ($1.entry.weight, $0.entry.id) }
            .prefix(limit)
            .map { Neighbour(name: $0.entry.name, distanceKm: $0.km) }
    }

    /// Keeps `draw` as `user`'s adventure, to favorite, share or post; returns its id.
    public func keep(_ draw: Draw, for user: Int64) async throws -> Int64 {
        let now = clock.now().unixSeconds
        return try await database.write { db in
            try Int64.fetchOne(
                db, sql: "INSERT INTO adventures (user_id, geoname_id, created_at) VALUES (?, ?, ?) RETURNING id",
                arguments: [user, draw.geonameID, now])!
        }
    }

    /// `user` favorites adventure `id`, theirs or one shared with them; false when that city is a favorite already.
    public func favorite(_ id: Int64, by user: Int64) async throws -> Bool {
        let now = clock.now().unixSeconds
        return try await database.write { db in
            guard let city = try Int64.fetchOne(db, sql: "SELECT geoname_id FROM adventures WHERE id = ?", arguments: [id])
            else { throw SocialError.noAdventure }
            let saved = try Bool.fetchOne(
                db, sql: "SELECT EXISTS (SELECT 1 FROM adventures WHERE user_id = ? AND geoname_id = ? AND favorited_at IS NOT NULL)",
                arguments: [user, city]) ?? false
            guard !saved else { return false }
            try db.execute(
                sql: "UPDATE adventures SET favorited_at = ? WHERE id = ? AND user_id = ?", arguments: [now, id, user])
            if db.changesCount == 0 {
                try db.execute(
                    sql: "INSERT INTO adventures (user_id, geoname_id, created_at, favorited_at) VALUES (?, ?, ?, ?)",
                    arguments: [user, city, now, now])
            }
            return true
        }
    }

    /// `user` drops the city of adventure `id` from their favorites; false when it wasn't one.
    public func unfavorite(_ id: Int64, by user: Int64) async throws -> Bool {
        try await database.write { db in
            try db.execute(
                sql: """
                    UPDATE adventures SET favorited_at = NULL
                    WHERE user_id = ? AND favorited_at IS NOT NULL
                      AND geoname_id = (SELECT geoname_id FROM adventures WHERE id = ?)
                    """,
                arguments: [user, id])
            return db.changesCount > 0
        }
    }

    /// `user`'s favorite adventures, the latest saved first.
    public func favorites(of user: Int64, limit: Int = 20) async throws -> [Adventure] {
        try database.read { db in
            try Int64.fetchAll(
                db, sql: "SELECT id FROM adventures WHERE user_id = ? AND favorited_at IS NOT NULL ORDER BY favorited_at DESC, id DESC LIMIT ?",
                arguments: [user, limit]
            ).compactMap { try Self.adventure($0, in: db) }
        }
    }

    /// Adventure `id`, as anyone it was shared with may open it.
    public func adventure(_ id: Int64) async throws -> Adventure {
        guard let adventure = try database.read({ try Self.adventure(id, in: $0) }) else { throw SocialError.noAdventure }
        return adventure
    }

    static func adventure(_ id: Int64, in db: SQLSession) throws -> Adventure? {
        guard let row = try Row.fetchOne(
            db, sql: "SELECT geoname_id, favorited_at FROM adventures WHERE id = ?", arguments: [id]),
            let city = try city(row[0], in: db)
        else { return nil }
        return Adventure(id: id, geonameID: row[0], city: city, favoritedAt: row[1])
    }

    static func city(_ geonameID: Int64, in db: SQLSession) throws -> City? {
        guard let row = try Row.fetchOne(
            db,
            sql: """
                SELECT name, country, continent, latitude, longitude, population, time_zone
                FROM world_cities WHERE geoname_id = ?
                """,
            arguments: [geonameID])
        else { return nil }
        return City(
            name: row[0], country: row[1], continent: row[2], latitude: row[3], longitude: row[4], population: row[5],
            timeZone: row[6])
    }
}
