import Foundation
import GRDB
import RentlineTesting
import Synchronization
import Testing

@testable import Marketplace

/// Requests that write at the same moment share one transaction, each in its own savepoint.
struct GroupCommitTests {
    /// Counts the transactions the writer commits.
    final class CommitCounter: TransactionObserver, Sendable {
        let commits = Atomic<Int>(0)

        func observes(eventsOfKind eventKind: DatabaseEventKind) -> Bool { true }
        func databaseDidChange(with event: DatabaseEvent) {}
        func databaseDidCommit(_ db: Database) { commits.add(1, ordering: .relaxed) }
        func databaseDidRollback(_ db: Database) {}
    }

    struct Refused: Error, Equatable {
        let number: Int
    }

    /// A write commits while long work holds every thread of the shared task pool: the batch starts on a thread of
    /// its own, and the test waits on one of its own too. Work that held the pool for ten seconds means the write
    /// waited for it.
    @Test(.timeLimit(.minutes(1)))
    func aWriteCommitsWhileLongWorkHoldsTheSharedPool() async throws {
        try await TestDatabase.withFresh { database in
            try await database.writer.write { db in try db.execute(sql: "CREATE TABLE probe (number INTEGER PRIMARY KEY)") }
            let release = DispatchSemaphore(value: 0)
            let holding = AsyncStream<Void>.makeStream()
            let width = ProcessInfo.processInfo.activeProcessorCount
            let own = BlockingTaskExecutor(numberOfThreads: 1)
            let waitedOut = try await withTaskExecutorPreference(own) {
                let holders = (0..<width).map { _ in
                    Task.detached {
                        holding.continuation.yield()
                        return release.wait(timeout: .now() + .seconds(10)) == .timedOut
                    }
                }
                var held = holding.stream.makeAsyncIterator()
                for _ in 0..<width { await held.next() }
                try await database.write { db in try db.execute(sql: "INSERT INTO probe (number) VALUES (1)") }
                for _ in holders { release.signal() }
                var waitedOut = 0
                for holder in holders where await holder.value { waitedOut += 1 }
                return waitedOut
            }
            try await own.shutdown()
            #expect(waitedOut == 0)
            #expect(try await database.writer.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM probe") } == 1)
        }
    }

    @Test func concurrentRequestsShareCommitsAndARefusedOneRollsBackOnlyItself() async throws {
        try await TestDatabase.withFresh { database in
            try await database.writer.write { db in try db.execute(sql: "CREATE TABLE probe (number INTEGER PRIMARY KEY)") }
            let counter = CommitCounter()
            database.writer.add(transactionObserver: counter, extent: .databaseLifetime)
            let requests = 200
            let outcomes = try await withThrowingTaskGroup(of: (Int, Bool).self) { group in
                for number in 0..<requests {
                    group.addTask {
                        do {
                            try await database.write { db in
                                try db.execute(sql: "INSERT INTO probe (number) VALUES (?)", arguments: [number])
                                if number % 2 == 1 { throw Refused(number: number) }
                            }
                            return (number, true)
                        } catch let refused as Refused {
                            #expect(refused.number == number)
                            return (number, false)
                        }
                    }
                }
                return try await group.reduce(into: [Int: Bool]()) { $0[$1.0] = $1.1 }
            }
            let stored = try await database.writer.read { db in try Set(Int.fetchAll(db, sql: "SELECT number FROM probe")) }
            #expect(stored == Set((0..<requests).filter { $0 % 2 == 0 }))
            #expect(outcomes.count == requests)
            #expect(outcomes.allSatisfy { $0.value == ($0.key % 2 == 0) })
            #expect(counter.commits.load(ordering: .relaxed) < requests / 2)
        }
    }

    @Test func aRequestReturnsOnlyOnceItsWriteIsCommitted() async throws {
        try await TestDatabase.withFresh { database in
            try await database.writer.write { db in try db.execute(sql: "CREATE TABLE probe (number INTEGER PRIMARY KEY)") }
            for number in 0..<20 {
                try await database.write { db in try db.execute(sql: "INSERT INTO probe (number) VALUES (?)", arguments: [number]) }
                let seen = try await database.writer.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM probe") }
                #expect(seen == number + 1)
            }
        }
    }
}
