import ArgumentParser
import Demo
import Foundation
import LineServer
import NIOCore
import NIOPosix

/// `rentline-bench message`: senders message their recipients over TCP, and report how soon each message reaches
/// its recipient's connection.
struct MessageBenchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "message",
        abstract: "Send messages over N pairs of connections, one in flight per pair, and report delivery latency and rate.",
        discussion: """
            Against a running server on a database seeded with rentline seed --social-bench, with the command rate \
            limit raised (--command-burst, --commands-per-second). Pair i is reader i, who sends, and author i, \
            who receives; both log in (the server's real password hashing, before the clock starts) and switch to \
            /json. Each sender sends message @author_i bench message N and sends the next once both its own reply \
            and the recipient's pushed event have arrived. Delivery latency runs from sending the line to reading \
            the event on the recipient's connection; the client's one thread reads both.
            """)

    @OptionGroup var options: SocialBenchOptions
    @Option(help: "Pairs of connections, each a sender and its recipient.") var pairs = 25

    func validate() throws {
        guard pairs >= 1 else { throw ValidationError("--pairs must be at least 1.") }
    }

    func run() async throws {
        FileDescriptorLimit.raiseToMaximum()
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let loop = group.next()
        let setupStarted = NIODeadline.now()
        var channels: [any Channel] = []
        var readies: [EventLoopFuture<Void>] = []
        var tallies: [EventLoopFuture<MessageTally>] = []
        for index in 0..<pairs {
            let finished = loop.makePromise(of: MessageTally.self)
            let (rate, pairs) = (options.rate, pairs)
            let sender = try await loop.submit {
                NIOLoopBound(
                    MessageSending(
                        to: SocialBenchWorld.author(index + 1), pace: rate.map { (perSecond: $0, client: index, of: pairs) },
                        finished: finished),
                    eventLoop: loop)
            }.get()
            let receiving = try await BenchConnection.open(
                host: options.host, port: options.port, on: loop, setup: ["login \(SocialBenchWorld.author(index + 1)) \(SocialBenchWorld.password)"]
            ) { MessageReceiving(sender: sender.value) }
            let sending = try await BenchConnection.open(
                host: options.host, port: options.port, on: loop, setup: ["login \(SocialBenchWorld.reader(index + 1)) \(SocialBenchWorld.password)"]
            ) { sender.value }
            channels += [receiving.channel, sending.channel]
            readies += [receiving.ready, sending.ready]
            tallies.append(finished.futureResult)
        }
        let (started, deadline, setupSeconds) = try await options.start(channels, readies: readies, setupStarted: setupStarted)
        let all = channels
        loop.scheduleTask(deadline: deadline + .seconds(10)) {
            for channel in all { channel.close(promise: nil) }
        }
        var deliveries = LatencyTally()
        var replies = LatencyTally()
        for finished in tallies {
            let tally = try await finished.get()
            deliveries.merge(tally.deliveries)
            replies.merge(tally.replies)
        }
        let elapsed = Double((max(deliveries.lastAt, replies.lastAt) - started).nanoseconds) / 1e9
        for channel in channels { try? await channel.close() }
        try await group.shutdownGracefully()

        let delivery = Percentiles(deliveries.nanoseconds)
        let reply = Percentiles(replies.nanoseconds)
        replies.failures.merge(deliveries.failures, uniquingKeysWith: +)
        print(String(
            format: "pairs=%d%@ seconds=%.1f messages=%d messages_per_s=%.0f delivery_p50_us=%.0f delivery_p99_us=%.0f reply_p50_us=%.0f reply_p99_us=%.0f failures=%@ setup_s=%.1f",
            pairs, options.rate.map { String(format: " rate_per_sender=%g", $0) } ?? "", elapsed, deliveries.nanoseconds.count,
            Double(deliveries.nanoseconds.count) / elapsed, delivery.p50, delivery.p99, reply.p50, reply.p99, replies.failureSummary,
            setupSeconds))
        if deliveries.nanoseconds.isEmpty { throw ExitCode.failure }
    }
}

/// What one pair saw: the sender's round trips and the deliveries to the recipient.
struct MessageTally: Sendable {
    var replies = LatencyTally()
    var deliveries = LatencyTally()
}

/// A sender's side of a pair: sends `message @RECIPIENT bench message N`, one at a time, the next once its own
/// reply and the recipient's event have both arrived; every `interval` when paced.
final class MessageSending: BenchWorkload {
    private static let sent = Array(#"{"ok":true,"intent":"message""#.utf8)
    private static let message = Array(#"{"event":"message""#.utf8)

    private let recipient: String
    private let paceSettings: (perSecond: Double, client: Int, of: Int)?
    private let finished: EventLoopPromise<MessageTally>
    private var pace: Pace?
    private var context: ChannelHandlerContext?
    private var deadline = NIODeadline.now()
    private var sequence = 0
    private var sentAt = NIODeadline.now()
    private var awaitingReply = false
    private var awaitingDelivery = false
    private var tally = MessageTally()

    init(to recipient: String, pace: (perSecond: Double, client: Int, of: Int)?, finished: EventLoopPromise<MessageTally>) {
        self.recipient = recipient
        paceSettings = pace
        self.finished = finished
    }

    func start(until deadline: NIODeadline, context: ChannelHandlerContext) {
        self.deadline = deadline
        self.context = context
        pace = paceSettings.map { Pace(perSecond: $0.perSecond, client: $0.client, of: $0.of, from: .now()) }
        sendWhenDue()
    }

    func reply(_ line: ArraySlice<UInt8>, at now: NIODeadline, context: ChannelHandlerContext) {
        tally.replies.record(from: sentAt, to: now)
        awaitingReply = false
        if !line.starts(with: Self.sent) {
            tally.replies.failures[JSONReply.errorCode(line) ?? "unreadable", default: 0] += 1
            awaitingDelivery = false
        }
        nextIfDone(at: now)
    }

    func event(_ line: ArraySlice<UInt8>, at now: NIODeadline) {}

    func failed(_ error: any Error) {
        finished.fail(error)
    }

    /// The recipient's connection read `line`, a pushed event, at `now`.
    func delivered(_ line: ArraySlice<UInt8>, at now: NIODeadline) {
        guard awaitingDelivery, line.starts(with: Self.message),
            line.firstRange(of: Array(#""text":"bench message \#(sequence)""#.utf8)) != nil
        else {
            tally.deliveries.failures["unexpected_event", default: 0] += 1
            return
        }
        tally.deliveries.record(from: sentAt, to: now)
        awaitingDelivery = false
        nextIfDone(at: now)
    }

    private func nextIfDone(at now: NIODeadline) {
        guard !awaitingReply, !awaitingDelivery else { return }
        guard now < deadline else { return finished.succeed(tally) }
        sendWhenDue()
    }

    private func sendWhenDue() {
        guard let context else { return }
        context.run(at: pace?.next(after: .now()) ?? .now()) { [self] in
            sequence += 1
            sentAt = .now()
            awaitingReply = true
            awaitingDelivery = true
            context.sendLine("message @\(recipient) bench message \(sequence)")
        }
    }
}

/// A recipient's side of a pair: sends nothing once logged in, and hands every pushed event to its sender's side.
final class MessageReceiving: BenchWorkload {
    private let sender: MessageSending

    init(sender: MessageSending) {
        self.sender = sender
    }

    func start(until deadline: NIODeadline, context: ChannelHandlerContext) {}

    func reply(_ line: ArraySlice<UInt8>, at now: NIODeadline, context: ChannelHandlerContext) {}

    func event(_ line: ArraySlice<UInt8>, at now: NIODeadline) {
        sender.delivered(line, at: now)
    }

    func failed(_ error: any Error) {
        sender.failed(error)
    }
}
