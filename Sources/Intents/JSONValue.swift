/// A JSON document built in code and written with a stable key order.
public enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    /// Keys are written in the order given, which keeps output stable for tests and diffs.
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case let (.bool(a), .bool(b)): a == b
        case let (.int(a), .int(b)): a == b
        case let (.double(a), .double(b)): a == b
        case let (.string(a), .string(b)): a == b
        case let (.array(a), .array(b)): a == b
        case let (.object(a), .object(b)): a.map(\.0) == b.map(\.0) && a.map(\.1) == b.map(\.1)
        default: false
        }
    }

    /// The compact JSON text of this value, on one line.
    public var serialized: String {
        var output = ""
        write(to: &output)
        return output
    }

    public func write(to output: inout String) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .int(let value): output += String(value)
        case .double(let value):
            output += value.isFinite ? String(value) : "null"
        case .string(let value): Self.writeString(value, to: &output)
        case .array(let values):
            output += "["
            for (index, value) in values.enumerated() {
                if index > 0 { output += "," }
                value.write(to: &output)
            }
            output += "]"
        case .object(let members):
            output += "{"
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { output += "," }
                Self.writeString(key, to: &output)
                output += ":"
                value.write(to: &output)
            }
            output += "}"
        }
    }

    /// Copies runs of plain bytes whole; only quotes, backslashes and control characters are escaped.
    private static func writeString(_ string: String, to output: inout String) {
        output += "\""
        let utf8 = string.utf8
        var run = utf8.startIndex
        var index = run
        while index != utf8.endIndex {
            let byte = utf8[index]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 {
                output += string[run..<index]
                output += escape(byte)
                run = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        output += string[run...]
        output += "\""
    }

    private static func escape(_ byte: UInt8) -> String {
        switch byte {
        case UInt8(ascii: "\""): return "\\\""
        case UInt8(ascii: "\\"): return "\\\\"
        case UInt8(ascii: "\n"): return "\\n"
        case UInt8(ascii: "\r"): return "\\r"
        case UInt8(ascii: "\t"): return "\\t"
        default:
            let hex = String(byte, radix: 16)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
    }
}
