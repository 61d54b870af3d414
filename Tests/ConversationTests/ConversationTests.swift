import Foundation
import LineServer
import Marketplace
import RentlineTesting
import Testing
import Transcripts

/// Every transcript under `Conversations/` runs against its own server with a fresh database.
struct ConversationTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Conversations")

    static let files: [String] = {
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        let urls = (enumerator?.allObjects as? [URL]) ?? []
        let prefix = folder.path + "/"
        return urls.filter { $0.pathExtension == "convo" }
            .map { $0.path.hasPrefix(prefix) ? String($0.path.dropFirst(prefix.count)) : $0.path }
            .sorted()
    }()

    /// Transcripts type faster than people: the command rate limit has its own tests and stays out of their way.
    static let limits = {
        var limits = ServerLimits()
        limits.commandBurst = 100_000
        limits.commandsPerSecond = 100_000
        return limits
    }()

    @Test func theConversationsFolderHoldsTranscripts() {
        #expect(Self.files.count >= 9)
    }

    @Test(.timeLimit(.minutes(1)), arguments: files)
    func transcript(_ file: String) async throws {
        let text = try String(contentsOf: Self.folder.appendingPathComponent(file), encoding: .utf8)
        let transcript = try Transcript(parsing: text)
        let hasher = transcript.passwordChecks.map { places in
            PasswordHasher(
                rounds: TestServer.hasher.rounds, limits: HashingPool.Limits(running: places, waiting: 0, perSource: max(1, places)))
        }
        try await TestServer.withServer(
            limits: Self.limits, seed: transcript.seed,
            signupsPerAddressPerHour: transcript.signupsPerAddressPerHour ?? TestServer.signupsPerAddressPerHour,
            hasher: hasher ?? TestServer.hasher
        ) { server in
            do {
                try await TranscriptRunner(port: server.port, admin: server.adminShell()).run(transcript)
            } catch let mismatch as TranscriptRunner.Mismatch {
                Issue.record("\(file):\(mismatch)")
            }
        }
    }
}
