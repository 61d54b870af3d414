import AdminConsole
import ArgumentParser
import Foundation
import Marketplace
import Transcripts

/// `rentline replay`: plays a transcript against a running server and reports the first difference.
struct ReplayCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Run a .convo transcript against a running server (start it with --clock and a fresh --db).")

    @Argument(help: "The transcript file.") var file: String
    @Option(help: "The server's address.") var host = "127.0.0.1"
    @Option(help: "The server's port.") var port = 4000
    @Option(help: "The server's database, for transcripts with admin lines (run as the console would).") var db: String?

    func run() async throws {
        let text: String
        do {
            text = try String(contentsOfFile: file, encoding: .utf8)
        } catch {
            throw ValidationError("Cannot read \(file): give the path of a .convo transcript, as in Conversations/accounts/password_prompt.convo.")
        }
        let transcript = try Transcript(parsing: text)
        do {
            let admin = try db.map { path in
                AdminShell(
                    context: AdminContext(
                        database: try AppDatabase.open(path: path), actor: "admin", clock: SystemWallClock(),
                        timeZone: .current),
                    format: .table)
            }
            try await TranscriptRunner(host: host, port: port, admin: admin).run(transcript)
            print("\(file): ok, \(transcript.steps.count) steps")
        } catch {
            print("\(file): \(error)")
            throw ExitCode.failure
        }
    }
}
