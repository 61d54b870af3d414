import Foundation
import Intents

/// Tables as psql prints them: a header, a rule, aligned columns (numbers to the right) and a row count.
enum TableText {
    static func render(_ output: AdminOutput, cells: CellText) -> String {
        var blocks: [String] = []
        if let message = output.message { blocks.append(TerminalText.neutralised(message) + "\n") }
        for section in output.sections {
            switch section {
            case .record(let record): blocks.append(render(record, cells: cells))
            case .table(let table): blocks.append(render(table, cells: cells))
            }
        }
        return blocks.joined(separator: "\n")
    }

    private static func render(_ record: AdminOutput.Record, cells: CellText) -> String {
        let width = record.fields.map(\.0.count).max() ?? 0
        return record.fields.map { name, cell in
            (name.padding(toLength: width, withPad: " ", startingAt: 0) + " | " + aligned(cells.text(cell))).trimmingTrailingSpaces() + "\n"
        }.joined()
    }

    private static func render(_ table: AdminOutput.Table, cells: CellText) -> String {
        let texts = table.rows.map { $0.map { aligned(cells.text($0)) } }
        let widths = table.columns.indices.map { column in
            texts.reduce(table.columns[column].count) { max($0, $1[column].count) }
        }
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
                let pad = String(repeating: " ", count: widths[column] - values[column].count)
                return aligned && rightAligned[column] ? pad + values[column] : values[column] + pad
            }.joined(separator: " | ").trimmingTrailingSpaces() + "\n"
        }
        let rule = widths.map { String(repeating: "-", count: $0) }.joined(separator: "-+-") + "\n"
        let count = "(\(texts.count) \(texts.count == 1 ? "row" : "rows"))\n"
        return line(table.columns, aligned: false) + rule + texts.map { line($0, aligned: true) }.joined() + count
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
