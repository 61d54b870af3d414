import Bot
@testable import LineServer
import RentlineTesting
import Testing

@Suite(.timeLimit(.minutes(1)))
struct ShutdownTests {
    @Test func gracefulShutdownTellsEveryClientAndClosesTheirConnections() async throws {
        try await TestServer.withServer { server in
            try await TestClient.connect(port: server.port) { member in
                _ = try await member.readBlock()
                try await member.send("signup ana correct-horse")
                _ = try await member.readBlock()
                try await TestClient.connect(port: server.port) { visitor in
                    _ = try await visitor.readBlock()
                    server.shutdown()
                    let notice = Rendering.text(PushedEvent.shutdown).split(separator: "\r\n").map(String.init)
                    #expect(try await member.readUntilClosed() == notice + [""])
                    #expect(try await visitor.readUntilClosed() == notice + [""])
                }
            }
        }
    }
}
