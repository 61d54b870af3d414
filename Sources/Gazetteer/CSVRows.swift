/// Splits comma-separated text into rows of fields, honouring double-quoted fields.
///
/// Quoted fields may hold commas and doubled quotes (`""`); they may not span lines,
/// which holds for the reference files this package ships.
struct CSVRows: Sequence {
    let text: Substring

    func makeIterator() -> Iterator {
        Iterator(text: String(text))
    }

    /// Walks the UTF-8 bytes line by line. A comma or quote next to a non-ASCII byte may be part of a
    /// larger character; a line where one is goes through `fields(of:)` instead.
    struct Iterator: IteratorProtocol {
        var text: String
        var position = 0

        mutating func next() -> [String]? {
            var text = self.text
            return text.withUTF8 { bytes in
                while position < bytes.count, let length = Self.newlineLength(in: bytes, at: position) {
                    position += length
                }
                guard position < bytes.count else { return nil }
                let start = position
                var touchesNonASCII = false
                var commas = 0
                while position < bytes.count, Self.newlineLength(in: bytes, at: position) == nil {
                    if Self.isDelimiter(bytes[position]) {
                        if bytes[position] == UInt8(ascii: ",") { commas += 1 }
                        if (position > start && bytes[position - 1] >= 0x80)
                            || (position + 1 < bytes.count && bytes[position + 1] >= 0x80)
                        {
                            touchesNonASCII = true
                        }
                    }
                    position += 1
                }
                let line = UnsafeBufferPointer(rebasing: bytes[start..<position])
                if touchesNonASCII, !Self.delimitersStandAlone(in: line) {
                    return CSVRows.fields(of: String(decoding: line, as: UTF8.self)[...])
                }
                return Self.fields(of: start..<position, in: bytes, count: commas + 1)
            }
        }

        private static func isDelimiter(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: ",") || byte == UInt8(ascii: "\"")
        }

        /// The length of the line break at `index` (LF, VT, FF, CR, NEL, LS or PS), or nil when there is none.
        private static func newlineLength(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
            switch bytes[index] {
            case 0x0A...0x0D: return 1
            case 0xC2 where index + 1 < bytes.count && bytes[index + 1] == 0x85: return 2
            case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && (0xA8...0xA9).contains(bytes[index + 2]):
                return 3
            default: return nil
            }
        }

        /// True when every comma and quote of `line` is a character on its own.
        private static func delimitersStandAlone(in line: UnsafeBufferPointer<UInt8>) -> Bool {
            let text = String(decoding: line, as: UTF8.self)
            let utf8 = text.utf8
            var index = utf8.startIndex
            while index != utf8.endIndex {
                let next = utf8.index(after: index)
                if isDelimiter(utf8[index]), index.samePosition(in: text) == nil || next.samePosition(in: text) == nil {
                    return false
                }
                index = next
            }
            return true
        }

        /// `CSVRows.fields(of:)` for a line whose commas and quotes are characters on their own:
        /// a field that does not open with a quote runs to the next comma as it is.
        private static func fields(of line: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>, count: Int) -> [String] {
            var fields: [String] = []
            fields.reserveCapacity(count)
            var start = line.lowerBound
            while true {
                var end = start
                if start < line.upperBound, bytes[start] == UInt8(ascii: "\"") {
                    var field: [UInt8] = []
                    (field, end) = quotedField(in: UnsafeBufferPointer(rebasing: bytes[..<line.upperBound]), from: start)
                    fields.append(String(decoding: field, as: UTF8.self))
                } else {
                    while end < line.upperBound, bytes[end] != UInt8(ascii: ",") { end += 1 }
                    fields.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
                }
                guard end < line.upperBound else { return fields }
                start = end + 1
            }
        }

        /// The field that opens with the quote at `start`, unquoted, and the index of the comma or
        /// line end after it.
        private static func quotedField(in line: UnsafeBufferPointer<UInt8>, from start: Int) -> ([UInt8], Int) {
            var field: [UInt8] = []
            var quoted = true
            var index = start + 1
            while index < line.count {
                let byte = line[index]
                switch byte {
                case UInt8(ascii: "\"") where quoted && index + 1 < line.count && line[index + 1] == UInt8(ascii: "\""):
                    field.append(byte)
                    index += 1
                case UInt8(ascii: "\"") where quoted:
                    quoted = false
                case UInt8(ascii: "\"") where field.isEmpty:
                    quoted = true
                case UInt8(ascii: ",") where !quoted:
                    return (field, index)
                default:
                    field.append(byte)
                }
                index += 1
            }
            return (field, index)
        }
    }

    static func fields(of line: Substring) -> [String] {
        var fields: [String] = []
        var field = ""
        var quoted = false
        var characters = line[...]
        while let character = characters.popFirst() {
            switch character {
            case "\"" where quoted && characters.first == "\"":
                field.append("\"")
                characters.removeFirst()
            case "\"" where quoted:
                quoted = false
            case "\"" where field.isEmpty:
                quoted = true
            case "," where !quoted:
                fields.append(field)
                field = ""
            default:
                field.append(character)
            }
        }
        fields.append(field)
        return fields
    }
}
