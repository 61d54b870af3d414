import Bot
import GRDB
@testable import LineServer
@testable import Marketplace
import RentlineTesting
import Testing

/// Every limit over real sockets: the offending client gets one clear line; everyone else carries on.
@Suite(.timeLimit(.minutes(1)))
struct LimitTests {
    static let greeting = Bot.greeting.linesAsSent

    @Test func aTooLongLineClosesOnlyThatConnection() async throws {
        var limits = ServerLimits()
        limits.maximumLineLength = 64
        try await TestServer.withServer(limits: limits) { server in
            try await TestClient.connect(port: server.port) { other in
                #expect(try await other.readBlock() == Self.greeting)
                try await TestClient.connect(port: server.port) { client in
                    _ = try await client.readBlock()
                    try await client.send(String(repeating: "x", count: 100))
                    #expect(try await client.readBlock() == ServerNotices.lineTooLong(limits).linesAsSent)
                    #expect(try await client.readLine() == nil)
                }
                try await other.send("PING")
                #expect(try await other.readBlock() == ["PONG"])
            }
        }
    }

    @Test func aLineWithoutANewlinePastTheLimitIsRefusedToo() async throws {
        var limits = ServerLimits()
        limits.maximumLineLength = 64
        try await TestServer.withServer(limits: limits) { server in
            try await TestClient.connect(port: server.port) { client in
                _ = try await client.readBlock()
                try await client.send(bytes: Array(repeating: UInt8(ascii: "y"), count: 65_536))
                #expect(try await client.readBlock() == ServerNotices.lineTooLong(limits).linesAsSent)
                #expect(try await client.readLine() == nil)
            }
        }
    }

    @Test func invalidUTF8GetsAnErrorAndTheConnectionStaysOpen() async throws {
        try await TestServer.withServer { server in
            try await TestClient.connect(port: server.port) { client in
                _ = try await client.readBlock()
                try await client.send(bytes: [0x68, 0xC3, 0x28, 0x0A])
                #expect(try await client.readBlock() == ServerNotices.notUTF8.linesAsSent)
                try await client.send("PING")
                #expect(try await client.readBlock() == ["PONG"])
            }
        }
    }

    @Test func connectionsPastTheMaximumAreRefused() async throws {
        var limits = ServerLimits()
        limits.maximumConnections = 2
        try await TestServer.withServer(limits: limits) { server in
            try await TestClient.connect(port: server.port) { first in
                _ = try await first.readBlock()
                try await TestClient.connect(port: server.port) { second in
                    _ = try await second.readBlock()
                    try await TestClient.connect(port: server.port) { third async throws in
                        #expect(try await third.readBlock() == ServerNotices.serverFull.linesAsSent)
                        #expect(try await third.readLine() == nil)
                    }
                    try await second.send("PING")
                    #expect(try await second.readBlock() == ["PONG"])
                }
            }
        }
    }

    @Test func connectionsPastTheMaximumFromOneAddressAreRefusedAndOtherAddressesStillGetIn() async throws {
        var limits = ServerLimits()
        limits.maximumConnectionsPerAddress = 2
        try await TestServer.withServer(limits: limits) { server in
            try await TestClient.connect(port: server.port, from: "127.0.0.3") { first in
                _ = try await first.readBlock()
                try await TestClient.connect(port: server.port, from: "127.0.0.3") { second in
                    _ = try await second.readBlock()
                    try await second.send("signup ana correct-horse")
                    _ = try await second.readBlock()
                    try await TestClient.connect(port: server.port, from: "127.0.0.3") { third async throws in
                        #expect(try await third.readBlock() == ServerNotices.tooManyFromAddress.linesAsSent)
                        #expect(try await third.readLine() == nil)
                    }
                    try await TestClient.connect(port: server.port, from: "127.0.0.4") { elsewhere async throws in
                        #expect(try await elsewhere.readBlock() == Self.greeting)
                    }
                }
                let ana = try #require(
                    try await server.database.writer.read { try Int64.fetchOne($0, sql: "SELECT id FROM users") })
                await server.hub.waitUntilOffline(ana)
                try await TestClient.connect(port: server.port, from: "127.0.0.3") { again async throws in
                    #expect(try await again.readBlock() == Self.greeting)
                }
            }
        }
    }

    @Test func commandsPastTheBurstAreAskedToSlowDown() async throws {
        var limits = ServerLimits()
        limits.commandBurst = 3
        limits.commandsPerSecond = 0.001
        try await TestServer.withServer(limits: limits) { server in
            try await TestClient.connect(port: server.port) { client in
                _ = try await client.readBlock()
                try await client.send(bytes: Array(String(repeating: "PING\n", count: 5).utf8))
                var replies: [[String]] = []
                for _ in 0..<5 { replies.append(try await client.readBlock()) }
                let slowDown = ServerNotices.slowDown(limits).linesAsSent
                #expect(replies == [["PONG"], ["PONG"], ["PONG"], slowDown, slowDown])
            }
        }
    }

    /// More connections buy no more commands: before login they share their address's allowance, after it their
    /// account's, whatever address each comes from.
    @Test func connectionsShareTheirAddressesAllowanceThenTheirAccounts() async throws {
        var limits = ServerLimits()
        limits.commandBurst = 3
        limits.commandsPerSecond = 0.001
        try await TestServer.withServer(limits: limits) { server in
            let slowDown = ServerNotices.slowDown(limits).linesAsSent
            try await TestClient.connect(port: server.port, from: "127.0.0.2") { first in
                try await TestClient.connect(port: server.port, from: "127.0.0.2") { second in
                    _ = try await first.readBlock()
                    _ = try await second.readBlock()
                    try await first.send("signup ana correct-horse")
                    let token = try #require(try await first.readBlock().last?.split(separator: " ").last)
                    try await second.send("PING")
                    #expect(try await second.readBlock() == ["PONG"])
                    try await second.send("PING")
                    #expect(try await second.readBlock() == ["PONG"])
                    try await second.send("PING")
                    #expect(try await second.readBlock() == slowDown)
                    try await TestClient.connect(port: server.port, from: "127.0.0.3") { third in
                        _ = try await third.readBlock()
                        try await third.send("resume \(token)")
                        #expect(try await third.readBlock().first?.hasPrefix("Welcome back") == true)
                        for client in [first, third, first] {
                            try await client.send("PING")
                            #expect(try await client.readBlock() == ["PONG"])
                        }
                        try await third.send("PING")
                        #expect(try await third.readBlock() == slowDown)
                    }
                }
            }
        }
    }

    @Test func silentConnectionsAreClosedBeforeLogin() async throws {
        var limits = ServerLimits()
        limits.idleBeforeLogin = .milliseconds(200)
        try await TestServer.withServer(limits: limits) { server in
            try await TestClient.connect(port: server.port) { client in
                _ = try await client.readBlock()
                #expect(try await client.readBlock() == [
                    "* Closing this connection: nobody logged in within 1 second of connecting;", "* reconnect any time.",
                ])
                #expect(try await client.readLine() == nil)
            }
        }
    }

    @Test func pingsAndBadBytesDoNotKeepAConnectionThatNeverLogsIn() async throws {
        var limits = ServerLimits()
        limits.idleBeforeLogin = .seconds(10)
        limits.commandBurst = 1_000_000
        limits.commandsPerSecond = 1_000_000
        try await TestServer.withServer(limits: limits) { server in
            try await TestClient.connect(port: server.port) { client in
                _ = try await client.readBlock()
                var pongs = 0
                // The server may close between any two replies, or between our last read and these writes;
                // its notice is still there to read. The idle limit leaves a loaded machine time for a first PONG:
                // a full test run once kept this server from answering for more than 5 seconds.
                exchange: while true {
                    try? await client.send("PING")
                    try? await client.send(bytes: [0xC3, 0x28, 0x0D, 0x0A])
                    for _ in 0..<2 {
                        let reply = try await client.readBlock()
                        if reply == ["PONG"] {
                            pongs += 1
                        } else if reply != ServerNotices.notUTF8.linesAsSent {
                            #expect(reply == [
                                "* Closing this connection: nobody logged in within 10 seconds of connecting;",
                                "* reconnect any time.",
                            ])
                            break exchange
                        }
                    }
                }
                #expect(try await client.readLine() == nil)
                #expect(pongs > 0)
            }
        }
    }

    @Test func loggingInSwitchesToTheLoggedInIdleLimit() async throws {
        var limits = ServerLimits()
        limits.idleBeforeLogin = .minutes(10)
        limits.idleAfterLogin = .milliseconds(300)
        try await TestServer.withServer(limits: limits) { server in
            try await TestClient.connect(port: server.port) { client in
                _ = try await client.readBlock()
                try await client.send("signup ana correct-horse")
                #expect(try await client.readBlock().first == "Welcome to Rentline, ana! Your account is ready and you're logged in.")
                #expect(try await client.readBlock().first?.hasPrefix("* Closing this connection") == true)
                #expect(try await client.readLine() == nil)
            }
        }
    }

    @Test func httpRequestsAreToldThisIsNotAWebServer() async throws {
        try await TestServer.withServer { server in
            try await TestClient.connect(port: server.port) { client in
                try await client.send("GET / HTTP/1.1\r\nHost: localhost\r\n")
                #expect(try await client.readBlock() == Self.greeting)
                #expect(try await client.readBlock() == ServerNotices.notHTTP.linesAsSent)
                #expect(try await client.readLine() == nil)
            }
        }
    }

    @Test func tlsHandshakesAreToldThisIsNotAWebServer() async throws {
        try await TestServer.withServer { server in
            try await TestClient.connect(port: server.port) { client in
                try await client.send(bytes: [0x16, 0x03, 0x01, 0x00, 0xA5, 0x01, 0x00, 0x00, 0xA1, 0x03, 0x03])
                #expect(try await client.readBlock() == Self.greeting)
                #expect(try await client.readBlock() == ServerNotices.notHTTP.linesAsSent)
                #expect(try await client.readLine() == nil)
            }
        }
    }
}
