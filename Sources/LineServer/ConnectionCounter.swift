import Synchronization

/// Counts open connections, hands out their ids, and signals when the last one closes during shutdown.
final class ConnectionCounter: Sendable {
    private let live = Atomic<Int>(0)
    private let lastID = Atomic<UInt64>(0)
    private let isDraining = Atomic<Bool>(false)
    private let drainedContinuation: AsyncStream<Never>.Continuation
    /// Finishes once draining has begun and no connection is open.
    let drained: AsyncStream<Never>

    init() {
        (drained, drainedContinuation) = AsyncStream<Never>.makeStream()
    }

    /// Counts a new connection and returns its id and how many are open with it.
    func open() -> (id: UInt64, live: Int) {
        let id = lastID.wrappingAdd(1, ordering: .relaxed).newValue
        let live = live.wrappingAdd(1, ordering: .sequentiallyConsistent).newValue
        return (id, live)
    }

    func close() {
        let remaining = live.wrappingSubtract(1, ordering: .sequentiallyConsistent).newValue
        if remaining == 0, isDraining.load(ordering: .sequentiallyConsistent) { drainedContinuation.finish() }
    }

    func startDraining() {
        isDraining.store(true, ordering: .sequentiallyConsistent)
        if live.load(ordering: .sequentiallyConsistent) == 0 { drainedContinuation.finish() }
    }

    var liveCount: Int { live.load(ordering: .relaxed) }
}
