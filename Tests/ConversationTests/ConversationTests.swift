import Foundation
import LineServer
import Marketplace
import RentlineTesting
import Testing
import Transcripts

/// Every transcript under `Conversations/` runs against its own server with a fresh database, on each store.
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

    /// Each transcript on each store, but those that need several servers, which share a database only on PostgreSQL.
    static let cases: [(String, TestStore)] = files.flatMap { file in
        let servers = (try? transcript(file))?.serverCount ?? 1
        return TestStore.allCases.filter { servers == 1 || $0 == .postgres }.map { (file, $0) }
    }

    /// A transcript's `@limit` names no allowance a server has.
    struct UnknownLimit: Error, CustomStringConvertible {
        let name: String
        var description: String { "@limit \(name) is not an allowance: use one of \(Allowances.names.keys.sorted())" }
    }

    /// The test server's allowances with the transcript's `@limit`s applied.
    static func allowances(_ transcript: Transcript) throws -> Allowances {
        var allowances = TestServer.allowances
        for (name, value) in transcript.limits where name != "password-checks" {
            guard let path = Allowances.names[name] else { throw UnknownLimit(name: name) }
            allowances[keyPath: path] = value
        }
        return allowances
    }

    static func transcript(_ file: String) throws -> Transcript {
        try Transcript(parsing: String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8))
    }

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

    @Test(.timeLimit(.minutes(3)), arguments: cases)
    func transcript(_ file: String, on store: TestStore) async throws {
        let transcript = try Self.transcript(file)
        let hasher = transcript.passwordChecks.map { places in
            PasswordHasher(
                rounds: TestServer.hasher.rounds, limits: HashingPool.Limits(running: places, waiting: 0, perSource: max(1, places)))
        }
        try await TestServer.withServers(
            transcript.serverCount, on: store, limits: Self.limits, seed: transcript.seed,
            allowances: try Self.allowances(transcript),
            hasher: hasher ?? TestServer.hasher
        ) { servers in
            do {
                try await TranscriptRunner(
                    ports: servers.map(\.port), admin: servers[0].adminShell(),
                    consoleHeard: { for server in servers { await server.catchUpWithConsole() } }
                ).run(transcript)
            } catch let mismatch as TranscriptRunner.Mismatch {
                Issue.record("\(file) on \(store):\(mismatch)")
            }
        }
    }
}
