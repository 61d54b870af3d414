import NIOCore

/// Closes a connection whose client has stopped reading once the output queued for it passes the write buffer's high-water mark.
final class SlowReaderGuard: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer

    func channelWritabilityChanged(context: ChannelHandlerContext) {
        if !context.channel.isWritable {
            context.close(promise: nil)
        }
        context.fireChannelWritabilityChanged()
    }
}
