import Intents

/// Reads the compact JSON text `JSONValue.serialized` writes back into a `JSONValue`, keeping the keys' order; a
/// number with a fraction or an exponent is a double, any other an integer. Anything else throws.
struct JSONTextReader {
    /// Text that is not compact JSON, and where.
    struct Malformed: Error, CustomStringConvertible {
        let description: String
    }

    private let bytes: [UInt8]
    private var index = 0

    static func value(of text: String) throws -> JSONValue {
        var reader = JSONTextReader(bytes: Array(text.utf8))
        let value = try reader.value()
        guard reader.index == reader.bytes.count else { throw reader.malformed("text after the value") }
        return value
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private mutating func value() throws -> JSONValue {
        guard index < bytes.count else { throw malformed("the text ends before a value") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        default: return try number()
        }
    }

    private mutating func object() throws -> JSONValue {
        index += 1
        var members: [(String, JSONValue)] = []
        if take("}") { return .object(members) }
        repeat {
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw malformed("a key that is no string") }
            let key = try string()
            guard take(":") else { throw malformed("a key without a colon") }
            members.append((key, try value()))
        } while take(",")
        guard take("}") else { throw malformed("an object that does not close") }
        return .object(members)
    }

    private mutating func array() throws -> JSONValue {
        index += 1
        var values: [JSONValue] = []
        if take("]") { return .array(values) }
        repeat {
            values.append(try value())
        } while take(",")
        guard take("]") else { throw malformed("an array that does not close") }
        return .array(values)
    }

    private mutating func string() throws -> String {
        index += 1
        var utf8: [UInt8] = []
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
            let byte = bytes[index]
            guard byte >= 0x20 else { throw malformed("a raw control character in a string") }
            index += 1
            guard byte == UInt8(ascii: "\\") else {
                utf8.append(byte)
                continue
            }
            guard index < bytes.count else { throw malformed("a string that ends in a backslash") }
            index += 1
            switch bytes[index - 1] {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(bytes[index - 1])
            case UInt8(ascii: "b"): utf8.append(0x08)
            case UInt8(ascii: "f"): utf8.append(0x0C)
            case UInt8(ascii: "n"): utf8.append(0x0A)
            case UInt8(ascii: "r"): utf8.append(0x0D)
            case UInt8(ascii: "t"): utf8.append(0x09)
            case UInt8(ascii: "u"): UTF8.encode(try escapedScalar()) { utf8.append($0) }
            default: throw malformed("an unknown escape")
            }
        }
        guard take("\"") else { throw malformed("a string that does not close") }
        return String(decoding: utf8, as: UTF8.self)
    }

    /// The character of a `\uXXXX` escape, or of two that write a surrogate pair.
    private mutating func escapedScalar() throws -> Unicode.Scalar {
        let unit = try hexUnit()
        if UTF16.isTrailSurrogate(unit) { throw malformed("a lone trail surrogate") }
        guard UTF16.isLeadSurrogate(unit) else { return Unicode.Scalar(unit)! }
        guard take("\\"), take("u") else { throw malformed("a lead surrogate alone") }
        let trail = try hexUnit()
        guard UTF16.isTrailSurrogate(trail) else { throw malformed("a lead surrogate without its trail") }
        return Unicode.Scalar((UInt32(unit) - 0xD800) << 10 + (UInt32(trail) - 0xDC00) + 0x10000)!
    }

    private mutating func hexUnit() throws -> UInt16 {
        guard index + 4 <= bytes.count, let unit = UInt16(String(decoding: bytes[index..<(index + 4)], as: UTF8.self), radix: 16)
        else { throw malformed("a \\u escape without four hex digits") }
        index += 4
        return unit
    }

    private mutating func number() throws -> JSONValue {
        let start = index
        while index < bytes.count, "-+.eE0123456789".utf8.contains(bytes[index]) { index += 1 }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        let isInteger = !text.contains(where: { ".eE".contains($0) })
        if isInteger, let value = Int(text) { return .int(value) }
        if !isInteger, let value = Double(text), value.isFinite { return .double(value) }
        throw malformed("no value")
    }

    private mutating func literal(_ word: String, _ value: JSONValue) throws -> JSONValue {
        let end = index + word.utf8.count
        guard end <= bytes.count, bytes[index..<end].elementsEqual(word.utf8) else { throw malformed("no value") }
        index = end
        return value
    }

    private mutating func take(_ mark: Unicode.Scalar) -> Bool {
        guard index < bytes.count, bytes[index] == UInt8(ascii: mark) else { return false }
        index += 1
        return true
    }

    private func malformed(_ what: String) -> Malformed {
        Malformed(description: "\(what) at byte \(index)")
    }
}
