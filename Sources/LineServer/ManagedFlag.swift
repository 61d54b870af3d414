import Synchronization

/// A flag that is raised once and read from any task.
final class ManagedFlag: Sendable {
    private let value = Atomic<Bool>(false)

    func set() { value.store(true, ordering: .releasing) }
    var isSet: Bool { value.load(ordering: .acquiring) }
}
