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

    @Test func aCityWrittenWithAccentsIsFoundByItsNameWithout() async throws {
        try await TestDatabase.withFresh { database in
            let places = Places(database: database)
            let sanFrancisco = (latitude: 37.77, longitude: -122.42)
            let montreal = try await places.place(city: "montreal", near: sanFrancisco)
            let zurich = try await places.place(city: "ZURICH", near: sanFrancisco)
            let saoPaulo = try await places.place(city: "São Paulo", near: sanFrancisco)
            #expect(montreal?.name == "Montréal, Canada")
            #expect(zurich?.name == "Zürich, Switzerland")
            #expect(saoPaulo?.name == "São Paulo, Brazil")
        }
    }

    @Test func aBigCityFarAwayWinsOverAHamletOfTheSameNameNearby() async throws {
        try await TestDatabase.withFresh { database in
            let places = Places(database: database)
            let austin = (latitude: 30.27, longitude: -97.74)
            let oakland = try await places.place(city: "oakland", near: austin)
            let sanAntonio = try await places.place(city: "san antonio", near: austin)
            #expect(oakland?.state == "CA")
            #expect(sanAntonio?.state == "TX")
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
