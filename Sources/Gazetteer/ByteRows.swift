/// The rows of `CSVRows`, each field as a slice of UTF-8 bytes, read without making strings.
///
/// Lines are walked on bytes. A comma or quote next to a non-ASCII byte may be part of a larger
/// character; a line where one is goes through `CSVRows.fields(of:)` instead.
struct ByteRows: Sequence {
    let text: Substring

    func makeIterator() -> Iterator {
        Iterator(bytes: text.utf8.withContiguousStorageIfAvailable(Array.init) ?? Array(text.utf8))
    }

    struct Iterator: IteratorProtocol {
        let bytes: [UInt8]
        var position = 0
        /// Where the commas of the current line are; kept to reuse its storage.
        private var commas: [Int] = []

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        mutating func next() -> [ArraySlice<UInt8>]? {
            while position < bytes.count, let length = newlineLength(at: position) {
                position += length
            }
            guard position < bytes.count else { return nil }
            let start = position
            var touchesNonASCII = false
            var hasQuote = false
            commas.removeAll(keepingCapacity: true)
            while position < bytes.count {
                position = Self.nextSpecialByte(in: bytes, from: position)
                guard position < bytes.count, newlineLength(at: position) == nil else { break }
                let byte = bytes[position]
                if byte == UInt8(ascii: ",") || byte == UInt8(ascii: "\"") {
                    if byte == UInt8(ascii: ",") { commas.append(position) } else { hasQuote = true }
                    if (position > start && bytes[position - 1] >= 0x80)
                        || (position + 1 < bytes.count && bytes[position + 1] >= 0x80)
                    {
                        touchesNonASCII = true
                    }
                }
                position += 1
            }
            let line = bytes[start..<position]
            if touchesNonASCII, !Self.delimitersStandAlone(in: line) {
                return CSVRows.fields(of: String(decoding: line, as: UTF8.self)[...]).map { Array($0.utf8)[...] }
            }
            guard !hasQuote else { return fields(of: line, count: commas.count + 1) }
            var fields: [ArraySlice<UInt8>] = []
            fields.reserveCapacity(commas.count + 1)
            var fieldStart = start
            for comma in commas {
                fields.append(bytes[fieldStart..<comma])
                fieldStart = comma + 1
            }
            fields.append(bytes[fieldStart..<position])
            return fields
        }

        /// The index of the first byte from `start` on that may be a line break, a comma or a quote.
        private static func nextSpecialByte(in bytes: [UInt8], from start: Int) -> Int {
            bytes.withUnsafeBufferPointer { bytes in
                var index = start
                while index < bytes.count {
                    let byte = bytes[index]
                    if byte <= 0x0D || byte == 0xC2 || byte == 0xE2 || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "\"") {
                        return index
                    }
                    index += 1
                }
                return index
            }
        }

        /// The length of the line break at `index` (LF, VT, FF, CR, NEL, LS or PS), or nil when there is none.
        private func newlineLength(at index: Int) -> Int? {
            switch bytes[index] {
            case 0x0A...0x0D: return 1
            case 0xC2 where index + 1 < bytes.count && bytes[index + 1] == 0x85: return 2
            case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && (0xA8...0xA9).contains(bytes[index + 2]):
                return 3
            default: return nil
            }
        }

        /// True when every comma and quote of `line` is a character on its own.
        private static func delimitersStandAlone(in line: ArraySlice<UInt8>) -> Bool {
            let text = String(decoding: line, as: UTF8.self)
            let utf8 = text.utf8
            var index = utf8.startIndex
            while index != utf8.endIndex {
                let next = utf8.index(after: index)
                if utf8[index] == UInt8(ascii: ",") || utf8[index] == UInt8(ascii: "\""),
                    index.samePosition(in: text) == nil || next.samePosition(in: text) == nil
                {
                    return false
                }
                index = next
            }
            return true
        }

        /// `CSVRows.fields(of:)` for a line whose commas and quotes are characters on their own:
        /// a field that does not open with a quote runs to the next comma as it is.
        private func fields(of line: ArraySlice<UInt8>, count: Int) -> [ArraySlice<UInt8>] {
            var fields: [ArraySlice<UInt8>] = []
            fields.reserveCapacity(count)
            var start = line.startIndex
            while true {
                var end = start
                if start < line.endIndex, bytes[start] == UInt8(ascii: "\"") {
                    var field: [UInt8] = []
                    (field, end) = Self.quotedField(in: line, from: start)
                    fields.append(field[...])
                } else {
                    while end < line.endIndex, bytes[end] != UInt8(ascii: ",") { end += 1 }
                    fields.append(bytes[start..<end])
                }
                guard end < line.endIndex else { return fields }
                start = end + 1
            }
        }

        /// The field that opens with the quote at `start`, unquoted, and the index of the comma or
        /// line end after it.
        private static func quotedField(in line: ArraySlice<UInt8>, from start: Int) -> ([UInt8], Int) {
            var field: [UInt8] = []
            var quoted = true
            var index = start + 1
            while index < line.endIndex {
                let byte = line[index]
                switch byte {
                case UInt8(ascii: "\"") where quoted && index + 1 < line.endIndex && line[index + 1] == UInt8(ascii: "\""):
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
}
