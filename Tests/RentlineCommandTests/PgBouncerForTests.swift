import Foundation
import Testing

/// A PgBouncer in transaction mode in front of a test cluster's database, started by `scripts/pgbouncer-test.sh`
/// for one test and stopped after it.
enum PgBouncerForTests {
    private static let script = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("scripts/pgbouncer-test.sh").path

    struct Failure: Error, CustomStringConvertible {
        let command: String
        var description: String { "\(command) failed; its reason is on standard error" }
    }

    /// Runs `body` with the URL of `url`'s database through a pooler of its own (`url` names a database by its
    /// Unix socket directory, as the test cluster's URLs do).
    static func inFront<T: Sendable>(of url: String, _ body: (String) async throws -> T) async throws -> T {
        let components = try #require(URLComponents(string: url))
        let clusterDirectory = try #require(components.queryItems?.first { $0.name == "host" }?.value)
        let directory = "/tmp/rentline-pgb-\(getpid())-\(UUID().uuidString.prefix(8))"
        try run("start", directory, clusterDirectory)
        defer { try? run("stop", directory) }
        return try await body(url.replacingOccurrences(of: "host=\(clusterDirectory)", with: "host=\(directory)"))
    }

    /// `system`, as the cluster's script is run: Foundation's `waitUntilExit` never returned when called from a task.
    private static func run(_ arguments: String...) throws {
        let command = "bash " + ([script] + arguments).map { "'\($0)'" }.joined(separator: " ")
        guard system(command + " >/dev/null") == 0 else { throw Failure(command: command) }
    }
}
