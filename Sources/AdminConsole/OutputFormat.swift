import Foundation
import Intents
import Marketplace

/// How the console prints what commands produce: aligned tables for people, CSV or JSON lines for scripts.
public enum OutputFormat: String, Sendable, CaseIterable {
    case table, csv, json

    /// The text for `output`, ending in a newline unless empty; tables are fitted to `settings`.
    func render(_ output: AdminOutput, in timeZone: TimeZone, settings: ConsoleSettings) -> String {
        let cells = CellText(timeZone: timeZone)
        switch self {
        case .table: return TableText.render(output, cells: cells, settings: settings)
        case .csv: return CSVText.render(output, cells: cells)
        case .json: return JSONText.render(output, cells: cells).serialized + "\n"
        }
    }

    /// A failed command's sentence: JSON scripts get it as a JSON line on standard output, with where it was in
    /// the script; others get it on standard error, after "rentline admin: line 3:" in a script or "error:" at the prompt.
    func renderFailure(_ message: String, at place: ScriptPlace?) -> (output: String, errors: String) {
        switch self {
        case .json:
            let fields: [(String, JSONValue)] = [("ok", .bool(false))] + (place.map { [($0.jsonKey, .int($0.number))] } ?? [])
                + [("error", .string(message))]
            return (JSONValue.object(fields).serialized + "\n", "")
        case .table, .csv:
            let prefix = place.map { "rentline admin: \($0): " } ?? "error: "
            return ("", prefix + TerminalText.neutralised(message) + "\n")
        }
    }
}

/// Cells as people read them, with user text neutralised (`TerminalText`) so no row can reach the admin's terminal raw.
struct CellText {
    let timeZone: TimeZone

    func text(_ cell: AdminOutput.Cell) -> String {
        switch cell {
        case .text(let text): TerminalText.neutralised(text)
        case .number(let number): String(number)
        case .decimal(let value): String(format: "%.1f", value)
        case .money(let cents): PriceText.exact(cents: Int(cents))
        case .time(let seconds): seconds.map(localTime) ?? ""
        case .flag(let value): value ? "yes" : "no"
        case .missing: ""
        }
    }

    private func localTime(_ seconds: Int64) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents(
            [.year, .month, .day, .hour, .minute], from: Date(timeIntervalSince1970: TimeInterval(seconds)))
        return String(format: "%04d-%02d-%02d %02d:%02d", parts.year!, parts.month!, parts.day!, parts.hour!, parts.minute!)
    }
}
