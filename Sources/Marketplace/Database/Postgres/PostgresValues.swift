import CLibPQ
import Foundation
import GRDB

/// Values between GRDB's vocabulary and PostgreSQL's, as SQLite would hold them: parameters go in PostgreSQL's binary
/// form with the type of their value (an unknown type for NULL, which PostgreSQL infers), and results come back as
/// text, read by their column's type: integers and booleans as 64-bit integers, `real` and `numeric` as doubles unless
/// whole, `bytea` as blobs, every other type as text.
enum PostgresValues {
    /// One statement's parameters, laid out as libpq takes them.
    struct Parameters {
        private(set) var types: [Oid] = []
        private var bytes: [UInt8] = []
        /// Where each value lies in `bytes`; nil for NULL.
        private var ranges: [Range<Int>?] = []

        init(_ arguments: SQLArguments) {
            types.reserveCapacity(arguments.values.count)
            ranges.reserveCapacity(arguments.values.count)
            for value in arguments.values {
                switch value.storage {
                case .null:
                    types.append(0)
                    ranges.append(nil)
                case .int64(let integer):
                    append(withUnsafeBytes(of: integer.bigEndian, Array.init), type: TypeID.int8)
                case .double(let double):
                    append(withUnsafeBytes(of: double.bitPattern.bigEndian, Array.init), type: TypeID.float8)
                case .string(let string):
                    append(Array(string.utf8), type: TypeID.text)
                case .blob(let data):
                    append(Array(data), type: TypeID.bytea)
                }
            }
        }

        var count: Int32 { Int32(types.count) }


        private mutating func append(_ value: [UInt8], type: Oid) {
            types.append(type)
            ranges.append(bytes.count..<bytes.count + value.count)
            bytes += value
        }

        /// Calls `body` with the values, their lengths and their formats (all binary), as libpq's C arrays.
        func withPointers<T>(
            _ body: (
                _ values: UnsafePointer<UnsafePointer<CChar>?>?, _ lengths: UnsafePointer<Int32>?,
                _ formats: UnsafePointer<Int32>?
            ) -> T
        ) -> T {
            let lengths = ranges.map { Int32($0?.count ?? 0) }
            let formats = [Int32](repeating: 1, count: ranges.count)
            return bytes.withUnsafeBufferPointer { buffer in
                let base = UnsafeRawPointer(buffer.baseAddress ?? UnsafePointer(bitPattern: 1)!)
                let values: [UnsafePointer<CChar>?] = ranges.map { range in
                    range.map { (base + $0.lowerBound).assumingMemoryBound(to: CChar.self) }
                }
                return body(values, lengths, formats)
            }
        }
    }

    /// The type identifiers the store reads or writes.
    enum TypeID {
        static let bool: Oid = 16
        static let bytea: Oid = 17
        static let int8: Oid = 20
        static let int2: Oid = 21
        static let int4: Oid = 23
        static let text: Oid = 25
        static let oid: Oid = 26
        static let float4: Oid = 700
        static let float8: Oid = 701
        static let numeric: Oid = 1700
    }

    /// The value of one cell given in PostgreSQL's text form, by its column's type.
    static func databaseValue(_ text: UnsafeBufferPointer<UInt8>, type: Oid) -> DatabaseValue {
        switch type {
        case TypeID.int2, TypeID.int4, TypeID.int8, TypeID.oid:
            if let integer = integer(text) { return integer.databaseValue }
        case TypeID.bool:
            return (text.first == UInt8(ascii: "t") ? 1 : 0 as Int64).databaseValue
        case TypeID.float4, TypeID.float8:
            if let double = Double(String(decoding: text, as: UTF8.self)) { return double.databaseValue }
        case TypeID.numeric:
            // A numeric of scale 0 (sum() of integers) has no point, where SQLite gives an integer; a literal like 2.5,
            // avg() and the like have one, where SQLite gives a real.
            if !text.contains(UInt8(ascii: ".")), let integer = integer(text) { return integer.databaseValue }
            if let double = Double(String(decoding: text, as: UTF8.self)) { return double.databaseValue }
        case TypeID.bytea:
            if let data = hexBytes(text) { return data.databaseValue }
        default:
            break
        }
        return String(decoding: text, as: UTF8.self).databaseValue
    }

    /// A decimal integer with an optional minus sign, or nil if `text` is not one or overflows.
    private static func integer(_ text: UnsafeBufferPointer<UInt8>) -> Int64? {
        var digits = text[...]
        let isNegative = digits.first == UInt8(ascii: "-")
        if isNegative { digits = digits.dropFirst() }
        guard !digits.isEmpty else { return nil }
        var value: Int64 = 0
        for byte in digits {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            let digit = Int64(byte - UInt8(ascii: "0"))
            let (shifted, overflowTimes) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflowPlus) = isNegative ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
            guard !overflowTimes, !overflowPlus else { return nil }
            value = sum
        }
        return value
    }

    /// The bytes of a `bytea` in PostgreSQL's hex output (`\x` then two digits a byte).
    private static func hexBytes(_ text: UnsafeBufferPointer<UInt8>) -> Data? {
        guard text.count >= 2, text[0] == UInt8(ascii: "\\"), text[1] == UInt8(ascii: "x"), text.count % 2 == 0 else {
            return nil
        }
        var data = Data(capacity: (text.count - 2) / 2)
        var index = 2
        while index < text.count {
            guard let high = hexDigit(text[index]), let low = hexDigit(text[index + 1]) else { return nil }
            data.append(high << 4 | low)
            index += 2
        }
        return data
    }

    private static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
