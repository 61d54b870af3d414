import Foundation

/// What one console command produced, before it is rendered as a table, CSV or JSON.
public struct AdminOutput: Sendable, Equatable {
    /// One value in a record or a table.
    public enum Cell: Sendable, Equatable {
        case text(String)
        case number(Int64)
        case decimal(Double)
        /// An amount in cents of `AdminOutput.currency`.
        case money(cents: Int64)
        /// Unix seconds, shown in the console's time zone; nil is shown empty.
        case time(Int64?)
        case flag(Bool)
        /// No value: empty in text, null in JSON.
        case missing
    }

    /// Named fields of one thing, such as a user.
    public struct Record: Sendable, Equatable {
        public var name: String
        public var fields: [(String, Cell)]

        public static func == (lhs: Record, rhs: Record) -> Bool {
            lhs.name == rhs.name && lhs.fields.map(\.0) == rhs.fields.map(\.0) && lhs.fields.map(\.1) == rhs.fields.map(\.1)
        }
    }

    /// Rows of things with the same columns.
    public struct Table: Sendable, Equatable {
        public var name: String
        public var columns: [String]
        public var rows: [[Cell]]
    }

    /// A part of the output, in order.
    public enum Section: Sendable, Equatable {
        case record(Record)
        case table(Table)
    }

    /// The currency of every amount: Rentline prices and pays in US dollars.
    public static let currency = "USD"

    public var message: String?
    public var sections: [Section] = []

    public init(message: String? = nil, sections: [Section] = []) {
        self.message = message
        self.sections = sections
    }

    static func table(_ name: String, _ columns: [String], _ rows: [[Cell]]) -> AdminOutput {
        AdminOutput(sections: [.table(Table(name: name, columns: columns, rows: rows))])
    }
}
