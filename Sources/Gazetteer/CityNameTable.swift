import Foundation

/// Every city name of the ZIP and world-city tables, folded to lower case without accents, with the largest
/// population a world city of that name has (0 for a US city known only by its ZIP codes).
///
/// Read from `city_names.tsv`, which `scripts/generate_city_names.py` writes from the two CSV files, sorted by
/// UTF-8 bytes: a name is found by binary search over the file's bytes, so opening the table builds no set of
/// names.
public struct CityNameTable: Sendable {
    private let bytes: [UInt8]
    /// Where each line starts, and one past the last line.
    private let lineStarts: [Int32]

    public init() throws {
        guard let url = Bundle.module.url(forResource: "city_names", withExtension: "tsv") else {
            throw ReferenceData.MissingResource(name: "city_names.tsv")
        }
        let bytes = [UInt8](try Data(contentsOf: url))
        var lineStarts: [Int32] = [0]
        lineStarts.reserveCapacity(bytes.count / 12)
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            lineStarts.append(Int32(offset + 1))
        }
        if lineStarts.last != Int32(bytes.count) { lineStarts.append(Int32(bytes.count)) }
        self.bytes = bytes
        self.lineStarts = lineStarts
    }

    /// A name as the table holds it: lower case, without accents ("Montréal" is "montreal").
    public static func fold(_ name: String) -> String {
        if name.utf8.allSatisfy({ $0 < 0x80 }) { return name.lowercased() }
        return name.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil).lowercased()
    }

    /// How many names there are.
    public var count: Int { lineStarts.count - 1 }

    /// Name `index`, in byte order.
    public func name(at index: Int) -> String {
        String(decoding: bytes[nameRange(at: index)], as: UTF8.self)
    }

    /// The largest population of a world city called name `index`.
    public func population(at index: Int) -> Int {
        var population = 0
        for byte in bytes[(nameRange(at: index).upperBound + 1)..<Int(lineStarts[index + 1])] where byte != UInt8(ascii: "\n") {
            population = population * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return population
    }

    /// Where `name` is, if it is one of the names.
    public func index(of name: String) -> Int? {
        var name = name
        return name.withUTF8 { key in
            let index = lowerBound(of: key)
            return index < count && compare(key, line: index) == .equal ? index : nil
        }
    }

    /// True when a name of at most `words` words starts with the word `word`: "san" starts "san jose".
    public func startsAName(_ word: String, ofAtMost words: Int) -> Bool {
        var word = word
        return word.withUTF8 { key in
            var index = lowerBound(of: key)
            while index < count {
                switch compare(key, line: index) {
                case .equal: return true
                case .prefix(next: UInt8(ascii: " ")):
                    if bytes[nameRange(at: index)].split(separator: UInt8(ascii: " ")).count <= words { return true }
                    index += 1
                default: return false
                }
            }
            return false
        }
    }

    private func nameRange(at index: Int) -> Range<Int> {
        let start = Int(lineStarts[index])
        var end = start
        while bytes[end] != UInt8(ascii: "\t") { end += 1 }
        return start..<end
    }

    /// The first line whose name is not before `key`.
    private func lowerBound(of key: UnsafeBufferPointer<UInt8>) -> Int {
        var (low, high) = (0, count)
        while low < high {
            let middle = (low + high) / 2
            if compare(key, line: middle) == .after { low = middle + 1 } else { high = middle }
        }
        return low
    }

    private enum Order: Equatable {
        case before, equal, after
        /// The line's name starts with the key and goes on with this byte.
        case prefix(next: UInt8)
    }

    /// Where `key` falls against the name of line `index`: a name that goes on past the key is after it.
    private func compare(_ key: UnsafeBufferPointer<UInt8>, line index: Int) -> Order {
        var offset = Int(lineStarts[index])
        for byte in key {
            let nameByte = bytes[offset]
            if nameByte == UInt8(ascii: "\t") { return .after }
            if nameByte != byte { return byte < nameByte ? .before : .after }
            offset += 1
        }
        return bytes[offset] == UInt8(ascii: "\t") ? .equal : .prefix(next: bytes[offset])
    }
}
