import Bot
@testable import LineServer
import NIOCore
import RentlineTesting
import Testing

/// Behind a proxy that speaks the PROXY protocol, the limits count the people it names, not the proxy; nobody
/// else can name an address.
@Suite(.timeLimit(.minutes(1)))
struct ProxyProtocolTests {
    static let greeting = Bot.greeting.linesAsSent

    @Test(arguments: [
        ("PROXY TCP4 203.0.113.7 10.0.0.2 51234 4000", "203.0.113.7"),
        ("PROXY TCP6 2001:db8::7 2001:db8::1 51234 4000", "2001:db8::7"),
    ])
    func readsTheClientAProxyNames(_ line: String, _ address: String) throws {
        let header = try #require(ProxyHeader(line: line))
        guard case .client(let client) = header else {
            Issue.record("\(line) named no client")
            return
        }
        #expect(client.ipAddress == address)
    }

    @Test func takesUnknownAsTheProxysOwnConnection() {
        #expect(ProxyHeader(line: "PROXY UNKNOWN") == .unknown)
        #expect(ProxyHeader(line: "PROXY UNKNOWN 1.2.3.4 5.6.7.8 1 2") == .unknown)
    }

    @Test(arguments: [
        "", "PROXY", "proxy TCP4 203.0.113.7 10.0.0.2 51234 4000", "PROXY TCP4 203.0.113.7 10.0.0.2 51234",
        "PROXY TCP4 203.0.113.7  10.0.0.2 51234 4000", "PROXY TCP4 2001:db8::7 10.0.0.2 51234 4000",
        "PROXY TCP6 203.0.113.7 2001:db8::1 51234 4000", "PROXY TCP4 203.0.113.700 10.0.0.2 51234 4000",
        "PROXY TCP4 203.0.113.7 10.0.0.2 65536 4000", "PROXY TCP4 203.0.113.7 10.0.0.2 -1 4000",
        "PROXY UDP4 203.0.113.7 10.0.0.2 51234 4000", "PROXY TCP4 ana 10.0.0.2 51234 4000", "find a drill",
    ])
    func refusesAnythingElse(_ line: String) {
        #expect(ProxyHeader(line: line) == nil)
    }

    @Test(arguments: [
        ("::ffff:127.0.0.2", "127.0.0.2"), ("127.0.0.2", "127.0.0.2"), ("2001:db8::1", "2001:db8::1"),
    ])
    func namesAProxyAsItIsConfigured(_ connectedFrom: String, _ configured: String) throws {
        #expect(SourceAddress.peer(try SocketAddress(ipAddress: connectedFrom, port: 51234)) == configured)
    }

    private static var behindProxy: ServerLimits {
        var limits = ServerLimits()
        limits.trustedProxies = ["127.0.0.1"]
        limits.maximumConnectionsPerAddress = 1
        return limits
    }

    private static func header(from address: String) -> String {
        "PROXY TCP4 \(address) 127.0.0.1 50000 4000\r"
    }

    @Test func connectionsCountPerNamedClient() async throws {
        try await TestServer.withServer(limits: Self.behindProxy) { server in
            try await TestClient.connect(port: server.port) { ana in
                try await ana.send(Self.header(from: "203.0.113.7"))
                #expect(try await ana.readBlock() == Self.greeting)
                try await TestClient.connect(port: server.port) { again in
                    try await again.send(Self.header(from: "203.0.113.7"))
                    #expect(try await again.readBlock() == ServerNotices.tooManyFromAddress.linesAsSent)
                }
                try await TestClient.connect(port: server.port) { bob in
                    try await bob.send(Self.header(from: "203.0.113.8") + "\nPING")
                    #expect(try await bob.readBlock() == Self.greeting)
                    #expect(try await bob.readBlock() == ["PONG"])
                }
            }
        }
    }

    @Test func signupsCountPerNamedClient() async throws {
        var oneSignUp = TestServer.allowances
        oneSignUp.signupsPerAddressPerHour = 1
        try await TestServer.withServer(limits: Self.behindProxy, allowances: oneSignUp) { server in
            for (name, address, isWelcome) in [("ana", "203.0.113.7", true), ("bob", "203.0.113.7", false), ("cyd", "203.0.113.8", true)] {
                try await TestClient.connect(port: server.port) { client in
                    try await client.send(Self.header(from: address))
                    _ = try await client.readBlock()
                    try await client.send("signup \(name) correct-horse-battery")
                    let reply = try await client.readBlock().joined(separator: " ")
                    #expect(reply.contains("Welcome") == isWelcome, "\(name) from \(address): \(reply)")
                }
            }
        }
    }

    @Test(arguments: [
        "PROXY TCP4 203.0.113.7 127.0.0.1 50000\r\n", "PROXY TCP4 203.0.113.7 127.0.0.1 50000 4000\n",
        "find a drill\r\n", String(repeating: "P", count: 200),
    ])
    func aBadHeaderFromTheProxyClosesTheConnectionUnanswered(_ bytes: String) async throws {
        try await TestServer.withServer(limits: Self.behindProxy) { server in
            try await TestClient.connect(port: server.port) { client in
                try await client.send(bytes: Array(bytes.utf8))
                #expect(try await client.readLine() == nil)
            }
        }
    }

    @Test func nobodyElseCanNameAnAddress() async throws {
        var limits = Self.behindProxy
        limits.trustedProxies = ["127.0.0.2"]
        try await TestServer.withServer(limits: limits) { server in
            try await TestClient.connect(port: server.port) { first in
                #expect(try await first.readBlock() == Self.greeting)
                try await first.send("PROXY TCP4 203.0.113.9 127.0.0.1 50000 4000")
                #expect(try await first.readBlock().isEmpty == false)
                try await TestClient.connect(port: server.port) { second in
                    let refusal = try await second.readBlock()
                    #expect(refusal == ServerNotices.tooManyFromAddress.linesAsSent)
                }
            }
        }
    }
}
