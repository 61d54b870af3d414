import Foundation
import GRDB
@_spi(Seeding) import Marketplace

/// Many plausible listings spread over every US ZIP code, for measuring search at scale.
public enum SyntheticListings {
    public static let ownerCount = 1_000
    static let batchSize = 20_000

    /// Adds `count` listings (and their owners, the first time), in transactions of `batchSize`; a database that
    /// already has listings gets different ones, so loading in steps makes no duplicates.
    /// `progress` hears how many are in after each batch.
    public static func load(
        _ count: Int, into database: AppDatabase, clock: any WallClock, seed: UInt64 = DemoWorld.seed,
        progress: @Sendable (Int) -> Void = { _ in }
    ) async throws {
        let now = clock.now()
        let (zips, owners, existing) = try await database.seed { db in
            let zips = try Row.fetchAll(db, sql: "SELECT zip, city, state, latitude, longitude, time_zone FROM zip_codes WHERE active = 1")
                .map { row in
                    Place(
                        name: row["city"], city: row["city"], state: row["state"], postalCode: row["zip"], country: "United States",
                        latitude: row["latitude"], longitude: row["longitude"], timeZone: row["time_zone"])
                }
            var owners = try Int64.fetchAll(db, sql: "SELECT id FROM users WHERE substr(username, 1, 6) = 'seller' ORDER BY id")
            if owners.isEmpty {
                for index in 1...ownerCount {
                    owners.append(try Int64.fetchOne(
                        db, sql: "INSERT INTO users (username, password_hash, created_at) VALUES (?, 'no-login', ?) RETURNING id",
                        arguments: ["seller\(index)", now])!)
                }
            }
            return (zips, owners, try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM listings") ?? 0)
        }
        var random = SeededGenerator(seed: seed &+ UInt64(existing))
        var loaded = 0
        while loaded < count {
            let batch = min(batchSize, count - loaded)
            var rows: [SQLArguments] = []
            rows.reserveCapacity(batch)
            for _ in 0..<batch {
                let place = DemoWorld.jitter(zips[Int.random(in: zips.indices, using: &random)], km: 2, using: &random)
                rows.append(SQLArguments(row(owner: owners.randomElement(using: &random)!, place: place, at: now, using: &random)))
            }
            let batchRows = rows
            try await database.seed { db in
                let insert = try db.makeStatement(sql: """
                    INSERT INTO listings (owner_id, kind, category, type, title, description, condition, price_cents,
                        price_unit, city, state, postal_code, country, latitude, longitude, time_zone, bedrooms, bathrooms,
                        amenities, instant_book, keywords, tags, created_at, updated_at, updated_by)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """)
                for arguments in batchRows {
                    try insert.execute(arguments: arguments)
                }
            }
            loaded += batch
            progress(loaded)
        }
    }

    private static func row(owner: Int64, place: Place, at now: Date, using random: inout SeededGenerator) -> [DatabaseValueConvertible?] {
        let created = now.addingTimeInterval(-Double(Int.random(in: 0..<(365 * 86_400), using: &random)))
        let pick = Int.random(in: 0..<10, using: &random)
        let kind: ListingKind
        let category: String
        var type: String?
        let title: String
        var about: String
        var unit: PriceUnit
        var cents: Int
        var condition: String?
        var rooms: (Int?, Int?) = (nil, nil)
        var amenities: [String] = []
        switch pick {
        case 0:
            let space = DemoCatalog.spaces.randomElement(using: &random)!
            (kind, category, type, title, unit) = (.space, "spaces", space.type, space.title, .hour)
            cents = space.hourPrice * 100
            about = "\(space.title) in \(place.city)."
            amenities = space.amenities
        case 1:
            let home = DemoCatalog.homes.randomElement(using: &random)!
            (kind, category, type, title, unit) = (.home, "homes", home.type, home.title, .month)
            cents = home.monthPrice * 100
            about = "\(home.title) in \(place.city)."
            rooms = (home.bedrooms, home.bathrooms)
        default:
            let thing = DemoCatalog.things.randomElement(using: &random)!
            (kind, category, title, unit) = (.thing, thing.category, thing.title, .day)
            cents = thing.dayPrice * 100
            about = thing.about
            condition = DemoCatalog.conditions.randomElement(using: &random)
        }
        cents = max(100, cents * Int.random(in: 70...140, using: &random) / 100)
        let amenitiesJSON = "[" + amenities.map { "\"\($0)\"" }.joined(separator: ",") + "]"
        return [
            owner, kind.rawValue, category, type, title, about, condition, cents, unit.rawValue, place.city, place.state,
            place.postalCode, place.country, place.latitude, place.longitude, place.timeZone, rooms.0, rooms.1, amenitiesJSON,
            kind == .space, Taxonomy.keywords(category: category, type: type),
            SearchTags.words(category: category, type: type, latitude: place.latitude, longitude: place.longitude), created, created, owner,
        ]
    }
}
