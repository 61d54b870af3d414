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
    var received: [String] { events.withLock { $0.map(\.name) } }
}

struct EventHubTests {
    let message = PushedEvent(name: "message", text: "bob: hi")

    @Test func deliversToEveryConnectionOfTheUserAndNoOneElse() async {
        let hub = EventHub()
        let anaLaptop = RecordingSink(), anaPhone = RecordingSink(), bob = RecordingSink()
        await hub.connect(1, sink: anaLaptop)
        await hub.connect(2, sink: anaPhone)
        await hub.connect(3, sink: bob)
        await hub.bind(1, to: 10)
        await hub.bind(2, to: 10)
        await hub.bind(3, to: 20)
        #expect(await hub.push(message, to: 10) == 2)
        #expect(anaLaptop.received == ["message"])
        #expect(anaPhone.received == ["message"])
        #expect(bob.received == [])
    }

    @Test func stopsDeliveringAfterLogoutOrDisconnect() async {
        let hub = EventHub()
        let laptop = RecordingSink(), phone = RecordingSink()
        await hub.connect(1, sink: laptop)
        await hub.connect(2, sink: phone)
        await hub.bind(1, to: 10)
        await hub.bind(2, to: 10)
        await hub.unbind(1)
        await hub.disconnect(2)
        #expect(await hub.push(message, to: 10) == 0)
        #expect(laptop.received.isEmpty && phone.received.isEmpty)
        #expect(await hub.connectionCount == 1)
    }

    @Test func rebindingMovesAConnectionToTheNewUser() async {
        let hub = EventHub()
        let sink = RecordingSink()
        await hub.connect(1, sink: sink)
        await hub.bind(1, to: 10)
        await hub.bind(1, to: 20)
        #expect(await hub.push(message, to: 10) == 0)
        #expect(await hub.push(message, to: 20) == 1)
    }

    @Test func shutdownReachesEveryConnectionLoggedInOrNot() async {
        let hub = EventHub()
        let anonymous = RecordingSink(), member = RecordingSink()
        await hub.connect(1, sink: anonymous)
        await hub.connect(2, sink: member)
        await hub.bind(2, to: 10)
        await hub.broadcastAndStopReading(.shutdown)
        for sink in [anonymous, member] {
            #expect(sink.received == ["shutdown"])
            #expect(sink.stoppedReading.withLock { $0 })
        }
        await hub.closeAll()
        #expect(anonymous.closed.withLock { $0 } && member.closed.withLock { $0 })
    }
}
