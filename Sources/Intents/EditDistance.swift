/// Optimal-string-alignment distance: insertions, deletions, substitutions and adjacent swaps.
enum EditDistance {
    /// The distance between `a` and `b`, or nil as soon as it must exceed `limit`.
    static func between(_ a: String, _ b: String, limit: Int) -> Int? {
        if abs(a.utf8.count - b.utf8.count) > limit { return nil }
        let a = ContiguousArray(a.utf8), b = ContiguousArray(b.utf8)
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var previousPrevious = ContiguousArray<Int>(repeating: 0, count: b.count + 1)
        var previous = ContiguousArray(0...b.count)
        var current = ContiguousArray<Int>(repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return nil }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count] <= limit ? previous[b.count] : nil
    }
}
