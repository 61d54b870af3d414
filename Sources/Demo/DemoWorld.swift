import Foundation
import GRDB
@_spi(Seeding) import Marketplace

/// A deterministic demo world: people with bios and homes, their things, spaces and homes for rent in the Bay Area
/// and abroad, and their social side: spots, follows and posts. The same seed always makes the same world.
public enum DemoWorld {
    public static let seed: UInt64 = 2026
    /// Every demo account's password, so people trying Rentline can log in as anyone in the demo.
    public static let password = "demo-password"
    public static let userCount = 64

    /// What was loaded.
    public struct Summary: Sendable, Equatable {
        public var users: Int
        public var listings: Int
        public var cities: Int
        public var spots: Int
        public var posts: Int
        public var follows: Int
    }

    /// Fills an empty database with the demo world; refuses a database that already has accounts.
    public static func load(into database: AppDatabase, hasher: PasswordHasher, clock: any WallClock) async throws -> Summary {
        let passwordHash = try await hasher.hash(password)
        let now = clock.now()
        return try await database.seed { db in
            guard try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM users") == 0 else { throw SeedError.notEmpty }
            var random = SeededGenerator(seed: seed)
            let cities = try (DemoCatalog.bayArea + DemoCatalog.elsewhere).map { city in
                guard let place = try city.zip.map({ try Places.place(zip: $0, in: db) }) ?? Places.place(city: city.name, in: db)
                else { throw SeedError.unknownCity(city.name) }
                return (city, place)
            }
            var owners: [(id: Int64, city: Int, home: Place)] = []
            for index in 0..<userCount {
                let first = DemoCatalog.firstNames[index % DemoCatalog.firstNames.count]
                let username = index < DemoCatalog.firstNames.count ? first : "\(first)\(index / DemoCatalog.firstNames.count + 1)"
                let elsewhere = DemoCatalog.bayArea.count + (index / 5 * 2 + index % 5 - 3) % DemoCatalog.elsewhere.count
                let cityIndex = index % 5 < 3 ? index % DemoCatalog.bayArea.count : elsewhere
                let home = jitter(cities[cityIndex].1, km: 2, using: &random)
                let bio = "\(DemoCatalog.bioOpeners.randomElement(using: &random)!) in \(home.city); \(DemoCatalog.bioClosers.randomElement(using: &random)!)"
                let id = try Int64.fetchOne(
                    db,
                    sql: """
                        INSERT INTO users (username, password_hash, created_at, bio, place_name, latitude, longitude, time_zone)
                        VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id
                        """,
                    arguments: [username, passwordHash, now.addingTimeInterval(-Double(90 + index) * 86_400), bio,
                                cities[cityIndex].1.name, home.latitude, home.longitude, home.timeZone])!
                owners.append((id, cityIndex, home))
            }
            var listings = 0
            for index in 0..<480 {
                let owner = owners[Int.random(in: owners.indices, using: &random)]
                let (city, centre) = cities[owner.city]
                let place = jitter(centre, km: 4, using: &random)
                let created = now.addingTimeInterval(-Double.random(in: 0..<(60 * 86_400), using: &random).rounded())
                var listing = makeListing(index, owner: owner.id, city: city, place: place, at: created, using: &random)
                listing.id = try db.insert(listing)
                let slug = listing.title.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).joined(separator: "-")
                for photo in 0..<(1 + index % 3) {
                    try db.execute(
                        sql: "INSERT INTO listing_photos (listing_id, position, url) VALUES (?, ?, ?)",
                        arguments: [listing.id, photo, "https://photos.rentline.example/\(slug)-\(listing.id!)-\(photo + 1).jpg"])
                }
                listings += 1
            }
            let people = owners.map { DemoSocial.Person(id: $0.id, city: cities[$0.city].0.name, home: $0.home) }
            let social = try DemoSocial.load(people, in: db, now: now.unixSeconds, using: &random)
            return Summary(
                users: owners.count, listings: listings, cities: Set(cities.map(\.1.city)).count, spots: social.spots,
                posts: social.posts, follows: social.follows)
        }
    }

    /// Why demo data could not be loaded.
    public enum SeedError: Error, Equatable, CustomStringConvertible {
        case notEmpty
        case unknownCity(String)

        public var description: String {
            switch self {
            case .notEmpty: "That database already has accounts: seed a new database file instead."
            case .unknownCity(let name): "The reference data has no city called \(name)."
            }
        }
    }

    /// Roughly a third of listings are spaces and homes; the rest cycle through every thing in the catalog.
    private static func makeListing(
        _ index: Int, owner: Int64, city: DemoCatalog.City, place: Place, at created: Date, using random: inout SeededGenerator
    ) -> Listing {
        let factor = city.priceFactor * Double.random(in: 0.8...1.25, using: &random)
        var listing: Listing
        switch index % 6 {
        case 0:
            let space = DemoCatalog.spaces[(index / 6) % DemoCatalog.spaces.count]
            let hourly = index % 4 != 0
            let cents = roundedCents(Double(space.hourPrice) * factor * (hourly ? 1 : 7))
            listing = Listing(
                ownerId: owner, kind: .space, category: "spaces", type: space.type, title: space.title, priceCents: cents,
                priceUnit: hourly ? .hour : .day, place: place, at: created)
            listing.amenities = space.amenities
            listing.description = "\(space.title) in \(place.city). Book by the \(hourly ? "hour" : "day"); keys at the door."
        case 1:
            let home = DemoCatalog.homes[(index / 6) % DemoCatalog.homes.count]
            listing = Listing(
                ownerId: owner, kind: .home, category: "homes", type: home.type, title: home.title,
                priceCents: roundedCents(Double(home.monthPrice) * factor, step: 5_000), priceUnit: .month, place: place, at: created)
            listing.bedrooms = home.bedrooms
            listing.bathrooms = Double(home.bathrooms)
            listing.parking = Int.random(in: 0...1, using: &random)
            listing.sqft = 300 + home.bedrooms * 350 + Int.random(in: 0...200, using: &random)
            listing.address1 = "\(Int.random(in: 10...2999, using: &random)) \(DemoCatalog.streets.randomElement(using: &random)!)"
            listing.availableFrom = "2026-12-01"
            listing.minMonths = [3, 6, 12].randomElement(using: &random)
            listing.amenities = DemoCatalog.homeAmenities.filter { _ in Bool.random(using: &random) }
            listing.prohibited = ["smoking"]
            listing.included = ["water", "trash"]
            listing.exposure = DemoCatalog.exposures.randomElement(using: &random)
            listing.description = "\(home.title) in \(place.city), \(home.bedrooms) bed / \(home.bathrooms) bath. Viewings on weekends."
        default:
            let thing = DemoCatalog.things[(index - index / 6 * 2) % DemoCatalog.things.count]
            let unit: PriceUnit = index % 7 == 0 ? .week : .day
            let cents = roundedCents(Double(thing.dayPrice) * factor * (unit == .week ? 5 : 1))
            listing = Listing(
                ownerId: owner, kind: .thing, category: thing.category, type: nil, title: thing.title, priceCents: cents,
                priceUnit: unit, place: place, at: created)
            listing.condition = DemoCatalog.conditions.randomElement(using: &random)
            listing.description = "\(thing.about) Pick up in \(place.city)."
        }
        return listing
    }

    private static func roundedCents(_ dollars: Double, step: Int = 50) -> Int {
        max(step, Int((dollars * 100 / Double(step)).rounded()) * step)
    }

    /// `place` moved up to `km` kilometres in a random direction.
    static func jitter(_ place: Place, km: Double, using random: inout SeededGenerator) -> Place {
        let kmPerDegree = GreatCircle.earthRadiusKm * .pi / 180
        var moved = place
        moved.latitude += Double.random(in: -km...km, using: &random) / kmPerDegree
        moved.longitude += Double.random(in: -km...km, using: &random) / (kmPerDegree * cos(place.latitude * .pi / 180))
        return moved
    }
}
