import Intents

/// RFC 4180 CSV: a header row, then one row per record, every value whole; records print as field,value rows.
/// Money is a decimal amount in dollars ("12.50"), so a spreadsheet reads it as a number; text that a spreadsheet
/// would run as a formula starts with an apostrophe, which keeps it text.
enum CSVText {
    static func render(_ output: AdminOutput, cells: CellText) -> String {
        var blocks: [String] = []
        if let message = output.message, output.sections.isEmpty { blocks.append(TerminalText.neutralised(message) + "\n") }
        for section in output.sections {
            switch section {
            case .record(let record):
                blocks.append(row(["field", "value"]) + record.fields.map { row([$0.0, text($0.1, cells)]) }.joined())
            case .table(let table):
                blocks.append(row(table.columns) + table.rows.map { row($0.map { text($0, cells) }) }.joined())
            }
        }
        return blocks.joined(separator: "\n")
    }

    /// The characters that make a spreadsheet read a cell as a formula (OWASP's CSV injection list).
    private static let formulaStarts: Set<Unicode.Scalar> = ["=", "+", "-", "@", "\t", "\r"]

    private static func text(_ cell: AdminOutput.Cell, _ cells: CellText) -> String {
        switch cell {
        case .money(let cents):
            let magnitude = abs(cents)
            return (cents < 0 ? "-" : "") + "\(magnitude / 100)." + (magnitude % 100 < 10 ? "0" : "") + "\(magnitude % 100)"
        case .text(let text) where text.unicodeScalars.first.map(formulaStarts.contains) == true:
            return "'" + cells.text(cell)
        default:
            return cells.text(cell)
        }
    }

    private static func row(_ values: [String]) -> String {
        values.map(quoted).joined(separator: ",") + "\r\n"
    }

    private static func quoted(_ value: String) -> String {
        guard value.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return value }
        return "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
