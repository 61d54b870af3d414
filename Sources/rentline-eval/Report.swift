import Foundation

/// The scorecard as aligned text for a terminal, or as Markdown tables for `Benchmarks/history.md`.
struct Report {
    let scorecard: Scorecard
    let markdown: Bool

    func text(withMisses: Bool) -> String {
        var lines: [String] = []
        lines += table(heading: "set", rows: scorecard.sets + [("all sets", scorecard.total)])
        lines.append("")
        lines += table(heading: "expected intent", rows: scorecard.intentRows)
        if withMisses {
            lines.append("")
            lines.append("\(scorecard.misses.count) misses:")
            for miss in scorecard.misses {
                lines.append("\(miss.item.set):\(miss.item.line)  \(miss.item.utterance)")
                lines.append("    expected \(miss.item.written)")
                lines.append("    actual   \(miss.actual)")
            }
        }
        return lines.joined(separator: "\n")
    }

    private func table(heading: String, rows: [(name: String, tally: Tally)]) -> [String] {
        let header = [heading, "lines", "intent right", "full reading right"]
        let body = rows.map { [$0.name, String($0.tally.lines), Self.share($0.tally.intentRight, of: $0.tally.lines),
            Self.share($0.tally.fullRight, of: $0.tally.lines)] }
        if markdown {
            return (["| " + header.joined(separator: " | ") + " |", "|---|---:|---:|---:|"]
                + body.map { "| " + $0.joined(separator: " | ") + " |" })
        }
        let widths = header.indices.map { column in ([header] + body).map { $0[column].count }.max() ?? 0 }
        return ([header] + body).map { row in
            row.enumerated().map { column, cell in
                column == 0 ? cell.padding(toLength: widths[0], withPad: " ", startingAt: 0)
                    : String(repeating: " ", count: widths[column] - cell.count) + cell
            }.joined(separator: "   ")
        }
    }

    /// "512 (93.1%)"
    private static func share(_ part: Int, of whole: Int) -> String {
        whole == 0 ? "0" : "\(part) (" + String(format: "%.1f", Double(part) * 100 / Double(whole)) + "%)"
    }
}
