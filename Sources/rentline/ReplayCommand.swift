import AdminConsole
import ArgumentParser
import Foundation
import Logging
import Marketplace
import Transcripts

/// `rentline replay`: plays a transcript against a running server and reports the first difference.
struct ReplayCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Run a .convo transcript against a running server (start it with --clock and a fresh --db).")

    @Argument(help: "The transcript file.") var file: String
    @Option(help: "The server's address.") var host = "127.0.0.1"
    @Option(help: "The server's port; repeated, the ports of servers 1, 2… for transcripts that name them with @server.")
    var port: [Int] = [4000]
    @Option(help: "The server's database (a SQLite file or a PostgreSQL URL), for transcripts with admin lines (run as the console would).")
    var db: String?

    func validate() throws {
        if let db { _ = try DatabaseLocation.validated(db) }
    }

    func run() async throws {
        let text: String
        do {
            text = try String(contentsOfFile: file, encoding: .utf8)
        } catch {
            throw ValidationError("Cannot read \(file): give the path of a .convo transcript, as in Conversations/accounts/password_prompt.convo.")
        }
        let transcript = try Transcript(parsing: text)
        var database: AppDatabase?
        do {
            if let db {
                database = try await AppDatabase.open(
                    DatabaseLocation(db), maximumReaders: 1, logger: Logger(label: "rentline.replay"))
            }
            let admin = database.map { database in
                AdminShell(
                    context: AdminContext(database: database, actor: "admin", clock: SystemWallClock(), timeZone: .current),
                    format: .table)
            }
            try await TranscriptRunner(host: host, ports: port, admin: admin).run(transcript)
            try await database?.close()
            print("\(file): ok, \(transcript.steps.count) steps")
        } catch {
            try? await database?.close()
            print("\(file): \(error)")
            throw ExitCode.failure
        }
    }
}
