import Bot
import GRDB
@testable import LineServer
@testable import Marketplace
import RentlineTesting
import Testing

/// A client that stops reading is cut off, its queued output bounded. It pushes 50 MB at the stalled client: 7 s
/// alone, over the one minute the other limit tests get while the whole suite loads both cores of the test machine.
@Suite(.timeLimit(.minutes(3)))
struct StalledClientTests {
    @Test func aClientThatStopsReadingIsDisconnected() async throws {
        var limits = ServerLimits()
        limits.maximumQueuedOutput = 64 * 1024
        try await TestServer.withServer(limits: limits) { server in
            let reader = StalledReader(port: server.port)
            try await reader.signUpThenStall()
            let userID = try #require(
                try await server.database.writer.read { try Int64.fetchOne($0, sql: "SELECT id FROM users") })
            let big = PushedEvent(name: "flood", text: String(repeating: "z", count: 10_000))
            for _ in 0..<5_000 { server.hub.push(big, to: userID) }
            await server.hub.waitUntilOffline(userID)
            let received = try await reader.readEverything()
            #expect(received < 20_000_000)
        }
    }
}
