import Foundation
import GRDB
import PostgresNIO

/// Values between GRDB's vocabulary and PostgreSQL's wire types, as SQLite would hold them: integers and booleans
/// as 64-bit integers, `real` and `numeric` as doubles unless whole, text as text, `bytea` as blobs.
enum PostgresValues {
    static func bindings(_ arguments: SQLArguments) throws -> PostgresBindings {
        var bindings = PostgresBindings(capacity: arguments.values.count)
        for value in arguments.values {
            switch value.storage {
            case .null: bindings.appendNull()
            case .int64(let integer): bindings.append(integer)
            case .double(let double): bindings.append(double)
            case .string(let string): bindings.append(string)
            case .blob(let data): bindings.append(ByteBuffer(bytes: data))
            }
        }
        return bindings
    }

    /// The value of one cell. Types SQLite has no counterpart for are read as text; one without a text form throws.
    static func databaseValue(of cell: PostgresCell) throws -> DatabaseValue {
        guard let bytes = cell.bytes else { return .null }
        switch cell.dataType {
        case .int2, .int4, .int8, .oid:
            return try cell.decode(Int64.self).databaseValue
        case .bool:
            return (try cell.decode(Bool.self) ? 1 : 0 as Int64).databaseValue
        case .float4, .float8:
            return try cell.decode(Double.self).databaseValue
        case .numeric:
            // sum() of integers is a numeric of scale 0, where SQLite gives an integer; a literal like 2.5, avg() and
            // the like have a scale, where SQLite gives a real. The scale is the fourth 16-bit word of the binary form.
            let decimal = NSDecimalNumber(decimal: try cell.decode(Decimal.self))
            let scale = cell.format == .binary ? bytes.getInteger(at: bytes.readerIndex + 6, as: Int16.self) : nil
            if scale == 0, Decimal(decimal.int64Value) == decimal.decimalValue {
                return decimal.int64Value.databaseValue
            }
            return decimal.doubleValue.databaseValue
        case .bytea:
            return Data(buffer: try cell.decode(ByteBuffer.self)).databaseValue
        default:
            return try cell.decode(String.self).databaseValue
        }
    }
}
