import Foundation
import GRDB

/// What a file holds, read without changing it or creating anything beside it.
enum DatabaseFileContents: Equatable {
    /// No file, no bytes, or a SQLite database without tables.
    case nothing
    case otherProgramsTables
    /// Rentline's first migration recorded, but not a run of this version's migrations, or without the tables
    /// and columns they made.
    case mismatchedTables
    /// Every migration this version knows, and more after them.
    case newerRentline
    /// Rentline's, and whether every migration this version knows has run on it.
    case rentline(upToDate: Bool)

    static func read(_ path: String) throws(AdminDatabaseRefusal) -> DatabaseFileContents {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return .nothing }
        if attributes[.type] as? FileAttributeType == .typeDirectory { throw .notSQLite(path) }
        if (attributes[.size] as? Int ?? 0) == 0 { return .nothing }
        var configuration = Configuration()
        configuration.readonly = true
        do {
            return try DatabaseQueue(path: readingName(path), configuration: configuration).read(contents)
        } catch let error as DatabaseError where error.resultCode == .SQLITE_NOTADB {
            throw .notSQLite(path)
        } catch let error as DatabaseError where error.resultCode == .SQLITE_CORRUPT {
            throw .damaged(path, error.message ?? "\(error.resultCode)")
        } catch let error as DatabaseError {
            throw .unreadable(path, error.message ?? "\(error.resultCode)")
        } catch {
            throw .unreadable(path, "\(error)")
        }
    }

    /// The name SQLite opens `path` by. With no `-wal` beside it no server has the file open, so it is read as an
    /// immutable URI, which creates no `-wal` or `-shm`; with one, it is a live database, opened as usual so the
    /// log's commits count.
    private static func readingName(_ path: String) -> String {
        if FileManager.default.fileExists(atPath: path + "-wal") { return path }
        return URL(fileURLWithPath: path).absoluteString + "?immutable=1"
    }

    private static func contents(_ db: Database) throws -> DatabaseFileContents {
        let tables = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'")
        guard !tables.isEmpty else { return .nothing }
        guard tables.contains("grdb_migrations") else { return .otherProgramsTables }
        let applied = try String.fetchSet(db, sql: "SELECT identifier FROM grdb_migrations")
        let known = Migrations.all.map(\.identifier)
        guard applied.contains(known[0]) else { return .otherProgramsTables }
        let done = known.prefix { applied.contains($0) }
        guard applied.count == done.count else { return applied.isSuperset(of: known) ? .newerRentline : .mismatchedTables }
        guard try hasTables(madeUpTo: done.last!, db) else { return .mismatchedTables }
        return .rentline(upToDate: done.count == known.count)
    }

    /// Whether `db` has every table, with every column, that Rentline's migrations up to `identifier` made: they are
    /// run on an empty database in memory and the two compared.
    private static func hasTables(madeUpTo identifier: String, _ db: Database) throws -> Bool {
        let expected = try DatabaseQueue()
        try Migrations.migrator.migrate(expected, upTo: identifier)
        let tables = try expected.read { memory in
            try String.fetchAll(
                memory, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'"
            ).map { ($0, try columns(of: $0, memory)) }
        }
        return try tables.allSatisfy { table, columns in columns.isSubset(of: try Self.columns(of: table, db)) }
    }

    /// The column names of `table`, none when there is no such table.
    private static func columns(of table: String, _ db: Database) throws -> Set<String> {
        try String.fetchSet(db, sql: "SELECT name FROM pragma_table_info(?)", arguments: [table])
    }
}
