import ArgumentParser
import Foundation
import LineServer
import NIOCore
import NIOPosix
import Synchronization

/// `rentline-bench ping`: closed-loop PING load over many connections, against Rentline or Redis.
struct PingBenchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ping",
        abstract: "Send PING (or --line lines in turn) over N connections, one at a time each, and report rate and latency.")

    enum Peer: String, ExpressibleByArgument {
        case rentline, redis
    }

    @Option(help: "The server's address.") var host = "127.0.0.1"
    @Option(help: "The server's port.") var port = 4000
    @Option(help: "Connections, each with one PING in flight.") var connections = 50
    @Option(help: "How long to measure.") var seconds = 5.0
    @Option(help: "What answers: rentline (greeting, replies end with an empty line) or redis (+PONG).")
    var peer = Peer.rentline
    @Option(name: .customLong("line"), help: "A line to send; repeat for a mix, which each connection sends in turn. PING by default.")
    var lines: [String] = []
    @Option(help: "Requests per second each connection sends at most; by default as fast as replies come (closed loop).")
    var rate: Double?

    func run() async throws {
        FileDescriptorLimit.raiseToMaximum()
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let recorder = LatencyRecorder()
        let terminator: [UInt8] = peer == .rentline ? Array("\r\n\r\n".utf8) : Array("\r\n".utf8)
        let deadline = NIODeadline.now() + .nanoseconds(Int64(seconds * 1e9))
        let requests = lines.isEmpty ? ["PING"] : lines
        var channels: [any Channel] = []
        for index in 0..<connections {
            let channel = try await ClientBootstrap(group: group)
                .channelOption(.socketOption(.tcp_nodelay), value: 1)
                .channelInitializer { channel in
                    channel.eventLoop.makeCompletedFuture {
                        try channel.pipeline.syncOperations.addHandler(
                            PingLoop(
                                requests: requests, first: index, interval: rate.map { TimeAmount.nanoseconds(Int64(1e9 / $0)) },
                                phase: rate.map { TimeAmount.nanoseconds(Int64(1e9 / $0 * Double(index) / Double(connections))) },
                                terminator: terminator, skipsGreeting: peer == .rentline,
                                deadline: deadline, recorder: recorder))
                    }
                }
                .connect(host: host, port: port).get()
            channels.append(channel)
        }
        for channel in channels { try await channel.closeFuture.get() }
        try await group.shutdownGracefully()
        let summary = recorder.summary()
        print(String(format: "line=%@ peer=%@ connections=%d%@ seconds=%.1f requests=%d rps=%.0f p50_us=%.0f p99_us=%.0f",
                     requests.count == 1 ? requests[0].replacingOccurrences(of: " ", with: "_") : "mix_of_\(requests.count)", peer.rawValue, connections, rate.map { String(format: " rate_per_connection=%g", $0) } ?? "", seconds, summary.count, Double(summary.count) / seconds,
                     summary.p50Microseconds, summary.p99Microseconds))
    }
}

/// Collects round-trip times from every connection of a load run.
final class LatencyRecorder: Sendable {
    private let samples = Mutex<[UInt64]>([])

    func record(_ batch: [UInt64]) {
        samples.withLock { $0.append(contentsOf: batch) }
    }

    func summary() -> (count: Int, p50Microseconds: Double, p99Microseconds: Double) {
        let sorted = samples.withLock { $0 }.sorted()
        guard !sorted.isEmpty else { return (0, 0, 0) }
        func percentile(_ p: Double) -> Double { Double(sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))]) / 1000 }
        return (sorted.count, percentile(0.50), percentile(0.99))
    }
}

/// One connection's loop: send the next line, wait for the reply's terminator, record the time, repeat until the deadline.
final class PingLoop: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer

    private let requests: [String]
    private var next: Int
    private let terminator: [UInt8]
    private let deadline: NIODeadline
    private let recorder: LatencyRecorder
    private var awaitingGreeting: Bool
    private var matched = 0
    private var sentAt = NIODeadline.now()
    private let interval: TimeAmount?
    private var nextSend = NIODeadline.now()
    private var samples: [UInt64] = []

    init(
        requests: [String], first: Int, interval: TimeAmount?, phase: TimeAmount?, terminator: [UInt8], skipsGreeting: Bool,
        deadline: NIODeadline, recorder: LatencyRecorder
    ) {
        self.requests = requests.map { $0 + "\n" }
        self.interval = interval
        if let interval, let phase { nextSend = .now() + phase - interval }
        self.next = first % requests.count
        self.terminator = terminator
        self.awaitingGreeting = skipsGreeting
        self.deadline = deadline
        self.recorder = recorder
    }

    func channelActive(context: ChannelHandlerContext) {
        if !awaitingGreeting { send(context: context) }
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let buffer = unwrapInboundIn(data)
        for byte in buffer.readableBytesView {
            matched = byte == terminator[matched] ? matched + 1 : (byte == terminator[0] ? 1 : 0)
            guard matched == terminator.count else { continue }
            matched = 0
            if awaitingGreeting {
                awaitingGreeting = false
            } else {
                samples.append(UInt64((NIODeadline.now() - sentAt).nanoseconds))
            }
            if NIODeadline.now() < deadline {
                sendWhenDue(context: context)
            } else {
                recorder.record(samples)
                samples = []
                context.close(promise: nil)
            }
        }
    }

    /// Sends now in a closed loop; at a fixed rate, at the next slot of the schedule (now, if it is late).
    /// Connections' schedules are spread over one interval, so paced clients do not all send at once.
    private func sendWhenDue(context: ChannelHandlerContext) {
        guard let interval else { return send(context: context) }
        nextSend = max(nextSend + interval, .now())
        let bound = NIOLoopBound((handler: self, context: context), eventLoop: context.eventLoop)
        context.eventLoop.scheduleTask(deadline: nextSend) {
            let (handler, context) = bound.value
            guard context.channel.isActive else { return }
            handler.send(context: context)
        }
    }

    private func send(context: ChannelHandlerContext) {
        sentAt = .now()
        let request = requests[next]
        next = (next + 1) % requests.count
        context.writeAndFlush(wrapOutboundOut(context.channel.allocator.buffer(string: request)), promise: nil)
    }
}
