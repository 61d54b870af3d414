import NIOCore

/// The limits that keep one client from hurting the others; each has a `serve` option.
public struct ServerLimits: Sendable {
    public var maximumLineLength = 4096
    public var maximumConnections = 10_000
    /// Connections open at once from one client address (an IPv4 address or an IPv6 /64).
    public var maximumConnectionsPerAddress = 100
    public var commandBurst = 20
    public var commandsPerSecond = 10.0
    /// Output queued for a client that does not read, past which it is disconnected.
    public var maximumQueuedOutput = 1 << 20
    /// How long a connection may stay without logging in, from connecting or logging out, whatever it sends.
    public var idleBeforeLogin = TimeAmount.minutes(5)
    public var idleAfterLogin = TimeAmount.minutes(30)
    /// How long shutdown waits for in-flight requests before closing what is left.
    public var shutdownGrace = TimeAmount.seconds(9)
    /// IP addresses of proxies (HAProxy with `send-proxy`) whose connections begin with a PROXY protocol header: the
    /// per-address limits count the client it names, not the proxy. An IPv4 proxy is matched on an IPv6 socket too.
    public var trustedProxies: Set<String> = []

    public init() {}
}
