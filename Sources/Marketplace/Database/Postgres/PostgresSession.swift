import CLibPQ
import GRDB
import PostgresNIO

/// One PostgreSQL connection driven synchronously through libpq, as the business rules drive SQLite: each statement
/// is written and its result read on the calling thread, so a statement costs its round trip and no thread hands it to
/// another. Used by one thread at a time, never a server's event loop (requests on PostgreSQL run on the store's
/// `requestExecutor`); the store hands sessions from thread to thread under a lock, hence `@unchecked Sendable`.
///
/// The connection is in libpq's pipeline mode, so several statements share a round trip: those whose outcome matters
/// only when they fail (`BEGIN`, savepoints, writes nothing reads back) wait to go with the next statement
/// (`runWithNext`), a read's `COMMIT` is sent without waiting for its answer (`runWithoutWaiting`), and reads a rule
/// names before making them go together (`prefetch`), their rows kept for the rule. A statement is prepared on the
/// connection the first time it runs with a given set of parameter types, and executed by name from then on, so
/// PostgreSQL plans it once per connection; the `maximumPrepared` most recently used stay prepared. With
/// `preparesStatements` false (behind a pooler in transaction mode) every statement goes with its text.
final class PostgresSession: @unchecked Sendable {
    private let connection: OpaquePointer
    private let preparesStatements: Bool
    private let rowFactory: PostgresRowFactory
    private let roundTrips: RoundTripTally
    private var translations: [String: String] = [:]
    /// A statement's text with its parameters' types: a statement prepared for one set of types can't take another.
    private struct StatementKey: Hashable {
        let sql: String
        let types: [Oid]
    }

    /// A statement on its way: with arguments it is prepared and takes parameters; without, it goes as text.
    private struct Outgoing {
        let sql: String
        let arguments: SQLArguments?
    }

    /// How one statement of a round trip went out, to read its answers in order.
    private struct Sent {
        let sql: String
        let key: StatementKey?
        let deallocations: Int
        let prepares: Bool
    }

    /// Prepared statements: their name and when they were last used.
    private var prepared: [StatementKey: (name: String, lastUse: Int)] = [:]
    private var uses = 0
    private var preparedCount = 0
    /// Statements to send ahead of the next one, in its round trip.
    private var deferred: [Outgoing] = []
    /// Reads run ahead of the statements that ask for them, with their rows; valid until anything else runs.
    private var prefetched: [(read: SQLRead, rows: [Row])] = []
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
    init(
        connectingTo configuration: PostgresConnection.Configuration, preparesStatements: Bool,
        countingIn roundTrips: RoundTripTally
    ) throws {
        let parameters = PostgresConnectionParameters(configuration)
        guard let connection = parameters.connect() else { throw PostgresConnectFailure(message: "out of memory") }
        guard PQstatus(connection) == CONNECTION_OK, PQenterPipelineMode(connection) == 1 else {
            let message = String(cString: PQerrorMessage(connection))
            PQfinish(connection)
            throw PostgresConnectFailure(message: message)
        }
        self.connection = connection
        self.preparesStatements = preparesStatements
        self.roundTrips = roundTrips
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
        prefetched = []
        deferred.append(Outgoing(sql: sql, arguments: nil))
    }

    /// Runs a statement whose outcome nothing reads (not even the rows it changed) ahead of the next statement, in its
    /// round trip; a failure is thrown by that statement.
    func runWithNext(sql: String, arguments: SQLArguments) {
        prefetched = []
        deferred.append(Outgoing(sql: sql, arguments: arguments))
    }

    /// Sends `sql` (after any statements waiting to go) without waiting for its answer, which is read, and a failure
    /// ignored, before the next statement: for a read's `COMMIT`. With writes waiting to go, whose failure matters, it
    /// waits after all.
    func runWithoutWaiting(_ sql: String) throws {
        guard deferred.allSatisfy({ $0.arguments == nil }) else {
            try run(sql: sql, arguments: [])
            return
        }
        guard !isClosed else { throw DatabaseUnavailable() }
        try readUnanswered()
        prefetched = []
        for statement in deferred + [Outgoing(sql: sql, arguments: nil)] { _ = try send(statement) }
        deferred = []
        guard PQpipelineSync(connection) == 1 else { throw lost() }
        unanswered += 1
    }

    /// Runs one statement, written with SQLite's placeholders, and returns its rows: the rows `prefetch` kept when it
    /// ran the same read with the same arguments and nothing ran since.
    @discardableResult
    func run(sql: String, arguments: SQLArguments) throws -> [Row] {
        if let index = prefetched.firstIndex(where: { $0.read.sql == sql && $0.read.arguments == arguments }) {
            return prefetched.remove(at: index).rows
        }
        return try roundTrip(Outgoing(sql: sql, arguments: arguments), reading: [])
    }

    /// Runs `sql` like `run`, and `reads` after it in the same round trip, keeping their rows for when they are run.
    @discardableResult
    func run(sql: String, arguments: SQLArguments, thenPrefetching reads: [SQLRead]) throws -> [Row] {
        try roundTrip(Outgoing(sql: sql, arguments: arguments), reading: reads)
    }

    /// Runs `reads` in one round trip (with the statements waiting to go), keeping their rows until anything else
    /// runs: a rule that then makes one of them gets its rows without a round trip of its own.
    func prefetch(_ reads: [SQLRead]) throws {
        guard !reads.isEmpty else { return }
        try roundTrip(nil, reading: reads)
    }

    /// Sends the writes waiting to go with the next statement now, so that a failure is thrown here: at the end of a
    /// request that shares its transaction with others.
    func sendWaitingWrites() throws {
        guard deferred.contains(where: { $0.arguments != nil }) else { return }
        try roundTrip(nil, reading: [])
    }

    /// Rolls the transaction back, dropping the writes still waiting to go; an error is ignored, as the session is
    /// given up when its connection is gone.
    func rollBack() {
        deferred.removeAll { $0.arguments != nil }
        _ = try? run(sql: "ROLLBACK", arguments: [])
    }

    /// Sends the statements waiting to go, `own` and `reads` in one round trip; returns `own`'s rows and keeps the
    /// reads'. The first failure among them is thrown.
    @discardableResult
    private func roundTrip(_ own: Outgoing?, reading reads: [SQLRead]) throws -> [Row] {
        guard !isClosed else { throw DatabaseUnavailable() }
        try readUnanswered()
        prefetched = []
        let ahead = deferred
        deferred = []
        let statements = ahead + (own.map { [$0] } ?? []) + reads.map { Outgoing(sql: $0.sql, arguments: $0.arguments) }
        let sent = try statements.map(send)
        guard PQpipelineSync(connection) == 1 else { throw lost() }
        roundTrips.add()

        var failure: (any Error)?
        var answers: [[Row]] = []
        for (index, statement) in sent.enumerated() {
            for _ in 0..<statement.deallocations {
                let result = try nextResult()
                failure = failure ?? self.failure(of: result, sql: statement.sql)
                PQclear(result)
            }
            if statement.prepares {
                let result = try nextResult()
                if let refused = self.failure(of: result, sql: statement.sql) {
                    failure = failure ?? refused
                    statement.key.map { prepared[$0] = nil }
                }
                PQclear(result)
            }
            let result = try nextResult()
            defer { PQclear(result) }
            failure = failure ?? self.failure(of: result, sql: statement.sql)
            guard failure == nil, index >= ahead.count else { continue }
            if index == ahead.count, own != nil {
                let command = String(cString: PQcmdStatus(result))
                if Self.changingCommands.contains(command.prefix { $0 != " " }) {
                    changesCount = Int(String(cString: PQcmdTuples(result))) ?? 0
                }
            }
            do {
                answers.append(try rows(of: result))
            } catch {
                failure = error
            }
        }
        try readSync()
        if let failure { throw failure }
        guard own != nil else {
            prefetched = Array(zip(reads, answers))
            return []
        }
        prefetched = Array(zip(reads, answers.dropFirst()))
        return answers[0]
    }

    /// Queues one statement of a round trip: its text with no parameters, or prepared (after deallocating the least
    /// recently used to make room) and executed by name, or with its text when statements aren't prepared.
    private func send(_ statement: Outgoing) throws -> Sent {
        guard let arguments = statement.arguments else {
            guard PQsendQueryParams(connection, statement.sql, 0, nil, nil, nil, nil, 0) == 1 else { throw lost() }
            return Sent(sql: statement.sql, key: nil, deallocations: 0, prepares: false)
        }
        let translated = translations[statement.sql] ?? {
            let translated = PostgresPlaceholders.translate(statement.sql)
            translations[statement.sql] = translated
            return translated
        }()
        let parameters = PostgresValues.Parameters(arguments)
        let preparation = preparation(of: translated, parameters)
        for sql in preparation.deallocation where PQsendQueryParams(connection, sql, 0, nil, nil, nil, nil, 0) != 1 {
            throw lost()
        }
        if preparation.isNew, PQsendPrepare(connection, preparation.name, translated, parameters.count, parameters.types) != 1 {
            throw lost()
        }
        let queued = parameters.withPointers { values, lengths, formats in
            if preparation.name.isEmpty {
                PQsendQueryParams(connection, translated, parameters.count, parameters.types, values, lengths, formats, 0)
            } else {
                PQsendQueryPrepared(connection, preparation.name, parameters.count, values, lengths, formats, 0)
            }
        }
        guard queued == 1 else { throw lost() }
        return Sent(
            sql: translated, key: preparation.key, deallocations: preparation.deallocation.count, prepares: preparation.isNew)
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
