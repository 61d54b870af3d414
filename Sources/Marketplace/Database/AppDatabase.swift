import Foundation
import GRDB
import Logging
import PostgresNIO

/// The database of a Rentline server: one SQLite file (WAL, migrated, holding the reference data), or PostgreSQL
/// shared with other servers.
///
/// SQLite writes use `synchronous=FULL`: a write the server has acknowledged survives a power cut, at the price of
/// one more fsync per transaction than `NORMAL`.
public struct AppDatabase: Sendable {
    enum Store: Sendable {
        case sqlite(DatabasePool)
        case postgres(PostgresStore)
    }

    let store: Store
    /// When bookings next need moving on; shared by every store of this database in this process.
    let sweepSchedule: SweepSchedule
    /// Commits the requests' writes together, so one commit covers every request waiting at once.
    private let batcher: WriteBatcher

    init(writer: DatabasePool) {
        store = .sqlite(writer)
        sweepSchedule = SweepSchedule()
        batcher = WriteBatcher(commit: WriteBatcher.sqlite(writer))
    }

    init(postgres: PostgresStore) {
        store = .postgres(postgres)
        sweepSchedule = SweepSchedule(isShared: true)
        batcher = WriteBatcher(concurrentBatches: postgres.maximumWriters, commit: postgres.commit)
    }

    /// The SQLite pool, for what only SQLite has (its file, checkpoints, copies) and for tests that reach past the
    /// rules.
    var writer: DatabasePool {
        guard case .sqlite(let pool) = store else { preconditionFailure("a SQLite-only operation on PostgreSQL") }
        return pool
    }

    /// The database file's path.
    public var path: String { writer.path }

    /// The database file's path, or nil on PostgreSQL.
    public var filePath: String? {
        guard case .sqlite(let pool) = store else { return nil }
        return pool.path
    }

    /// Runs `body` in a snapshot, on the calling thread: reads never wait for the writer, and one run where the
    /// request already is costs no hand-off to another thread and back.
    ///
    /// Every read of the stores goes through here, so no reader is ever held across a suspension: a read waiting
    /// for a free reader blocks only until another synchronous read returns. Mixing in GRDB's async reads would let
    /// async holders wait for a thread that blocked readers hold: in a trial the server went idle with every client
    /// waiting.
    func read<T>(_ body: (SQLSession) throws -> T) throws -> T {
        switch store {
        case .sqlite(let pool): try pool.read { try body(SQLSession($0)) }
        case .postgres(let postgres): try postgres.read(body)
        }
    }

    /// Runs `body` in a write transaction shared with the other requests waiting, in a savepoint of its own, and
    /// returns once that transaction is durable; a throwing `body` changes nothing. `scope` says what `body` may
    /// change: on PostgreSQL, writes whose scopes share no row run at once. `reads` are the reads `body` makes first,
    /// sent with the transaction's locks on PostgreSQL.
    func write<T: Sendable>(
        scope: WriteScope = .everything, reads: [SQLRead] = [], _ body: @escaping @Sendable (SQLSession) throws -> T
    ) async throws -> T {
        try await batcher.write(scope: scope, reads: reads, body)
    }

    /// Runs `body` in a write transaction of its own on the calling thread, past the batcher: for the admin console,
    /// which writes rarely and runs no event loop.
    func writeSynchronously<T>(_ body: (SQLSession) throws -> T) throws -> T {
        switch store {
        case .sqlite(let pool): try pool.write { try body(SQLSession($0)) }
        case .postgres(let postgres): try postgres.writeSynchronously(body)
        }
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
        try pool.write { try ReferenceDataLoader.loadIfNeeded(into: SQLSession($0)) }
        return AppDatabase(writer: pool)
    }

    /// Connects to PostgreSQL, migrates the database and loads the reference data once. At most `maximumReaders`
    /// requests read at once, and at most `maximumWriters` write batches commit at once, each on a connection of its
    /// own. The connection that hears the other servers goes to `listener` if given: it needs a session of its own,
    /// which a pooler in transaction mode does not keep; nor does it keep prepared statements, so `preparesStatements`
    /// is false behind one.
    public static func open(
        postgres configuration: PostgresConnection.Configuration, preparesStatements: Bool = true,
        listener: PostgresConnection.Configuration? = nil, maximumReaders: Int = 8, maximumWriters: Int = 8,
        logger: Logger
    ) async throws -> AppDatabase {
        AppDatabase(
            postgres: try await PostgresStore.open(
                configuration: configuration, preparesStatements: preparesStatements,
                listener: listener ?? configuration, maximumReaders: maximumReaders, maximumWriters: maximumWriters,
                logger: logger))
    }

    /// The round trips to PostgreSQL this server's sessions waited for so far: nil on SQLite, which has none.
    var postgresRoundTrips: Int? {
        guard case .postgres(let postgres) = store else { return nil }
        return postgres.roundTrips.total
    }

    /// What the servers sharing this database tell each other: nil on SQLite, which one server holds alone.
    public var serverChannel: ServerChannel? {
        guard case .postgres(let postgres) = store else { return nil }
        return postgres.channel
    }

    /// An SQL condition that `expression` matches the LIKE pattern bound next, ignoring case as SQLite's LIKE does.
    /// PostgreSQL's LIKE is case-sensitive and refuses the case-insensitive collation some columns have, so there it
    /// is `ILIKE` under collation "C".
    func likeIgnoringCase(_ expression: String) -> String {
        switch store {
        case .sqlite: "\(expression) LIKE ? ESCAPE '\\'"
        case .postgres: "\(expression) COLLATE \"C\" ILIKE ? ESCAPE '\\'"
        }
    }

    /// An ORDER BY term that sorts `expression` (ASCII text) ignoring case, as SQLite's NOCASE does: PostgreSQL's
    /// `nocase` collation sorts by Unicode's rules instead, which put an underscore before the digits.
    func orderIgnoringCase(_ expression: String) -> String {
        switch store {
        case .sqlite: "\(expression) COLLATE NOCASE"
        case .postgres: "lower(\(expression)) COLLATE \"C\""
        }
    }

    /// Where requests must run instead of the server's event loops, because reads wait on the network: nil on SQLite,
    /// whose reads are as quick as the loops' own work.
    public var requestExecutor: (any TaskExecutor)? {
        guard case .postgres(let postgres) = store else { return nil }
        return postgres.requestExecutor
    }

    /// Closes PostgreSQL's connections; a SQLite pool closes when the last copy of its database goes.
    public func close() async throws {
        if case .postgres(let postgres) = store { try await postgres.close() }
    }

    /// Moves everything in SQLite's write-ahead log into the database file and empties the log; PostgreSQL
    /// checkpoints by itself.
    public func checkpoint() throws {
        guard case .sqlite(let pool) = store else { return }
        try pool.writeWithoutTransaction { db in
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
