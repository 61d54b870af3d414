import Foundation
import GRDB

/// The one SQLite database of a Rentline server: a WAL pool, migrated and holding the reference data.
///
/// Writes use `synchronous=FULL`: a write the server has acknowledged survives a power cut,
/// at the price of one more fsync per transaction than `NORMAL`.
public struct AppDatabase: Sendable {
    /// The pool behind the stores: they read through `read(_:)` and write through `write(_:)`, which groups commits.
    let writer: DatabasePool
    /// When bookings next need moving on; shared by every store of this database in this process.
    let sweepSchedule = SweepSchedule()
    /// Commits the requests' writes together, so one sync covers every request waiting at once.
    private let batcher: WriteBatcher

    init(writer: DatabasePool) {
        self.writer = writer
        self.batcher = WriteBatcher(writer: writer)
    }

    /// The database file's path.
    public var path: String { writer.path }

    /// Runs `body` on one of the pool's readers, on the calling thread: reads never wait for the writer, and one run
    /// where the request already is costs no hand-off to another thread and back.
    ///
    /// Every read of the stores goes through here, so no reader is ever held across a suspension: a read waiting
    /// for a free reader blocks only until another synchronous read returns. Mixing in GRDB's async reads would let
    /// async holders wait for a thread that blocked readers hold: in a trial the server went idle with every client
    /// waiting.
    func read<T>(_ body: (SQLSession) throws -> T) throws -> T {
        try writer.read { try body(SQLSession($0)) }
    }

    /// Runs `body` in a write transaction shared with the other requests waiting, in a savepoint of its own, and
    /// returns once that transaction is durable; a throwing `body` changes nothing.
    func write<T: Sendable>(_ body: @escaping @Sendable (SQLSession) throws -> T) async throws -> T {
        try await batcher.write(body)
    }

    /// Runs `body` in a write transaction of its own on the calling thread, past the batcher: for the admin console,
    /// which writes rarely and runs no event loop.
    func writeSynchronously<T>(_ body: (SQLSession) throws -> T) throws -> T {
        try writer.write { try body(SQLSession($0)) }
    }

    /// Opens (creating if needed) the database at `path`, migrates it and loads the reference data once.
    public static func open(path: String) throws -> AppDatabase {
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        configuration.busyMode = .timeout(5)
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA synchronous = FULL")
            db.add(function: GreatCircle.sqlFunction)
        }
        let pool = try DatabasePool(path: path, configuration: configuration)
        // GRDB's WAL set-up runs `synchronous = NORMAL` on the writer after `prepareDatabase`; the writer
        // connection lives as long as the pool, so restoring FULL once holds.
        try pool.writeWithoutTransaction { try $0.execute(sql: "PRAGMA synchronous = FULL") }
        try Migrations.migrator.migrate(pool)
        try ReferenceDataLoader.loadIfNeeded(into: pool)
        return AppDatabase(writer: pool)
    }

    /// Moves everything in the write-ahead log into the database file and empties the log.
    public func checkpoint() throws {
        try writer.writeWithoutTransaction { db in
            _ = try db.checkpoint(.truncate)
        }
    }

    /// Writes a compact, self-contained copy of this database to `path` (which must not exist).
    public func copy(to path: String) throws {
        try writer.writeWithoutTransaction { db in
            try db.execute(sql: "VACUUM INTO ?", arguments: [path])
        }
    }
}
