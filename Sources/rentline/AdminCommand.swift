import AdminConsole
import ArgumentParser
import Bot
import Foundation
import Logging
import Marketplace
import TerminalLayout

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension OutputFormat: ExpressibleByArgument {}

/// `rentline admin`: the moderation console, interactive on a terminal and scriptable everywhere else.
struct AdminCommand: AsyncParsableCommand {
    /// The exit statuses, as the README and --help list them.
    enum Status {
        static let commandFailed: Int32 = 1
        static let bailed: Int32 = 3
        static let databaseRefused: Int32 = 4
    }

    static let configuration = CommandConfiguration(
        commandName: "admin",
        abstract: "Moderate listings, reviews, users and reports, beside a running server.",
        discussion: """
            On a terminal, commands are typed at a prompt with line editing, history (in $RENTLINE_HISTORY or \
            ~/.rentline_history; lines mentioning a password, token or secret, or starting with a space, are not \
            kept), Tab completion and Ctrl-C to drop the line typed so far. Otherwise the commands given with -c, or \
            else the lines on standard input, are run in order, and a failure names its line. Type help in the \
            console for the commands.

            Only a Rentline database is opened: another program's file, one that isn't SQLite, or one whose tables \
            don't match the migrations it records, is left as it was. A file that doesn't exist yet, or is empty, \
            becomes a new Rentline database only with --create, and only --create brings an older Rentline's \
            database up to date. A PostgreSQL URL opens the database the servers share, brought up to date as a \
            server would.

            Exit status: 0 when every command succeeded; 1 when any failed (a usage error, a refused action, or a \
            change refused by --read-only); 2 when the flags are wrong; 3 when --bail stopped at a failed command; \
            4 when the database wasn't opened (missing, empty, not Rentline's, an older Rentline's without --create, \
            damaged or unreadable); 130 when Ctrl-C stopped a script.
            """,
        version: RentlineVersion.number)

    @Option(help: "The server's SQLite database file, or the servers' PostgreSQL URL: postgresql://USER@HOST:PORT/DB.")
    var db = "rentline.sqlite"
    @Flag(help: "Make a new Rentline database when the file doesn't exist yet or is empty, or bring an older Rentline's database up to date.")
    var create = false
    @Flag(help: "Open the database read-only: nothing in it changes, and commands that would change it are refused.")
    var readOnly = false
    @Option(name: .customShort("c"), help: "Run this command and exit; repeat for more, run in order.")
    var commands: [String] = []
    @Flag(help: "Stop at the first command that fails, with exit status 3.") var bail = false
    @Option(help: "Print results as aligned tables, csv or json (one JSON object per command).")
    var format: OutputFormat = .table
    @Flag(help: "Show each row of a table as a block of column | value lines (\\x in the console).") var expanded = false
    @Flag(help: "Never send output through $PAGER (\\pager off in the console).") var noPager = false
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
        if case .postgres = try DatabaseLocation.validated(db), readOnly {
            throw ValidationError("--read-only opens SQLite files; on PostgreSQL, connect as a role granted only SELECT.")
        }
        if create && readOnly {
            throw ValidationError("--create and --read-only don't go together: use --create once to make the database, then --read-only.")
        }
    }

    func run() async throws {
        let database: AppDatabase
        switch try DatabaseLocation(db) {
        case .sqlite(let path):
            do {
                database = try AdminDatabase.open(path: path, create: create, readOnly: readOnly)
            } catch {
                FileHandle.standardError.write(Data("rentline admin: \(error.message)\n".utf8))
                throw ExitCode(Status.databaseRefused)
            }
        case .postgres(let endpoint, let shown):
            do {
                database = try await AppDatabase.open(
                    postgres: endpoint.configuration, preparesStatements: endpoint.preparesStatements, maximumReaders: 1,
                    logger: Logger(label: "rentline.admin"))
            } catch {
                FileHandle.standardError.write(Data("rentline admin: \(shown) could not be opened: \(error)\n".utf8))
                throw ExitCode(Status.databaseRefused)
            }
        }
        do {
            try console(on: database)
        } catch {
            try? await database.close()
            throw error
        }
        try await database.close()
    }

    private func console(on database: AppDatabase) throws {
        let zone = TimeZone(identifier: tz)!
        let fixed = clock.flatMap { ClockArgument.date($0, in: zone) }.map(ManualWallClock.init)
        let context = AdminContext(
            database: database, actor: actor ?? Self.osUser, clock: fixed ?? SystemWallClock(), timeZone: zone, readOnly: readOnly)
        var shell = AdminShell(
            context: context, format: format,
            settings: ConsoleSettings(width: TerminalSize.current().columns, expanded: expanded, pager: !noPager))
        let output = ConsoleOutput(pager: Pager.forStandardOutput())
        if commands.isEmpty && isatty(STDIN_FILENO) == 1 {
            interact(&shell, output: output, completer: AdminCompleter(database: database))
        } else if commands.isEmpty {
            var input = StandardInputLines()
            var number = 0
            try runScript(AnySequence { AnyIterator { input.next().map { number += 1; return ($0, ScriptPlace.line(number)) } } }, &shell, output)
        } else {
            try runScript(AnySequence(commands.enumerated().map { ($1, ScriptPlace.option($0 + 1)) }), &shell, output)
        }
    }

    private func runScript(_ lines: AnySequence<(String, ScriptPlace)>, _ shell: inout AdminShell, _ output: ConsoleOutput) throws {
        var failed = false
        for (line, place) in lines {
            let result = shell.run(line, at: place)
            output.emit(result, settings: shell.settings)
            if result.outcome == .quit { break }
            guard result.outcome == .succeeded else {
                if bail { throw ExitCode(Status.bailed) }
                failed = true
                continue
            }
        }
        if failed { throw ExitCode(Status.commandFailed) }
    }

    private func interact(_ shell: inout AdminShell, output: ConsoleOutput, completer: AdminCompleter) {
        let editor = LineEditor(historyPath: HistoryPolicy.path(environment: ProcessInfo.processInfo.environment)) {
            completer.candidates(line: $0, word: $1)
        }
        let mode = readOnly ? ", read-only" : ""
        let place = (try? DatabaseLocation(db)).map { "\($0)" } ?? db
        let greeting = "Rentline admin on \(place), as \(shell.context.moderation.actor)\(mode). Type help for the commands, quit to leave."
        for line in WordWrap.lines(greeting, width: TerminalSize.current().columns) { print(line) }
        while let line = editor.readLine(prompt: "admin> ") {
            shell.settings.width = TerminalSize.current().columns
            let result = shell.run(line)
            output.emit(result, settings: shell.settings)
            if result.outcome == .quit { break }
        }
    }

    private static var osUser: String {
        if let name = ProcessInfo.processInfo.environment["USER"], !name.isEmpty { return name }
        guard let entry = getpwuid(getuid()), let name = entry.pointee.pw_name else { return "admin" }
        return String(cString: name)
    }
}
