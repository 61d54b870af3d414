/// Column widths that fit a table into a terminal: the widest of the columns that may narrow gives up a column
/// at a time until the table, with " | " between columns, is no wider than the terminal.
enum ColumnFit {
    static let separatorWidth = 3

    /// `natural` narrowed to fit `width`; a column narrows only when `floors` allows it (its floor below its natural
    /// width), and never below its floor, so a table whose floors are too wide stays wider than `width`.
    static func widths(_ natural: [Int], floors: [Int], within width: Int) -> [Int] {
        var widths = natural
        var total = widths.reduce(0, +) + separatorWidth * max(widths.count - 1, 0)
        while total > width {
            guard let widest = widths.indices.filter({ widths[$0] > floors[$0] }).max(by: { widths[$0] < widths[$1] }) else { break }
            widths[widest] -= 1
            total -= 1
        }
        return widths
    }
}
