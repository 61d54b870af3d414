import Marketplace

/// A "price" column of money followed by its "per" unit, as people read them in a table: one "$3/hour" cell.
/// CSV and JSON keep the two apart, so the amount stays a number.
enum PriceCells {
    static func joined(_ columns: [String], _ rows: [[AdminOutput.Cell]]) -> (columns: [String], rows: [[AdminOutput.Cell]]) {
        guard let price = columns.firstIndex(of: "price"), columns.indices.contains(price + 1), columns[price + 1] == "per" else {
            return (columns, rows)
        }
        var joinedRows: [[AdminOutput.Cell]] = []
        for row in rows {
            guard case .money(let cents) = row[price], case .text(let unit) = row[price + 1] else { return (columns, rows) }
            var joined = row
            joined[price] = .text(PriceText.format(cents: Int(cents), per: PriceUnit(rawValue: unit)))
            joined.remove(at: price + 1)
            joinedRows.append(joined)
        }
        var kept = columns
        kept.remove(at: price + 1)
        return (kept, joinedRows)
    }
}
