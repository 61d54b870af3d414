import Foundation
import GRDB

/// Opens a file for the admin console, refusing a file that isn't a Rentline database rather than making it one.
///
/// A Rentline database is recognised by GRDB's migrations table holding Rentline's first migration. A file that
/// doesn't exist, or is empty (no bytes, or no tables), becomes one only when the admin asks with `create`.
public enum AdminDatabase {
    /// Opens `path` for reading and writing, or only reading when `readOnly`, in which case nothing in or beside the
    /// database is changed.
    public static func open(path: String, create: Bool, readOnly: Bool) throws(AdminDatabaseRefusal) -> AppDatabase {
        let contents = try DatabaseFileContents.read(path)
        switch contents {
        case .nothing where !FileManager.default.fileExists(atPath: path):
            guard create else { throw .missing(path) }
        case .nothing:
            guard create else { throw .empty(path) }
        case .otherProgramsTables: throw .foreign(path)
        case .rentline(let upToDate):
            if readOnly {
                guard upToDate else { throw .outdated(path) }
                return try opened(path) { try openReadOnly(path: path) }
            }
        }
        return try opened(path) { try AppDatabase.open(path: path) }
    }

    private static func openReadOnly(path: String) throws -> AppDatabase {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(5)
        configuration.prepareDatabase { db in db.add(function: GreatCircle.sqlFunction) }
        return AppDatabase(writer: try DatabasePool(path: path, configuration: configuration))
    }

    private static func opened(_ path: String, _ open: () throws -> AppDatabase) throws(AdminDatabaseRefusal) -> AppDatabase {
        do {
            return try open()
        } catch let error as DatabaseError {
            throw .unreadable(path, error.message ?? "\(error.resultCode)")
        } catch {
            throw .unreadable(path, "\(error)")
        }
    }
}

/// What a file holds, read without changing it.
enum DatabaseFileContents: Equatable {
    /// No file, no bytes, or a SQLite database without tables.
    case nothing
    case otherProgramsTables
    /// Rentline's, and whether every migration this version knows has run on it.
    case rentline(upToDate: Bool)

    static func read(_ path: String) throws(AdminDatabaseRefusal) -> DatabaseFileContents {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return .nothing }
        if attributes[.type] as? FileAttributeType == .typeDirectory { throw .notSQLite(path) }
        if (attributes[.size] as? Int ?? 0) == 0 { return .nothing }
        var configuration = Configuration()
        configuration.readonly = true
        do {
            return try DatabaseQueue(path: path, configuration: configuration).read { db in
                let tables = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'")
                guard !tables.isEmpty else { return .nothing }
                let migrator = Migrations.migrator
                guard tables.contains("grdb_migrations"), try migrator.appliedIdentifiers(db).contains(migrator.migrations[0])
                else { return .otherProgramsTables }
                return .rentline(upToDate: try migrator.hasCompletedMigrations(db))
            }
        } catch let error as DatabaseError where error.resultCode == .SQLITE_NOTADB {
            throw .notSQLite(path)
        } catch let error as DatabaseError {
            throw .unreadable(path, error.message ?? "\(error.resultCode)")
        } catch {
            throw .unreadable(path, "\(error)")
        }
    }
}

/// Why the admin console left a file alone.
public enum AdminDatabaseRefusal: Error, Equatable {
    case missing(String)
    case empty(String)
    case foreign(String)
    case notSQLite(String)
    /// An older Rentline's database opened with --read-only, which can't bring it up to date.
    case outdated(String)
    case unreadable(String, String)
}
