import NIOCore

/// Splits a byte stream into lines ending in LF, CRLF, CR NUL or a lone CR, removing telnet commands.
///
/// A line longer than `maximumLineLength` bytes, or a connection that opens with a TLS handshake,
/// yields one final frame after which every byte is discarded.
struct LineDecoder: ByteToMessageDecoder {
    typealias InboundOut = InboundFrame

    private enum TelnetState {
        case data
        case command
        case option(verb: UInt8)
        case subnegotiation
        case subnegotiationCommand
    }

    let maximumLineLength: Int
    private var line = ByteBuffer()
    private var telnet = TelnetState.data
    private var skipsNextLineFeedOrNul = false
    private var isAtStart = true
    private var isDiscarding = false

    init(maximumLineLength: Int) {
        self.maximumLineLength = maximumLineLength
    }

    mutating func decode(context: ChannelHandlerContext, buffer: inout ByteBuffer) throws -> DecodingState {
        if isDiscarding {
            buffer.moveReaderIndex(to: buffer.writerIndex)
            return .needMoreData
        }
        if isAtStart, let first = buffer.readableBytesView.first {
            isAtStart = false
            if first == 0x16 {
                isDiscarding = true
                context.fireChannelRead(Self.wrapInboundOut(.tlsHandshake))
                return .continue
            }
        }
        while let byte = buffer.readInteger(as: UInt8.self) {
            if let frame = consume(byte) {
                context.fireChannelRead(Self.wrapInboundOut(frame))
                return .continue
            }
        }
        return .needMoreData
    }

    mutating func decodeLast(
        context: ChannelHandlerContext, buffer: inout ByteBuffer, seenEOF: Bool
    ) throws -> DecodingState {
        let state = try decode(context: context, buffer: &buffer)
        if state == .needMoreData, !isDiscarding, line.readableBytes > 0 {
            let last = line
            line.clear()
            context.fireChannelRead(Self.wrapInboundOut(.line(last)))
        }
        return .needMoreData
    }

    private mutating func consume(_ byte: UInt8) -> InboundFrame? {
        switch telnet {
        case .data:
            return consumeData(byte)
        case .command:
            switch byte {
            case Telnet.iac:
                telnet = .data
                return append(byte)
            case Telnet.will, Telnet.wont, Telnet.do, Telnet.dont:
                telnet = .option(verb: byte)
            case Telnet.subnegotiationBegin:
                telnet = .subnegotiation
            default:
                telnet = .data
            }
        case .option(let verb):
            telnet = .data
            return .telnet(verb: verb, option: byte)
        case .subnegotiation:
            if byte == Telnet.iac { telnet = .subnegotiationCommand }
        case .subnegotiationCommand:
            telnet = byte == Telnet.subnegotiationEnd ? .data : .subnegotiation
        }
        return nil
    }

    private mutating func consumeData(_ byte: UInt8) -> InboundFrame? {
        let skips = skipsNextLineFeedOrNul
        skipsNextLineFeedOrNul = false
        switch byte {
        case Telnet.iac:
            telnet = .command
            skipsNextLineFeedOrNul = skips
            return nil
        case UInt8(ascii: "\n") where skips, 0 where skips:
            return nil
        case UInt8(ascii: "\r"):
            skipsNextLineFeedOrNul = true
            return finishLine()
        case UInt8(ascii: "\n"):
            return finishLine()
        default:
            return append(byte)
        }
    }

    private mutating func append(_ byte: UInt8) -> InboundFrame? {
        guard line.readableBytes < maximumLineLength else {
            isDiscarding = true
            line.clear()
            return .lineTooLong
        }
        line.writeInteger(byte)
        return nil
    }

    private mutating func finishLine() -> InboundFrame {
        let finished = line
        line = ByteBuffer()
        return .line(finished)
    }
}
