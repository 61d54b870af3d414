import Foundation
import Logging
import Marketplace
import PostgresNIO

#if canImport(Glibc)
import Glibc
#endif

/// The throwaway PostgreSQL cluster the tests share: the one `RENTLINE_TEST_POSTGRES` names (its socket directory),
/// or one this process starts with `scripts/postgres-test-cluster.sh` on first use and stops when it exits.
public actor PostgresTestCluster {
    public static let shared = PostgresTestCluster()

    private var socketDirectory: String?
    private var databaseCount = 0
    private var template: Task<String, any Error>?

    /// Reads in flight per test store: tests run many at once on one cluster, and each read holds a connection.
    static let maximumReaders = 3

    /// A fresh migrated database with the reference data, copied from a template built once per process, opened
    /// for `body` and dropped afterwards.
    public static func withFreshAppDatabase<T: Sendable>(_ body: (AppDatabase) async throws -> T) async throws -> T {
        try await withFreshAppDatabases(1) { try await body($0[0]) }
    }

    /// One fresh database as `withFreshAppDatabase` makes it, opened `count` times, as servers of their own open it.
    public static func withFreshAppDatabases<T: Sendable>(
        _ count: Int, _ body: ([AppDatabase]) async throws -> T
    ) async throws -> T {
        let template = try await shared.templateDatabase()
        return try await withFreshDatabase(from: template) { configuration in
            var databases: [AppDatabase] = []
            do {
                for _ in 0..<count {
                    databases.append(
                        try await AppDatabase.open(
                            postgres: configuration, maximumReaders: maximumReaders, logger: quietLogger))
                }
                let value = try await body(databases)
                for database in databases { try await database.close() }
                return value
            } catch {
                for database in databases { try? await database.close() }
                throw error
            }
        }
    }

    /// The template's name, built by the first test that asks; the others wait for that one.
    private func templateDatabase() async throws -> String {
        if let template { return try await template.value }
        let directory = try runningCluster()
        let building = Task {
            let name = "rentline_template_\(getpid())"
            try await Self.withAdminConnection(directory) { admin, logger in
                _ = try await admin.query(PostgresQuery(unsafeSQL: "CREATE DATABASE \(name)"), logger: logger)
            }
            let database = try await AppDatabase.open(
                postgres: Self.configuration(directory, database: name), maximumReaders: 1, logger: Self.quietLogger)
            try await database.close()
            return name
        }
        template = building
        return try await building.value
    }

    /// Runs `body` on a connection to the cluster's `postgres` database, closed afterwards whatever happens.
    private static func withAdminConnection<T: Sendable>(
        _ directory: String, _ body: (PostgresConnection, Logger) async throws -> T
    ) async throws -> T {
        let admin = try await PostgresConnection.connect(
            configuration: configuration(directory, database: "postgres"), id: 0, logger: quietLogger)
        do {
            let value = try await body(admin, quietLogger)
            try await admin.close()
            return value
        } catch {
            try? await admin.close()
            throw error
        }
    }

    private static let quietLogger = {
        var logger = Logger(label: "rentline.tests.postgres")
        logger.logLevel = .warning
        return logger
    }()

    /// Runs `sql` as the cluster's superuser, on the `postgres` database: for tests that do to a database what an
    /// operator would (end its connections, refuse new ones).
    public static func runAsOperator(_ sql: String) async throws {
        let directory = try await shared.runningCluster()
        try await withAdminConnection(directory) { admin, logger in
            _ = try await admin.query(PostgresQuery(unsafeSQL: sql), logger: logger)
        }
    }

    /// A new, empty database of its own for `body`, dropped afterwards.
    public static func withFreshDatabase<T: Sendable>(
        from template: String? = nil, _ body: (PostgresConnection.Configuration) async throws -> T
    ) async throws -> T {
        try await withFreshDatabaseNamed(from: template) { directory, name in
            try await body(configuration(directory, database: name))
        }
    }

    /// A fresh database as `withFreshAppDatabase` makes it, named by the URL `rentline --db` takes, for tests of
    /// the command.
    public static func withFreshDatabaseURL<T: Sendable>(_ body: (String) async throws -> T) async throws -> T {
        let template = try await shared.templateDatabase()
        return try await withFreshDatabaseNamed(from: template) { directory, name in
            try await body("postgresql://postgres@/\(name)?host=\(directory)")
        }
    }

    /// At most `turns` tests hold a database at once: the whole suite starts together, and each database holds
    /// connections and a share of one cluster's work.
    private static let turns = Turns(8)

    private static func withFreshDatabaseNamed<T: Sendable>(
        from template: String?, _ body: (_ directory: String, _ name: String) async throws -> T
    ) async throws -> T {
        await turns.take()
        do {
            let value = try await withFreshDatabaseNow(from: template, body)
            await turns.give()
            return value
        } catch {
            await turns.give()
            throw error
        }
    }

    private static func withFreshDatabaseNow<T: Sendable>(
        from template: String?, _ body: (_ directory: String, _ name: String) async throws -> T
    ) async throws -> T {
        let (directory, name) = try await shared.newDatabaseName()
        let copying = template.map { " TEMPLATE \($0)" } ?? ""
        try await withAdminConnection(directory) { admin, logger in
            _ = try await admin.query(PostgresQuery(unsafeSQL: "CREATE DATABASE \(name)\(copying)"), logger: logger)
        }
        let result: Result<T, any Error>
        do {
            result = .success(try await body(directory, name))
        } catch {
            result = .failure(error)
        }
        try await withAdminConnection(directory) { admin, logger in
            _ = try await admin.query(PostgresQuery(unsafeSQL: "DROP DATABASE \(name) WITH (FORCE)"), logger: logger)
        }
        return try result.get()
    }

    /// How a test connects to database `name` of the cluster in `directory`.
    public static func configuration(_ directory: String, database name: String) -> PostgresConnection.Configuration {
        PostgresConnection.Configuration(
            unixSocketPath: directory + "/.s.PGSQL.5432", username: "postgres", password: nil, database: name)
    }

    private func newDatabaseName() throws -> (directory: String, name: String) {
        databaseCount += 1
        return (try runningCluster(), "rentline_test_\(getpid())_\(databaseCount)")
    }

    func runningCluster() throws -> String {
        if let socketDirectory { return socketDirectory }
        if let named = ProcessInfo.processInfo.environment["RENTLINE_TEST_POSTGRES"], !named.isEmpty {
            socketDirectory = named
            return named
        }
        let directory = "/tmp/rentline-pg-\(getpid())"
        try Self.runScript("start", directory)
        startedCluster = strdup(directory)
        atexit {
            guard let directory = startedCluster else { return }
            try? PostgresTestCluster.runScript("stop", String(cString: directory))
        }
        socketDirectory = directory
        return directory
    }

    /// Runs the cluster script; its messages go to standard error. (`system`, not `Process`: Foundation's
    /// `waitUntilExit` never returned here when called from a task, and an exit handler can't await.)
    nonisolated static func runScript(_ arguments: String...) throws {
        let script = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("scripts/postgres-test-cluster.sh").path
        let command = ([script] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        guard system("PGPORT=5432 bash " + command.joined(separator: " ") + " >/dev/null") == 0 else {
            throw ClusterFailure(arguments: arguments)
        }
    }

    struct ClusterFailure: Error, CustomStringConvertible {
        let arguments: [String]
        var description: String {
            "scripts/postgres-test-cluster.sh \(arguments.joined(separator: " ")) failed; its reason is on standard error"
        }
    }
}

/// The cluster this process started, for the exit handler (which can't capture it).
nonisolated(unsafe) private var startedCluster: UnsafeMutablePointer<CChar>?

/// Lets a fixed number of holders in at once; the others wait their turn, first come first served.
actor Turns {
    private var free: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(_ width: Int) {
        free = width
    }

    func take() async {
        guard free == 0 else {
            free -= 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    func give() {
        if waiting.isEmpty {
            free += 1
        } else {
            waiting.removeFirst().resume()
        }
    }
}
