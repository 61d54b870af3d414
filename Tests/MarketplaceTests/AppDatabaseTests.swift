import GRDB
@testable import Marketplace
import RentlineTesting
import Testing

struct AppDatabaseTests {
    @Test func usesWALFullSyncAndForeignKeys() async throws {
        try await TestDatabase.withFresh { database in
            let settings = try await database.writer.read { db in
                (
                    try String.fetchOne(db, sql: "PRAGMA journal_mode"),
                    try Int.fetchOne(db, sql: "PRAGMA synchronous"),
                    try Int.fetchOne(db, sql: "PRAGMA foreign_keys")
                )
            }
            let writerSync = try await database.writer.write { db in try Int.fetchOne(db, sql: "PRAGMA synchronous") }
            #expect(settings.0 == "wal")
            #expect(settings.1 == 2)
            #expect(writerSync == 2, "the writer, which commits, syncs the log at every commit")
            #expect(settings.2 == 1)
        }
    }

    @Test func loadsTheReferenceDataOnce() async throws {
        try await TestDatabase.withFresh { database in
            let places = Places(database: database)
            let counts = try places.counts()
            #expect(counts.zipCodes == 41_926)
            #expect(counts.worldCities == 34_006)
        }
    }

    @Test func looksUpAZipCode() async throws {
        try await TestDatabase.withFresh { database in
            let place = try #require(try Places(database: database).zip("94110"))
            #expect(place.city == "San Francisco")
            #expect(place.state == "CA")
            #expect(place.timeZone == "America/Los_Angeles")
            #expect(abs(place.latitude - 37.75) < 0.05)
            #expect(abs(place.longitude - -122.41) < 0.05)
            #expect(try Places(database: database).zip("00000") == nil)
        }
    }

    /// A name many places share is the one nearest the person for its size, else the most populous.
    @Test func aSharedCityNameIsTheOneNearestThePerson() async throws {
        try await TestDatabase.withFresh { database in
            let places = Places(database: database)
            let sanFrancisco = (latitude: 37.77, longitude: -122.42)
            let boston = (latitude: 42.36, longitude: -71.06)
            let santaCruz = try await places.place(city: "santa cruz", near: sanFrancisco)
            let portlandFromTheWest = try await places.place(city: "portland", near: sanFrancisco)
            let portlandFromTheEast = try await places.place(city: "portland", near: boston)
            let paris = try await places.place(city: "paris", near: sanFrancisco)
            let santaCruzForNobody = try await places.place(city: "santa cruz")
            #expect(santaCruz?.state == "CA")
            #expect(portlandFromTheWest?.state == "OR")
            #expect(portlandFromTheEast?.state == "ME")
            #expect(paris?.country == "France")
            #expect(santaCruzForNobody?.country != "United States")
        }
    }

    /// A city is found by its name typed without accents ("montreal" is Montréal, not Montreal, WI), and a big city far
    /// away wins over a hamlet of the same name nearby ("oakland" from Austin is California's).
    @Test(arguments: [
        ("montreal", 37.77, -122.42, "Montréal, Canada"), ("ZURICH", 37.77, -122.42, "Zürich, Switzerland"),
        ("São Paulo", 37.77, -122.42, "São Paulo, Brazil"), ("oakland", 30.27, -97.74, "Oakland, CA"),
        ("san antonio", 30.27, -97.74, "San Antonio, TX"),
    ])
    func aTypedCityNameFindsThePlaceMeant(name: String, latitude: Double, longitude: Double, meant: String) async throws {
        try await TestDatabase.withFresh { database in
            let place = try await Places(database: database).place(city: name, near: (latitude: latitude, longitude: longitude))
            #expect(place?.name == meant)
        }
    }

    @Test func aCityWithItsStateIsThatStatesWhereverThePersonIs() async throws {
        try await TestDatabase.withFresh { database in
            let places = Places(database: database)
            for (city, state, meant) in [("portland", "OR", "Portland, OR"), ("portland", "ME", "Portland, ME"), ("paris", "TX", "Paris, TX"),
                ("springfield", "IL", "Springfield, IL")]
            {
                let place = try await places.place(city: city, inState: state)
                #expect(place?.name == meant)
            }
            let noSuchTown = try await places.place(city: "oakland", inState: "NV")
            #expect(noSuchTown == nil)
        }
    }

    @Test func aCountryOrAStateIsCentredWhereItIsAndReachesItsEdges() async throws {
        try await TestDatabase.withFresh { database in
            let places = Places(database: database)
            let japan = try #require(try await places.place(country: "japan"))
            #expect(japan.name == "Japan" && japan.timeZone == "Asia/Tokyo")
            #expect((30...45).contains(japan.latitude) && (130...145).contains(japan.longitude))
            let texas = try #require(try await places.place(state: "TX", named: "Texas"))
            #expect(texas.state == "TX" && texas.timeZone == "America/Chicago")
            let atlantis = try await places.place(country: "atlantis")
            #expect(atlantis == nil)
        }
    }

    @Test func reopeningAMigratedDatabaseKeepsItsData() async throws {
        try await TestDatabase.withFresh { database in
            let path = database.path
            try await database.writer.write { db in
                try db.execute(sql: "INSERT INTO users (username, password_hash, created_at) VALUES ('ana', 'x', CURRENT_TIMESTAMP)")
            }
            let reopened = try AppDatabase.open(path: path)
            #expect(try await reopened.writer.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM users") } == 1)
            #expect(try Places(database: reopened).counts().zipCodes == 41_926)
        }
    }
}
