import RentlineTesting
import Testing

/// Text measured as people type it (graphemes) can be twice as long in the code points the tables count:
/// every such line gets the usual "too long" sentence, never an internal error, over a real connection.
struct StoredLengthTests {
    /// "é" as e and a combining acute accent: one grapheme, two code points, three bytes.
    static func accented(_ count: Int) -> String { String(repeating: "e\u{301}", count: count) }

    static let overLongLines = [
        "comment 1 " + accented(600),
        "post " + accented(700),
        "message @bob " + accented(1001),
        "pin spot " + accented(50) + " near 94110",
        "report listing 1 " + accented(300),
        "report @bob " + accented(300),
        "set my bio to " + accented(200),
        "set my name to " + accented(30),
        "edit listing 2 title " + accented(50),
    ]

    @Test func overLongTextInCodePointsIsRefusedWithASentence() async throws {
        try await TestServer.withServer { server in
            try await TestClient.connect(port: server.port) { bob in
                _ = try await bob.readBlock()
                for line in ["signup bob correct-horse", "rent out my drill for $5 a day in 94110, good condition", "yes"] {
                    try await bob.send(line)
                    _ = try await bob.readBlock()
                }
                try await TestClient.connect(port: server.port) { ana in
                    _ = try await ana.readBlock()
                    for line in ["/width off", "signup ana correct-horse", "rent out my ladder for $3 a day in 94110, good condition", "yes", "post hello", "feed"] {
                        try await ana.send(line)
                        _ = try await ana.readBlock()
                    }
                    for line in Self.overLongLines {
                        try await ana.send(line)
                        let reply = try await ana.readBlock()
                        #expect(reply.count == 1, "\(line.prefix(20)): \(reply)")
                        #expect(reply.first?.contains("too long") == true || reply.first?.contains(" to ") == true, "\(line.prefix(20)): \(reply)")
                        #expect(reply.allSatisfy { !$0.contains("went wrong") }, "\(line.prefix(20)): \(reply)")
                    }
                    try await ana.send("comment 1 \u{0}hi")
                    #expect(try await ana.readBlock().first?.hasPrefix("That line has a control or invisible character") == true)
                }
            }
        }
    }
}
