import GRDB
import Marketplace
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

    @Test func reopeningAMigratedDatabaseKeepsItsData() async throws {
        try await TestDatabase.withFresh { database in
            let path = database.writer.path
            try await database.writer.write { db in
                try db.execute(sql: "INSERT INTO users (username, password_hash, created_at) VALUES ('ana', 'x', CURRENT_TIMESTAMP)")
            }
            let reopened = try AppDatabase.open(path: path)
            #expect(try await reopened.writer.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM users") } == 1)
            #expect(try Places(database: reopened).counts().zipCodes == 41_926)
        }
    }
}
