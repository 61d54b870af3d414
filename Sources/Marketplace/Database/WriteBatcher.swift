import GRDB
import Synchronization

/// Group commit: the write requests waiting at the same moment run in one transaction, each in a savepoint
/// of its own, so one commit (one fsync under SQLite's `synchronous=FULL`) makes them all durable.
///
/// A request that throws (a slot taken, too little money) rolls back only its savepoint and gets its error; the
/// others commit together. No caller resumes before the shared commit has returned, so nothing is acknowledged, and
/// no event about it pushed, before it is on disk. A lone request starts at once; requests arriving while a batch
/// commits form the next one, up to `maximumBatch`.
///
/// Up to `concurrentBatches` batches commit at once (PostgreSQL's writers; SQLite has one), each taking an even
/// share of the requests waiting that name their rows (`WriteScope`), so that no batch holds them all while the other
/// writers idle; the requests that may change anything go together in a batch of their own.
final class WriteBatcher: Sendable {
    /// One request, its value kept until the batch that ran it has committed.
    private struct Request: Sendable {
        let write: Write
        /// Resumes the caller: with the kept value when `error` is nil.
        let finish: @Sendable ((any Error)?) -> Void
    }

    /// One request's work: what it may change, the reads it makes first (`SQLRead`), and its run inside its
    /// savepoint, keeping what it returns.
    struct Write: Sendable {
        let scope: WriteScope
        var reads: [SQLRead] = []
        let run: @Sendable (SQLSession) throws -> Void
    }

    private struct Queue {
        var waiting: [Request] = []
        var drainers = 0
    }

    static let maximumBatch = 256

    private let concurrentBatches: Int

    /// Where batches are started and committed from: a thread of its own, so writes never wait for a free
    /// thread of the shared task pool, which long work elsewhere in the process can hold.
    static let drainer = BlockingTaskExecutor(numberOfThreads: 1)

    /// Runs one batch in one transaction, each request in a savepoint of its own, and returns each one's error.
    typealias Commit = @Sendable (_ writes: [Write]) async throws -> [(any Error)?]

    private let commitBatch: Commit
    private let queue = Mutex(Queue())

    init(concurrentBatches: Int = 1, commit: @escaping Commit) {
        precondition(concurrentBatches >= 1)
        self.concurrentBatches = concurrentBatches
        self.commitBatch = commit
    }

    /// Runs `body` in a batch's transaction and returns its value once that transaction has committed. `scope` says
    /// what `body` may change.
    func write<T: Sendable>(
        scope: WriteScope = .everything, reads: [SQLRead] = [], _ body: @escaping @Sendable (SQLSession) throws -> T
    ) async throws -> T {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<T, any Error>) in
            let kept = Mutex<T?>(nil)
            let request = Request(
                write: Write(scope: scope, reads: reads) { db in
                    let value = try body(db)
                    kept.withLock { $0 = value }
                },
                finish: { error in
                    if let error {
                        continuation.resume(throwing: error)
                    } else {
                        continuation.resume(returning: kept.withLock { $0.take()! })
                    }
                })
            let startsDraining = queue.withLock { queue in
                queue.waiting.append(request)
                guard queue.drainers < concurrentBatches else { return false }
                queue.drainers += 1
                return true
            }
            if startsDraining { Task(executorPreference: Self.drainer) { await self.drain() } }
        }
    }

    /// Commits batches until no request waits.
    private func drain() async {
        while true {
            let batch = queue.withLock { queue -> [Request] in
                let batch = nextBatch(from: &queue.waiting, drainers: queue.drainers)
                if batch.isEmpty { queue.drainers -= 1 }
                return batch
            }
            guard !batch.isEmpty else { return }
            await commit(batch)
        }
    }

    /// The requests the next batch takes: with one batch at a time, all waiting; otherwise every request that may
    /// change anything, since such batches run one at a time anyway and one commit serves them all, or else an even
    /// share of the others.
    private func nextBatch(from waiting: inout [Request], drainers: Int) -> [Request] {
        if concurrentBatches > 1, waiting.contains(where: { $0.write.scope.locks == nil }) {
            var alone: [Request] = []
            waiting.removeAll { request in
                guard request.write.scope.locks == nil, alone.count < Self.maximumBatch else { return false }
                alone.append(request)
                return true
            }
            return alone
        }
        let share = (waiting.count + drainers - 1) / drainers
        let batch = Array(waiting.prefix(min(share, Self.maximumBatch)))
        waiting.removeFirst(batch.count)
        return batch
    }

    private func commit(_ batch: [Request]) async {
        do {
            let errors = try await commitBatch(batch.map(\.write))
            for (request, error) in zip(batch, errors) { request.finish(error) }
        } catch {
            for request in batch { request.finish(error) }
        }
    }
}

extension WriteBatcher {
    /// SQLite's batch: one IMMEDIATE transaction on the pool's writer, a savepoint per request.
    static func sqlite(_ writer: DatabasePool) -> Commit {
        { writes in
            try await writer.writeWithoutTransaction { db in
                var errors: [(any Error)?] = []
                try db.inTransaction(.immediate) {
                    errors = writes.map { write in
                        do {
                            try db.inSavepoint {
                                try write.run(SQLSession(db))
                                return .commit
                            }
                            return nil
                        } catch {
                            return error
                        }
                    }
                    return .commit
                }
                return errors
            }
        }
    }
}
