import GRDB

// GRDB's fetching spelling over a session or one of its statements, for values read straight from a column, any
// value, records and rows.

extension DatabaseValueConvertible where Self: StatementColumnConvertible {
    public static func fetchAll(_ db: SQLSession, sql: String, arguments: SQLArguments = []) throws -> [Self] {
        try fetchAll(db.makeStatement(sql: sql).bound(arguments))
    }

    public static func fetchOne(_ db: SQLSession, sql: String, arguments: SQLArguments = []) throws -> Self? {
        try fetchOne(db.makeStatement(sql: sql).bound(arguments))
    }

    public static func fetchAll(_ statement: SQLStatement, arguments: SQLArguments = []) throws -> [Self] {
        try fetchAll(statement.bound(arguments))
    }

    public static func fetchOne(_ statement: SQLStatement, arguments: SQLArguments = []) throws -> Self? {
        try fetchOne(statement.bound(arguments))
    }
}

extension DatabaseValueConvertible {
    public static func fetchAll(_ db: SQLSession, sql: String, arguments: SQLArguments = []) throws -> [Self] {
        try fetchAll(db.makeStatement(sql: sql).bound(arguments))
    }

    public static func fetchOne(_ db: SQLSession, sql: String, arguments: SQLArguments = []) throws -> Self? {
        try fetchOne(db.makeStatement(sql: sql).bound(arguments))
    }

    public static func fetchAll(_ statement: SQLStatement, arguments: SQLArguments = []) throws -> [Self] {
        try fetchAll(statement.bound(arguments))
    }

    public static func fetchOne(_ statement: SQLStatement, arguments: SQLArguments = []) throws -> Self? {
        try fetchOne(statement.bound(arguments))
    }
}

extension FetchableRecord {
    public static func fetchAll(_ db: SQLSession, sql: String, arguments: SQLArguments = []) throws -> [Self] {
        try fetchAll(db.makeStatement(sql: sql).bound(arguments))
    }

    public static func fetchOne(_ db: SQLSession, sql: String, arguments: SQLArguments = []) throws -> Self? {
        try fetchOne(db.makeStatement(sql: sql).bound(arguments))
    }

    public static func fetchAll(_ statement: SQLStatement, arguments: SQLArguments = []) throws -> [Self] {
        try fetchAll(statement.bound(arguments))
    }

    public static func fetchOne(_ statement: SQLStatement, arguments: SQLArguments = []) throws -> Self? {
        try fetchOne(statement.bound(arguments))
    }
}

extension Row {
    public static func fetchAll(_ db: SQLSession, sql: String, arguments: SQLArguments = []) throws -> [Row] {
        try fetchAll(db.makeStatement(sql: sql).bound(arguments))
    }

    public static func fetchOne(_ db: SQLSession, sql: String, arguments: SQLArguments = []) throws -> Row? {
        try fetchOne(db.makeStatement(sql: sql).bound(arguments))
    }

    public static func fetchAll(_ statement: SQLStatement, arguments: SQLArguments = []) throws -> [Row] {
        try fetchAll(statement.bound(arguments))
    }

    public static func fetchOne(_ statement: SQLStatement, arguments: SQLArguments = []) throws -> Row? {
        try fetchOne(statement.bound(arguments))
    }
}
