import RentlineTesting
import Testing

/// Telnet's Ctrl-C over a raw socket: the timing mark is answered at once, and the question in progress is dropped.
@Suite(.timeLimit(.minutes(1)))
struct InterruptTests {
    static let interruptAndTimingMark: [UInt8] = [255, 244, 255, 253, 6]

    @Test func ctrlCDropsTheListingWizardAndNothingIsPublished() async throws {
        try await TestServer.withServer { server in
            try await TestClient.connect(port: server.port) { client in
                _ = try await client.readBlock()
                try await client.send("signup ana correct-horse")
                _ = try await client.readBlock()
                try await client.send("rent out my drill")
                #expect(try await client.readBlock().first?.contains("price") == true)
                try await client.send(bytes: Self.interruptAndTimingMark)
                let first = try #require(try await client.readLineBytes())
                #expect(Array(first.prefix(3)) == [255, 251, 6])
                #expect(String(decoding: first.dropFirst(3), as: UTF8.self) == "Ctrl-C: the new listing is dropped; nothing was published.")
                _ = try await client.readBlock()
                try await client.send("$5 a day")
                #expect(try await client.readBlock().first?.contains("Published") != true)
                try await client.send("my listings")
                #expect(try await client.readBlock().first?.contains("no listings") == true)
            }
        }
    }

    @Test func ctrlCWithNothingWaitingSaysSoAndTheNextLineIsAnsweredAsUsual() async throws {
        try await TestServer.withServer { server in
            try await TestClient.connect(port: server.port) { client in
                _ = try await client.readBlock()
                try await client.send(bytes: Array("half a li".utf8) + Self.interruptAndTimingMark)
                let first = try #require(try await client.readLineBytes())
                #expect(String(decoding: first.dropFirst(3), as: UTF8.self) == "Ctrl-C: nothing was waiting for an answer.")
                _ = try await client.readBlock()
                try await client.send("whoami")
                #expect(try await client.readBlock().first?.hasPrefix("You're not logged in") == true)
            }
        }
    }
}
