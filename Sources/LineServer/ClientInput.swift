/// A line from the client as the session sees it, or the reason there is none.
enum ClientInput: Sendable, Equatable {
    case text(String)
    /// Ctrl-C from a telnet client.
    case interrupt
    case notUTF8
    case tooLong
    case tlsHandshake
}
