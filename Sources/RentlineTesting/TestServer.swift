import AdminConsole
import Bot
import Foundation
import LineServer
import Logging
import Marketplace
import NIOPosix

/// A real server on a free port with a fresh database, a fixed clock and an event loop of its own, for one test: on
/// the loops every test shares, one test's slow request would hold up the others' lines.
public struct TestServer: Sendable {
    /// The fixed time tests start at: Saturday 2026-11-21, 9:00 in Los Angeles.
    public static let startTime = ClockArgument.date("2026-11-21T09:00", in: timeZone)!
    public static let timeZone = TimeZone(identifier: "America/Los_Angeles")!
    /// Cheap hashing keeps tests fast; the stored format and the code path are the production ones. Its pool
    /// admits everything, since every test's clients share one address; the pool has tests of its own. Each use
    /// makes a pool of its own: a pool shared by every test would put one test's logins behind others' sign-ups.
    public static var hasher: PasswordHasher {
        PasswordHasher(rounds: 1_000, limits: HashingPool.Limits(running: 2, waiting: 100_000, perSource: 100_000))
    }
    /// What an address and an account may do on a test server unless a test says otherwise: every test's clients
    /// share 127.0.0.1, and the quotas have tests of their own.
    public static let allowances = {
        var allowances = Allowances()
        for name in Allowances.names.values { allowances[keyPath: name] = 100_000 }
        return allowances
    }()

    public let port: Int
    public let clock: ManualWallClock
    public let hub: EventHub
    public let database: AppDatabase
    let server: LineServer
    let bot: Bot

    /// Returns once this server has acted on every signal the console left, as it does before a user's next line on
    /// SQLite, and when the console's notification arrives on PostgreSQL.
    public func catchUpWithConsole() async {
        await bot.catchUpWithAdminSignals()
    }

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
        on store: TestStore = .sqlite, limits: ServerLimits = ServerLimits(), seed: UInt64? = nil,
        allowances: Allowances = TestServer.allowances, hasher: PasswordHasher = TestServer.hasher,
        _ body: (TestServer) async throws -> T
    ) async throws -> T {
        try await TestDatabase.withFresh(on: store) { database in
            try await start([database], limits: limits, seed: seed, allowances: allowances, hasher: hasher) {
                try await body($0[0])
            }
        }
    }

    /// Starts a server on `database`, which the caller made and deletes, and runs `body` against it.
    public static func withServer<T: Sendable>(
        database: AppDatabase, limits: ServerLimits = ServerLimits(), seed: UInt64? = nil,
        _ body: (TestServer) async throws -> T
    ) async throws -> T {
        try await start([database], limits: limits, seed: seed, allowances: allowances, hasher: hasher) { try await body($0[0]) }
    }

    /// Starts `count` servers sharing one fresh database (on PostgreSQL when more than one), each with a store, a
    /// hub and a clock of its own, as servers in processes of their own have; runs `body` against them, then shuts
    /// them down and deletes the database.
    public static func withServers<T: Sendable>(
        _ count: Int, on store: TestStore, limits: ServerLimits = ServerLimits(), seed: UInt64? = nil,
        allowances: Allowances = TestServer.allowances, hasher: PasswordHasher = TestServer.hasher,
        _ body: ([TestServer]) async throws -> T
    ) async throws -> T {
        precondition(count >= 1 && (count == 1 || store == .postgres), "servers share a database only on PostgreSQL")
        guard count > 1 else {
            return try await withServer(
                on: store, limits: limits, seed: seed, allowances: allowances, hasher: hasher
            ) { try await body([$0]) }
        }
        return try await PostgresTestCluster.withFreshAppDatabases(count) { databases in
            try await start(databases, limits: limits, seed: seed, allowances: allowances, hasher: hasher, body)
        }
    }

    /// Starts a server on each of `databases`, then the next, and runs `body` once all of them listen.
    private static func start<T: Sendable>(
        _ databases: [AppDatabase], started: [TestServer] = [], limits: ServerLimits, seed: UInt64?,
        allowances: Allowances, hasher: PasswordHasher, _ body: ([TestServer]) async throws -> T
    ) async throws -> T {
        guard let database = databases.first else { return try await body(started) }
        let clock = ManualWallClock(startTime)
        let configuration = BotConfiguration(
            database: database, clock: clock, manualClock: clock, hasher: hasher, timeZone: timeZone, seed: seed,
            allowances: allowances)
        return try await run(configuration, clock: clock, limits: limits) { server in
            try await start(
                Array(databases.dropFirst()), started: started + [server], limits: limits, seed: seed,
                allowances: allowances, hasher: hasher, body)
        }
    }

    private static func run<T: Sendable>(
        _ configuration: BotConfiguration, clock: ManualWallClock, limits: ServerLimits,
        _ body: (TestServer) async throws -> T
    ) async throws -> T {
        let hub = EventHub.forServers(sharing: configuration.database)
        var logger = Logger(label: "rentline.test")
        logger.logLevel = .critical
        let database = configuration.database
        let bot = Bot(configuration: configuration, hub: hub, logger: logger)
        try await bot.startFollowingAdminSignals()
        try await bot.startHearingOtherServers()
        let loop = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        defer { loop.shutdownGracefully { _ in } }
        let server = try await LineServer.bind(host: "127.0.0.1", port: 0, bot: bot, limits: limits, logger: logger, group: loop)
        let testServer = TestServer(port: server.port, clock: clock, hub: hub, database: database, server: server, bot: bot)
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
