import Bot
import Logging
import NIOCore
import NIOPosix
import ServiceLifecycle

/// The TCP chat server: accepts connections, frames lines, enforces limits and lets the bot answer.
///
/// Each line the bot answers runs as a child task of `run()`, on its connection's event loop.
/// On graceful shutdown the server stops accepting, tells every client, lets the requests in
/// flight finish, and closes whatever is still open after `ServerLimits.shutdownGrace`.
public final class LineServer: Service {
    private let serverChannel: any Channel
    private let queues: [RequestQueue]
    private let hub: EventHub
    private let limits: ServerLimits
    private let counter: ConnectionCounter
    private let bot: Bot
    private let logger: Logger

    /// The port the server listens on: the one asked for, or the one the system chose for port 0.
    public let port: Int

    public static func bind(
        host: String, port: Int, bot: Bot, limits: ServerLimits = ServerLimits(),
        logger: Logger = Logger(label: "rentline.server"),
        group: MultiThreadedEventLoopGroup = .singleton
    ) async throws -> LineServer {
        let counter = ConnectionCounter()
        let commands = CommandAllowance(capacity: limits.commandBurst, refillPerSecond: limits.commandsPerSecond)
        let environments = Dictionary(
            uniqueKeysWithValues: group.makeIterator().map { eventLoop in
                (
                    ObjectIdentifier(eventLoop),
                    ConnectionEnvironment(
                        queue: RequestQueue(eventLoop: eventLoop), hub: bot.hub, limits: limits, counter: counter,
                        commands: commands)
                )
            })
        let proxies = Set(limits.trustedProxies.compactMap { SourceAddress.peer(try? SocketAddress(ipAddress: $0, port: 0)) })
        let watermark = ChannelOptions.Types.WriteBufferWaterMark(
            low: limits.maximumQueuedOutput / 2, high: limits.maximumQueuedOutput)
        let channel = try await ServerBootstrap(group: group)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .serverChannelOption(.backlog, value: 4096)
            .childChannelOption(.socketOption(.tcp_nodelay), value: 1)
            .childChannelOption(.writeBufferWaterMark, value: watermark)
            .childChannelOption(.allowRemoteHalfClosure, value: true)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    let isProxied = SourceAddress.peer(channel.remoteAddress).map(proxies.contains) ?? false
                    let environment = environments[ObjectIdentifier(channel.eventLoop)]!
                    let pipeline = channel.pipeline.syncOperations
                    try pipeline.addHandler(SlowReaderGuard())
                    if isProxied { try pipeline.addHandler(ProxyHeaderHandler()) }
                    try pipeline.addHandlers([
                        ByteToMessageHandler(LineDecoder(maximumLineLength: limits.maximumLineLength)),
                        ProtocolHandler(),
                        SessionHandler(environment: environment, awaitsProxyHeader: isProxied),
                    ])
                }
            }
            .bind(host: host, port: port).get()
        return LineServer(
            channel: channel, queues: environments.values.map(\.queue), bot: bot, limits: limits, counter: counter,
            logger: logger)
    }

    private init(
        channel: any Channel, queues: [RequestQueue], bot: Bot, limits: ServerLimits, counter: ConnectionCounter,
        logger: Logger
    ) {
        self.serverChannel = channel
        self.queues = queues
        self.hub = bot.hub
        self.limits = limits
        self.counter = counter
        self.bot = bot
        self.logger = logger
        self.port = channel.localAddress?.port ?? 0
    }

    /// Serves until graceful shutdown. "listening" is logged here rather than at bind, because by now the
    /// service group traps the shutdown signals: a client that connects on seeing it can't race them.
    public func run() async throws {
        logger.info("Rentline is listening", metadata: ["address": "\(serverChannel.localAddress.map { "\($0)" } ?? "?")", "port": "\(port)"])
        await withGracefulShutdownHandler {
            await withDiscardingTaskGroup { group in
                group.addTask { await self.drainAfterClosing() }
                for queue in queues {
                    group.addTask(executorPreference: queue.executor) { await queue.serve(with: self.bot) }
                }
            }
        } onGracefulShutdown: {
            self.shutdown()
        }
    }

    /// Stops accepting connections; `run()` then drains the open ones and returns.
    public func shutdown() {
        serverChannel.close(promise: nil)
    }

    /// Once the listening socket closes: tells every client, waits for them to finish or for the grace
    /// period, closes the rest, and ends the stream of requests so `run()` can return.
    private func drainAfterClosing() async {
        try? await serverChannel.closeFuture.get()
        logger.info("stopped accepting connections; draining", metadata: ["open": "\(counter.liveCount)"])
        counter.startDraining()
        hub.broadcastAndStopReading(.shutdown)
        let grace = limits.shutdownGrace
        let counter = self.counter
        await withTaskGroup(of: Void.self) { race in
            race.addTask { for await _ in counter.drained {} }
            race.addTask { try? await Task.sleep(for: .nanoseconds(grace.nanoseconds)) }
            await race.next()
            race.cancelAll()
        }
        hub.closeAll()
        for queue in queues { queue.continuation.finish() }
    }
}
