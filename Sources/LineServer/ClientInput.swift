/// A line from the client as the session sees it, or the reason there is none.
enum ClientInput: Sendable, Equatable {
    case text(String)
    case notUTF8
    case tooLong
    case tlsHandshake
}
