import NIOCore

/// Splits a byte stream into lines ending in LF, CRLF, CR NUL or a lone CR, removing telnet commands.
///
/// Backspace and DEL (from clients that send every key) and telnet's Erase Character remove the character before
/// them; Erase Line empties the line. Telnet's Interrupt Process and Break drop the line being typed and become an
/// `interrupt`; a window-size subnegotiation becomes a `windowSize`. Other subnegotiations are skipped.
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

    /// Subnegotiation bytes kept; a window size needs five, and longer ones are not read.
    private static let maximumSubnegotiation = 16

    let maximumLineLength: Int
    private var line = ByteBuffer()
    private var telnet = TelnetState.data
    private var subnegotiation: [UInt8] = []
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
            context.fireChannelRead(Self.wrapInboundOut(.line(last, endsWithCarriageReturn: false)))
        }
        return .needMoreData
    }

    private mutating func consume(_ byte: UInt8) -> InboundFrame? {
        switch telnet {
        case .data:
            return consumeData(byte)
        case .command:
            telnet = .data
            switch byte {
            case Telnet.iac:
                return append(byte)
            case Telnet.will, Telnet.wont, Telnet.do, Telnet.dont:
                telnet = .option(verb: byte)
            case Telnet.subnegotiationBegin:
                subnegotiation.removeAll(keepingCapacity: true)
                telnet = .subnegotiation
            case Telnet.interruptProcess, Telnet.break:
                line.clear()
                return .interrupt
            case Telnet.eraseCharacter:
                eraseLastCharacter()
            case Telnet.eraseLine:
                line.clear()
            default:
                break
            }
        case .option(let verb):
            telnet = .data
            return .telnet(verb: verb, option: byte)
        case .subnegotiation:
            if byte == Telnet.iac {
                telnet = .subnegotiationCommand
            } else if subnegotiation.count < Self.maximumSubnegotiation {
                subnegotiation.append(byte)
            }
        case .subnegotiationCommand:
            switch byte {
            case Telnet.subnegotiationEnd:
                telnet = .data
                return finishSubnegotiation()
            case Telnet.iac:
                telnet = .subnegotiation
                if subnegotiation.count < Self.maximumSubnegotiation { subnegotiation.append(byte) }
            default:
                telnet = .subnegotiation
            }
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
            return finishLine(endsWithCarriageReturn: true)
        case UInt8(ascii: "\n"):
            return finishLine(endsWithCarriageReturn: false)
        case 0x08, 0x7F:
            eraseLastCharacter()
            return nil
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

    /// Removes the last UTF-8 character: its continuation bytes, then the byte that starts it.
    private mutating func eraseLastCharacter() {
        while let last = line.readableBytesView.last {
            line.moveWriterIndex(to: line.writerIndex - 1)
            if last & 0xC0 != 0x80 { return }
        }
    }

    private mutating func finishSubnegotiation() -> InboundFrame? {
        guard subnegotiation.count == 5, subnegotiation[0] == Telnet.windowSize else { return nil }
        let columns = Int(subnegotiation[1]) << 8 | Int(subnegotiation[2])
        let rows = Int(subnegotiation[3]) << 8 | Int(subnegotiation[4])
        return .windowSize(columns: columns, rows: rows)
    }

    private mutating func finishLine(endsWithCarriageReturn: Bool) -> InboundFrame {
        let finished = line
        line = ByteBuffer()
        return .line(finished, endsWithCarriageReturn: endsWithCarriageReturn)
    }
}
