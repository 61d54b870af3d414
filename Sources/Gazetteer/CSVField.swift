/// Checks on a CSV field's UTF-8 bytes that give the same answers as on its string, mostly without making one.
enum CSVField {
    /// `String(field).count`.
    static func characterCount(_ field: ArraySlice<UInt8>) -> Int {
        field.allSatisfy { $0 < 0x80 } ? field.count : String(decoding: field, as: UTF8.self).count
    }

    /// `Double(String(field)) != nil`. A plain decimal such as "-122.4194", short of overflowing, always
    /// parses, so only other fields are handed to the parser.
    static func isDouble(_ field: ArraySlice<UInt8>) -> Bool {
        isPlainDecimal(field) || Double(String(decoding: field, as: UTF8.self)) != nil
    }

    /// `Int(String(field)) != nil`. Up to 18 digits always fit, so only other fields are handed to the parser.
    static func isInt(_ field: ArraySlice<UInt8>) -> Bool {
        (1...18).contains(field.count) && field.allSatisfy(isDigit) || Int(String(decoding: field, as: UTF8.self)) != nil
    }

    /// Digits, with a leading "-" and one "." after the first digit allowed.
    private static func isPlainDecimal(_ field: ArraySlice<UInt8>) -> Bool {
        guard field.count <= 300 else { return false }
        let unsigned = field.first == UInt8(ascii: "-") ? field.dropFirst() : field
        guard let first = unsigned.first, isDigit(first) else { return false }
        var dots = 0
        for byte in unsigned where !isDigit(byte) {
            guard byte == UInt8(ascii: "."), dots == 0 else { return false }
            dots += 1
        }
        return true
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
