/// A fixed table keyed by words, for the lookups made on every word of a line.
///
/// A plain ASCII word is found through a hash of its bytes and open addressing, several times cheaper
/// than `Dictionary`'s seeded SipHash on short words; for ASCII, equal bytes and equal strings are the
/// same thing. Any other word is looked up in a `Dictionary`, which compares by canonical equivalence.
struct WordTable<Value: Sendable>: Sendable {
    private let dictionary: [String: Value]
    private let slotKeys: [String?]
    private let slotValues: [Value?]
    private let mask: Int

    init(_ dictionary: [String: Value]) {
        self.dictionary = dictionary
        var capacity = 8
        while capacity < 2 * dictionary.count { capacity *= 2 }
        var keys = [String?](repeating: nil, count: capacity)
        var values = [Value?](repeating: nil, count: capacity)
        for (key, value) in dictionary {
            guard let hash = Self.asciiHash(key) else { continue }
            var slot = hash & (capacity - 1)
            while keys[slot] != nil { slot = (slot + 1) & (capacity - 1) }
            (keys[slot], values[slot]) = (key, value)
        }
        (slotKeys, slotValues, mask) = (keys, values, capacity - 1)
    }

    subscript(word: String) -> Value? {
        guard let hash = Self.asciiHash(word) else { return dictionary[word] }
        var slot = hash & mask
        while let key = slotKeys[slot] {
            if key == word { return slotValues[slot] }
            slot = (slot + 1) & mask
        }
        return nil
    }

    func contains(_ word: String) -> Bool { self[word] != nil }

    var keys: Dictionary<String, Value>.Keys { dictionary.keys }

    /// FNV-1a of the bytes, or nil when one of them is not ASCII.
    private static func asciiHash(_ word: String) -> Int? {
        var word = word
        return word.withUTF8 { bytes in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes {
                guard byte < 0x80 else { return nil }
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            }
            return Int(truncatingIfNeeded: hash ^ (hash >> 29))
        }
    }
}

extension WordTable where Value == Void {
    init(_ words: some Sequence<String>) {
        self.init(Dictionary(words.map { ($0, ()) }, uniquingKeysWith: { _, _ in }))
    }

    /// The words of `text`, split at spaces and line ends on its bytes rather than its characters: a long word
    /// list is read in a fraction of the time at the process's start.
    init(whitespaceSeparated text: String) {
        self.init(text.utf8.split { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\n") }.map { String(decoding: $0, as: UTF8.self) })
    }
}

/// A fixed set of words, looked up as `WordTable` looks them up.
typealias WordSet = WordTable<Void>

extension WordTable: ExpressibleByArrayLiteral where Value == Void {
    init(arrayLiteral words: String...) {
        self.init(words)
    }
}

extension WordTable: ExpressibleByDictionaryLiteral {
    init(dictionaryLiteral entries: (String, Value)...) {
        self.init(Dictionary(uniqueKeysWithValues: entries))
    }
}
