/// Which words of a turn a reading has used, one bit a word: copying a scan or keying a memo by it costs two
/// machine words for a line of up to 128 words, where an array of flags is allocated and hashed word by word.
struct TakenWords: RandomAccessCollection, MutableCollection, Hashable, Sendable {
    private var low: UInt64 = 0
    private var high: UInt64 = 0
    /// The bits of words 128 and on, for the rare longer line.
    private var rest: [UInt64] = []
    let count: Int

    /// `count` words, the first `prefix` of them taken.
    init(count: Int, takingFirst prefix: Int = 0) {
        self.count = count
        if count > 128 { rest = Array(repeating: 0, count: (count - 128 + 63) / 64) }
        for index in 0..<Swift.min(prefix, count) { self[index] = true }
    }

    /// A flag for each word, in order.
    init(_ flags: some Sequence<Bool>) {
        let flags = Array(flags)
        self.init(count: flags.count)
        for (index, flag) in flags.enumerated() where flag { self[index] = true }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(index: Int) -> Bool {
        get {
            precondition(index >= 0 && index < count, "word \(index) of \(count)")
            if index < 64 { return low & (1 << UInt64(index)) != 0 }
            if index < 128 { return high & (1 << UInt64(index - 64)) != 0 }
            let offset = index - 128
            return rest[offset / 64] & (1 << UInt64(offset % 64)) != 0
        }
        set {
            precondition(index >= 0 && index < count, "word \(index) of \(count)")
            if index < 64 {
                low = newValue ? low | (1 << UInt64(index)) : low & ~(1 << UInt64(index))
            } else if index < 128 {
                high = newValue ? high | (1 << UInt64(index - 64)) : high & ~(1 << UInt64(index - 64))
            } else {
                let offset = index - 128
                let bit: UInt64 = 1 << UInt64(offset % 64)
                rest[offset / 64] = newValue ? rest[offset / 64] | bit : rest[offset / 64] & ~bit
            }
        }
    }

    /// These words with every word outside `clause` taken too.
    func takingAllBut(_ clause: ClosedRange<Int>) -> TakenWords {
        var kept = self
        for index in indices where !clause.contains(index) { kept[index] = true }
        return kept
    }

    /// These words with every word before `start` counted as free: what a reader that starts at `start` and
    /// looks only forward can depend on.
    func from(_ start: Int) -> TakenWords {
        var kept = self
        for index in 0..<Swift.min(Swift.max(0, start), count) { kept[index] = false }
        return kept
    }
}
