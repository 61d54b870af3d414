import Foundation
import GRDB
@testable import Marketplace
import RentlineTesting
import Testing

/// `rentline admin` opens only Rentline's databases: another program's file, an empty file or a missing one is left
/// exactly as it was unless --create asks for a new database, only --create migrates an older one, and --read-only
/// changes nothing.
@Suite(.timeLimit(.minutes(1)))
struct AdminDatabaseFileTests {
    /// Runs `body` with a path in a folder of its own, removed afterwards.
    func inFolder<T>(_ body: (String) async throws -> T) async throws -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rentline-admin-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try await body(folder.appendingPathComponent("file.sqlite").path)
    }

    func folderListing(beside path: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: (path as NSString).deletingLastPathComponent).sorted()
    }

    @Test func anotherProgramsDatabaseIsLeftByteForByte() async throws {
        try await inFolder { path in
            try await DatabaseQueue(path: path).write { db in
                try db.execute(sql: "CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT); INSERT INTO notes (text) VALUES ('keep me')")
            }
            let before = try Data(contentsOf: URL(fileURLWithPath: path))
            let result = try await RentlineProcess.run(["admin", "--db", path, "-c", "stats"])
            #expect(result.status == 4)
            #expect(result.errors == "rentline admin: \(path) holds another program's tables, not Rentline's, so it was left as it was: pass --db with the server's file.\n")
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
            #expect(try folderListing(beside: path) == ["file.sqlite"])
            let journal = try await DatabaseQueue(path: path).read { try String.fetchOne($0, sql: "PRAGMA journal_mode") }
            #expect(journal == "delete")
        }
    }

    /// Runs `rentline admin` on `path` and expects exit status 4 with `sentence` after the path, the file byte for
    /// byte as it was and nothing new beside it.
    func expectLeftAlone(_ path: String, _ flags: [String] = [], saying sentence: String) async throws {
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let result = try await RentlineProcess.run(["admin", "--db", path] + flags + ["-c", "stats"])
        #expect(result.status == 4)
        #expect(result.errors == "rentline admin: \(path) \(sentence)\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        #expect(try folderListing(beside: path) == ["file.sqlite"])
    }

    static let mismatched = "records Rentline's migrations but its tables don't match them, so it was left as it was: pass --db with the server's file, or restore it from a backup."

    @Test func anotherProgramsDatabaseRecordingRentlinesFirstMigrationIsLeftByteForByte() async throws {
        try await inFolder { path in
            try await DatabaseQueue(path: path).write { db in
                try db.execute(sql: """
                    CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
                    INSERT INTO grdb_migrations VALUES ('v1 accounts and reference data');
                    CREATE TABLE invoices (id INTEGER PRIMARY KEY, total INTEGER); INSERT INTO invoices (total) VALUES (12)
                    """)
            }
            try await expectLeftAlone(path, saying: Self.mismatched)
        }
    }

    @Test(arguments: [
        "DROP TABLE follows",
        "ALTER TABLE follows RENAME COLUMN created_at TO made_at",
        "DELETE FROM grdb_migrations WHERE identifier = 'v2 listings, search indexes and favorites'",
    ])
    func aRentlineDatabaseWithoutWhatItsMigrationsMadeIsLeftAlone(change: String) async throws {
        try await MarketFixture.with { market in
            try await inFolder { path in
                try market.database.copy(to: path)
                try await DatabaseQueue(path: path).write { try $0.execute(sql: change) }
                try await expectLeftAlone(path, saying: Self.mismatched)
            }
        }
    }

    @Test func aNewerRentlinesDatabaseIsLeftAlone() async throws {
        try await MarketFixture.with { market in
            try await inFolder { path in
                try market.database.copy(to: path)
                try await DatabaseQueue(path: path).write {
                    try $0.execute(sql: "INSERT INTO grdb_migrations VALUES ('v99 a step from the future')")
                }
                try await expectLeftAlone(
                    path, saying: "was written by a newer Rentline, so it was left as it was: open it with that version's rentline admin.")
            }
        }
    }

    @Test func aTruncatedCopyOfAServersDatabaseIsLeftWithNothingBesideIt() async throws {
        try await MarketFixture.with { market in
            try market.database.checkpoint()
            let whole = try Data(contentsOf: URL(fileURLWithPath: market.database.path))
            try #require(whole[18] == 2, "the server's database is in WAL mode")
            try await inFolder { path in
                try whole.prefix(whole.count / 2).write(to: URL(fileURLWithPath: path))
                try await expectLeftAlone(
                    path, saying: "is damaged (database disk image is malformed), so it was left as it was: pass --db with the server's file, or restore it from a backup.")
            }
        }
    }

    @Test func onlyCreateBringsAnOlderRentlinesDatabaseUpToDate() async throws {
        try await inFolder { path in
            try Migrations.migrator.migrate(try DatabaseQueue(path: path), upTo: Migrations.all[1].identifier)
            try await expectLeftAlone(
                path, saying: "was written by an older Rentline, so it was left as it was: add --create to bring it up to date.")
            try await expectLeftAlone(
                path, ["--read-only"],
                saying: "was written by an older Rentline, which --read-only can't bring up to date: open it once with --create instead of --read-only.")

            let migrated = try await RentlineProcess.run(["admin", "--db", path, "--create", "-c", "users"])
            #expect(migrated.status == 0)
            #expect(migrated.output.hasSuffix("(0 rows)\n"))
            let applied = try await DatabaseQueue(path: path).read { try Migrations.migrator.hasCompletedMigrations($0) }
            #expect(applied)
        }
    }

    @Test func aFileThatIsNotSQLiteIsLeftAlone() async throws {
        try await inFolder { path in
            try Data("name,price\ndrill,5\n".utf8).write(to: URL(fileURLWithPath: path))
            let result = try await RentlineProcess.run(["admin", "--db", path, "--create", "-c", "stats"])
            #expect(result.status == 4)
            #expect(result.errors == "rentline admin: \(path) isn't a SQLite database, so it was left as it was: pass --db with the server's file.\n")
            #expect(try String(contentsOfFile: path, encoding: .utf8) == "name,price\ndrill,5\n")
        }
    }

    @Test func anEmptyFileBecomesADatabaseOnlyWithCreate() async throws {
        try await inFolder { path in
            FileManager.default.createFile(atPath: path, contents: Data())
            let refused = try await RentlineProcess.run(["admin", "--db", path, "-c", "stats"])
            #expect(refused.status == 4)
            #expect(refused.errors == "rentline admin: \(path) is empty, not a Rentline database: pass --db with the server's file, or add --create to make it one.\n")
            #expect(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int == 0)
            #expect(try folderListing(beside: path) == ["file.sqlite"])

            let created = try await RentlineProcess.run(["admin", "--db", path, "--create", "-c", "users"])
            #expect(created.status == 0)
            #expect(created.output.hasSuffix("(0 rows)\n"))
            let again = try await RentlineProcess.run(["admin", "--db", path, "-c", "users"])
            #expect(again.status == 0)
        }
    }

    @Test func aMissingFileIsCreatedOnlyWithCreate() async throws {
        try await inFolder { path in
            let refused = try await RentlineProcess.run(["admin", "--db", path, "-c", "stats"])
            #expect(refused.status == 4)
            #expect(refused.errors == "rentline admin: There is no database at \(path): pass --db with the server's file, or add --create to start a new one there.\n")
            #expect(!FileManager.default.fileExists(atPath: path))

            let created = try await RentlineProcess.run(["admin", "--db", path, "--create", "-c", "users"])
            #expect(created.status == 0)
            #expect(FileManager.default.fileExists(atPath: path))
        }
    }

    @Test func readOnlyShowsButRefusesChangesAndLeavesTheFileAsItWas() async throws {
        try await MarketFixture.with { market in
            let ana = try await market.user("ana")
            try await market.list("Drill", by: ana, cents: 500, northKm: 1)
            try await inFolder { path in
                try market.database.copy(to: path)
                let before = try Data(contentsOf: URL(fileURLWithPath: path))
                let result = try await RentlineProcess.run(
                    ["admin", "--db", path, "--read-only", "--format", "csv", "-c", "listings", "-c", "hide listing 1 spam", "-c", "set pre-approval on"])
                #expect(result.status == 1)
                #expect(result.output == "id,title,owner,category,price,per,status,reports\r\n1,Drill,ana,tools,5.00,day,active,0\r\n")
                #expect(result.errors == """
                    rentline admin: -c 2: This console was opened with --read-only, so hide was refused and nothing changed: start rentline admin without --read-only to make changes.
                    rentline admin: -c 3: This console was opened with --read-only, so set was refused and nothing changed: start rentline admin without --read-only to make changes.

                    """)
                #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
                #expect(try folderListing(beside: path) == ["file.sqlite"])
            }
        }
    }

    @Test func readOnlyAndCreateDontGoTogether() async throws {
        let result = try await RentlineProcess.run(["admin", "--db", "x.sqlite", "--read-only", "--create", "-c", "stats"])
        #expect(result.status == 2)
        #expect(result.errors.contains("--create and --read-only don't go together"))
    }
}
