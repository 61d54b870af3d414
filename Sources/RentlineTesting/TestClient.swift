import NIOCore
import NIOPosix

/// An async TCP client for tests: sends lines or raw bytes and reads CRLF lines and reply blocks.
public final class TestClient {
    private var inbound: NIOAsyncChannelInboundStream<ByteBuffer>.AsyncIterator
    private let outbound: NIOAsyncChannelOutboundWriter<ByteBuffer>
    private var pending: [UInt8] = []
    private var isClosedByPeer = false

    /// Connects to `port` on the loopback address, from another loopback address (127.0.0.2, say) when
    /// `source` is given, runs `body`, then closes the connection.
    public static func connect<T: Sendable>(
        port: Int, from source: String? = nil, _ body: (TestClient) async throws -> T
    ) async throws -> T {
        var bootstrap = ClientBootstrap(group: .singletonMultiThreadedEventLoopGroup)
        if let source { bootstrap = bootstrap.bind(to: try SocketAddress(ipAddress: source, port: 0)) }
        let channel = try await bootstrap
            .connect(host: "127.0.0.1", port: port) { channel in
                channel.eventLoop.makeCompletedFuture {
                    try NIOAsyncChannel<ByteBuffer, ByteBuffer>(
                        wrappingChannelSynchronously: channel,
                        configuration: .init(isOutboundHalfClosureEnabled: true))
                }
            }
        return try await channel.executeThenClose { inbound, outbound in
            try await body(TestClient(inbound: inbound.makeAsyncIterator(), outbound: outbound))
        }
    }

    private init(inbound: NIOAsyncChannelInboundStream<ByteBuffer>.AsyncIterator, outbound: NIOAsyncChannelOutboundWriter<ByteBuffer>) {
        self.inbound = inbound
        self.outbound = outbound
    }

    /// Sends `line` followed by LF, as a script or nc does.
    public func send(_ line: String) async throws {
        try await outbound.write(ByteBuffer(string: line + "\n"))
    }

    public func send(bytes: [UInt8]) async throws {
        try await outbound.write(ByteBuffer(bytes: bytes))
    }

    /// Sends end-of-file, as `nc -N` does when its input ends; the server can still answer.
    public func finishSending() {
        outbound.finish()
    }

    /// The next line's bytes without CRLF, or nil once the server has closed the connection.
    public func readLineBytes() async throws -> [UInt8]? {
        while true {
            if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                var line = Array(pending[..<newline])
                pending.removeSubrange(...newline)
                if line.last == UInt8(ascii: "\r") { line.removeLast() }
                return line
            }
            if isClosedByPeer { return nil }
            if let buffer = try await inbound.next() {
                pending.append(contentsOf: buffer.readableBytesView)
            } else {
                isClosedByPeer = true
                if !pending.isEmpty {
                    defer { pending.removeAll() }
                    return pending
                }
            }
        }
    }

    public func readLine() async throws -> String? {
        try await readLineBytes().map { String(decoding: $0, as: UTF8.self) }
    }

    /// The lines of the next text-mode block, up to the empty line that ends it.
    public func readBlock() async throws -> [String] {
        var lines: [String] = []
        while let line = try await readLine(), !line.isEmpty { lines.append(line) }
        return lines
    }

    /// Everything the server still sends until it closes the connection.
    public func readUntilClosed() async throws -> [String] {
        var lines: [String] = []
        while let line = try await readLine() { lines.append(line) }
        return lines
    }
}
