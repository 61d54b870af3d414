import Synchronization

/// Counts open connections and hands out connection ids, from any task without waiting.
final class ConnectionCounter: Sendable {
    private let live = Atomic<Int>(0)
    private let lastID = Atomic<UInt64>(0)

    /// Counts a new connection and returns its id and how many are open with it.
    func open() -> (id: UInt64, live: Int) {
        let id = lastID.wrappingAdd(1, ordering: .relaxed).newValue
        let live = live.wrappingAdd(1, ordering: .acquiringAndReleasing).newValue
        return (id, live)
    }

    /// Counts a closed connection and returns how many remain open.
    func close() -> Int {
        live.wrappingSubtract(1, ordering: .acquiringAndReleasing).newValue
    }

    var liveCount: Int { live.load(ordering: .acquiring) }
}
