import GRDB

/// GRDB rows from PostgreSQL's values, in their columns' order.
///
/// The rules read rows by position as much as by name, and GRDB builds ordered rows of a length known only at run
/// time from statements alone, so a statement on a private in-memory SQLite connection builds them: values bound as
/// they are come back as they were (an expression has no column affinity). Rows go `chunk` at a time through a
/// `VALUES` list numbered and sorted back into order, the rest one at a time through `SELECT ? AS "name", …`; the
/// statements' texts are kept for each list of columns.
final class PostgresRowFactory {
    private let database: DatabaseQueue
    private var statements: [[String]: (one: String, chunk: String)] = [:]
    static let chunk = 64

    init() throws {
        database = try DatabaseQueue()
    }

    func rows(columns: [String], values: [[DatabaseValue]]) throws -> [Row] {
        guard !values.isEmpty else { return [] }
        let sql = statements[columns] ?? {
            let sql = Self.statements(for: columns)
            statements[columns] = sql
            return sql
        }()
        return try database.inDatabase { db in
            var rows: [Row] = []
            rows.reserveCapacity(values.count)
            var start = 0
            if values.count >= Self.chunk {
                let chunk = SQLStatement(.sqlite(try db.cachedStatement(sql: sql.chunk)))
                while values.count - start >= Self.chunk {
                    let arguments = (start..<start + Self.chunk).flatMap { [Int64($0).databaseValue] + values[$0] }
                    rows += try Row.fetchAll(chunk, arguments: SQLArguments(arguments))
                    start += Self.chunk
                }
            }
            if start < values.count {
                let one = SQLStatement(.sqlite(try db.cachedStatement(sql: sql.one)))
                for index in start..<values.count { rows.append(try Row.fetchOne(one, arguments: SQLArguments(values[index]))!) }
            }
            return rows
        }
    }

    private static func statements(for columns: [String]) -> (one: String, chunk: String) {
        let names = columns.map { "\"\($0.replacingOccurrences(of: "\"", with: "\"\""))\"" }
        let one = "SELECT " + names.map { "? AS \($0)" }.joined(separator: ", ")
        let row = "(" + Array(repeating: "?", count: columns.count + 1).joined(separator: ", ") + ")"
        let chunk = "SELECT " + names.enumerated().map { "column\($0.offset + 2) AS \($0.element)" }.joined(separator: ", ")
            + " FROM (VALUES " + Array(repeating: row, count: chunk).joined(separator: ", ") + ") ORDER BY column1"
        return (one, chunk)
    }
}
