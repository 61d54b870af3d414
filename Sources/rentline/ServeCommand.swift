import ArgumentParser
import Bot
import Foundation
import LineServer
import Logging
import Marketplace
import NIOCore
import NIOPosix
import ServiceLifecycle

/// `rentline serve`: runs the chat server until SIGINT or SIGTERM.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "serve", abstract: "Run the chat server.")

    @Option(help: "The address to listen on.") var host = "127.0.0.1"
    @Option(help: "The TCP port to listen on.") var port = 4000
    @Option(help: "The SQLite database file (created on first start), or a PostgreSQL URL shared with other servers: postgresql://USER@HOST:PORT/DB (add ?prepared_statements=off behind PgBouncer in transaction mode).")
    var db = "rentline.sqlite"
    @Option(
        name: .customLong("listen-db"),
        help: "On PostgreSQL behind PgBouncer in transaction mode: a direct URL to the same database for the one connection that hears the other servers and holds the booking sweep's lock, which need a session of their own (default: --db).")
    var listenDb: String?
    @Option(help: "On PostgreSQL: requests reading at once, each on a connection of its own.")
    var databaseReaders = 8
    @Option(help: "On PostgreSQL: write batches committing at once, each on a connection of its own; writes that share no listing or wallet run at once.")
    var databaseWriters = 8
    @Option(help: "Fix the clock at this local time (2026-11-21T09:00), for tests and demos; /clock moves it.")
    var clock: String?
    @Option(help: "Fix the seed of the server's random choices, for tests and demos.") var seed: UInt64?
    @Option(help: "The IANA time zone for times shown to users.") var tz = "America/Los_Angeles"
    @Option(help: "Longest line in bytes; a longer one closes the connection (default: the admins' setting, or 4096).")
    var maxLineLength: Int?
    @Option(help: "Most connections at once; the next one is refused (default: the admins' setting, or 10000).")
    var maxConnections: Int?
    @Option(help: "Most connections at once from one client address (an IPv4 address or an IPv6 /64).")
    var maxConnectionsPerAddress = 100
    @OptionGroup var allowances: AllowanceOptions
    @Option(help: "Password checks (logins, sign-ups) one client address may have running or waiting at once.")
    var passwordChecksPerAddress = HashingPool.Limits.forThisMachine().perSource
    @Option(help: "Password checks that may wait for a thread in each line (logins, sign-ups), from everyone together.")
    var passwordChecksWaiting = HashingPool.Limits.forThisMachine().waiting
    @Option(help: "Commands a client may send in a burst (default: the admins' setting, or 20).") var commandBurst: Int?
    @Option(help: "Commands per second a client may send after a burst (default: the admins' setting, or 10).")
    var commandsPerSecond: Double?
    @Option(help: "Bytes of output queued for a client that does not read before it is dropped.")
    var maxQueuedOutput = 1 << 20
    @Option(help: "Seconds a connection may stay without logging in, whatever it sends, before it is closed.")
    var idleBeforeLogin = 300
    @Option(help: "Seconds of silence before a logged-in connection is closed.") var idleAfterLogin = 1800
    @Option(
        name: .customLong("proxy-from"),
        help: "The address of a proxy (HAProxy with send-proxy) whose connections begin with a PROXY protocol v1 header; per-address limits count the client it names. Repeatable.")
    var proxies: [String] = []
    @Option(help: "Event-loop threads for the network; the default is one per core.")
    var eventLoopThreads = System.coreCount
    @Option(help: "Log level: trace, debug, info, notice, warning, error or critical.") var logLevel = "info"

    func validate() throws {
        guard TimeZone(identifier: tz) != nil else { throw ValidationError("\(tz) is not an IANA time zone, such as America/Los_Angeles.") }
        if let clock, ClockArgument.date(clock, in: TimeZone(identifier: tz)!) == nil {
            throw ValidationError("--clock takes a local time like 2026-11-21T09:00, not \(clock).")
        }
        let location = try DatabaseLocation.validated(db)
        if let listenDb {
            guard location.postgresConfiguration != nil, try DatabaseLocation.validated(listenDb).postgresConfiguration != nil
            else { throw ValidationError("--listen-db takes a PostgreSQL URL, and only with a PostgreSQL --db.") }
        }
        for proxy in proxies where (try? SocketAddress(ipAddress: proxy, port: 0)) == nil {
            throw ValidationError("--proxy-from takes the proxy's IP address, like 127.0.0.2, not \(proxy).")
        }
        guard (maxLineLength ?? 64) >= 64, (maxConnections ?? 1) >= 1, (commandBurst ?? 1) >= 1, (commandsPerSecond ?? 1) > 0,
            maxQueuedOutput >= 4096, idleBeforeLogin >= 1, maxConnectionsPerAddress >= 1,
            passwordChecksPerAddress >= 1, passwordChecksWaiting >= 0, idleAfterLogin >= 1, eventLoopThreads >= 1,
            databaseReaders >= 1, databaseWriters >= 1
        else { throw ValidationError("Every limit must be positive (lines at least 64 bytes, output at least 4096).") }
    }

    private var hashingLimits: HashingPool.Limits {
        var limits = HashingPool.Limits.forThisMachine()
        limits.perSource = passwordChecksPerAddress
        limits.waiting = passwordChecksWaiting
        return limits
    }

    func run() async throws {
        var logger = Logger(label: "rentline")
        logger.logLevel = Logger.Level(rawValue: logLevel) ?? .info
        FileDescriptorLimit.raiseToMaximum()
        let location = try DatabaseLocation(db)
        let database = try await AppDatabase.open(
            location, listener: try listenDb.map(DatabaseLocation.init), maximumReaders: databaseReaders,
            maximumWriters: databaseWriters, logger: logger)
        do {
            try await serve(database, at: location, logger: logger)
        } catch {
            try? await database.close()
            throw error
        }
        try await database.close()
        logger.info("Rentline stopped")
    }

    private func serve(_ database: AppDatabase, at location: DatabaseLocation, logger: Logger) async throws {
        let timeZone = TimeZone(identifier: tz)!
        let manualClock = clock.flatMap { ClockArgument.date($0, in: timeZone) }.map(ManualWallClock.init)
        let bot = Bot(
            configuration: BotConfiguration(
                database: database, clock: manualClock ?? SystemWallClock(), manualClock: manualClock,
                hasher: PasswordHasher(limits: hashingLimits), timeZone: timeZone, seed: seed,
                allowances: allowances.allowances),
            hub: .forServers(sharing: database), logger: logger)
        let settings = try PlatformSettings.read(from: database)
        var limits = ServerLimits()
        limits.maximumLineLength = maxLineLength ?? settings.maxLineLength ?? limits.maximumLineLength
        limits.maximumConnections = maxConnections ?? settings.maxConnections ?? limits.maximumConnections
        limits.commandBurst = commandBurst ?? settings.commandBurst ?? limits.commandBurst
        limits.commandsPerSecond = commandsPerSecond ?? settings.commandsPerSecond ?? limits.commandsPerSecond
        limits.maximumConnectionsPerAddress = maxConnectionsPerAddress
        limits.maximumQueuedOutput = maxQueuedOutput
        limits.idleBeforeLogin = .seconds(Int64(idleBeforeLogin))
        limits.idleAfterLogin = .seconds(Int64(idleAfterLogin))
        limits.trustedProxies = Set(proxies)
        try await bot.startFollowingAdminSignals()
        try await bot.startHearingOtherServers()
        let eventLoops = MultiThreadedEventLoopGroup(numberOfThreads: eventLoopThreads)
        let server = try await LineServer.bind(
            host: host, port: port, bot: bot, limits: limits, logger: logger, group: eventLoops)
        logger.info("Rentline is starting", metadata: ["host": "\(host)", "db": "\(location)"])
        let services: [any Service] =
            [server, AdminSignalFollowing(bot: bot)] + (manualClock == nil ? [BookingSweeper(bot: bot)] : [])
        let group = ServiceGroup(
            services: services, gracefulShutdownSignals: [.sigterm, .sigint], cancellationSignals: [], logger: logger)
        try await group.run()
        try await eventLoops.shutdownGracefully()
    }
}
