import NIOCore

/// What the line decoder makes of the client's bytes.
enum InboundFrame: Equatable {
    /// One line without its ending, telnet commands removed.
    case line(ByteBuffer)
    /// A telnet option request (`verb` is WILL, WONT, DO or DONT).
    case telnet(verb: UInt8, option: UInt8)
    /// The line passed the length limit; nothing more is read.
    case lineTooLong
    /// The connection opened with a TLS handshake; nothing more is read.
    case tlsHandshake
}

/// Telnet's command bytes (RFC 854).
enum Telnet {
    static let iac: UInt8 = 255
    static let dont: UInt8 = 254
    static let `do`: UInt8 = 253
    static let wont: UInt8 = 252
    static let will: UInt8 = 251
    static let subnegotiationBegin: UInt8 = 250
    static let subnegotiationEnd: UInt8 = 240
    static let echo: UInt8 = 1
}
