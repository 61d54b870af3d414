import Bot

/// What the session and the event hub write to a client; rendered by `ProtocolHandler` in the connection's mode.
enum Outbound: Sendable {
    case reply(Reply)
    case event(PushedEvent)
}
