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

    public init(context: AdminContext, format: OutputFormat) {
        self.context = context
        self.format = format
    }

    public func run(_ line: String) -> Result {
        let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.allSatisfy(\.isWhitespace) || trimmed.hasPrefix("#") {
            return Result(outcome: .succeeded, output: "", errors: "")
        }
        if TerminalText.containsForbidden(trimmed) {
            return failure(
                .usageError,
                "That line has a control character in it (an escape, a backspace or a text-direction mark), so nothing was done: type it again without it.")
        }
        if ["quit", "exit", "\\q"].contains(trimmed.lowercased()) { return Result(outcome: .quit, output: "", errors: "") }
        let words: [String]
        do {
            words = try CommandLineSplitter.split(trimmed)
        } catch {
            return failure(.usageError, "A quote is not closed: close it, as in: hide listing 3 \"misleading photos\"")
        }
        guard let first = words.first else { return Result(outcome: .succeeded, output: "", errors: "") }
        if first.lowercased() == "help" { return help(Array(words.dropFirst())) }
        guard AdminCommands.subcommandNames(after: []).contains(first) else {
            return failure(.usageError, "There is no command \(first): type help to list them.")
        }
        let parsed: ParsableCommand
        do {
            parsed = try AdminCommands.parseAsRoot(words)
        } catch {
            let message = AdminCommands.message(for: error).trimmingCharacters(in: .whitespacesAndNewlines)
            return failure(.usageError, "\(message); type help \(first) to see how it's used.")
        }
        guard let command = parsed as? ConsoleCommand else {
            let names = AdminCommands.subcommandNames(after: [first])
            let choices = names.count > 1 ? names.dropLast().joined(separator: ", ") + " or " + names.last! : names.joined()
            return failure(.usageError, "\(first) needs what to act on: \(first) \(choices); type help \(first) for more.")
        }
        do {
            let output = try command.run(in: context)
            return Result(outcome: .succeeded, output: format.render(output, in: context.timeZone), errors: "")
        } catch let refusal as any UserFacingError {
            return failure(.failed, refusal.message)
        } catch let error as ValidationError {
            return failure(.usageError, error.message)
        } catch {
            return failure(
                .failed,
                "The database could not do that, so nothing was changed: try again, and if it keeps failing, check the file with: sqlite3 FILE 'PRAGMA integrity_check'")
        }
    }

    private func failure(_ outcome: Outcome, _ message: String) -> Result {
        let (output, errors) = format.renderFailure(message)
        return Result(outcome: outcome, output: output, errors: errors)
    }

    /// `help` lists every command; `help hide listing` shows one in full.
    private func help(_ path: [String]) -> Result {
        guard !path.isEmpty else {
            let summaries = AdminCommands.summaries + [("help [COMMAND]", "Show the commands, or one in full."), ("quit", "Leave.")]
            let width = 34
            let lines = summaries.map { usage, abstract in
                usage.count < width
                    ? "  " + usage.padding(toLength: width, withPad: " ", startingAt: 0) + abstract
                    : "  " + usage + "\n" + String(repeating: " ", count: width + 2) + abstract
            }
            let text = (["Commands:"] + lines).joined(separator: "\n") + "\n"
            return Result(outcome: .succeeded, output: text, errors: "")
        }
        guard let command = AdminCommands.command(at: path.map { $0.lowercased() }) else {
            return failure(.usageError, "There is no command \(path.joined(separator: " ")): type help to list them.")
        }
        let name = path.map { $0.lowercased() }.joined(separator: " ")
        let usage = command.configuration.usage.map { "\(name) \($0)" } ?? name
        let children = command.configuration.subcommands.compactMap { $0.configuration.commandName }
        var lines = ["usage: " + (children.isEmpty ? usage : "\(name) \(children.joined(separator: "|")) ..."), "  " + command.configuration.abstract]
        let help = AdminCommands.helpMessage(for: command).split(separator: "\n", omittingEmptySubsequences: false)
        if let start = help.firstIndex(of: "OPTIONS:") {
            let options = help[help.index(after: start)...].prefix { !$0.isEmpty }.filter { !$0.contains("--help") }
            if !options.isEmpty { lines += ["options:"] + options.map(String.init) }
        }
        return Result(outcome: .succeeded, output: lines.joined(separator: "\n") + "\n", errors: "")
    }
}
