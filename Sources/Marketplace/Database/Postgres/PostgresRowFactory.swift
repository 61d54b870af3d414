import GRDB

/// GRDB rows from PostgreSQL's values, in their columns' order.
///
/// The rules read rows by position as much as by name, and GRDB builds ordered rows of a length known only at run
/// time from statements alone, so a `SELECT ? AS "name", …` on a private in-memory SQLite connection builds them:
/// values bound as they are come back as they were (an expression has no column affinity). The statement's text is
/// kept for each list of columns.
final class PostgresRowFactory {
    private let database: DatabaseQueue
    private var selects: [[String]: String] = [:]

    init() throws {
        database = try DatabaseQueue()
    }

    func rows(columns: [String], values: [[DatabaseValue]]) throws -> [Row] {
        guard !values.isEmpty else { return [] }
        let select = selects[columns] ?? {
            let select = "SELECT " + columns.map { "? AS \"\($0.replacingOccurrences(of: "\"", with: "\"\""))\"" }
                .joined(separator: ", ")
            selects[columns] = select
            return select
        }()
        return try database.inDatabase { db in
            let statement = SQLStatement(.sqlite(try db.cachedStatement(sql: select)))
            return try values.map { try Row.fetchOne(statement, arguments: SQLArguments($0))! }
        }
    }
}
