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
            result = try Self.waitFor(connection.query(query, logger: logger))
        } catch let error as PSQLError {
            throw PostgresStatementError(sql: translated, serverMessage: error.serverInfo?[.message], code: error.code)
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
    static func waitFor<T: Sendable>(_ future: EventLoopFuture<T>) throws -> T {
        precondition(!future.eventLoop.inEventLoop, "a PostgreSQL session waited on its own connection's event loop")
        let finished = ConditionLock(value: false)
        let outcome = NIOLockedValueBox<Result<T, any Error>?>(nil)
        future.whenComplete { result in
            outcome.withLockedValue { $0 = result }
            finished.lock()
            finished.unlock(withValue: true)
        }
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

    var description: String { "PostgreSQL: \(serverMessage ?? "\(code)") - while executing `\(sql)`" }
}
