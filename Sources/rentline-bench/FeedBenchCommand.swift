import ArgumentParser
import Demo
import Foundation
import LineServer
import NIOCore
import NIOPosix

/// `rentline-bench feed`: N readers page through their feeds over TCP, and report pages per second and latency.
struct FeedBenchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "feed",
        abstract: "Read feeds over N connections (feed, then more, in turn), one request in flight each, and report rate and latency.",
        discussion: """
            Against a running server on a database seeded with rentline seed --social-bench, with the command rate \
            limit raised (--command-burst, --commands-per-second). Client i logs in as reader i (the server's real \
            password hashing, before the clock starts) and switches to /json; then each sends feed and more in turn \
            and times each until its one-line reply, which must be a page with posts.
            """)

    @OptionGroup var options: SocialBenchOptions
    @Option(help: "Clients, each logged in as its own reader, with one request in flight.") var clients = 50

    func validate() throws {
        guard clients >= 1 else { throw ValidationError("--clients must be at least 1.") }
    }

    func run() async throws {
        FileDescriptorLimit.raiseToMaximum()
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let loop = group.next()
        let setupStarted = NIODeadline.now()
        var channels: [any Channel] = []
        var readies: [EventLoopFuture<Void>] = []
        var tallies: [EventLoopFuture<LatencyTally>] = []
        for index in 0..<clients {
            let finished = loop.makePromise(of: LatencyTally.self)
            let (rate, clients) = (options.rate, clients)
            let (channel, ready) = try await BenchConnection.open(
                host: options.host, port: options.port, on: loop,
                setup: ["login \(SocialBenchWorld.reader(index + 1)) \(SocialBenchWorld.password)"]
            ) {
                FeedReading(pace: rate.map { (perSecond: $0, client: index, of: clients) }, finished: finished)
            }
            channels.append(channel)
            readies.append(ready)
            tallies.append(finished.futureResult)
        }
        let (started, _, setupSeconds) = try await options.start(channels, readies: readies, setupStarted: setupStarted)
        var tally = LatencyTally()
        for finished in tallies { tally.merge(try await finished.get()) }
        let elapsed = Double((tally.lastAt - started).nanoseconds) / 1e9
        for channel in channels { try? await channel.close() }
        try await group.shutdownGracefully()

        let latency = Percentiles(tally.nanoseconds)
        print(String(
            format: "clients=%d%@ seconds=%.1f requests=%d rps=%.0f p50_us=%.0f p99_us=%.0f failures=%@ setup_s=%.1f",
            clients, options.rate.map { String(format: " rate_per_client=%g", $0) } ?? "", elapsed, tally.nanoseconds.count,
            Double(tally.nanoseconds.count) / elapsed, latency.p50, latency.p99, tally.failureSummary, setupSeconds))
        if tally.nanoseconds.isEmpty { throw ExitCode.failure }
    }
}

/// One reader paging through their feed: `feed`, then `more`, in turn, one request in flight, each timed until
/// its reply; every `interval` when paced.
final class FeedReading: BenchWorkload {
    private static let requests = ["feed", "more"]
    private static let page = Array(#"{"ok":true,"intent":"feed""#.utf8)
    private static let noPosts = Array(#""data":[]}"#.utf8)

    private let paceSettings: (perSecond: Double, client: Int, of: Int)?
    private let finished: EventLoopPromise<LatencyTally>
    private var pace: Pace?
    private var deadline = NIODeadline.now()
    private var sentAt = NIODeadline.now()
    private var next = 0
    private var tally = LatencyTally()

    init(pace: (perSecond: Double, client: Int, of: Int)?, finished: EventLoopPromise<LatencyTally>) {
        paceSettings = pace
        self.finished = finished
    }

    func start(until deadline: NIODeadline, context: ChannelHandlerContext) {
        self.deadline = deadline
        pace = paceSettings.map { Pace(perSecond: $0.perSecond, client: $0.client, of: $0.of, from: .now()) }
        sendWhenDue(context: context)
    }

    func reply(_ line: ArraySlice<UInt8>, at now: NIODeadline, context: ChannelHandlerContext) {
        if !line.starts(with: Self.page) {
            tally.failures[JSONReply.errorCode(line) ?? "unreadable", default: 0] += 1
        } else if line.reversed().starts(with: Self.noPosts.reversed()) {
            tally.failures["empty_page", default: 0] += 1
        }
        tally.record(from: sentAt, to: now)
        guard now < deadline else { return finished.succeed(tally) }
        sendWhenDue(context: context)
    }

    func event(_ line: ArraySlice<UInt8>, at now: NIODeadline) {}

    func failed(_ error: any Error) {
        finished.fail(error)
    }

    private func sendWhenDue(context: ChannelHandlerContext) {
        let due = pace?.next(after: .now()) ?? .now()
        context.run(at: due) { [self] in
            sentAt = .now()
            context.sendLine(Self.requests[next])
            next = (next + 1) % Self.requests.count
        }
    }
}
