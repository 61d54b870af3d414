import Synchronization

/// Round trips to PostgreSQL a store's sessions waited for, so the tests can hold a booking and a message to the few
/// they take.
final class RoundTripTally: Sendable {
    private let count = Atomic<Int>(0)

    func add() {
        count.add(1, ordering: .relaxed)
    }

    var total: Int { count.load(ordering: .relaxed) }
}
