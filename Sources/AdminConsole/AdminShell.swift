import ArgumentParser
import Intents
import Marketplace

/// Runs console lines one at a time and renders what each prints, in the chosen format.
public struct AdminShell: Sendable {
    /// How a line went, which decides the exit status of a script.
    public enum Outcome: Sendable, Equatable {
        case succeeded, usageError, failed, quit
    }

    /// A line's outcome with what goes to standard output and to standard error.
    public struct Result: Sendable, Equatable {
        public var outcome: Outcome
        public var output: String
        public var errors: String
    }

    public let context: AdminContext
    public let format: OutputFormat
    public var settings: ConsoleSettings

    public init(context: AdminContext, format: OutputFormat, settings: ConsoleSettings = ConsoleSettings()) {
        self.context = context
        self.format = format
        self.settings = settings
    }

    /// Runs `line`; a script passes where the line came from, which its error names.
    public mutating func run(_ line: String, at place: ScriptPlace? = nil) -> Result {
        let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.allSatisfy(\.isWhitespace) || trimmed.hasPrefix("#") {
            return Result(outcome: .succeeded, output: "", errors: "")
        }
        if TerminalText.containsForbidden(trimmed) {
            return failure(
                .usageError,
                "That line has a control character in it (an escape, a backspace or a text-direction mark), so nothing was done: type it again without it.",
                at: place)
        }
        if trimmed.hasPrefix("\\") {
            let parts = trimmed.split(whereSeparator: \.isWhitespace).map(String.init)
            return backslash(parts[0].lowercased(), Array(parts.dropFirst()), at: place)
        }
        var words: [String]
        do {
            words = try CommandLineSplitter.split(trimmed)
        } catch {
            return failure(.usageError, "A quote is not closed: close it, as in: hide listing 3 \"misleading photos\"", at: place)
        }
        guard let first = words.first?.lowercased() else { return Result(outcome: .succeeded, output: "", errors: "") }
        if ["quit", "exit"].contains(first) { return Result(outcome: .quit, output: "", errors: "") }
        if first == "help" { return help(words.dropFirst().map { $0.lowercased() }, at: place) }
        guard AdminCommands.subcommandNames(after: []).contains(first) else {
            return failure(.usageError, "There is no command \(words[0]): type help to list them.", at: place)
        }
        words[0] = first
        let objects = AdminCommands.subcommandNames(after: [first])
        if !objects.isEmpty {
            guard words.count > 1 else {
                return failure(.usageError, "\(first) needs what to act on: \(first) \(ConsoleList.or(objects)); type help \(first) for more.", at: place)
            }
            words[1] = words[1].lowercased()
        }
        let command: any ConsoleCommand
        do {
            guard let parsed = try AdminCommands.parseAsRoot(words) as? any ConsoleCommand else {
                return failure(.usageError, "\(first) needs what to act on: \(first) \(ConsoleList.or(objects)); type help \(first) for more.", at: place)
            }
            command = parsed
        } catch {
            var message = AdminCommands.message(for: error).trimmingCharacters(in: .whitespacesAndNewlines)
            if message.hasSuffix(".") { message.removeLast() }
            return failure(.usageError, "\(message); type help \(first) to see how it's used.", at: place)
        }
        if context.readOnly && type(of: command).writes {
            return failure(
                .failed,
                "This console was opened with --read-only, so \(first) was refused and nothing changed: start rentline admin without --read-only to make changes.",
                at: place)
        }
        do {
            return succeeded(try command.run(in: context))
        } catch let refusal as any ConsoleRefusal {
            return failure(.failed, refusal.message, at: place)
        } catch let error as ValidationError {
            return failure(.usageError, error.message, at: place)
        } catch {
            return failure(
                .failed,
                "The database could not do that, so nothing was changed: try again, and if it keeps failing, check the file with: sqlite3 FILE 'PRAGMA integrity_check'",
                at: place)
        }
    }

    private func succeeded(_ output: AdminOutput) -> Result {
        Result(outcome: .succeeded, output: format.render(output, in: context.timeZone, settings: settings), errors: "")
    }

    private func failure(_ outcome: Outcome, _ message: String, at place: ScriptPlace?) -> Result {
        let (output, errors) = format.renderFailure(message, at: place)
        return Result(outcome: outcome, output: output, errors: errors)
    }

    /// psql's backslash commands: `\?`, `\q`, `\x` and `\pager`, each alone or with on or off.
    private mutating func backslash(_ command: String, _ arguments: [String], at place: ScriptPlace?) -> Result {
        let setting = arguments.first?.lowercased()
        guard arguments.count <= 1, setting == nil || setting == "on" || setting == "off" else {
            return failure(.usageError, "\(command) takes on, off or nothing (to switch), not \(arguments.joined(separator: " ")).", at: place)
        }
        switch command {
        case "\\?": return help([], at: place)
        case "\\q": return Result(outcome: .quit, output: "", errors: "")
        case "\\x":
            settings.expanded = setting.map { $0 == "on" } ?? !settings.expanded
            return succeeded(AdminOutput(message: "Expanded display is \(settings.expanded ? "on" : "off")."))
        case "\\pager":
            settings.pager = setting.map { $0 == "on" } ?? !settings.pager
            return succeeded(AdminOutput(message: "The pager is \(settings.pager ? "on" : "off")."))
        default:
            return failure(.usageError, "There is no command \(command): type \\? or help to list them.", at: place)
        }
    }

    /// `help` lists every command; `help hide listing` shows one in full.
    private func help(_ path: [String], at place: ScriptPlace?) -> Result {
        let output: AdminOutput
        if path.isEmpty {
            output = ConsoleHelp.all
        } else if let one = ConsoleHelp.one(path) {
            output = one
        } else {
            return failure(.usageError, "There is no command \(path.joined(separator: " ")): type help to list them.", at: place)
        }
        guard format == .table else { return succeeded(output) }
        return Result(outcome: .succeeded, output: ConsoleHelp.text(output, width: settings.width ?? .max), errors: "")
    }
}
