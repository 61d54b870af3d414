import ArgumentParser
import Foundation
import RentlineTesting

/// `rentline replay`: plays a transcript against a running server and reports the first difference.
struct ReplayCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Run a .convo transcript against a running server (start it with --clock and a fresh --db).")

    @Argument(help: "The transcript file.") var file: String
    @Option(help: "The server's address.") var host = "127.0.0.1"
    @Option(help: "The server's port.") var port = 4000

    func run() async throws {
        let text: String
        do {
            text = try String(contentsOfFile: file, encoding: .utf8)
        } catch {
            throw ValidationError("Cannot read \(file): give the path of a .convo transcript, as in Conversations/accounts/password_prompt.convo.")
        }
        let transcript = try Transcript(parsing: text)
        do {
            try await TranscriptRunner(host: host, port: port).run(transcript)
            print("\(file): ok, \(transcript.steps.count) steps")
        } catch {
            print("\(file): \(error)")
            throw ExitCode.failure
        }
    }
}
