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

    /// Every transcript's path under `Conversations/`; a missing folder throws.
    static func files() throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".convo") }.sorted()
    }

    /// Each transcript on each store, but those that need several servers, which share a database only on PostgreSQL.
    /// A transcript that does not parse still gets its cases, whose run says why.
    static func cases() throws -> [(String, TestStore)] {
        try files().flatMap { file in
            let servers = (try? transcript(file))?.serverCount ?? 1
            return TestStore.allCases.filter { servers == 1 || $0 == .postgres }.map { (file, $0) }
        }
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

    /// A transcript added to or taken from the folder changes this count too.
    @Test func theConversationsFolderHoldsAnExactCountOfTranscripts() throws {
        #expect(try Self.files().count == 198)
    }

    @Test(.timeLimit(.minutes(3)), arguments: try cases())
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
