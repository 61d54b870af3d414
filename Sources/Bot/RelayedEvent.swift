import Foundation
import Marketplace

/// An event one server's hub hands to the hubs of the other servers sharing its database.
public enum RelayedEvent: Sendable, Equatable, Codable {
    case push(PushedEvent, to: Int64)
    case disconnectUser(Int64, after: PushedEvent)
    /// Close every connection logged in through this login session.
    case endSession(String, after: PushedEvent)
}

/// Carries a hub's events to the other servers' hubs.
public protocol EventRelay: Sendable {
    func relay(_ event: RelayedEvent)
}

/// Relays events as announcements on the database's server channel (PostgreSQL's NOTIFY).
struct ChannelEventRelay: EventRelay {
    let channel: ServerChannel

    func relay(_ event: RelayedEvent) {
        guard let text = try? JSONEncoder().encode(event) else { return }
        channel.announce(.event, String(decoding: text, as: UTF8.self))
    }

    /// The event another server announced, or nil when the text isn't one.
    static func event(announced text: String) -> RelayedEvent? {
        try? JSONDecoder().decode(RelayedEvent.self, from: Data(text.utf8))
    }
}

extension EventHub {
    /// A hub whose events reach the connections of every server on `database`: on PostgreSQL through its server
    /// channel; on SQLite, which one server holds alone, this server's connections only.
    public static func forServers(sharing database: AppDatabase) -> EventHub {
        EventHub(relay: database.serverChannel.map(ChannelEventRelay.init))
    }
}
