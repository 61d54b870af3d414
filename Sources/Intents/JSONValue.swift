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
        var output: [UInt8] = []
        write(to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends the compact JSON text of this value to `output` as UTF-8.
    public func write(to output: inout [UInt8]) {
        switch self {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let value): output.append(contentsOf: (value ? "true" : "false").utf8)
        case .int(let value): output.append(contentsOf: String(value).utf8)
        case .double(let value): output.append(contentsOf: (value.isFinite ? String(value) : "null").utf8)
        case .string(let value): Self.writeString(value, to: &output)
        case .array(let values):
            output.append(UInt8(ascii: "["))
            for (index, value) in values.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                value.write(to: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                Self.writeString(key, to: &output)
                output.append(UInt8(ascii: ":"))
                value.write(to: &output)
            }
            output.append(UInt8(ascii: "}"))
        }
    }

    /// Only quotes, backslashes and control characters are escaped, and the other characters no terminal
    /// should receive raw (`TerminalText`); the bytes between them are copied whole.
    static func writeString(_ string: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        if TerminalText.mayContainForbidden(string) {
            writeEscapingEveryControl(string, to: &output)
        } else {
            writeEscapingASCII(string, to: &output)
        }
        output.append(UInt8(ascii: "\""))
    }

    private static func writeEscapingASCII(_ string: String, to output: inout [UInt8]) {
        var string = string
        string.withUTF8 { bytes in
            var run = 0
            for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 {
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<index]))
                output.append(contentsOf: escape(byte))
                run = index + 1
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run...]))
        }
    }

    private static func writeEscapingEveryControl(_ string: String, to output: inout [UInt8]) {
        TerminalText.forEachMarked(string) { scalar, forbidden in
            if scalar == "\"" || scalar == "\\" || scalar.value < 0x20 {
                output.append(contentsOf: escape(UInt8(scalar.value)))
            } else if forbidden {
                for unit in Character(scalar).utf16 { output.append(contentsOf: unicodeEscape(UInt32(unit))) }
            } else {
                UTF8.encode(scalar) { output.append($0) }
            }
        }
    }

    private static func escape(_ byte: UInt8) -> [UInt8] {
        switch byte {
        case UInt8(ascii: "\""): return Array(#"\""#.utf8)
        case UInt8(ascii: "\\"): return Array(#"\\"#.utf8)
        case UInt8(ascii: "\n"): return Array(#"\n"#.utf8)
        case UInt8(ascii: "\r"): return Array(#"\r"#.utf8)
        case UInt8(ascii: "\t"): return Array(#"\t"#.utf8)
        default: return unicodeEscape(UInt32(byte))
        }
    }

    private static func unicodeEscape(_ value: UInt32) -> [UInt8] {
        let hex = String(value, radix: 16)
        return Array(("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
    }
}
