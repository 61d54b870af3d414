import Foundation
import Intents

/// One JSON object per command: `ok`, the message if any, and each record or table under its name, every value
/// whole and typed: numbers as numbers, money as {"cents":1200,"currency":"USD"}, times as ISO 8601 UTC.
enum JSONText {
    static func render(_ output: AdminOutput, cells: CellText) -> JSONValue {
        var fields: [(String, JSONValue)] = [("ok", .bool(true))]
        if let message = output.message { fields.append(("message", .string(message))) }
        for section in output.sections {
            switch section {
            case .record(let record):
                fields.append((record.name, .object(record.fields.map { ($0.0, value($0.1)) })))
            case .table(let table):
                fields.append((table.name, .array(table.rows.map { row in
                    .object(zip(table.columns, row).map { ($0, value($1)) })
                })))
            }
        }
        return .object(fields)
    }

    private static func value(_ cell: AdminOutput.Cell) -> JSONValue {
        switch cell {
        case .text(let text): .string(text)
        case .number(let number): .int(Int(number))
        case .decimal(let value): .double((value * 10).rounded() / 10)
        case .money(let cents): .object([("cents", .int(Int(cents))), ("currency", .string(AdminOutput.currency))])
        case .time(let seconds): seconds.map { .string(isoUTC($0)) } ?? .null
        case .flag(let value): .bool(value)
        case .missing: .null
        }
    }

    private static func isoUTC(_ seconds: Int64) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: Date(timeIntervalSince1970: TimeInterval(seconds)))
    }
}
