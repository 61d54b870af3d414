import RentlineTesting
import Testing

@Suite(.timeLimit(.minutes(1)))
struct HalfCloseTests {
    /// `printf 'PING\nwhoami\n' | nc -N host port`: the client stops sending, yet every line is answered.
    @Test func aClientThatStopsSendingStillGetsEveryReply() async throws {
        try await TestServer.withServer { server in
            try await TestClient.connect(port: server.port) { client in
                try await client.send("PING\nwhoami\nsignup ana correct-horse")
                client.finishSending()
                let replies = try await client.readUntilClosed()
                #expect(replies.count == 11)
                #expect(replies.dropFirst(3).first == "PONG")
                #expect(replies.dropFirst(5).first == "You're not logged in: type login NAME, or signup NAME PASSWORD to join.")
                #expect(replies.dropFirst(7).first == "Welcome to Rentline, ana! Your account is ready and you're logged in.")
            }
        }
    }

    @Test func quitSaysGoodbyeAndCloses() async throws {
        try await TestServer.withServer { server in
            try await TestClient.connect(port: server.port) { client in
                _ = try await client.readBlock()
                try await client.send("quit")
                #expect(try await client.readUntilClosed() == ["Goodbye! Come back any time.", ""])
            }
        }
    }
}
