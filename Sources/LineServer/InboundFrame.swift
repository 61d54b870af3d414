import NIOCore

/// What the line decoder makes of the client's bytes.
enum InboundFrame: Equatable {
    /// One line without its ending, telnet commands removed and erasures applied; `endsWithCarriageReturn` when it
    /// ended as a telnet client ends lines (CR LF, CR NUL or CR).
    case line(ByteBuffer, endsWithCarriageReturn: Bool)
    /// A telnet option request (`verb` is WILL, WONT, DO or DONT).
    case telnet(verb: UInt8, option: UInt8)
    /// Telnet's Interrupt Process or Break (Ctrl-C, Ctrl-\): the line being typed is dropped.
    case interrupt
    /// The size of the client's window (telnet NAWS, RFC 1073); 0 when the client doesn't know.
    case windowSize(columns: Int, rows: Int)
    /// The line passed the length limit; nothing more is read.
    case lineTooLong
    /// The connection opened with a TLS handshake; nothing more is read.
    case tlsHandshake
}

/// Telnet's command and option bytes (RFC 854, 856, 857, 860, 1073).
enum Telnet {
    static let iac: UInt8 = 255
    static let dont: UInt8 = 254
    static let `do`: UInt8 = 253
    static let wont: UInt8 = 252
    static let will: UInt8 = 251
    static let subnegotiationBegin: UInt8 = 250
    static let eraseLine: UInt8 = 248
    static let eraseCharacter: UInt8 = 247
    static let interruptProcess: UInt8 = 244
    static let `break`: UInt8 = 243
    static let subnegotiationEnd: UInt8 = 240

    static let binary: UInt8 = 0
    static let echo: UInt8 = 1
    static let timingMark: UInt8 = 6
    static let windowSize: UInt8 = 31
}
