import Foundation
import GRDB
@testable import Marketplace
import Synchronization
import Testing

/// The server is killed with SIGKILL at random moments while many people write at once, and restarted on the same
/// file: every booking, message and top-up it acknowledged must be there, the file must pass SQLite's integrity
/// check and the ledger must balance. `RENTLINE_CRASH_KILLS` sets how many kills (20 by default).
@Suite(.timeLimit(.minutes(5)))
struct CrashDurabilityTests {
    static let clients = 8
    static let kills = ProcessInfo.processInfo.environment["RENTLINE_CRASH_KILLS"].flatMap(Int.init) ?? 20
    /// Requests per client per server life, so a run whose kill never comes ends (and fails) instead of hanging.
    static let requestLimit = 3_000
    /// Every client shares 127.0.0.1, so the per-address limits are raised out of the way.
    static let openLimits = [
        "--command-burst", "1000000", "--commands-per-second", "1000000", "--max-connections-per-address", "1000000",
        "--signups-per-address-per-hour", "1000000", "--password-checks-per-address", "1000000",
        "--password-checks-waiting", "1000000",
    ]

    @Test func everyAcknowledgedWriteSurvivesKillNine() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("crash-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("r.sqlite").path
        var random = SeededGenerator(seed: 19)
        let clients = (0..<Self.clients).map { CrashClient(index: $0, seed: 19) }
        let writes = AcknowledgedWrites()

        let (firstServer, port) = try await RentlineProcess.startServer(database: path, Self.openLimits)
        var listings: [Int64] = []
        for client in clients { listings.append(try await Self.onThread { try client.setUp(port: port) }) }
        var server = (process: firstServer, port: port)
        for kill in 1...Self.kills {
            if kill > 1 { server = try await RentlineProcess.startServer(database: path, Self.openLimits) }
            writes.armKill(after: Int.random(in: 5...150, using: &random))
            let killed = try await Self.live(server.process, port: server.port, clients: clients, listings: listings, writes: writes)
            try #require(killed, "kill \(kill): the clients stopped before the server was killed")
            try await Self.check(path, holds: writes.record, after: "kill \(kill)")
        }
        let record = writes.record
        print("crash durability: kills=\(Self.kills) acknowledged_writes=\(record.count) (bookings=\(record.bookings.count) messages=\(record.messages.count) top_ups=\(record.topUps.count)), each looked for after every restart")
        #expect(record.bookings.count > Self.kills && record.messages.count > Self.kills && record.topUps.count > Self.kills)
    }

    /// One life of the server: every client writes until one of them, at the armed count, kills it. Returns whether
    /// that happened; the server has exited either way.
    static func live(
        _ server: ChildProcess, port: Int, clients: [CrashClient], listings: [Int64], writes: AcknowledgedWrites
    ) async throws -> Bool {
        let pid = server.processIdentifier
        let killed = Mutex(false)
        await together(clients.indices.map { index in
            {
                let next = (index + 1) % clients.count
                clients[index].write(port: port, listing: listings[next], peer: clients[next].username, into: writes, limit: requestLimit) {
                    killed.withLock { $0 = true }
                    kill(pid, SIGKILL)
                }
            }
        })
        if !killed.withLock({ $0 }) { kill(pid, SIGKILL) }
        _ = await server.exitStatus()
        return killed.withLock { $0 }
    }

    /// Opens the file as a restarted server would and checks it holds every acknowledged write.
    static func check(_ path: String, holds acknowledged: AcknowledgedWrites.Record, after moment: String) async throws {
        let database = try AppDatabase.open(path: path)
        let integrity = try await database.writer.read { try String.fetchAll($0, sql: "PRAGMA integrity_check") }
        let bookings = try await database.writer.read { db in
            var renters: [Int64: String] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT b.id, u.username FROM bookings b JOIN users u ON u.id = b.renter_id") {
                renters[row[0]] = row[1]
            }
            return renters
        }
        let messages = Set(try await database.writer.read { try String.fetchAll($0, sql: "SELECT text FROM messages") })
        let topUps = try await database.writer.read { db in
            Set(try Row.fetchAll(db, sql: """
                SELECT u.username, t.amount_cents FROM ledger_transfers t
                JOIN wallet_accounts a ON a.id = t.credit_account JOIN users u ON u.id = a.user_id
                WHERE t.kind = 'top_up'
                """).map { AcknowledgedWrites.TopUp(username: $0[0], cents: $0[1]) })
        }
        #expect(integrity == ["ok"], "\(moment): \(integrity)")
        let lostBookings = acknowledged.bookings.filter { bookings[$0.key] != $0.value }
        let lostMessages = acknowledged.messages.subtracting(messages)
        let lostTopUps = acknowledged.topUps.subtracting(topUps)
        #expect(lostBookings.isEmpty, "\(moment): acknowledged bookings missing: \(lostBookings.keys.sorted())")
        #expect(lostMessages.isEmpty, "\(moment): acknowledged messages missing: \(lostMessages.sorted())")
        #expect(lostTopUps.isEmpty, "\(moment): acknowledged top-ups missing: \(lostTopUps.map { "\($0.username) \($0.cents)¢" }.sorted())")
        #expect(try await Wallet(database: database, clock: SystemWallClock()).isBalanced(), "\(moment): the ledger does not balance")
    }

    /// Runs `body` on a thread of its own: the clients block on their sockets, which the test's tasks must not.
    static func onThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try body() }) }.start()
        }
    }

    static func onThread(_ body: @escaping @Sendable () -> Void) async {
        await withCheckedContinuation { continuation in
            Thread {
                body()
                continuation.resume()
            }.start()
        }
    }

    /// Runs every body on a thread of its own at once, and returns when all have.
    static func together(_ bodies: [@Sendable () -> Void]) async {
        await withCheckedContinuation { continuation in
            let remaining = Mutex(bodies.count)
            for body in bodies {
                Thread {
                    body()
                    if remaining.withLock({ $0 -= 1; return $0 == 0 }) { continuation.resume() }
                }.start()
            }
        }
    }
}
