import Foundation
import Intents
import TerminalLayout

/// Tables as psql prints them, fitted to the terminal: a header, a rule, aligned columns (numbers to the right),
/// cells too long for their column cut with "…", and a row count; or, expanded, each row as a block. A price and
/// the unit after it print together, as "$3/hour".
enum TableText {
    static func render(_ output: AdminOutput, cells: CellText, settings: ConsoleSettings) -> String {
        let width = settings.width ?? .max
        var blocks: [String] = []
        if let message = output.message {
            blocks.append(WordWrap.lines(TerminalText.neutralised(message), width: width).joined(separator: "\n") + "\n")
        }
        for section in output.sections {
            switch section {
            case .record(let record):
                let fields = PriceCells.joined(record.fields.map(\.0), [record.fields.map(\.1)])
                blocks.append(block(zip(fields.columns, fields.rows[0].map(cells.text)).map { ($0, $1) }, width: width))
            case .table(let table):
                let joined = PriceCells.joined(table.columns, table.rows)
                let shown = AdminOutput.Table(name: table.name, columns: joined.columns, rows: joined.rows)
                blocks.append(settings.expanded ? expanded(shown, cells: cells, width: width) : fitted(shown, cells: cells, width: width))
            }
        }
        return blocks.joined(separator: "\n")
    }

    /// "name | value" lines, each value wrapped at spaces to the width left beside the names.
    private static func block(_ fields: [(String, String)], width: Int) -> String {
        let nameWidth = fields.map { DisplayWidth.columns(of: $0.0) }.max() ?? 0
        let valueWidth = max(width - nameWidth - ColumnFit.separatorWidth, 20)
        return fields.map { name, value in
            let lines = WordWrap.lines(aligned(value), width: valueWidth)
            return lines.enumerated().map { index, line in
                (FittedText.padded(index == 0 ? name : "", to: nameWidth) + " | " + line).trimmingTrailingSpaces() + "\n"
            }.joined()
        }.joined()
    }

    private static func expanded(_ table: AdminOutput.Table, cells: CellText, width: Int) -> String {
        guard !table.rows.isEmpty else { return "(0 rows)\n" }
        return table.rows.enumerated().map { index, row in
            let label = "-[ RECORD \(index + 1) ]"
            return label + String(repeating: "-", count: max(min(width, 40) - label.count, 0)) + "\n"
                + block(zip(table.columns, row.map(cells.text)).map { ($0, $1) }, width: width)
        }.joined()
    }

    private static func fitted(_ table: AdminOutput.Table, cells: CellText, width: Int) -> String {
        let texts = table.rows.map { $0.map { aligned(cells.text($0)) } }
        let headerWidths = table.columns.map { DisplayWidth.columns(of: $0) }
        let natural = table.columns.indices.map { column in
            texts.reduce(headerWidths[column]) { max($0, DisplayWidth.columns(of: $1[column])) }
        }
        let floors = table.columns.indices.map { column in
            holdsText(table, column) ? min(natural[column], max(headerWidths[column], 6)) : natural[column]
        }
        let widths = ColumnFit.widths(natural, floors: floors, within: width)
        let rightAligned = table.columns.indices.map { column in
            table.rows.allSatisfy { row in
                switch row[column] {
                case .number, .decimal, .money: true
                default: false
                }
            }
        }
        func line(_ values: [String], aligned: Bool) -> String {
            values.indices.map { column in
                FittedText.padded(
                    FittedText.truncated(values[column], to: widths[column]), to: widths[column], right: aligned && rightAligned[column])
            }.joined(separator: " | ").trimmingTrailingSpaces() + "\n"
        }
        let rule = widths.map { String(repeating: "-", count: $0) }.joined(separator: "-+-") + "\n"
        let count = "(\(texts.count) \(texts.count == 1 ? "row" : "rows"))\n"
        return line(table.columns, aligned: false) + rule + texts.map { line($0, aligned: true) }.joined() + count
    }

    private static func holdsText(_ table: AdminOutput.Table, _ column: Int) -> Bool {
        table.rows.contains { row in
            if case .text = row[column] { return true }
            return false
        }
    }
}

/// A cell's text with tabs as spaces, which would otherwise break the columns.
private func aligned(_ text: String) -> String {
    text.contains("\t") ? text.replacingOccurrences(of: "\t", with: " ") : text
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
