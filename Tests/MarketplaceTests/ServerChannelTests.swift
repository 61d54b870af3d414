import Foundation
@testable import Marketplace
import RentlineTesting
import Synchronization
import Testing

/// The servers of one PostgreSQL database tell each other things through their channel: in order, whole however
/// long, never back to the server that said it, and the console's doorbell only when its transaction commits.
struct ServerChannelTests {
    /// What one server heard, in order, waited for one at a time.
    final class Heard: Sendable {
        let stream: AsyncStream<(ServerChannel.Kind, String)>
        private let continuation: AsyncStream<(ServerChannel.Kind, String)>.Continuation

        init() {
            (stream, continuation) = AsyncStream.makeStream()
        }

        func hear(_ kind: ServerChannel.Kind, _ text: String) {
            continuation.yield((kind, text))
        }

        func next(_ count: Int) async -> [(ServerChannel.Kind, String)] {
            var heard: [(ServerChannel.Kind, String)] = []
            for await item in stream {
                heard.append(item)
                if heard.count == count { break }
            }
            return heard
        }
    }

    @Test(arguments: [0, 1, 6_999, 7_000, 7_001, 30_000])
    func partsStayUnderTheLimitBetweenCharactersAndJoinAgain(_ length: Int) {
        let text = String((0..<length).map { ["é", "a", "🙂", "東"][$0 % 4] as Character })
        let parts = ServerChannel.parts(of: text)
        #expect(parts.allSatisfy { $0.utf8.count <= ServerChannel.partLength })
        #expect(parts.joined() == text)
        #expect(parts.count == max(1, Int((Double(text.utf8.count) / Double(ServerChannel.partLength)).rounded(.up))))
    }

    @Test func eachServerHearsTheOthersInOrderAndNeverItself() async throws {
        try await PostgresTestCluster.withFreshAppDatabases(2) { databases in
            let (one, two) = (try #require(databases[0].serverChannel), try #require(databases[1].serverChannel))
            let (heardByOne, heardByTwo) = (Heard(), Heard())
            try await one.start(hear: heardByOne.hear)
            try await two.start(hear: heardByTwo.hear)
            let long = String(repeating: "naïve 🙂 ", count: 2_000)
            one.announce(.event, "first")
            one.announce(.event, long)
            one.announce(.event, "")
            let byTwo = await heardByTwo.next(3)
            #expect(byTwo.map(\.1) == ["first", long, ""])
            #expect(byTwo.allSatisfy { $0.0 == .event })
            two.announce(.event, "back")
            let byOne = await heardByOne.next(1)
            #expect(byOne.map(\.1) == ["back"])
        }
    }

    /// Once the announcing server and then the hearing server have caught up, the announcement has been heard:
    /// nothing is left in flight, so a test can look without waiting.
    @Test func catchingUpInTurnLeavesNothingInFlight() async throws {
        try await PostgresTestCluster.withFreshAppDatabases(2) { databases in
            let (one, two) = (try #require(databases[0].serverChannel), try #require(databases[1].serverChannel))
            let heardByTwo = Mutex<[String]>([])
            try await one.start { _, _ in }
            try await two.start { _, text in heardByTwo.withLock { $0.append(text) } }
            for round in 1...20 {
                one.announce(.event, "round \(round)")
                await one.catchUp()
                await two.catchUp()
                #expect(heardByTwo.withLock { $0.last } == "round \(round)")
            }
        }
    }

    @Test func theDoorbellRingsWhenTheConsolesTransactionCommitsAndNotWhenItRollsBack() async throws {
        try await PostgresTestCluster.withFreshAppDatabases(2) { databases in
            let (server, console) = (databases[0], databases[1])
            let channel = try #require(server.serverChannel)
            let heard = Heard()
            try await channel.start(hear: heard.hear)
            let doorbell = SignalDoorbell(database: server)
            let before = doorbell.stamp()
            struct Refused: Error {}
            #expect(throws: Refused.self) {
                try console.writeSynchronously { db in
                    try SignalDoorbell.ring(in: db)
                    throw Refused()
                }
            }
            try console.writeSynchronously { db in try SignalDoorbell.ring(in: db) }
            let rings = await heard.next(1)
            #expect(rings.map(\.0) == [.signals])
            #expect(channel.signalsHeard == 1)
            #expect(doorbell.stamp() != before)
        }
    }
}

/// One server of those sharing a database runs the timed sweep; when it stops, another takes over.
struct SweepLeadTests {
    @Test func oneServerLeadsTheSweepUntilItStops() async throws {
        try await PostgresTestCluster.withFreshAppDatabases(2) { databases in
            let (one, two) = (try #require(databases[0].serverChannel), try #require(databases[1].serverChannel))
            try await one.start { _, _ in }
            try await two.start { _, _ in }
            #expect(await one.leadsSweep())
            #expect(await one.leadsSweep())
            #expect(await !two.leadsSweep())
            await one.stop()
            #expect(await two.leadsSweep())
        }
    }
}
