import CLibPQ
import GRDB
import PostgresNIO

/// One PostgreSQL connection driven synchronously through libpq, as the business rules drive SQLite: each statement
/// is written and its result read on the calling thread, so a statement costs its round trip and no thread hands it to
/// another. Used by one thread at a time, never a server's event loop (requests on PostgreSQL run on the store's
/// `requestExecutor`); the store hands sessions from thread to thread under a lock, hence `@unchecked Sendable`.
///
/// The connection is in libpq's pipeline mode, so statements whose outcome matters only when they fail (`BEGIN`,
/// `SAVEPOINT`, `RELEASE`) wait to go with the next statement, in its round trip (`runWithNext`), and a read's
/// `COMMIT` is sent without waiting for its answer (`runWithoutWaiting`). A statement is prepared on the connection
/// the first time it runs with a given set of parameter types, and executed by name from then on, so PostgreSQL plans
/// it once per connection; the `maximumPrepared` most recently used stay prepared. With `preparesStatements` false
/// (behind a pooler in transaction mode) every statement goes with its text.
final class PostgresSession: @unchecked Sendable {
    private let connection: OpaquePointer
    private let preparesStatements: Bool
    private let rowFactory: PostgresRowFactory
    private var translations: [String: String] = [:]
    /// A statement's text with its parameters' types: a statement prepared for one set of types can't take another.
    private struct StatementKey: Hashable {
        let sql: String
        let types: [Oid]
    }

    /// Prepared statements: their name and when they were last used.
    private var prepared: [StatementKey: (name: String, lastUse: Int)] = [:]
    private var uses = 0
    private var preparedCount = 0
    /// Statements to send ahead of the next one, in its round trip.
    private var deferred: [String] = []
    /// Round trips sent whose answers are still to be read.
    private var unanswered = 0
    private var isClosed = false
    static let maximumPrepared = 256
    /// The commands whose row count is what SQLite's `changes()` reports.
    private static let changingCommands: Set<Substring> = ["INSERT", "UPDATE", "DELETE"]
    /// The rows the last INSERT, UPDATE or DELETE changed.
    private(set) var changesCount = 0
    /// Whether a statement found the connection gone (closed, or ended by the server, as a restart ends it).
    private(set) var isLost = false
    /// Whether the transaction holds the whole database's writer lock alone, rather than shared with locks on some
    /// rows (`WriteScope`).
    var holdsEverything = true

    /// Whether the session can run statements: its connection is open and none found it gone.
    var isUsable: Bool { !isLost && !isClosed && PQstatus(connection) == CONNECTION_OK }

    /// Connects to the database `configuration` names, on the calling thread.
    init(connectingTo configuration: PostgresConnection.Configuration, preparesStatements: Bool) throws {
        let parameters = PostgresConnectionParameters(configuration)
        guard let connection = parameters.connect() else { throw PostgresConnectFailure(message: "out of memory") }
        guard PQstatus(connection) == CONNECTION_OK, PQenterPipelineMode(connection) == 1 else {
            let message = String(cString: PQerrorMessage(connection))
            PQfinish(connection)
            throw PostgresConnectFailure(message: message)
        }
        self.connection = connection
        self.preparesStatements = preparesStatements
        self.rowFactory = try PostgresRowFactory()
    }

    deinit {
        close()
    }

    /// Ends the connection; the session is unusable afterwards.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        PQfinish(connection)
    }

    /// Runs `sql`, which takes no parameters and returns nothing wanted, ahead of the next statement, in its round
    /// trip; a failure is thrown by that statement.
    func runWithNext(_ sql: String) {
        deferred.append(sql)
    }

    /// Sends `sql` (after any statements waiting to go) without waiting for its answer, which is read, and a failure
    /// ignored, before the next statement: for a read's `COMMIT`.
    func runWithoutWaiting(_ sql: String) throws {
        guard !isClosed else { throw DatabaseUnavailable() }
        try readUnanswered()
        try send(deferred + [sql])
        deferred = []
        guard PQpipelineSync(connection) == 1 else { throw lost() }
        unanswered += 1
    }

    /// Runs one statement, written with SQLite's placeholders, and returns its rows.
    @discardableResult
    func run(sql: String, arguments: SQLArguments) throws -> [Row] {
        guard !isClosed else { throw DatabaseUnavailable() }
        try readUnanswered()
        let translated = translations[sql] ?? {
            let translated = PostgresPlaceholders.translate(sql)
            translations[sql] = translated
            return translated
        }()
        let parameters = PostgresValues.Parameters(arguments)
        let ahead = deferred
        deferred = []
        let statement = preparation(of: translated, parameters)
        try send(ahead + statement.deallocation)
        if statement.isNew, PQsendPrepare(connection, statement.name, translated, parameters.count, parameters.types) != 1 {
            throw lost()
        }
        let sent = parameters.withPointers { values, lengths, formats in
            if statement.name.isEmpty {
                PQsendQueryParams(connection, translated, parameters.count, parameters.types, values, lengths, formats, 0)
            } else {
                PQsendQueryPrepared(connection, statement.name, parameters.count, values, lengths, formats, 0)
            }
        }
        guard sent == 1, PQpipelineSync(connection) == 1 else { throw lost() }

        var failure: (any Error)?
        for sql in ahead + statement.deallocation {
            let result = try nextResult()
            failure = failure ?? self.failure(of: result, sql: sql)
            PQclear(result)
        }
        if statement.isNew {
            let result = try nextResult()
            if let refused = self.failure(of: result, sql: translated) {
                failure = failure ?? refused
                statement.key.map { prepared[$0] = nil }
            }
            PQclear(result)
        }
        let result = try nextResult()
        defer { PQclear(result) }
        failure = failure ?? self.failure(of: result, sql: translated)
        try readSync()
        if let failure { throw failure }
        let command = String(cString: PQcmdStatus(result))
        if Self.changingCommands.contains(command.prefix { $0 != " " }) {
            changesCount = Int(String(cString: PQcmdTuples(result))) ?? 0
        }
        return try rows(of: result)
    }

    /// Queues statements that take no parameters.
    private func send(_ statements: [String]) throws {
        for sql in statements where PQsendQueryParams(connection, sql, 0, nil, nil, nil, nil, 0) != 1 { throw lost() }
    }

    /// How `sql` goes with these parameters: by the name it is prepared under (new if `isNew`, after deallocating the
    /// least recently used to make room), or with its text when `name` is empty.
    private func preparation(
        of sql: String, _ parameters: PostgresValues.Parameters
    ) -> (key: StatementKey?, name: String, isNew: Bool, deallocation: [String]) {
        guard preparesStatements else { return (nil, "", false, []) }
        let key = StatementKey(sql: sql, types: parameters.types)
        uses += 1
        if let known = prepared[key] {
            prepared[key]?.lastUse = uses
            return (key, known.name, false, [])
        }
        var deallocation: [String] = []
        if prepared.count >= Self.maximumPrepared, let oldest = prepared.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            prepared[oldest.key] = nil
            deallocation = ["DEALLOCATE \(oldest.value.name)"]
        }
        preparedCount += 1
        let name = "rentline_\(preparedCount)"
        prepared[key] = (name, uses)
        return (key, name, true, deallocation)
    }

    /// Reads the answers of round trips sent without waiting; only a lost connection is an error.
    private func readUnanswered() throws {
        while unanswered > 0 {
            var endsInARow = 0
            while true {
                guard let result = PQgetResult(connection) else {
                    endsInARow += 1
                    if endsInARow > 1 || PQstatus(connection) != CONNECTION_OK { throw lost() }
                    continue
                }
                endsInARow = 0
                let status = PQresultStatus(result)
                PQclear(result)
                if status == PGRES_PIPELINE_SYNC { break }
                if status == PGRES_FATAL_ERROR, PQstatus(connection) != CONNECTION_OK { throw lost() }
            }
            unanswered -= 1
        }
    }

    /// The result of the next statement of the round trip, past the NULL that ends it.
    private func nextResult() throws -> OpaquePointer {
        guard let result = PQgetResult(connection) else { throw lost() }
        while let extra = PQgetResult(connection) { PQclear(extra) }
        return result
    }

    /// Reads the end of the round trip.
    private func readSync() throws {
        guard let result = PQgetResult(connection) else { throw lost() }
        let status = PQresultStatus(result)
        PQclear(result)
        guard status == PGRES_PIPELINE_SYNC else { throw lost() }
    }

    /// What PostgreSQL said when `result` is a failure; nil when it succeeded.
    private func failure(of result: OpaquePointer, sql: String) -> (any Error)? {
        switch PQresultStatus(result) {
        case PGRES_COMMAND_OK, PGRES_TUPLES_OK: return nil
        default: break
        }
        let failure = PostgresStatementError(
            sql: sql, serverMessage: Self.field(ErrorField.primaryMessage, of: result)
                ?? String(cString: PQerrorMessage(connection)),
            sqlState: Self.field(ErrorField.sqlState, of: result))
        if failure.isConnectionLost || PQstatus(connection) != CONNECTION_OK { return lost() }
        return failure
    }

    private func lost() -> DatabaseUnavailable {
        isLost = true
        return DatabaseUnavailable()
    }

    /// libpq's codes for the fields of an error (`PG_DIAG_*`, character constants Swift doesn't import).
    private enum ErrorField {
        static let sqlState = Int32(UInt8(ascii: "C"))
        static let primaryMessage = Int32(UInt8(ascii: "M"))
    }

    private static func field(_ code: Int32, of result: OpaquePointer) -> String? {
        PQresultErrorField(result, code).map { String(cString: $0) }
    }

    private func rows(of result: OpaquePointer) throws -> [Row] {
        let rowCount = PQntuples(result)
        guard rowCount > 0 else { return [] }
        let columns = 0..<PQnfields(result)
        let types = columns.map { PQftype(result, $0) }
        let values = (0..<rowCount).map { row in
            columns.map { column -> DatabaseValue in
                guard PQgetisnull(result, row, column) == 0 else { return .null }
                let text = UnsafeBufferPointer(
                    start: UnsafeRawPointer(PQgetvalue(result, row, column)).assumingMemoryBound(to: UInt8.self),
                    count: Int(PQgetlength(result, row, column)))
                return PostgresValues.databaseValue(text, type: types[Int(column)])
            }
        }
        return try rowFactory.rows(columns: columns.map { String(cString: PQfname(result, $0)) }, values: values)
    }
}

/// libpq's reason a connection could not be made.
struct PostgresConnectFailure: Error, CustomStringConvertible {
    let message: String
    var description: String { "PostgreSQL: \(message)" }
}

/// A statement PostgreSQL refused or could not run, described like GRDB's `DatabaseError` for the logs: what the
/// server said and the statement.
struct PostgresStatementError: Error, CustomStringConvertible {
    let sql: String
    let serverMessage: String
    let sqlState: String?

    /// Whether the connection is gone rather than the statement refused: ended by the server (57P01–57P03: shut down,
    /// crashed, or not taking connections, as a restart does), or a connection exception (class 08).
    var isConnectionLost: Bool {
        sqlState.map { ["57P01", "57P02", "57P03"].contains($0) || $0.hasPrefix("08") } == true
    }

    var description: String { "PostgreSQL: \(serverMessage) - while executing `\(sql)`" }
}
