/// Splits comma-separated text into rows of fields, honouring double-quoted fields.
///
/// Quoted fields may hold commas and doubled quotes (`""`); they may not span lines,
/// which holds for the reference files this package ships.
struct CSVRows: Sequence {
    let text: Substring

    func makeIterator() -> Iterator {
        Iterator(bytes: Array(text.utf8))
    }

    /// Walks the UTF-8 bytes line by line; a line where a comma or quote touches a non-ASCII
    /// byte could hold it inside a larger character, so it goes through `fields(of:)` instead.
    struct Iterator: IteratorProtocol {
        let bytes: [UInt8]
        var position = 0

        mutating func next() -> [String]? {
            bytes.withUnsafeBufferPointer { bytes in
                while position < bytes.count, let length = Self.newlineLength(in: bytes, at: position) {
                    position += length
                }
                guard position < bytes.count else { return nil }
                let start = position
                var needsCharacters = false
                while position < bytes.count, Self.newlineLength(in: bytes, at: position) == nil {
                    let byte = bytes[position]
                    if byte == UInt8(ascii: ",") || byte == UInt8(ascii: "\""), Self.touchesNonASCII(bytes, at: position, start: start) {
                        needsCharacters = true
                    }
                    position += 1
                }
                let line = UnsafeBufferPointer(rebasing: bytes[start..<position])
                return needsCharacters ? CSVRows.fields(of: String(decoding: line, as: UTF8.self)[...]) : Self.fields(of: line)
            }
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

        private static func touchesNonASCII(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, start: Int) -> Bool {
            (index > start && bytes[index - 1] >= 0x80) || (index + 1 < bytes.count && bytes[index + 1] >= 0x80)
        }

        /// `CSVRows.fields(of:)` for a line whose commas and quotes are characters of their own.
        private static func fields(of line: UnsafeBufferPointer<UInt8>) -> [String] {
            var fields: [String] = []
            var field: [UInt8] = []
            var quoted = false
            var index = 0
            while index < line.count {
                let byte = line[index]
                index += 1
                switch byte {
                case UInt8(ascii: "\"") where quoted && index < line.count && line[index] == UInt8(ascii: "\""):
                    field.append(byte)
                    index += 1
                case UInt8(ascii: "\"") where quoted:
                    quoted = false
                case UInt8(ascii: "\"") where field.isEmpty:
                    quoted = true
                case UInt8(ascii: ",") where !quoted:
                    fields.append(String(decoding: field, as: UTF8.self))
                    field.removeAll(keepingCapacity: true)
                default:
                    field.append(byte)
                }
            }
            fields.append(String(decoding: field, as: UTF8.self))
            return fields
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
