import Bot
import Foundation
import Marketplace
import RentlineTesting
import Testing

@Suite(.timeLimit(.minutes(1)))
struct ServeCommandTests {
    @Test func sigtermTellsClientsAndExitsCleanly() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("serve-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let (process, port) = try await RentlineProcess.startServer(database: directory.appendingPathComponent("r.sqlite").path)
        try await TestClient.connect(port: port) { client in
            #expect(try await client.readBlock() == Bot.greeting.linesAsSent)
            try await client.send("PING")
            #expect(try await client.readBlock() == ["PONG"])
            kill(process.processIdentifier, SIGTERM)
            #expect(try await client.readUntilClosed() == ["* " + PushedEvent.shutdown.text, ""])
        }
        #expect(await process.exitStatus() == 0)
    }

    @Test func aProxyIsNamedByItsAddress() async throws {
        let refused = try await RentlineProcess.run(["serve", "--port", "0", "--proxy-from", "haproxy.local"])
        #expect(refused.status != 0)
        #expect(refused.errors.contains("--proxy-from takes the proxy's IP address, like 127.0.0.2, not haproxy.local."))
    }

    /// The admin console and the server are separate processes on one database: the server reads the limits
    /// admins set when it starts, and an admin's action reaches a connected owner within the server's polling.
    @Test func readsAdminSettingsAtStartAndPushesAnotherProcesssModeration() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("serve-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("r.sqlite").path
        _ = try AppDatabase.open(path: path)
        #expect(try await RentlineProcess.run(["admin", "--db", path, "-c", "set max-line-length 100"]).status == 0)
        let (process, port) = try await RentlineProcess.startServer(database: path)
        defer { process.terminate() }
        try await TestClient.connect(port: port) { client in
            _ = try await client.readBlock()
            try await client.send("signup ana correct-horse")
            _ = try await client.readBlock()
            try await client.send("rent out my drill for $5 a day in 94110, good condition")
            _ = try await client.readBlock()
            try await client.send("yes")
            _ = try await client.readBlock()
            let hidden = try await RentlineProcess.run(["admin", "--db", path, "-c", "hide listing 1 stock photos"])
            #expect(hidden.output == "Hid listing 1 \"Drill\"; its owner was told.\n")
            #expect(try await client.readBlock() == [
                "* A moderator hid your listing \"Drill\": stock photos.",
                "* It's out of search until they review it again.",
            ])
            try await client.send(String(repeating: "x", count: 150))
            #expect(try await client.readUntilClosed().prefix(2) == ["That line is longer than 100 bytes, so this connection is closing:", "keep lines shorter."])
        }
    }
}

/// `rentline serve` and `rentline admin` on a PostgreSQL URL, each a process of its own: two servers share the
/// database, a message typed on one reaches the other's connection, and the console's moderation reaches the
/// owner's connection through PostgreSQL's notifications. (The limit covers the wait for a turn at the test cluster.)
@Suite(.timeLimit(.minutes(3)))
struct ServeOnPostgreSQLCommandTests {
    @Test func twoServersAndTheConsoleShareOneDatabase() async throws {
        try await PostgresTestCluster.withFreshDatabaseURL { url in
            try await twoServersAndTheConsole(on: url)
        }
    }

    /// As the README's production picture has it: requests and the console go through PgBouncer in transaction
    /// mode, and each server's listening connection straight to PostgreSQL (`--listen-db`), since a pooled
    /// connection forgets its LISTEN (and its session lock) when the transaction that ran it ends. For the same
    /// reason the pooled URL says `prepared_statements=off`.
    @Test func theSameBehindPgBouncerInTransactionMode() async throws {
        try await PostgresTestCluster.withFreshDatabaseURL { url in
            try await PgBouncerForTests.inFront(of: url) { pooled in
                try await twoServersAndTheConsole(on: pooled + "&prepared_statements=off", listeningOn: url)
            }
        }
    }

    private func twoServersAndTheConsole(on url: String, listeningOn listener: String? = nil) async throws {
        let listening = listener.map { ["--listen-db", $0] } ?? []
        let (first, firstPort) = try await RentlineProcess.startServer(database: url, listening)
        defer { first.terminate() }
        let (second, secondPort) = try await RentlineProcess.startServer(database: url, listening)
        defer { second.terminate() }
        try await TestClient.connect(port: firstPort) { ana in
            try await TestClient.connect(port: secondPort) { bob in
                _ = try await ana.readBlock()
                _ = try await bob.readBlock()
                try await ana.send("signup ana correct-horse")
                _ = try await ana.readBlock()
                try await bob.send("signup bob correct-horse")
                _ = try await bob.readBlock()
                try await bob.send("message @ana is the drill free?")
                #expect(try await bob.readBlock() == ["Sent to ana."])
                #expect(try await ana.readBlock() == [
                    "* Message from bob: is the drill free? (1 unread; reply with message @bob TEXT)"
                ])
                try await ana.send("rent out my drill for $5 a day in 94110, good condition")
                _ = try await ana.readBlock()
                try await ana.send("yes")
                _ = try await ana.readBlock()
                let hidden = try await RentlineProcess.run(["admin", "--db", url, "-c", "hide listing 1 stock photos"])
                #expect(hidden.output == "Hid listing 1 \"Drill\"; its owner was told.\n")
                #expect(try await ana.readBlock() == [
                    "* A moderator hid your listing \"Drill\": stock photos.",
                    "* It's out of search until they review it again.",
                ])
            }
        }
    }

    @Test func aMissingDatabaseIsToldInOneSentence() async throws {
        try await PostgresTestCluster.withFreshDatabaseURL { url in
            let missing = url.replacingOccurrences(of: "?host=", with: "_missing?host=")
            let name = String(missing.split(separator: "/")[2].prefix { $0 != "?" })
            let result = try await RentlineProcess.run(["admin", "--db", missing, "-c", "stats"])
            #expect(result.status != 0)
            #expect(result.errors.hasSuffix(": PostgreSQL has no database named \(name): create it with createdb -E UTF8 \(name), or fix the name in --db.\n"))
            #expect(!result.errors.contains("PSQLError"))
        }
    }

    @Test func aListenURLIsForPostgreSQLOnly() async throws {
        let result = try await RentlineProcess.run(["serve", "--db", "r.sqlite", "--listen-db", "postgresql://postgres@/city?host=/tmp"])
        #expect(result.status == 2)
        #expect(result.errors.contains("--listen-db takes a PostgreSQL URL, and only with a PostgreSQL --db."))
    }

    @Test func aWrongURLIsAUsageError() async throws {
        let result = try await RentlineProcess.run(["serve", "--db", "postgresql://db.internal/city"])
        #expect(result.status == 2)
        #expect(result.errors.contains("postgresql://db.internal/city is not a PostgreSQL URL like postgresql://USER@HOST:PORT/DATABASE."))
    }
}
