import NIOCore
import NIOPosix

/// What a bench connection does once it is set up: sends its requests and reads what comes back.
protocol BenchWorkload: AnyObject {
    /// The clock has started: run until `deadline`.
    func start(until deadline: NIODeadline, context: ChannelHandlerContext)
    /// A reply to one of this connection's requests, read at `now`.
    func reply(_ line: ArraySlice<UInt8>, at now: NIODeadline, context: ChannelHandlerContext)
    /// A line the server pushed, read at `now`.
    func event(_ line: ArraySlice<UInt8>, at now: NIODeadline)
    /// The connection closed or failed before the workload was done.
    func failed(_ error: any Error)
}

/// A bench connection in JSON mode: reads the greeting, sends `/json` and its set-up lines one at a time (each must
/// be answered ok), says so through `ready`, and on `Start` hands its replies and pushed events to its workload.
final class BenchConnection: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer

    struct Start {
        let deadline: NIODeadline
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private static let ok = Array(#"{"ok":true"#.utf8)
    private static let event = Array(#"{"event""#.utf8)

    private let setup: [String]
    private let workload: any BenchWorkload
    private let ready: EventLoopPromise<Void>
    private var lines = LineSplitter()
    private var greeted = false
    private var step = 0

    init(setup: [String], workload: any BenchWorkload, ready: EventLoopPromise<Void>) {
        self.setup = ["/json"] + setup
        self.workload = workload
        self.ready = ready
    }

    /// Connects to `host`:`port` on `loop` with the workload `makeWorkload` builds there; returns the channel and
    /// the future of its set-up.
    static func open(
        host: String, port: Int, on loop: any EventLoop, setup: [String], workload makeWorkload: @escaping @Sendable () -> any BenchWorkload
    ) async throws -> (channel: any Channel, ready: EventLoopFuture<Void>) {
        let ready = loop.makePromise(of: Void.self)
        let channel = try await ClientBootstrap(group: loop)
            .channelOption(.socketOption(.tcp_nodelay), value: 1)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(
                        BenchConnection(setup: setup, workload: makeWorkload(), ready: ready))
                }
            }
            .connect(host: host, port: port).get()
        return (channel, ready.futureResult)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        lines.append(unwrapInboundIn(data)) { line($0, context: context) }
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        guard let start = event as? Start else { return context.fireUserInboundEventTriggered(event) }
        workload.start(until: start.deadline, context: context)
    }

    func channelInactive(context: ChannelHandlerContext) {
        let closed = Failure(description: "the server closed the connection")
        ready.fail(closed)
        workload.failed(closed)
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        ready.fail(error)
        workload.failed(error)
        context.close(promise: nil)
    }

    private func line(_ bytes: ArraySlice<UInt8>, context: ChannelHandlerContext) {
        let now = NIODeadline.now()
        if !greeted {
            // The greeting is a text-mode reply: lines up to an empty one.
            guard bytes.isEmpty else { return }
            greeted = true
            return context.sendLine(setup[0])
        }
        if bytes.starts(with: Self.event) { return workload.event(bytes, at: now) }
        guard step < setup.count else { return workload.reply(bytes, at: now, context: context) }
        guard bytes.starts(with: Self.ok) else {
            let failure = Failure(description: "\(setup[step]) was refused: \(String(decoding: bytes, as: UTF8.self))")
            ready.fail(failure)
            workload.failed(failure)
            return context.close(promise: nil)
        }
        step += 1
        if step < setup.count {
            context.sendLine(setup[step])
        } else {
            ready.succeed()
        }
    }
}

extension ChannelHandlerContext {
    /// Writes `line` and its CR LF, and flushes.
    func sendLine(_ line: String) {
        writeAndFlush(NIOAny(channel.allocator.buffer(string: line + "\n")), promise: nil)
    }

    /// Runs `body` on this context's event loop at `deadline`, or now if it has passed, while the channel is open.
    func run(at deadline: NIODeadline, _ body: @escaping () -> Void) {
        guard deadline > .now() else { return body() }
        let bound = NIOLoopBound((body, channel), eventLoop: eventLoop)
        eventLoop.scheduleTask(deadline: deadline) {
            let (body, channel) = bound.value
            if channel.isActive { body() }
        }
    }
}
