import Bot
import Synchronization
import Testing

/// Records what the hub delivers to one connection.
final class RecordingSink: EventSink {
    let events = Mutex<[PushedEvent]>([])
    let stoppedReading = Mutex(false)
    let closed = Mutex(false)

    func deliver(_ event: PushedEvent) { events.withLock { $0.append(event) } }
    func stopReading() { stoppedReading.withLock { $0 = true } }
    func close() { closed.withLock { $0 = true } }
    func deliverAndClose(_ event: PushedEvent) {
        deliver(event)
        close()
    }
    var received: [String] { events.withLock { $0.map(\.name) } }
}

struct EventHubTests {
    let message = PushedEvent(name: "message", text: "bob: hi")

    /// Ana (user 10) on connections 1 and 2, bob (user 20) on connection 3.
    static func anaOnTwoConnectionsAndBobOnOne() -> (EventHub, RecordingSink, RecordingSink, RecordingSink) {
        let hub = EventHub()
        let anaLaptop = RecordingSink(), anaPhone = RecordingSink(), bob = RecordingSink()
        hub.connect(1, sink: anaLaptop)
        hub.connect(2, sink: anaPhone)
        hub.connect(3, sink: bob)
        hub.bind(1, to: 10)
        hub.bind(2, to: 10)
        hub.bind(3, to: 20)
        return (hub, anaLaptop, anaPhone, bob)
    }

    @Test func deliversToEveryConnectionOfTheUserAndNoOneElse() {
        let (hub, anaLaptop, anaPhone, bob) = Self.anaOnTwoConnectionsAndBobOnOne()
        #expect(hub.push(message, to: 10) == 2)
        #expect(anaLaptop.received == ["message"])
        #expect(anaPhone.received == ["message"])
        #expect(bob.received == [])
    }

    @Test func disconnectingAUserTellsAndClosesOnlyTheirConnections() {
        let (hub, anaLaptop, anaPhone, bob) = Self.anaOnTwoConnectionsAndBobOnOne()
        hub.disconnectUser(10, after: PushedEvent(name: "suspended", text: "closing"))
        #expect(anaLaptop.received == ["suspended"] && anaLaptop.closed.withLock { $0 })
        #expect(anaPhone.received == ["suspended"] && anaPhone.closed.withLock { $0 })
        #expect(bob.received == [] && !bob.closed.withLock { $0 })
    }

    @Test func stopsDeliveringAfterLogoutOrDisconnect() {
        let hub = EventHub()
        let laptop = RecordingSink(), phone = RecordingSink()
        hub.connect(1, sink: laptop)
        hub.connect(2, sink: phone)
        hub.bind(1, to: 10)
        hub.bind(2, to: 10)
        hub.unbind(1)
        hub.disconnect(2)
        #expect(hub.push(message, to: 10) == 0)
        #expect(laptop.received.isEmpty && phone.received.isEmpty)
        #expect(hub.connectionCount == 1)
    }

    @Test func rebindingMovesAConnectionToTheNewUser() {
        let hub = EventHub()
        let sink = RecordingSink()
        hub.connect(1, sink: sink)
        hub.bind(1, to: 10)
        hub.bind(1, to: 20)
        #expect(hub.push(message, to: 10) == 0)
        #expect(hub.push(message, to: 20) == 1)
    }

    @Test func shutdownReachesEveryConnectionLoggedInOrNot() {
        let hub = EventHub()
        let anonymous = RecordingSink(), member = RecordingSink()
        hub.connect(1, sink: anonymous)
        hub.connect(2, sink: member)
        hub.bind(2, to: 10)
        hub.broadcastAndStopReading(.shutdown)
        for sink in [anonymous, member] {
            #expect(sink.received == ["shutdown"])
            #expect(sink.stoppedReading.withLock { $0 })
        }
        hub.closeAll()
        #expect(anonymous.closed.withLock { $0 } && member.closed.withLock { $0 })
    }
}

@Suite(.timeLimit(.minutes(1)))
struct EventHubPresenceTests {
    @Test func aConnectionThatHasGoneIsNotBound() async {
        let hub = EventHub()
        hub.connect(1, sink: RecordingSink())
        hub.disconnect(1)
        hub.bind(1, to: 10)
        #expect(hub.push(PushedEvent(name: "message", text: "hi"), to: 10) == 0)
        await hub.waitUntilOffline(10)
    }

    @Test func waitingForAUserToGoOfflineEndsWhenTheirLastConnectionLeaves() async {
        let hub = EventHub()
        hub.connect(1, sink: RecordingSink())
        hub.connect(2, sink: RecordingSink())
        hub.bind(1, to: 10)
        hub.bind(2, to: 10)
        async let offline: Void = hub.waitUntilOffline(10)
        hub.disconnect(1)
        hub.unbind(2)
        await offline
        await hub.waitUntilOffline(99)
    }
}
