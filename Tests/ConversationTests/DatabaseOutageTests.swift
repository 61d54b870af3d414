@testable import Marketplace
import GRDB
import RentlineTesting
import Testing

/// PostgreSQL restarts and outages, as a person connected at the time lives them: a restart goes unnoticed (each
/// connection is made again when next used), a request while the database is out of reach gets one sentence, and
/// the next one after it is back works. The limit allows for waiting for a database behind the suite's other
/// PostgreSQL tests, which take their turns.
@Suite(.timeLimit(.minutes(5)))
struct DatabaseOutageTests {
    @Test func requestsCarryOnAfterARestartAndGetOneSentenceWhileTheDatabaseIsAway() async throws {
        try await TestServer.withServer(on: .postgres) { server in
            let name = try server.database.read { db in try String.fetchOne(db, sql: "SELECT current_database()")! }
            let endConnections = "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '\(name)'"
            try await TestClient.connect(port: server.port) { ana in
                _ = try await ana.readBlock()
                try await ana.send("signup ana correct-horse")
                _ = try await ana.readBlock()

                try await PostgresTestCluster.runAsOperator(endConnections)
                try await ana.send("top up $20")
                #expect(try await ana.readBlock() == ["Added $20.00 (a simulated payment). Your balance is $20.00."])
                try await ana.send("balance")
                #expect(try await ana.readBlock().first == "Your balance: $20.00 available, $0.00 held for bookings.")

                try await PostgresTestCluster.runAsOperator("ALTER DATABASE \(name) ALLOW_CONNECTIONS false")
                try await PostgresTestCluster.runAsOperator(endConnections)
                let away = [
                    "Sorry, Rentline lost touch with its database for a moment and couldn't finish",
                    "that: check, then try again.",
                ]
                try await ana.send("top up $5")
                let refusedWrite = try await ana.readBlock()
                #expect(refusedWrite == away)
                try await ana.send("balance")
                let refusedRead = try await ana.readBlock()
                #expect(refusedRead == away)

                try await PostgresTestCluster.runAsOperator("ALTER DATABASE \(name) ALLOW_CONNECTIONS true")
                try await ana.send("top up $5")
                #expect(try await ana.readBlock() == ["Added $5.00 (a simulated payment). Your balance is $25.00."])
            }
        }
    }
}
