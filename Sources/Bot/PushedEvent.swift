import Intents

/// Something another user or the server did that a user should hear about at once.
public struct PushedEvent: Sendable, Equatable, Codable {
    /// A stable name for programs, such as `message` or `shutdown`.
    public var name: String
    public var text: String
    public var data: JSONValue?
    /// The booking the event is about: the one "approve it" or a number alone then names on that connection.
    public var bookingID: Int64?
    /// The other side of that booking: the one "message them: …" then reaches.
    public var otherParty: String?

    public init(name: String, text: String, data: JSONValue? = nil, bookingID: Int64? = nil, otherParty: String? = nil) {
        self.name = name
        self.text = text
        self.data = data
        self.bookingID = bookingID
        self.otherParty = otherParty
    }

    public static let shutdown = PushedEvent(
        name: "shutdown", text: "The server is shutting down for maintenance; please reconnect in a minute.")
}
