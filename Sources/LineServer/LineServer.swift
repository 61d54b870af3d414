import Bot
import Logging
import NIOCore
import NIOPosix
import ServiceLifecycle

/// The TCP chat server: accepts connections, frames lines, enforces limits and lets the bot answer.
///
/// On graceful shutdown it stops accepting, tells every client, lets requests in flight finish,
/// and closes whatever is still open after `ServerLimits.shutdownGrace`.
public final class LineServer: Service {
    typealias Connection = NIOAsyncChannel<ClientInput, Outbound>

    private let serverChannel: NIOAsyncChannel<Connection, Never>
    private let bot: Bot
    private let limits: ServerLimits
    private let logger: Logger
    private let connections = ConnectionCounter()

    /// The port the server listens on: the one asked for, or the one the system chose for port 0.
    public let port: Int

    public static func bind(
        host: String, port: Int, bot: Bot, limits: ServerLimits = ServerLimits(),
        logger: Logger = Logger(label: "rentline.server"),
        group: MultiThreadedEventLoopGroup = .singleton
    ) async throws -> LineServer {
        let watermark = ChannelOptions.Types.WriteBufferWaterMark(
            low: limits.maximumQueuedOutput / 2, high: limits.maximumQueuedOutput)
        let channel = try await ServerBootstrap(group: group)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .serverChannelOption(.backlog, value: 4096)
            .childChannelOption(.socketOption(.tcp_nodelay), value: 1)
            .childChannelOption(.writeBufferWaterMark, value: watermark)
            .bind(host: host, port: port) { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandlers([
                        SlowReaderGuard(),
                        ByteToMessageHandler(LineDecoder(maximumLineLength: limits.maximumLineLength)),
                        ProtocolHandler(),
                        IdleTimeoutHandler(beforeLogin: limits.idleBeforeLogin, afterLogin: limits.idleAfterLogin),
                    ])
                    return try Connection(wrappingChannelSynchronously: channel)
                }
            }
        return LineServer(channel: channel, bot: bot, limits: limits, logger: logger)
    }

    private init(channel: NIOAsyncChannel<Connection, Never>, bot: Bot, limits: ServerLimits, logger: Logger) {
        self.serverChannel = channel
        self.bot = bot
        self.limits = limits
        self.logger = logger
        self.port = channel.channel.localAddress?.port ?? 0
    }

    public func run() async throws {
        try await withGracefulShutdownHandler {
            try await serve()
        } onGracefulShutdown: {
            self.shutdown()
        }
    }

    /// Stops accepting connections; `run()` then drains the open ones and returns.
    public func shutdown() {
        serverChannel.channel.close(promise: nil)
    }

    private func serve() async throws {
        let (drained, drainedContinuation) = AsyncStream<Never>.makeStream()
        let draining = ManagedFlag()
        try await withThrowingDiscardingTaskGroup { group in
            try await serverChannel.executeThenClose { inbound in
                for try await connection in inbound {
                    let (id, live) = connections.open()
                    group.addTask {
                        await self.handle(connection, id: id, refuse: live > self.limits.maximumConnections)
                        if self.connections.close() == 0, draining.isSet { drainedContinuation.finish() }
                    }
                }
            }
            logger.info("stopped accepting connections; draining", metadata: ["open": "\(connections.liveCount)"])
            draining.set()
            if connections.liveCount == 0 { drainedContinuation.finish() }
            await bot.hub.broadcastAndStopReading(.shutdown)
            let grace = limits.shutdownGrace
            let hub = bot.hub
            group.addTask {
                await withTaskGroup(of: Void.self) { race in
                    race.addTask { for await _ in drained {} }
                    race.addTask { try? await Task.sleep(for: .nanoseconds(grace.nanoseconds)) }
                    await race.next()
                    race.cancelAll()
                }
                await hub.closeAll()
            }
        }
    }

    private func handle(_ connection: Connection, id: ConnectionID, refuse: Bool) async {
        do {
            try await connection.executeThenClose { inbound, outbound in
                if refuse {
                    try await outbound.write(.reply(ServerNotices.serverFull))
                    return
                }
                try await outbound.write(.reply(Bot.greeting))
                await bot.hub.connect(id, sink: ChannelEventSink(channel: connection.channel))
                var conversation = Conversation(
                    session: Session(connectionID: id), channel: connection.channel, outbound: outbound,
                    bot: bot, limits: limits)
                for try await input in inbound {
                    guard try await conversation.answer(input) else { break }
                }
            }
        } catch {
            logger.debug("connection ended with an error", metadata: ["connection": "\(id)", "error": "\(error)"])
        }
        await bot.hub.disconnect(id)
    }
}
