import GRDB
import GRDBSQLite

/// One connection inside one transaction, as the business rules use it: statements run synchronously, values are
/// GRDB's (`DatabaseValue`, `Row`, `FetchableRecord`), and nothing in a rule names the store behind it.
///
/// Call sites keep GRDB's spelling (`Int64.fetchOne(db, sql:, arguments:)`, `db.execute(sql:, arguments:)`,
/// `Row.fetchAll(db.cachedStatement(sql:))`), so a rule reads the same whichever store runs it.
public struct SQLSession {
    enum Connection {
        case sqlite(Database)
        case postgres(PostgresSession)
    }

    let connection: Connection

    init(_ database: Database) {
        connection = .sqlite(database)
    }

    init(_ session: PostgresSession) {
        connection = .postgres(session)
    }

    /// Runs one statement.
    public func execute(sql: String, arguments: SQLArguments = []) throws {
        try makeStatement(sql: sql).execute(arguments: arguments)
    }

    /// A statement for `sql` kept by the connection, for statements run again and again.
    public func cachedStatement(sql: String) throws -> SQLStatement {
        switch connection {
        case .sqlite(let database): SQLStatement(.sqlite(try database.cachedStatement(sql: sql)))
        case .postgres(let session): SQLStatement(.postgres(session, sql))
        }
    }

    /// A statement for `sql` made for this use only.
    public func makeStatement(sql: String) throws -> SQLStatement {
        switch connection {
        case .sqlite(let database): SQLStatement(.sqlite(try database.makeStatement(sql: sql)))
        case .postgres(let session): SQLStatement(.postgres(session, sql))
        }
    }

    /// Runs a write whose outcome nothing reads back, not even the rows it changed: at once on SQLite; on PostgreSQL
    /// with the next statement, in its round trip, which throws its failure (so a transaction's commit does).
    func executeWithNext(sql: String, arguments: SQLArguments) throws {
        switch connection {
        case .sqlite: try cachedStatement(sql: sql).execute(arguments: arguments)
        case .postgres(let session): session.runWithNext(sql: sql, arguments: arguments)
        }
    }

    /// Makes `reads` ahead of the rule that is about to make them, where a statement costs a round trip: on
    /// PostgreSQL in one round trip, their rows kept until anything else runs. Nothing on SQLite.
    func prefetch(_ reads: [SQLRead]) throws {
        if case .postgres(let session) = connection { try session.prefetch(reads) }
    }

    /// Whether the session is PostgreSQL's, for the few statements each store words its own way.
    var isPostgres: Bool {
        if case .postgres = connection { return true }
        return false
    }

    /// Whether this write may change anything: false in a PostgreSQL write scoped to some rows (`WriteScope`). SQLite
    /// runs one write at a time.
    var holdsEverything: Bool {
        switch connection {
        case .sqlite: true
        case .postgres(let session): session.holdsEverything
        }
    }

    /// The rows the last INSERT, UPDATE or DELETE changed.
    public var changesCount: Int {
        switch connection {
        case .sqlite(let database): database.changesCount
        case .postgres(let session): session.changesCount
        }
    }
}

/// A prepared statement of a session, run as often as needed while the session lasts.
public struct SQLStatement {
    enum Prepared {
        case sqlite(Statement)
        /// PostgreSQL statements are sent with their text each time.
        case postgres(PostgresSession, String)
    }

    /// What one run of a statement hands the fetching methods: GRDB's statement, bound and ready to step, or the rows
    /// another store already returned.
    enum Run {
        case sqlite(Statement)
        case rows([Row])
    }

    let prepared: Prepared

    init(_ prepared: Prepared) {
        self.prepared = prepared
    }

    public func execute(arguments: SQLArguments = []) throws {
        switch try run(arguments) {
        case .sqlite(let statement): try statement.execute()
        case .rows: break
        }
    }

    func run(_ arguments: SQLArguments) throws -> Run {
        switch prepared {
        case .sqlite(let statement): .sqlite(try Self.bind(arguments, to: statement))
        case .postgres(let session, let sql): .rows(try session.run(sql: sql, arguments: arguments))
        }
    }

    /// GRDB's statement with `arguments` bound for its next run.
    ///
    /// The values are bound straight from `SQLArguments`: going through GRDB's `StatementArguments` would copy them
    /// once more through an unspecialised generic initialiser, which cost 5% of the server's time under the booking
    /// benchmark. `setUncheckedArguments([])` resets the statement and tells GRDB its bindings are in order, so its
    /// own run leaves them alone.
    private static func bind(_ arguments: SQLArguments, to statement: Statement) throws -> Statement {
        let sqlite = statement.sqliteStatement
        let expected = Int(sqlite3_bind_parameter_count(sqlite))
        guard arguments.values.count == expected else {
            throw DatabaseError(
                resultCode: .SQLITE_MISUSE, message: "\(arguments.values.count) arguments for \(expected) parameters",
                sql: statement.sql)
        }
        statement.setUncheckedArguments([])
        for (index, value) in zip(CInt(1)..., arguments.values) {
            let code = value.bind(to: sqlite, at: index)
            guard code == SQLITE_OK else {
                throw DatabaseError(resultCode: ResultCode(rawValue: code), message: "argument \(index)", sql: statement.sql)
            }
        }
        return statement
    }
}

/// Positional arguments of one statement; any store can read them (GRDB's `StatementArguments` hides its values).
public struct SQLArguments: Sendable, Hashable, ExpressibleByArrayLiteral {
    public private(set) var values: [DatabaseValue]

    public init(_ values: [DatabaseValue]) {
        self.values = values
    }

    public init(_ values: some Sequence<(any DatabaseValueConvertible)?>) {
        self.values = values.map { $0?.databaseValue ?? .null }
    }

    public init(_ values: some Sequence<some DatabaseValueConvertible>) {
        self.values = values.map { $0.databaseValue }
    }

    public init(arrayLiteral elements: (any DatabaseValueConvertible)?...) {
        self.init(elements)
    }

    public static func + (lhs: SQLArguments, rhs: SQLArguments) -> SQLArguments {
        var sum = lhs
        sum += rhs
        return sum
    }

    public static func += (lhs: inout SQLArguments, rhs: SQLArguments) {
        lhs.values += rhs.values
    }
}
