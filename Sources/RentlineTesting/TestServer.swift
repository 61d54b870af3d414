import AdminConsole
import Bot
import Foundation
import LineServer
import Logging
import Marketplace

/// A real server on a free port with a fresh database and a fixed clock, for one test.
public struct TestServer: Sendable {
    /// The fixed time tests start at: Saturday 2026-11-21, 9:00 in Los Angeles.
    public static let startTime = ClockArgument.date("2026-11-21T09:00", in: timeZone)!
    public static let timeZone = TimeZone(identifier: "America/Los_Angeles")!
    /// Cheap hashing keeps tests fast; the stored format and the code path are the production ones. Its pool
    /// admits everything, since every test's clients share one address; the pool has tests of its own.
    public static let hasher = PasswordHasher(
        rounds: 1_000, limits: HashingPool.Limits(running: 2, waiting: 100_000, perSource: 100_000))
    /// Accounts one address may make in an hour on a test server unless a test says otherwise: every test's
    /// clients share 127.0.0.1.
    public static let signupsPerAddressPerHour = 100_000

    public let port: Int
    public let clock: ManualWallClock
    public let hub: EventHub
    public let database: AppDatabase
    let server: LineServer

    /// An admin console on the server's database, on the server's clock: through a connection of its own on SQLite,
    /// as `rentline admin` would open it, or through the server's own store on PostgreSQL.
    public func adminShell(actor: String = "admin") throws -> AdminShell {
        let console = try database.filePath.map(AppDatabase.open(path:)) ?? database
        return AdminShell(
            context: AdminContext(database: console, actor: actor, clock: clock, timeZone: Self.timeZone), format: .table)
    }

    /// Starts the server's graceful shutdown, as SIGTERM would.
    public func shutdown() {
        server.shutdown()
    }

    /// Starts a server, runs `body` against it, then shuts the server down and deletes its database.
    public static func withServer<T: Sendable>(
        limits: ServerLimits = ServerLimits(), seed: UInt64? = nil,
        signupsPerAddressPerHour: Int = TestServer.signupsPerAddressPerHour, hasher: PasswordHasher = TestServer.hasher,
        _ body: (TestServer) async throws -> T
    ) async throws -> T {
        try await TestDatabase.withFresh { database in
            let clock = ManualWallClock(startTime)
            let configuration = BotConfiguration(
                database: database, clock: clock, manualClock: clock, hasher: hasher, timeZone: timeZone, seed: seed,
                signupsPerAddressPerHour: signupsPerAddressPerHour)
            return try await run(configuration, clock: clock, limits: limits, body)
        }
    }

    private static func run<T: Sendable>(
        _ configuration: BotConfiguration, clock: ManualWallClock, limits: ServerLimits,
        _ body: (TestServer) async throws -> T
    ) async throws -> T {
        let hub = EventHub()
        var logger = Logger(label: "rentline.test")
        logger.logLevel = .critical
        let database = configuration.database
        let bot = Bot(configuration: configuration, hub: hub, logger: logger)
        try await bot.startFollowingAdminSignals()
        let server = try await LineServer.bind(host: "127.0.0.1", port: 0, bot: bot, limits: limits, logger: logger)
        let testServer = TestServer(port: server.port, clock: clock, hub: hub, database: database, server: server)
        let following = Task { await bot.followAdminSignals(every: .milliseconds(50)) }
        defer { following.cancel() }
        return try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await server.run() }
            do {
                let result = try await body(testServer)
                server.shutdown()
                try await group.waitForAll()
                return result
            } catch {
                server.shutdown()
                try? await group.waitForAll()
                throw error
            }
        }
    }
}
