/// Optimal-string-alignment distance: insertions, deletions, substitutions and adjacent swaps.
enum EditDistance {
    /// The distance between `a` and `b`, or nil as soon as it must exceed `limit`.
    static func between(_ a: String, _ b: String, limit: Int) -> Int? {
        var a = a, b = b
        if abs(a.utf8.count - b.utf8.count) > limit { return nil }
        return a.withUTF8 { a in
            b.withUTF8 { b in
                let (lettersOfA, lettersOfB) = (letters(a), letters(b))
                let unshared = max((lettersOfA & ~lettersOfB).nonzeroBitCount, (lettersOfB & ~lettersOfA).nonzeroBitCount)
                return unshared > limit ? nil : distance(a, b, limit: limit)
            }
        }
    }

    /// One bit for each byte value of `word` modulo 64. Each byte value one word has and the other lacks
    /// needs an edit of its own, so the larger count of those is a lower bound of the distance.
    private static func letters(_ word: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var letters: UInt64 = 0
        for byte in word { letters |= 1 << (byte & 63) }
        return letters
    }

    private static func distance(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, limit: Int) -> Int? {
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
