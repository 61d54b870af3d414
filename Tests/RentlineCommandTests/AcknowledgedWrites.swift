import Synchronization

/// What the crash test's clients were told was done: each write counted only once its whole ok reply was read.
final class AcknowledgedWrites: Sendable {
    struct TopUp: Hashable, Sendable {
        let username: String
        let cents: Int
    }

    struct Record: Sendable {
        /// Booking id → the renter's name.
        var bookings: [Int64: String] = [:]
        var messages: Set<String> = []
        var topUps: Set<TopUp> = []

        var count: Int { bookings.count + messages.count + topUps.count }
    }

    private struct State {
        var record = Record()
        var killAt = Int.max
    }

    private let state = Mutex(State())

    var record: Record { state.withLock { $0.record } }

    /// The write that makes `count` more acknowledgements from now is the one that kills the server.
    func armKill(after count: Int) {
        state.withLock { $0.killAt = $0.record.count + count }
    }

    /// Adds one acknowledged write; true for the one that reaches the armed count, whose client then kills the server.
    func add(_ change: (inout Record) -> Void) -> Bool {
        state.withLock { state in
            change(&state.record)
            guard state.record.count >= state.killAt else { return false }
            state.killAt = Int.max
            return true
        }
    }
}
