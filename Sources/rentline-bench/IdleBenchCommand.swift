import ArgumentParser
import Foundation
import LineServer
import NIOCore
import NIOPosix

/// `rentline-bench idle`: opens many connections that stay silent and reports the server's resident memory.
struct IdleBenchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "idle", abstract: "Hold N idle connections open and report the server process's resident memory.")

    @Option(help: "The server's address.") var host = "127.0.0.1"
    @Option(help: "The server's port.") var port = 4000
    @Option(help: "How many connections to open.") var connections = 10_000
    @Option(help: "The server's process id, to read its memory from /proc.") var pid: Int32

    func run() async throws {
        let limit = FileDescriptorLimit.raiseToMaximum()
        guard limit > connections + 16 else {
            throw ValidationError("This process may open only \(limit) files; raise the limit (ulimit -Hn) above \(connections).")
        }
        let before = try residentKilobytes()
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        var greeted: [EventLoopFuture<Void>] = []
        var channels: [any Channel] = []
        for _ in 0..<connections {
            let promise = group.next().makePromise(of: Void.self)
            let channel = try await ClientBootstrap(group: group)
                .channelInitializer { channel in
                    channel.eventLoop.makeCompletedFuture {
                        try channel.pipeline.syncOperations.addHandler(GreetingWaiter(greeted: promise))
                    }
                }
                .connect(host: host, port: port).get()
            channels.append(channel)
            greeted.append(promise.futureResult)
        }
        for future in greeted { try await future.get() }
        let after = try residentKilobytes()
        print(String(format: "idle_connections=%d rss_before_mb=%.1f rss_after_mb=%.1f per_connection_kb=%.2f",
                     connections, Double(before) / 1024, Double(after) / 1024,
                     Double(after - before) / Double(connections)))
        for channel in channels { channel.close(promise: nil) }
        try await group.shutdownGracefully()
    }

    private func residentKilobytes() throws -> Int {
        let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
            let kilobytes = line.split(separator: " ").compactMap({ Int($0) }).first
        else { throw ValidationError("Cannot read the memory of process \(pid): give --pid of the running rentline server.") }
        return kilobytes
    }
}

/// Completes its promise once the server's greeting (ending with an empty line) has arrived.
final class GreetingWaiter: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer

    private let greeted: EventLoopPromise<Void>
    private var tail: [UInt8] = []

    init(greeted: EventLoopPromise<Void>) {
        self.greeted = greeted
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        tail = Array((tail + unwrapInboundIn(data).readableBytesView).suffix(4))
        if tail == Array("\r\n\r\n".utf8) { greeted.succeed() }
    }

    func channelInactive(context: ChannelHandlerContext) {
        greeted.fail(ChannelError.eof)
    }
}
