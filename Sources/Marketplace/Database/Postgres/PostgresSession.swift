import GRDB
import Logging
import NIOConcurrencyHelpers
import PostgresNIO

/// One PostgreSQL connection driven synchronously, as the business rules drive SQLite: each statement waits for its
/// result. Used by one thread at a time, which may be a server's event loop: a read blocks it as a SQLite read
/// does, and cannot deadlock, since the connection runs on the store's own event loop group. The store hands
/// sessions from thread to thread under a lock, hence `@unchecked Sendable`.
final class PostgresSession: @unchecked Sendable {
    let connection: PostgresConnection
    private let logger: Logger
    private let rowFactory: PostgresRowFactory
    private var translations: [String: String] = [:]
    /// The commands whose row count is what SQLite's `changes()` reports.
    private static let changingCommands: Set<String> = ["INSERT", "UPDATE", "DELETE"]
    /// The rows the last INSERT, UPDATE or DELETE changed.
    private(set) var changesCount = 0
    /// Whether a statement found the connection gone (closed, or ended by the server, as a restart ends it).
    private(set) var isLost = false
    /// Whether the transaction holds the whole database's writer lock alone, rather than shared with locks on some
    /// rows (`WriteScope`).
    var holdsEverything = true

    /// Whether the session can run statements: its connection is open and none found it gone.
    var isUsable: Bool { !isLost && !connection.isClosed }

    init(connection: PostgresConnection, logger: Logger) throws {
        self.connection = connection
        self.logger = logger
        self.rowFactory = try PostgresRowFactory()
    }

    /// Runs one statement, written with SQLite's placeholders, and returns its rows.
    @discardableResult
    func run(sql: String, arguments: SQLArguments) throws -> [Row] {
        let translated = translations[sql] ?? {
            let translated = PostgresPlaceholders.translate(sql)
            translations[sql] = translated
            return translated
        }()
        let query = PostgresQuery(unsafeSQL: translated, binds: try PostgresValues.bindings(arguments))
        let result: PostgresQueryResult
        do {
            result = try Self.waitFor(connection.query(query, logger: logger), unlessClosed: connection)
        } catch let error as PSQLError {
            let failure = PostgresStatementError(
                sql: translated, serverMessage: error.serverInfo?[.message], code: error.code,
                sqlState: error.serverInfo?[.sqlState])
            if failure.isConnectionLost {
                isLost = true
                throw DatabaseUnavailable()
            }
            throw failure
        } catch let unavailable as DatabaseUnavailable {
            isLost = true
            throw unavailable
        }
        if Self.changingCommands.contains(result.metadata.command) {
            changesCount = result.metadata.rows ?? 0
        }
        guard let first = result.rows.first else { return [] }
        return try rowFactory.rows(
            columns: first.map(\.columnName),
            values: result.rows.map { row in try row.map(PostgresValues.databaseValue(of:)) })
    }

    /// The future's value, waited for on this thread. Not NIO's `wait()`, which refuses any event loop thread even
    /// when the future belongs to another group.
    ///
    /// With `unlessClosed`, the wait also ends when that connection closes: postgres-nio drops a query written to a
    /// connection that has just closed (a server restart ends every connection) without ever completing it.
    static func waitFor<T: Sendable>(
        _ future: EventLoopFuture<T>, unlessClosed connection: PostgresConnection? = nil
    ) throws -> T {
        precondition(!future.eventLoop.inEventLoop, "a PostgreSQL session waited on its own connection's event loop")
        let finished = ConditionLock(value: false)
        let outcome = NIOLockedValueBox<Result<T, any Error>?>(nil)
        let finish: @Sendable (Result<T, any Error>) -> Void = { result in
            let isFirst = outcome.withLockedValue { outcome in
                guard outcome == nil else { return false }
                outcome = result
                return true
            }
            guard isFirst else { return }
            finished.lock()
            finished.unlock(withValue: true)
        }
        future.whenComplete(finish)
        connection?.closeFuture.whenComplete { _ in finish(.failure(DatabaseUnavailable())) }
        finished.lock(whenValue: true)
        finished.unlock()
        return try outcome.withLockedValue { $0! }.get()
    }
}

/// A statement PostgreSQL refused or could not run, described like GRDB's `DatabaseError` for the logs: what the
/// server said and the statement. (postgres-nio's own description hides both.)
struct PostgresStatementError: Error, CustomStringConvertible {
    let sql: String
    let serverMessage: String?
    let code: PSQLError.Code
    let sqlState: String?

    /// Whether the connection is gone rather than the statement refused: closed on either side, ended by the server
    /// (57P01–57P03: shut down, crashed, or not taking connections, as a restart does), or a connection exception
    /// (class 08).
    var isConnectionLost: Bool {
        [.serverClosedConnection, .clientClosedConnection, .connectionError, .uncleanShutdown].contains(code)
            || sqlState.map { ["57P01", "57P02", "57P03"].contains($0) || $0.hasPrefix("08") } == true
    }

    var description: String { "PostgreSQL: \(serverMessage ?? "\(code)") - while executing `\(sql)`" }
}
