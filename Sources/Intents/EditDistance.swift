/// Optimal-string-alignment distance: insertions, deletions, substitutions and adjacent swaps.
enum EditDistance {
    /// One bit for each byte value of `word` modulo 64. Each byte value one word has and the other lacks
    /// needs an edit of its own, so the larger count of those is a lower bound of the distance.
    static func letters(_ word: some Sequence<UInt8>) -> UInt64 {
        var letters: UInt64 = 0
        for byte in word { letters |= 1 << (byte & 63) }
        return letters
    }

    /// True when the letters alone show that two words are more than `limit` edits apart.
    static func lettersRuleOut(_ a: UInt64, _ b: UInt64, limit: Int) -> Bool {
        max((a & ~b).nonzeroBitCount, (b & ~a).nonzeroBitCount) > limit
    }

    /// The distance between `a` and `b`, or nil as soon as it must exceed `limit`.
    static func distance(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, limit: Int) -> Int? {
        if abs(a.count - b.count) > limit { return nil }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        let width = b.count + 1
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: width * 3) { rows in
            var (previousPrevious, previous, current) = (0, width, 2 * width)
            for j in 0..<width { rows[previous + j] = j }
            for i in 1...a.count {
                rows[current] = i
                var rowMinimum = i
                for j in 1...b.count {
                    let cost = a[i - 1] == b[j - 1] ? 0 : 1
                    var value = min(rows[previous + j] + 1, rows[current + j - 1] + 1, rows[previous + j - 1] + cost)
                    if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                        value = min(value, rows[previousPrevious + j - 2] + 1)
                    }
                    rows[current + j] = value
                    rowMinimum = min(rowMinimum, value)
                }
                if rowMinimum > limit { return nil }
                (previousPrevious, previous, current) = (previous, current, previousPrevious)
            }
            return rows[previous + b.count] <= limit ? rows[previous + b.count] : nil
        }
    }
}
