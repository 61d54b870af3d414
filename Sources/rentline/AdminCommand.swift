import AdminConsole
import ArgumentParser
import Bot
import Foundation
import Marketplace

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension OutputFormat: ExpressibleByArgument {}

/// `rentline admin`: the moderation console, interactive on a terminal and scriptable everywhere else.
struct AdminCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "admin",
        abstract: "Moderate listings, reviews, users and reports, beside a running server.",
        discussion: """
            On a terminal, commands are typed at a prompt with line editing, history (in $RENTLINE_HISTORY or \
            ~/.rentline_history; lines mentioning a password, token or secret, or starting with a space, are not \
            kept) and Tab completion. Otherwise the commands given with -c, or else the lines on standard input, \
            are run in order. Type help in the console for the commands.

            Exit status: 0 when every command succeeded; 1 when any failed (a usage error or a refused action); \
            3 when --bail stopped at a failed command; 2 when the database can't be opened.
            """)

    @Option(help: "The server's SQLite database file.") var db = "rentline.sqlite"
    @Option(name: .customShort("c"), help: "Run this command and exit; repeat for more, run in order.")
    var commands: [String] = []
    @Flag(help: "Stop at the first command that fails, with exit status 3.") var bail = false
    @Option(help: "Print results as aligned tables, csv or json (one JSON object per command).")
    var format: OutputFormat = .table
    @Option(name: .customLong("as"), help: "The name the audit log records; the default is the OS user.")
    var actor: String?
    @Option(help: "The IANA time zone times are shown in.") var tz = TimeZone.current.identifier
    @Option(help: .hidden) var clock: String?

    func validate() throws {
        guard let zone = TimeZone(identifier: tz) else { throw ValidationError("\(tz) is not an IANA time zone, such as America/Los_Angeles.") }
        if let clock, ClockArgument.date(clock, in: zone) == nil {
            throw ValidationError("--clock takes a local time like 2026-11-21T09:00, not \(clock).")
        }
        if let actor, actor.trimmingCharacters(in: .whitespaces).isEmpty { throw ValidationError("--as needs a name.") }
    }

    func run() throws {
        guard FileManager.default.fileExists(atPath: db) else {
            FileHandle.standardError.write(Data("error: there is no database at \(db): pass --db with the server's file.\n".utf8))
            throw ExitCode(2)
        }
        let zone = TimeZone(identifier: tz)!
        let database: AppDatabase
        do {
            database = try AppDatabase.open(path: db)
        } catch {
            FileHandle.standardError.write(Data("error: can't open \(db) (\(error)).\n".utf8))
            throw ExitCode(2)
        }
        let fixed = clock.flatMap { ClockArgument.date($0, in: zone) }.map(ManualWallClock.init)
        let context = AdminContext(
            database: database, actor: actor ?? Self.osUser, clock: fixed ?? SystemWallClock(), timeZone: zone)
        let shell = AdminShell(context: context, format: format)
        if commands.isEmpty && isatty(STDIN_FILENO) == 1 {
            interact(shell, completer: AdminCompleter(database: database), actor: context.moderation.actor)
        } else {
            var input = StandardInputLines()
            let lines = commands.isEmpty ? AnySequence { AnyIterator { input.next() } } : AnySequence(commands)
            try runScript(lines, in: shell)
        }
    }

    private func runScript(_ lines: AnySequence<String>, in shell: AdminShell) throws {
        var failed = false
        for line in lines {
            let result = shell.run(line)
            Self.emit(result)
            if result.outcome == .quit { break }
            guard result.outcome == .succeeded else {
                if bail { throw ExitCode(3) }
                failed = true
                continue
            }
        }
        if failed { throw ExitCode(1) }
    }

    private func interact(_ shell: AdminShell, completer: AdminCompleter, actor: String) {
        let editor = LineEditor(historyPath: HistoryPolicy.path(environment: ProcessInfo.processInfo.environment)) {
            completer.candidates(line: $0, word: $1)
        }
        print("Rentline admin on \(db), as \(actor). Type help for the commands, quit to leave.")
        while let line = editor.readLine(prompt: "admin> ") {
            let result = shell.run(line)
            Self.emit(result)
            if result.outcome == .quit { break }
        }
    }

    private static func emit(_ result: AdminShell.Result) {
        if !result.output.isEmpty { FileHandle.standardOutput.write(Data(result.output.utf8)) }
        if !result.errors.isEmpty { FileHandle.standardError.write(Data(result.errors.utf8)) }
    }

    private static var osUser: String {
        if let name = ProcessInfo.processInfo.environment["USER"], !name.isEmpty { return name }
        guard let entry = getpwuid(getuid()), let name = entry.pointee.pw_name else { return "admin" }
        return String(cString: name)
    }
}
