import Bot
import Foundation
import Intents
import Synchronization
import Testing

/// Records what a hub hands to the other servers.
final class RecordingRelay: EventRelay {
    let relayed = Mutex<[RelayedEvent]>([])

    func relay(_ event: RelayedEvent) { relayed.withLock { $0.append(event) } }
    var all: [RelayedEvent] { relayed.withLock { $0 } }
}

/// A hub on a database shared by several servers hands each event to the others as well as delivering it here;
/// what another server relayed is delivered here only, so nothing goes round in circles.
struct EventRelayTests {
    let message = PushedEvent(
        name: "message", text: "Message from bob: hi",
        data: .object([("kind", .string("message")), ("unread", .int(2)), ("score", .double(4.5)), ("card", .null)]),
        bookingID: 7, otherParty: "bob")
    let closing = PushedEvent(name: "logged_out", text: "You logged out on another connection.")

    /// Ana (user 10) on connections 1 and 2 through one login, bob (user 20) on connection 3.
    func hub(relay: RecordingRelay?) -> (EventHub, RecordingSink, RecordingSink, RecordingSink) {
        let hub = EventHub(relay: relay)
        let anaLaptop = RecordingSink(), anaPhone = RecordingSink(), bob = RecordingSink()
        hub.connect(1, sink: anaLaptop)
        hub.connect(2, sink: anaPhone)
        hub.connect(3, sink: bob)
        hub.bind(1, to: 10, session: "ana-token")
        hub.bind(2, to: 10, session: "ana-token")
        hub.bind(3, to: 20, session: "bob-token")
        return (hub, anaLaptop, anaPhone, bob)
    }

    @Test func eventsGoToTheOtherServersAsWellAsHere() {
        let relay = RecordingRelay()
        let (hub, anaLaptop, anaPhone, bob) = hub(relay: relay)
        #expect(hub.push(message, to: 10) == 2)
        hub.disconnectUser(20, after: closing)
        #expect(hub.endSession("ana-token", except: 1, after: closing) == 1)
        #expect(relay.all == [.push(message, to: 10), .disconnectUser(20, after: closing), .endSession("ana-token", after: closing)])
        #expect(anaLaptop.received == ["message"])
        #expect(anaPhone.received == ["message", "logged_out"] && anaPhone.closed.withLock { $0 })
        #expect(bob.received == ["logged_out"] && bob.closed.withLock { $0 })
    }

    @Test func whatAnotherServerRelayedIsDeliveredHereOnly() {
        let relay = RecordingRelay()
        let (hub, anaLaptop, anaPhone, bob) = hub(relay: relay)
        hub.deliverHere(.push(message, to: 20))
        hub.deliverHere(.endSession("ana-token", after: closing))
        #expect(relay.all.isEmpty)
        #expect(bob.received == ["message"] && !bob.closed.withLock { $0 })
        #expect(anaLaptop.received == ["logged_out"] && anaLaptop.closed.withLock { $0 })
        #expect(anaPhone.received == ["logged_out"] && anaPhone.closed.withLock { $0 })
    }

    @Test func aRelayedEventArrivesAsItWasSent() throws {
        for event in [RelayedEvent.push(message, to: 10), .disconnectUser(20, after: closing), .endSession("t", after: closing)] {
            let decoded = try JSONDecoder().decode(RelayedEvent.self, from: JSONEncoder().encode(event))
            #expect(decoded == event)
        }
        let data = try JSONEncoder().encode(RelayedEvent.push(message, to: 10))
        guard case .push(let event, _) = try JSONDecoder().decode(RelayedEvent.self, from: data) else {
            Issue.record("not a push")
            return
        }
        #expect(event.data?.serialized == message.data?.serialized)
    }
}
