import GRDB
import Synchronization

// Records written and read by their `id`, as plain SQL any store runs. GRDB's `insert`/`update` only take its own
// connection; these take a session.

extension SQLSession {
    /// Inserts `record` (a nil `id` is the store's to choose) and returns the row's id.
    public func insert<Record: EncodableRecord & TableRecord>(_ record: Record) throws -> Int64 {
        let values = try record.databaseDictionary
        let shape = RecordStatements.shape(of: Record.self, columns: values.keys)
        return try Int64.fetchOne(cachedStatement(sql: shape.insert), arguments: shape.arguments(from: values))!
    }

    /// Writes every column of `record` over the row with its `id`.
    public func update<Record: EncodableRecord & TableRecord>(_ record: Record) throws {
        let values = try record.databaseDictionary
        precondition(values["id"].map { !$0.isNull } == true, "\(Record.self) is updated before it has an id")
        let shape = RecordStatements.shape(of: Record.self, columns: values.keys)
        try cachedStatement(sql: shape.update).execute(arguments: shape.arguments(from: values, idLast: true))
    }
}

extension FetchableRecord where Self: TableRecord {
    /// The row of this record's table with `id`, if any.
    static func fetchOne(_ db: SQLSession, id: Int64) throws -> Self? {
        try fetchOne(db.cachedStatement(sql: "SELECT * FROM \(databaseTableName) WHERE id = ?"), arguments: [id])
    }
}

/// The INSERT and UPDATE of each record type, worked out once: a record encodes the same columns every time
/// (GRDB encodes nil as NULL), so only the values change.
private enum RecordStatements {
    struct Shape: Sendable {
        /// Every column but `id`, in a fixed order.
        let columns: [String]
        let insert: String
        let update: String

        init(table: String, columns: some Sequence<String>) {
            self.columns = columns.filter { $0 != "id" }.sorted()
            let names = (["id"] + self.columns).joined(separator: ", ")
            insert = "INSERT INTO \(table) (\(names)) VALUES (\(databaseQuestionMarks(count: self.columns.count + 1))) RETURNING id"
            update = "UPDATE \(table) SET \(self.columns.map { "\($0) = ?" }.joined(separator: ", ")) WHERE id = ?"
        }

        func arguments(from values: [String: DatabaseValue], idLast: Bool = false) -> SQLArguments {
            let id = values["id"] ?? .null
            let others = columns.map { values[$0] ?? .null }
            return SQLArguments(idLast ? others + [id] : [id] + others)
        }
    }

    private static let shapes = Mutex<[ObjectIdentifier: Shape]>([:])

    static func shape<Record: TableRecord>(of type: Record.Type, columns: some Sequence<String>) -> Shape {
        shapes.withLock { shapes in
            if let shape = shapes[ObjectIdentifier(type)] { return shape }
            let shape = Shape(table: Record.databaseTableName, columns: columns)
            shapes[ObjectIdentifier(type)] = shape
            return shape
        }
    }
}
