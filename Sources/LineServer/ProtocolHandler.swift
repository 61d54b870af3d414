import Bot
import NIOCore

/// Speaks telnet with clients that speak it (`TelnetPeer`), turns lines into text, and writes replies and events
/// in the connection's mode, wrapped to its width.
///
/// The width is the one the client's telnet reports (NAWS), or the one set with `/width`, or 80 columns. For a
/// telnet client, a pushed event starts with a line break, so it never lands on a half-typed line.
final class ProtocolHandler: ChannelDuplexHandler {
    typealias InboundIn = InboundFrame
    typealias InboundOut = ClientInput
    typealias OutboundIn = Outbound
    typealias OutboundOut = ByteBuffer

    /// Window widths below this are taken as a client that doesn't know its own.
    static let narrowestWindow = 20

    private var mode = OutputMode.text
    private var peer = TelnetPeer()
    private var width = Rendering.defaultWidth
    private var isWidthChosen = false

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .telnet(let verb, let option):
            send(peer.receive(verb: verb, option: option), context: context)
        case .interrupt:
            peer.commandReceived()
            context.fireChannelRead(wrapInboundOut(.interrupt))
        case .windowSize(let columns, _):
            peer.commandReceived()
            if !isWidthChosen, columns >= Self.narrowestWindow { width = columns }
        case .line(let bytes, let endsWithCarriageReturn):
            let text = bytes.readableBytesView.withContiguousStorageIfAvailable { String(validating: $0, as: UTF8.self) }
                ?? String(validating: Array(bytes.readableBytesView), as: UTF8.self)
            let isHTTP = text.map(ServerNotices.isHTTPRequestLine) ?? false
            peer.lineRead(endsWithCarriageReturn: endsWithCarriageReturn && !isHTTP)
            context.fireChannelRead(wrapInboundOut(text.map(ClientInput.text) ?? .notUTF8))
        case .lineTooLong:
            context.fireChannelRead(wrapInboundOut(.tooLong))
        case .tlsHandshake:
            context.fireChannelRead(wrapInboundOut(.tlsHandshake))
        }
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        var buffer = context.channel.allocator.buffer(capacity: 256)
        switch unwrapOutboundIn(data) {
        case .reply(let reply):
            for case .outputMode(let newMode) in reply.effects { mode = newMode }
            buffer.writeBytes(peer.beforeReply(isTextMode: mode == .text))
            for effect in reply.effects { apply(effect, to: &buffer) }
            buffer.writeString(mode == .json ? Rendering.json(reply) : Rendering.text(reply, width: width))
        case .event(let event):
            if mode == .json {
                buffer.writeString(Rendering.json(event))
            } else {
                if peer.speaksTelnet { buffer.writeString("\r\n") }
                buffer.writeString(Rendering.text(event, width: width))
            }
        }
        context.write(wrapOutboundOut(buffer), promise: promise)
    }

    private func apply(_ effect: SessionEffect, to buffer: inout ByteBuffer) {
        switch effect {
        case .inputEcho(let clientEchoes) where mode == .text:
            buffer.writeBytes(peer.setClientEchoes(clientEchoes))
        case .wrapWidth(let columns):
            width = columns
            isWidthChosen = true
        case .inputEcho, .outputMode, .authenticated, .disconnect:
            break
        }
    }

    private func send(_ bytes: [UInt8], context: ChannelHandlerContext) {
        guard !bytes.isEmpty else { return }
        context.writeAndFlush(wrapOutboundOut(context.channel.allocator.buffer(bytes: bytes)), promise: nil)
    }
}
