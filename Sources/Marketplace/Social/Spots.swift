import GRDB

/// Pinned spots: places worth going to, by kind, that members pin and everyone can find near a place.
public struct Spots: Sendable {
    public enum Kind: String, Sendable, CaseIterable {
        case skate, historical, water, nature, food, nightlife, activity, viewpoint
    }

    /// A spot and how far it is from where it was looked for.
    public struct Spot: Sendable, Equatable {
        public var id: Int64
        public var name: String
        public var kind: Kind
        public var placeName: String
        public var latitude: Double
        public var longitude: Double
        public var pinnedBy: String?
        public var distanceKm: Double
    }

    public static let defaultRadiusKm = 25.0

    let database: AppDatabase
    let clock: any WallClock

    public init(database: AppDatabase, clock: any WallClock) {
        self.database = database
        self.clock = clock
    }

    /// `user` pins a spot called `name` at `place`; returns its id.
    public func pin(_ name: String, kind: Kind, at place: Place, by user: Int64) async throws -> Int64 {
        let name = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard name.storedLength <= 80 else { throw SocialError.spotNameTooLong }
        try NameRules.check(name, as: .spotName)
        let now = clock.now().unixSeconds
        return try await database.write { db in
            try Int64.fetchOne(
                db,
                sql: """
                    INSERT INTO spots (user_id, name, kind, place_name, latitude, longitude, created_at)
                    VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id
                    """,
                arguments: [user, name, kind.rawValue, place.name, place.latitude, place.longitude, now])!
        }
    }

    /// Spots within `radiusKm` of `place`, of `kind` when given, nearest first.
    public func near(_ place: Place, kind: Kind? = nil, radiusKm: Double = Spots.defaultRadiusKm, limit: Int = 10) async throws -> [Spot] {
        try database.read { db in try Self.near(place.latitude, place.longitude, kind: kind, radiusKm: radiusKm, limit: limit, in: db) }
    }

    static func near(
        _ latitude: Double, _ longitude: Double, kind: Kind?, radiusKm: Double, limit: Int, in db: SQLSession
    ) throws -> [Spot] {
        let box = GreatCircle.boundingBox(latitude: latitude, longitude: longitude, radiusKm: radiusKm)
        var arguments: SQLArguments = [latitude, longitude, box.south, box.north, box.west, box.east]
        if let kind { arguments += [kind.rawValue] }
        arguments += [radiusKm, limit]
        return try Row.fetchAll(
            db,
            sql: """
                SELECT * FROM (
                    SELECT s.id, s.name, s.kind, s.place_name, s.latitude, s.longitude, u.username,
                        distance_km(s.latitude, s.longitude, ?, ?) AS distance
                    FROM spots s LEFT JOIN users u ON u.id = s.user_id
                    WHERE s.latitude BETWEEN ? AND ? AND s.longitude BETWEEN ? AND ? \(kind == nil ? "" : "AND s.kind = ?")
                ) AS near WHERE distance <= ? ORDER BY distance, id LIMIT ?
                """,
            arguments: arguments
        ).map(spot)
    }

    /// The spots with these ids, in that order.
    public func spots(_ ids: [Int64]) async throws -> [Spot] {
        try database.read { db in
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT s.id, s.name, s.kind, s.place_name, s.latitude, s.longitude, u.username, 0.0
                    FROM spots s LEFT JOIN users u ON u.id = s.user_id WHERE s.id IN (\(databaseQuestionMarks(count: ids.count)))
                    """,
                arguments: SQLArguments(ids))
            let byID = Dictionary(uniqueKeysWithValues: rows.map { ($0[0] as Int64, Self.spot($0)) })
            return ids.compactMap { byID[$0] }
        }
    }

    private static func spot(_ row: Row) -> Spot {
        Spot(
            id: row[0], name: row[1], kind: Kind(rawValue: row[2]) ?? .activity, placeName: row[3], latitude: row[4],
            longitude: row[5], pinnedBy: row[6], distanceKm: row[7])
    }
}
