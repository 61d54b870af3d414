import ArgumentParser
import NIOCore

/// What the feed and message benches share: where the server is, how long to measure, an optional pace, and
/// starting every connection on one deadline once all are logged in.
struct SocialBenchOptions: ParsableArguments {
    @Option(help: "The server's address.") var host = "127.0.0.1"
    @Option(help: "The server's port.") var port = 4000
    @Option(help: "How long to measure, once every connection is logged in.") var seconds = 10.0
    @Option(help: "Requests per second each client sends at most; by default as fast as replies come (closed loop).")
    var rate: Double?

    func validate() throws {
        guard seconds > 0, (rate ?? 1) > 0 else { throw ValidationError("--seconds and --rate must be positive.") }
    }

    /// Waits for every connection's set-up, then starts them all; returns when the clock started, the deadline,
    /// and how long the set-up took since `setupStarted`.
    func start(_ channels: [any Channel], readies: [EventLoopFuture<Void>], setupStarted: NIODeadline) async throws
        -> (started: NIODeadline, deadline: NIODeadline, setupSeconds: Double)
    {
        for ready in readies { try await ready.get() }
        let setupSeconds = Double((NIODeadline.now() - setupStarted).nanoseconds) / 1e9
        let started = NIODeadline.now()
        let deadline = started + .nanoseconds(Int64(seconds * 1e9))
        for channel in channels { channel.pipeline.fireUserInboundEventTriggered(BenchConnection.Start(deadline: deadline)) }
        return (started, deadline, setupSeconds)
    }
}
