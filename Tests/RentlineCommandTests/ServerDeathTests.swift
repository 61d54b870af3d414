import Foundation
import GRDB
@testable import Marketplace
import RentlineTesting
import Synchronization
import Testing

/// Three `rentline serve` processes share one PostgreSQL database and six people top up their wallets on them, two
/// per server. One of the people kills their server with SIGKILL partway: the other servers keep serving, the two
/// people of the dead server connect to another one and `resume`, and every top-up any server acknowledged is in
/// the database afterwards, with the ledger balanced.
@Suite(.timeLimit(.minutes(3)))
struct ServerDeathTests {
    static let topUpsBeforeTheKill = 15
    static let topUpsEach = 30

    /// Top-ups acknowledged so far, in cents, by username; and how many requests may have been cut off unanswered.
    final class Acknowledged: Sendable {
        let cents = Mutex<[String: Int]>([:])
        let unanswered = Mutex<[String: Int]>([:])
    }

    @Test func killingOneOfThreeServersLosesNoAcknowledgedWrite() async throws {
        try await PostgresTestCluster.withFreshDatabaseURL { url in
            var servers: [(process: ChildProcess, port: Int)] = []
            for _ in 0..<3 { servers.append(try await RentlineProcess.startServer(database: url, CrashDurabilityTests.openLimits)) }
            defer { for server in servers { server.process.terminate() } }
            let dead = servers[0]
            let ports = servers.map(\.port)
            let acknowledged = Acknowledged()
            let signedUp = Barrier(parties: 6)
            try await withThrowingTaskGroup(of: Void.self) { group in
                for person in 0..<6 {
                    group.addTask {
                        try await Self.topUp(
                            as: "person\(person)", on: ports[person % 3], movingTo: ports[1], into: acknowledged, after: signedUp,
                            killing: person == 0 ? dead.process.processIdentifier : nil)
                    }
                }
                try await group.waitForAll()
            }
            #expect(dead.process.isRunning == false)

            let database = try await AppDatabase.open(DatabaseLocation(url), maximumReaders: 1)
            let stored = try database.read { db in
                try Dictionary(
                    uniqueKeysWithValues: Row.fetchAll(
                        db,
                        sql: """
                            SELECT u.username, sum(t.amount_cents) FROM ledger_transfers t
                            JOIN wallet_accounts a ON a.id = t.credit_account JOIN users u ON u.id = a.user_id
                            WHERE t.kind = 'top_up' GROUP BY u.username
                            """
                    ).map { ($0[0] as String, $0[1] as Int) })
            }
            let balanced = try await Wallet(database: database, clock: SystemWallClock()).isBalanced()
            try await database.close()
            let cents = acknowledged.cents.withLock { $0 }
            let unanswered = acknowledged.unanswered.withLock { $0 }
            #expect(cents.count == 6)
            for (person, acknowledgedCents) in cents {
                let extra = (stored[person] ?? 0) - acknowledgedCents
                #expect(extra >= 0, "\(person): \(-extra)¢ of acknowledged top-ups missing")
                #expect(extra <= 100 * (unanswered[person] ?? 0), "\(person): \(extra)¢ stored that no request asked for")
            }
            #expect(balanced)
        }
    }

    /// Signs up on `port`, waits for everyone to have signed up (so the kill finds every connection open), and tops
    /// up $1 at a time; when the server goes away, connects to `movingTo` and resumes.
    /// `killing` is the server this person kills after `topUpsBeforeTheKill` top-ups.
    static func topUp(
        as name: String, on port: Int, movingTo refuge: Int, into acknowledged: Acknowledged, after signedUp: Barrier,
        killing server: Int32?
    ) async throws {
        var token = ""
        var done = 0
        let lostServer = try await TestClient.connect(port: port) { client in
            do {
                _ = try await client.readBlock()
                try await client.send("signup \(name) correct-horse")
                let welcome = try await client.readBlock()
                try #require(welcome.first == "Welcome to Rentline, \(name)! Your account is ready and you're logged in.")
                token = try #require(welcome.last?.split(separator: " ").last.map(String.init))
            } catch {
                await signedUp.abandon()
                throw error
            }
            try await signedUp.arriveAndWait()
            while done < topUpsEach {
                if let server, done == topUpsBeforeTheKill { kill(server, SIGKILL) }
                guard try await Self.topUpOnce(client, as: name, into: acknowledged) else { return true }
                done += 1
            }
            return false
        }
        guard lostServer else { return }
        try await TestClient.connect(port: refuge) { client in
            _ = try await client.readBlock()
            try await client.send("resume \(token)")
            let resumed = try await client.readBlock()
            #expect(resumed.first == "Welcome back, \(name)! Your session is resumed.")
            while done < topUpsEach {
                try #require(try await Self.topUpOnce(client, as: name, into: acknowledged))
                done += 1
            }
        }
    }

    /// Sends one top-up; true once it is acknowledged, false when the connection closed before the reply.
    static func topUpOnce(_ client: TestClient, as name: String, into acknowledged: Acknowledged) async throws -> Bool {
        acknowledged.unanswered.withLock { $0[name, default: 0] += 1 }
        do {
            try await client.send("top up $1")
        } catch {
            return false
        }
        let reply = (try? await client.readBlock()) ?? []
        guard reply.first?.hasPrefix("Added $1.00") == true else {
            #expect(reply.isEmpty, "\(name) got \(reply) for a top-up")
            return false
        }
        acknowledged.unanswered.withLock { $0[name, default: 0] -= 1 }
        acknowledged.cents.withLock { $0[name, default: 0] += 100 }
        return true
    }
}
