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
    private let requests: AsyncStream<PendingRequest>
    private let environment: ConnectionEnvironment
    private let bot: Bot
    private let logger: Logger

    /// The port the server listens on: the one asked for, or the one the system chose for port 0.
    public let port: Int

    public static func bind(
        host: String, port: Int, bot: Bot, limits: ServerLimits = ServerLimits(),
        logger: Logger = Logger(label: "rentline.server"),
        group: MultiThreadedEventLoopGroup = .singleton
    ) async throws -> LineServer {
        let (requests, continuation) = AsyncStream<PendingRequest>.makeStream()
        let environment = ConnectionEnvironment(
            requests: continuation, hub: bot.hub, limits: limits, counter: ConnectionCounter())
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
                    try channel.pipeline.syncOperations.addHandlers([
                        SlowReaderGuard(),
                        ByteToMessageHandler(LineDecoder(maximumLineLength: limits.maximumLineLength)),
                        ProtocolHandler(),
                        SessionHandler(environment: environment),
                    ])
                }
            }
            .bind(host: host, port: port).get()
        return LineServer(channel: channel, requests: requests, environment: environment, bot: bot, logger: logger)
    }

    private init(
        channel: any Channel, requests: AsyncStream<PendingRequest>, environment: ConnectionEnvironment, bot: Bot,
        logger: Logger
    ) {
        self.serverChannel = channel
        self.requests = requests
        self.environment = environment
        self.bot = bot
        self.logger = logger
        self.port = channel.localAddress?.port ?? 0
    }

    public func run() async throws {
        await withGracefulShutdownHandler {
            await withDiscardingTaskGroup { group in
                group.addTask { await self.drainAfterClosing() }
                for await request in requests {
                    group.addTask(executorPreference: request.executor) { await request.answer(with: self.bot) }
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
        let counter = environment.counter
        logger.info("stopped accepting connections; draining", metadata: ["open": "\(counter.liveCount)"])
        counter.startDraining()
        environment.hub.broadcastAndStopReading(.shutdown)
        let grace = environment.limits.shutdownGrace
        await withTaskGroup(of: Void.self) { race in
            race.addTask { for await _ in counter.drained {} }
            race.addTask { try? await Task.sleep(for: .nanoseconds(grace.nanoseconds)) }
            await race.next()
            race.cancelAll()
        }
        environment.hub.closeAll()
        environment.requests.finish()
    }
}
