import GRDB

// GRDB's fetching spelling over a session or one of its statements, for values read straight from a column, any
// value, records and rows. On SQLite GRDB steps its own statement; other stores hand over rows already read.

extension DatabaseValueConvertible where Self: StatementColumnConvertible {
    public static func fetchAll(_ db: SQLSession, sql: String, arguments: SQLArguments = []) throws -> [Self] {
        try fetchAll(db.makeStatement(sql: sql), arguments: arguments)
    }

    public static func fetchOne(_ db: SQLSession, sql: String, arguments: SQLArguments = []) throws -> Self? {
        try fetchOne(db.makeStatement(sql: sql), arguments: arguments)
    }

    public static func fetchAll(_ statement: SQLStatement, arguments: SQLArguments = []) throws -> [Self] {
        switch try statement.run(arguments) {
        case .sqlite(let statement): try fetchAll(statement)
        case .rows(let rows): try rows.map { try $0.decode(Self.self, atIndex: 0) }
        }
    }

    public static func fetchOne(_ statement: SQLStatement, arguments: SQLArguments = []) throws -> Self? {
        switch try statement.run(arguments) {
        case .sqlite(let statement): try fetchOne(statement)
        case .rows(let rows): try rows.first?.decode(Self?.self, atIndex: 0)
        }
    }
}

extension DatabaseValueConvertible {
    public static func fetchAll(_ db: SQLSession, sql: String, arguments: SQLArguments = []) throws -> [Self] {
        try fetchAll(db.makeStatement(sql: sql), arguments: arguments)
    }

    public static func fetchOne(_ db: SQLSession, sql: String, arguments: SQLArguments = []) throws -> Self? {
        try fetchOne(db.makeStatement(sql: sql), arguments: arguments)
    }

    public static func fetchAll(_ statement: SQLStatement, arguments: SQLArguments = []) throws -> [Self] {
        switch try statement.run(arguments) {
        case .sqlite(let statement): try fetchAll(statement)
        case .rows(let rows): try rows.map { try $0.decode(Self.self, atIndex: 0) }
        }
    }

    public static func fetchOne(_ statement: SQLStatement, arguments: SQLArguments = []) throws -> Self? {
        switch try statement.run(arguments) {
        case .sqlite(let statement): try fetchOne(statement)
        case .rows(let rows): try rows.first?.decode(Self?.self, atIndex: 0)
        }
    }
}

extension FetchableRecord {
    public static func fetchAll(_ db: SQLSession, sql: String, arguments: SQLArguments = []) throws -> [Self] {
        try fetchAll(db.makeStatement(sql: sql), arguments: arguments)
    }

    public static func fetchOne(_ db: SQLSession, sql: String, arguments: SQLArguments = []) throws -> Self? {
        try fetchOne(db.makeStatement(sql: sql), arguments: arguments)
    }

    public static func fetchAll(_ statement: SQLStatement, arguments: SQLArguments = []) throws -> [Self] {
        switch try statement.run(arguments) {
        case .sqlite(let statement): try fetchAll(statement)
        case .rows(let rows): try rows.map(Self.init(row:))
        }
    }

    public static func fetchOne(_ statement: SQLStatement, arguments: SQLArguments = []) throws -> Self? {
        switch try statement.run(arguments) {
        case .sqlite(let statement): try fetchOne(statement)
        case .rows(let rows): try rows.first.map(Self.init(row:))
        }
    }
}

extension Row {
    public static func fetchAll(_ db: SQLSession, sql: String, arguments: SQLArguments = []) throws -> [Row] {
        try fetchAll(db.makeStatement(sql: sql), arguments: arguments)
    }

    public static func fetchOne(_ db: SQLSession, sql: String, arguments: SQLArguments = []) throws -> Row? {
        try fetchOne(db.makeStatement(sql: sql), arguments: arguments)
    }

    public static func fetchAll(_ statement: SQLStatement, arguments: SQLArguments = []) throws -> [Row] {
        switch try statement.run(arguments) {
        case .sqlite(let statement): try fetchAll(statement)
        case .rows(let rows): rows
        }
    }

    public static func fetchOne(_ statement: SQLStatement, arguments: SQLArguments = []) throws -> Row? {
        switch try statement.run(arguments) {
        case .sqlite(let statement): try fetchOne(statement)
        case .rows(let rows): rows.first
        }
    }
}
