import Dispatch
import Logging
import NIOPosix
import PostgresNIO
import Synchronization

/// PostgreSQL behind the business rules, shared by every server of a city.
///
/// Rules run synchronously, so each session waits for its statements: writes on this server's writer threads, reads
/// on the calling thread, as SQLite's do. Requests run on the store's `requestExecutor`, threads where waiting is
/// allowed; each session's connection is libpq's, written and read on the thread that runs the statement. The
/// migrations and the server channel use postgres-nio, on an event loop group of the store's own. At most
/// `maximumReaders` reads run at once, each on a connection of its own, and at most `maximumWriters` write batches,
/// each on a writer connection and thread of its own. A batch holds the writer lock for the whole
/// database: alone when a write in it may change anything, shared when every write names the rows it changes
/// (`WriteScope`), with a lock on each of those rows, so batches that share no row run at once on every server.
/// Reads see one snapshot each (`REPEATABLE READ`), as a WAL reader does.
final class PostgresStore: Sendable {
    /// The advisory lock key every server's write batch holds ("rentwri" in ASCII).
    static let writerLockKey: Int64 = 0x72_65_6E_74_77_72_69

    private let configuration: PostgresConnection.Configuration
    private let preparesStatements: Bool
    private let logger: Logger
    private let writerThreads: NIOThreadPool
    /// How many write batches may commit at once.
    let maximumWriters: Int
    /// What this server and the others on the database tell each other.
    let channel: ServerChannel
    /// The round trips this server's sessions waited for.
    let roundTrips = RoundTripTally()
    /// Where requests run, so their reads block none of the server's event loops.
    let requestExecutor: BlockingTaskExecutor
    /// Counts down the reads that may start; a read past `maximumReaders` waits for one to finish.
    private let readerSlots: DispatchSemaphore
    private let connectionLoops: MultiThreadedEventLoopGroup
    /// Writer sessions between batches; nil once the store closed.
    private let writers: Mutex<[PostgresSession]?>
    /// Sessions between uses, how many are in use, and who waits for the last of them to come back.
    private struct Sessions {
        var idle: [PostgresSession] = []
        var busy = 0
        var closing: CheckedContinuation<Void, Never>?
        var isClosed = false
    }

    private let sessions = Mutex(Sessions())
    /// Set when a connection was found lost, until a new one is made: the two moments the log reports.
    private let isOutOfReach = Atomic<Bool>(false)

    private init(
        configuration: PostgresConnection.Configuration, preparesStatements: Bool,
        listener: PostgresConnection.Configuration, logger: Logger, connectionLoops: MultiThreadedEventLoopGroup,
        maximumReaders: Int, maximumWriters: Int
    ) {
        self.configuration = configuration
        self.preparesStatements = preparesStatements
        channel = ServerChannel(configuration: listener, eventLoops: connectionLoops, logger: logger)
        requestExecutor = BlockingTaskExecutor(numberOfThreads: maximumReaders)
        readerSlots = DispatchSemaphore(value: maximumReaders)
        self.logger = logger
        self.connectionLoops = connectionLoops
        self.writers = Mutex([])
        self.maximumWriters = maximumWriters
        writerThreads = NIOThreadPool(numberOfThreads: maximumWriters)
        writerThreads.start()
    }

    /// Connects, migrates and loads the reference data once. The store holds at most `maximumReaders` connections for
    /// reads, and `maximumWriters` for writes; its server channel listens on a connection to `listener`. Sessions
    /// prepare their statements unless `preparesStatements` is false.
    static func open(
        configuration: PostgresConnection.Configuration, preparesStatements: Bool,
        listener: PostgresConnection.Configuration, maximumReaders: Int, maximumWriters: Int, logger: Logger
    ) async throws -> PostgresStore {
        precondition(maximumReaders >= 1 && maximumWriters >= 1)
        let connectionLoops = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let connection: PostgresConnection
        do {
            connection = try await PostgresConnection.connect(
                on: connectionLoops.next(), configuration: configuration, id: 0, logger: logger)
        } catch {
            try? await connectionLoops.shutdownGracefully()
            throw PostgresSetupError.explaining(error, for: configuration)
        }
        let migrated: (any Error)?
        do {
            try await PostgresMigrator.migrate(connection, logger: logger)
            migrated = nil
        } catch {
            migrated = error
        }
        try? await connection.close()
        if let migrated {
            try? await connectionLoops.shutdownGracefully()
            throw PostgresSetupError.explaining(migrated, for: configuration)
        }
        let store = PostgresStore(
            configuration: configuration, preparesStatements: preparesStatements, listener: listener, logger: logger,
            connectionLoops: connectionLoops, maximumReaders: maximumReaders, maximumWriters: maximumWriters)
        let loaded: (any Error)?
        do {
            let load = WriteBatcher.Write(scope: .everything) { db in try ReferenceDataLoader.loadIfNeeded(into: db) }
            loaded = try await store.commit([load]).first ?? nil
        } catch {
            loaded = error
        }
        if let loaded {
            try? await store.close()
            throw loaded
        }
        return store
    }

    /// Runs `body` in a read-only snapshot on the calling thread, once fewer than `maximumReaders` reads run. A read
    /// whose connection turns out lost (PostgreSQL restarted since it was last used) runs once more on a new one.
    func read<T>(_ body: (SQLSession) throws -> T) throws -> T {
        readerSlots.wait()
        defer { readerSlots.signal() }
        let begin = "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY"
        do {
            return try onIdleSession(begin: begin, waitsForCommit: false, body)
        } catch is DatabaseUnavailable {
            return try onIdleSession(begin: begin, waitsForCommit: false, body)
        }
    }

    /// Runs `body` in a write transaction of its own under the writer lock, on the calling thread (the console's).
    func writeSynchronously<T>(_ body: (SQLSession) throws -> T) throws -> T {
        try onIdleSession(begin: "BEGIN", waitsForCommit: true) { db in
            try db.execute(sql: "SELECT pg_advisory_xact_lock(?)", arguments: [Self.writerLockKey])
            return try body(db)
        }
    }

    /// Runs `body` in a transaction on an idle session; a read-only one's `COMMIT` goes without waiting for its answer
    /// unless `waitsForCommit`.
    private func onIdleSession<T>(begin: String, waitsForCommit: Bool, _ body: (SQLSession) throws -> T) throws -> T {
        let idle = try sessions.withLock { sessions -> PostgresSession? in
            if sessions.isClosed { throw PostgresStoreClosed() }
            sessions.busy += 1
            while let session = sessions.idle.popLast() {
                if session.isUsable { return session }
                Self.retire(session)
            }
            return nil
        }
        let session: PostgresSession
        do {
            session = try idle ?? connect()
        } catch {
            giveBack(nil)
            throw error
        }
        defer { giveBack(session) }
        session.runWithNext(begin)
        do {
            let value = try body(SQLSession(session))
            if waitsForCommit {
                try session.run(sql: "COMMIT", arguments: [])
            } else {
                try session.runWithoutWaiting("COMMIT")
            }
            return value
        } catch {
            session.rollBack()
            throw error
        }
    }

    /// One write batch on a writer thread: the writer lock, shared with a lock per row when every write names its
    /// rows, a savepoint per write when there are several (PostgreSQL aborts a whole transaction on an error
    /// otherwise), one commit. The writes that found they must change more, or lost a deadlock, run again afterwards
    /// in a batch of their own that holds the whole database.
    func commit(_ writes: [WriteBatcher.Write]) async throws -> [(any Error)?] {
        var errors = try await commitOnce(writes, scope: .union(writes.map(\.scope)))
        let again = errors.indices.filter { errors[$0].map(Self.runsAgainAlone) == true }
        guard !again.isEmpty else { return errors }
        let rerun = try await commitOnce(again.map { writes[$0] }, scope: .everything)
        for (index, error) in zip(again, rerun) { errors[index] = error }
        return errors
    }

    /// Whether a write that failed with `error` succeeds when it runs alone: it needed more than its scope, or
    /// PostgreSQL chose it to break a deadlock (40P01) or a serialization conflict (40001).
    private static func runsAgainAlone(_ error: any Error) -> Bool {
        if error is WriteNeedsEverything { return true }
        guard let failure = error as? PostgresStatementError else { return false }
        return failure.sqlState == "40P01" || failure.sqlState == "40001"
    }

    private func commitOnce(_ writes: [WriteBatcher.Write], scope: WriteScope) async throws -> [(any Error)?] {
        try await writerThreads.runIfActive { [self] in
            var session = try takeWriter()
            defer { giveBackWriter(session) }
            do {
                let reads = writes.count == 1 ? writes[0].reads : []
                do {
                    try Self.begin(scope, on: session, thenPrefetching: reads)
                } catch is DatabaseUnavailable {
                    noteLost()
                    Self.retire(session)
                    session = try connect()
                    try Self.begin(scope, on: session, thenPrefetching: reads)
                }
                if writes.count == 1 {
                    do {
                        try writes[0].run(SQLSession(session))
                    } catch {
                        session.rollBack()
                        if !session.isUsable { noteLost() }
                        return [error]
                    }
                    try session.run(sql: "COMMIT", arguments: [])
                    return [nil]
                }
                let errors = writes.map { write -> (any Error)? in
                    session.runWithNext("SAVEPOINT request")
                    do {
                        try session.prefetch(write.reads)
                        try write.run(SQLSession(session))
                        try session.sendWaitingWrites()
                        session.runWithNext("RELEASE SAVEPOINT request")
                        return nil
                    } catch {
                        session.runWithNext("ROLLBACK TO SAVEPOINT request")
                        session.runWithNext("RELEASE SAVEPOINT request")
                        return error
                    }
                }
                try session.run(sql: "COMMIT", arguments: [])
                return errors
            } catch {
                session.rollBack()
                if !session.isUsable { noteLost() }
                throw error
            }
        }
    }

    /// Begins `session`'s transaction, takes `scope`'s locks and makes `reads`, in one round trip: the whole
    /// database's lock first, then each row's in the order of their keys, so two batches never wait for each other in
    /// a circle.
    private static func begin(_ scope: WriteScope, on session: PostgresSession, thenPrefetching reads: [SQLRead]) throws {
        session.runWithNext("BEGIN")
        guard let locks = scope.locks else {
            session.holdsEverything = true
            try session.run(sql: "SELECT pg_advisory_xact_lock(?)", arguments: [writerLockKey], thenPrefetching: reads)
            return
        }
        session.holdsEverything = false
        let keys = "{" + locks.sorted().map { String($0.key) }.joined(separator: ",") + "}"
        try session.run(sql: Self.rowLocks, arguments: [writerLockKey, keys], thenPrefetching: reads)
    }

    /// The database's lock shared, then a lock on each row key of an array, in the array's order: one statement text
    /// for any number of rows, so it stays prepared.
    private static let rowLocks = """
        SELECT pg_advisory_xact_lock_shared(?),
            (SELECT count(*) FROM (SELECT pg_advisory_xact_lock(key) FROM unnest(?::bigint[]) AS key) AS locked)
        """

    /// An idle writer session, or a new one.
    private func takeWriter() throws -> PostgresSession {
        let idle = try writers.withLock { writers -> PostgresSession? in
            guard writers != nil else { throw PostgresStoreClosed() }
            while let session = writers?.popLast() {
                if session.isUsable { return session }
                Self.retire(session)
            }
            return nil
        }
        return try idle ?? connect()
    }

    /// Keeps a writer session for the next batch, unless its connection is gone or the store closed.
    private func giveBackWriter(_ session: PostgresSession) {
        session.holdsEverything = true
        let kept = session.isUsable && writers.withLock { writers in
            guard writers != nil else { return false }
            writers?.append(session)
            return true
        }
        if !kept { Self.retire(session) }
    }

    /// Closes every connection once the sessions in use have come back; the store is unusable afterwards.
    func close() async throws {
        await channel.stop()
        await withCheckedContinuation { continuation in
            let idle = sessions.withLock { sessions in
                sessions.isClosed = true
                if sessions.busy > 0 { sessions.closing = continuation }
                return sessions.busy == 0
            }
            if idle { continuation.resume() }
        }
        try await writerThreads.shutdownGracefully()
        let open = writers.withLock { writers in
            defer { writers = nil }
            return writers ?? []
        } + sessions.withLock { sessions in
            defer { sessions.idle = [] }
            return sessions.idle
        }
        for session in open { session.close() }
        try await requestExecutor.shutdown()
        try await connectionLoops.shutdownGracefully()
    }

    /// Returns a session after a use (nil when connecting failed), waking `close` when it was the last one out; a
    /// session whose connection is gone is closed instead.
    private func giveBack(_ session: PostgresSession?) {
        if let session, !session.isUsable {
            noteLost()
            Self.retire(session)
        }
        let closing = sessions.withLock { sessions in
            sessions.busy -= 1
            if let session, session.isUsable { sessions.idle.append(session) }
            defer { if sessions.busy == 0 { sessions.closing = nil } }
            return sessions.busy == 0 ? sessions.closing : nil
        }
        closing?.resume()
    }

    /// Closes a lost session's connection.
    private static func retire(_ session: PostgresSession) {
        session.close()
    }

    private func connect() throws -> PostgresSession {
        let session: PostgresSession
        do {
            session = try PostgresSession(
                connectingTo: configuration, preparesStatements: preparesStatements, countingIn: roundTrips)
        } catch {
            noteLost()
            throw DatabaseUnavailable()
        }
        if isOutOfReach.exchange(false, ordering: .relaxed) { logger.notice("reconnected to PostgreSQL") }
        return session
    }

    /// Logs, once until a connection is made again, that PostgreSQL is out of reach.
    private func noteLost() {
        guard !isOutOfReach.exchange(true, ordering: .relaxed) else { return }
        logger.error("lost the connection to PostgreSQL; requests fail until it is back, and each retries it")
    }
}

/// A write reached a PostgreSQL store after it closed.
struct PostgresStoreClosed: Error {}
