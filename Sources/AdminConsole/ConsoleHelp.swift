import Foundation
import ArgumentParser
import TerminalLayout

/// `help` and `\?`: every command with what it does, or one command in full, as data that prints as text fitted
/// to the terminal in table mode and as rows in CSV and JSON.
enum ConsoleHelp {
    static let backslashCommands: [(usage: String, abstract: String)] = [
        ("help [COMMAND], \\?", "Show the commands, or one in full."),
        ("\\x [on|off]", "Show each row of a table as a block of column | value lines, or go back to tables."),
        ("\\pager [on|off]", "Send output taller than the screen through $PAGER, or stop."),
        ("quit, \\q", "Leave."),
    ]

    /// Every command as a table of usage and summary.
    static var all: AdminOutput {
        .table("commands", ["usage", "summary"], (AdminCommands.summaries + backslashCommands).map { [.text($0.usage), .text($0.abstract)] })
    }

    /// The command `path` names ("ban", "hide listing"), with its usage, summary, forms and options; nil when there is none.
    static func one(_ path: [String]) -> AdminOutput? {
        let name = path.joined(separator: " ")
        if path.count == 2, let kinded = AdminCommands.command(at: [path[0]]) as? any KindedCommand.Type,
            let form = kinded.forms.first(where: { $0.usage.hasPrefix(name + " ") })
        {
            return AdminOutput(sections: [.record(.init(name: "command", fields: [("usage", .text(form.usage)), ("summary", .text(form.abstract))]))])
        }
        guard !path.isEmpty, let command = AdminCommands.command(at: path) else { return nil }
        let children = AdminCommands.subcommandNames(after: path)
        let usage = command is any KindedCommand.Type || children.isEmpty
            ? name + (command.configuration.usage.map { " " + $0 } ?? "")
            : "\(name) \(children.joined(separator: "|")) ..."
        var sections: [AdminOutput.Section] = [
            .record(.init(name: "command", fields: [("usage", .text(usage)), ("summary", .text(command.configuration.abstract))]))
        ]
        if let kinded = command as? any KindedCommand.Type {
            sections.append(.table(.init(name: "forms", columns: ["usage", "summary"], rows: kinded.forms.map { [.text($0.usage), .text($0.abstract)] })))
        }
        let options = self.options(of: command)
        if !options.isEmpty {
            sections.append(.table(.init(name: "options", columns: ["option", "meaning"], rows: options.map { [.text($0.0), .text($0.1)] })))
        }
        return AdminOutput(sections: sections)
    }

    /// The options ArgumentParser lists for `command`, each with its help, --help left out.
    private static func options(of command: ParsableCommand.Type) -> [(String, String)] {
        let help = AdminCommands.helpMessage(for: command, columns: 10_000).split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = help.firstIndex(of: "OPTIONS:") else { return [] }
        return help[help.index(after: start)...].prefix { !$0.isEmpty }.compactMap { line in
            let text = line.trimmingCharacters(in: .whitespaces)
            guard !text.hasPrefix("-h, --help"), let gap = text.range(of: "  ") else { return nil }
            return (String(text[..<gap.lowerBound]), text[gap.upperBound...].trimmingCharacters(in: .whitespaces))
        }
    }

    /// Help as people read it: usage beside summary, each summary wrapped at spaces to fit `width`.
    static func text(_ output: AdminOutput, width: Int) -> String {
        var lines: [String] = []
        for section in output.sections {
            switch section {
            case .record(let record):
                for (name, cell) in record.fields {
                    guard case .text(let value) = cell else { continue }
                    lines += name == "usage" ? ["usage: " + value] : WordWrap.lines("  " + value, width: width)
                }
            case .table(let table):
                let heading = ["commands": "Commands:", "forms": "forms:", "options": "options:"][table.name] ?? table.name + ":"
                lines.append(heading)
                lines += table.rows.flatMap { row -> [String] in
                    guard case .text(let usage) = row[0], case .text(let summary) = row[1] else { return [] }
                    return entry(usage, summary, width: width)
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static let usageColumn = 34

    /// "  usage   summary", the summary wrapped under itself, or below the usage when the usage is too long or the
    /// terminal too narrow to keep them side by side.
    private static func entry(_ usage: String, _ summary: String, width: Int) -> [String] {
        let indent = usageColumn + 2
        guard width - indent >= 24 else {
            let usageLines = WordWrap.lines(usage, width: width - 4)
            return ["  " + usageLines[0]] + usageLines.dropFirst().map { "    " + $0 }
                + WordWrap.lines(summary, width: width - 6).map { "      " + $0 }
        }
        let wrapped = WordWrap.lines(summary, width: width - indent).map { String(repeating: " ", count: indent) + $0 }
        guard DisplayWidth.columns(of: usage) < usageColumn else {
            let usageLines = WordWrap.lines(usage, width: width - 4)
            return ["  " + usageLines[0]] + usageLines.dropFirst().map { "    " + $0 } + wrapped
        }
        return ["  " + FittedText.padded(usage, to: usageColumn) + wrapped[0].dropFirst(indent)] + wrapped.dropFirst()
    }
}
