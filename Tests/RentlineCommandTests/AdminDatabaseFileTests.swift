import Foundation
import GRDB
import Marketplace
import RentlineTesting
import Testing

/// `rentline admin` opens only Rentline's databases: another program's file, an empty file or a missing one is left
/// exactly as it was unless --create asks for a new database, and --read-only changes nothing.
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
