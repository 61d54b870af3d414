import GRDB
@testable import Marketplace
import RentlineTesting
import Testing

/// "surprise me" only shows a city: nothing is written until the person favorites, shares or posts it, so asking
/// again and again costs the database nothing.
struct SurpriseWritesNothingTests {
    static func adventureRows(_ server: TestServer) throws -> Int {
        try server.database.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM adventures") ?? 0 }
    }

    @Test func drawsAreKeptOnlyWhenFavoritedSharedOrPosted() async throws {
        try await TestServer.withServer(limits: ConversationTests.limits, seed: 7) { server in
            try await TestClient.connect(port: server.port) { bob in
                _ = try await bob.readBlock()
                try await bob.send("signup bob battery-staple")
                _ = try await bob.readBlock()
            }
            try await TestClient.connect(port: server.port) { ana in
                _ = try await ana.readBlock()
                try await ana.send("signup ana correct-horse")
                _ = try await ana.readBlock()
                for _ in 0..<25 {
                    try await ana.send("surprise me")
                    #expect(try await ana.readBlock().first?.hasPrefix("Surprise!") == true)
                }
                #expect(try Self.adventureRows(server) == 0)
                try await ana.send("unfavorite it")
                #expect(try await ana.readBlock().first?.contains("isn't in your favorites") == true)
                #expect(try Self.adventureRows(server) == 0)
                try await ana.send("favorite it")
                #expect(try await ana.readBlock().first?.hasPrefix("Saved") == true)
                try await ana.send("share it with @bob")
                #expect(try await ana.readBlock().first?.hasPrefix("Shared") == true)
                #expect(try Self.adventureRows(server) == 1)
                try await ana.send("surprise me")
                _ = try await ana.readBlock()
                try await ana.send("post it")
                #expect(try await ana.readBlock().first?.hasPrefix("Posted") == true)
                #expect(try Self.adventureRows(server) == 2)
            }
        }
    }
}
