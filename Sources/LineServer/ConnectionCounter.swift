import Synchronization

/// Counts open connections, in all and per client address, hands out their ids, and signals when the last
/// one closes during shutdown.
final class ConnectionCounter: Sendable {
    private let live = Atomic<Int>(0)
    private let liveBySource = Mutex<[String: Int]>([:])
    private let lastID = Atomic<UInt64>(0)
    private let isDraining = Atomic<Bool>(false)
    private let drainedContinuation: AsyncStream<Never>.Continuation
    /// Finishes once draining has begun and no connection is open.
    let drained: AsyncStream<Never>

    init() {
        (drained, drainedContinuation) = AsyncStream<Never>.makeStream()
    }

    /// Counts a new connection from `source` and returns its id, how many are open with it, and how many of
    /// those come from `source`.
    func open(from source: String) -> (id: UInt64, live: Int, fromSource: Int) {
        let id = lastID.wrappingAdd(1, ordering: .relaxed).newValue
        let live = live.wrappingAdd(1, ordering: .sequentiallyConsistent).newValue
        let fromSource = liveBySource.withLock { counts in
            counts[source, default: 0] += 1
            return counts[source]!
        }
        return (id, live, fromSource)
    }

    func close(from source: String) {
        liveBySource.withLock { counts in
            let left = counts[source, default: 1] - 1
            counts[source] = left > 0 ? left : nil
        }
        let remaining = live.wrappingSubtract(1, ordering: .sequentiallyConsistent).newValue
        if remaining == 0, isDraining.load(ordering: .sequentiallyConsistent) { drainedContinuation.finish() }
    }

    func startDraining() {
        isDraining.store(true, ordering: .sequentiallyConsistent)
        if live.load(ordering: .sequentiallyConsistent) == 0 { drainedContinuation.finish() }
    }

    var liveCount: Int { live.load(ordering: .relaxed) }
}
