import Bot
import NIOCore

/// Answers telnet negotiation, turns lines into text, and writes replies and events in the connection's mode.
///
/// Every option a client asks for is refused once (no loops). Echo is the one option the server offers:
/// while a password is typed it sends WILL ECHO, so telnet stops echoing locally. A client that ignores
/// that offer (nc) is not sent telnet bytes again.
final class ProtocolHandler: ChannelDuplexHandler {
    typealias InboundIn = InboundFrame
    typealias InboundOut = ClientInput
    typealias OutboundIn = Outbound
    typealias OutboundOut = ByteBuffer

    private var mode = OutputMode.text
    private var refusedOptions: Set<[UInt8]> = []
    private var offersEcho = false
    private var echoOfferAnswered = false
    private var clientIgnoresTelnet = false

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .telnet(let verb, let option):
            answer(verb: verb, option: option, context: context)
        case .line(let bytes):
            if offersEcho, !echoOfferAnswered { clientIgnoresTelnet = true }
            let text = bytes.readableBytesView.withContiguousStorageIfAvailable { String(validating: $0, as: UTF8.self) }
                ?? String(validating: Array(bytes.readableBytesView), as: UTF8.self)
            context.fireChannelRead(wrapInboundOut(text.map(ClientInput.text) ?? .notUTF8))
        case .lineTooLong:
            context.fireChannelRead(wrapInboundOut(.tooLong))
        case .tlsHandshake:
            context.fireChannelRead(wrapInboundOut(.tlsHandshake))
        }
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        let text: String
        switch unwrapOutboundIn(data) {
        case .reply(let reply):
            for effect in reply.effects { apply(effect, context: context) }
            text = mode == .json ? Rendering.json(reply) : Rendering.text(reply)
        case .event(let event):
            text = mode == .json ? Rendering.json(event) : Rendering.text(event)
        }
        context.write(wrapOutboundOut(context.channel.allocator.buffer(string: text)), promise: promise)
    }

    private func apply(_ effect: SessionEffect, context: ChannelHandlerContext) {
        switch effect {
        case .outputMode(let newMode):
            mode = newMode
        case .inputEcho(let clientEchoes):
            guard mode == .text, !clientIgnoresTelnet, clientEchoes == offersEcho else { return }
            offersEcho = !clientEchoes
            echoOfferAnswered = false
            sendCommand(offersEcho ? Telnet.will : Telnet.wont, Telnet.echo, context: context)
        case .authenticated, .disconnect:
            break
        }
    }

    private func answer(verb: UInt8, option: UInt8, context: ChannelHandlerContext) {
        if option == Telnet.echo, verb == Telnet.do || verb == Telnet.dont {
            echoOfferAnswered = true
            if verb == Telnet.dont { offersEcho = false }
            return
        }
        let refusal: UInt8
        switch verb {
        case Telnet.do: refusal = Telnet.wont
        case Telnet.will: refusal = Telnet.dont
        default: return
        }
        guard refusedOptions.insert([refusal, option]).inserted else { return }
        sendCommand(refusal, option, context: context)
    }

    private func sendCommand(_ verb: UInt8, _ option: UInt8, context: ChannelHandlerContext) {
        let bytes = context.channel.allocator.buffer(bytes: [Telnet.iac, verb, option])
        context.writeAndFlush(wrapOutboundOut(bytes), promise: nil)
    }
}
