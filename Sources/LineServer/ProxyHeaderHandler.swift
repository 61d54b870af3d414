import NIOCore

/// Reads the PROXY header that a trusted proxy sends first, passes it on as a `ProxiedConnection` event, then
/// steps aside and lets what followed it through. A connection whose header is malformed, too long or late is
/// closed: only a misconfigured proxy sends one, and its client cannot be counted.
final class ProxyHeaderHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer

    /// How long a proxy may take to send the header after connecting.
    static let deadline = TimeAmount.seconds(10)

    private var received: ByteBuffer?
    private var timeout: Scheduled<Void>?

    func handlerAdded(context: ChannelHandlerContext) {
        let channel = context.channel
        timeout = context.eventLoop.scheduleTask(in: Self.deadline) { channel.close(promise: nil) }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        timeout?.cancel()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        var bytes = unwrapInboundIn(data)
        if received == nil {
            received = bytes
        } else {
            received!.writeBuffer(&bytes)
        }
        guard var buffer = received else { return }
        let view = buffer.readableBytesView
        let searched = view.prefix(ProxyHeader.maximumLength)
        guard let newline = searched.firstIndex(of: UInt8(ascii: "\n")) else {
            if view.count >= ProxyHeader.maximumLength { context.close(promise: nil) }
            return
        }
        let lineLength = newline - view.startIndex
        guard lineLength > 0, view[newline - 1] == UInt8(ascii: "\r"),
            let line = buffer.readString(length: lineLength - 1), let header = ProxyHeader(line: line)
        else {
            context.close(promise: nil)
            return
        }
        buffer.moveReaderIndex(forwardBy: 2)
        received = nil
        context.fireUserInboundEventTriggered(ProxiedConnection(header: header))
        if buffer.readableBytes > 0 { context.fireChannelRead(wrapInboundOut(buffer)) }
        context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
    }
}
