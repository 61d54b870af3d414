import Foundation
import GRDB

/// Opens a file for the admin console, refusing a file that isn't a Rentline database rather than making it one.
///
/// A Rentline database is recognised by GRDB's migrations table holding the first of Rentline's migrations, in
/// order, and the tables and columns those migrations made. A file that doesn't exist, or is empty (no bytes, or no
/// tables), becomes one only when the admin asks with `create`, which alone also brings an older Rentline's up to
/// date.
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
        case .mismatchedTables: throw .mismatched(path)
        case .newerRentline: throw .newer(path)
        case .rentline(upToDate: false):
            if readOnly { throw .outdatedForReadOnly(path) }
            guard create else { throw .outdated(path) }
        case .rentline(upToDate: true):
            if readOnly { return try opened(path) { try openReadOnly(path: path) } }
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

/// Why the admin console left a file alone.
public enum AdminDatabaseRefusal: Error, Equatable {
    case missing(String)
    case empty(String)
    case foreign(String)
    /// Rentline's migrations recorded, but not as this version made them, or without the tables they made.
    case mismatched(String)
    /// A newer Rentline's database, with migrations this version doesn't know.
    case newer(String)
    case notSQLite(String)
    /// SQLite found the file malformed, as a truncated copy is; the second value is SQLite's reason.
    case damaged(String, String)
    /// An older Rentline's database, opened without --create, which alone brings it up to date.
    case outdated(String)
    /// An older Rentline's database opened with --read-only, which can't bring it up to date.
    case outdatedForReadOnly(String)
    case unreadable(String, String)
}
