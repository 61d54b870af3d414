import NIOCore
import Synchronization

/// The command rate limit shared by every connection of one person: per account once logged in, per client
/// address before, so opening more connections buys no more commands.
///
/// Buckets that have filled up again are forgotten once there are more than `Self.prunedAbove`, so the map holds
/// at most about as many buckets as there are people sending commands now.
final class CommandAllowance: Sendable {
    /// Who a command counts against.
    enum Holder: Hashable, Sendable {
        case account(Int64)
        case address(String)
    }

    static let prunedAbove = 4_096

    private let capacity: Int
    private let refillPerSecond: Double
    private let buckets = Mutex<[Holder: TokenBucket]>([:])

    init(capacity: Int, refillPerSecond: Double) {
        self.capacity = capacity
        self.refillPerSecond = refillPerSecond
    }

    /// Takes one command from `holder`'s bucket at `now`; false when it is empty.
    func take(for holder: Holder, at now: NIODeadline) -> Bool {
        buckets.withLock { buckets in
            if buckets.count > Self.prunedAbove { buckets = buckets.filter { !$0.value.isFull(at: now) } }
            return buckets[holder, default: TokenBucket(capacity: capacity, refillPerSecond: refillPerSecond)].take(at: now)
        }
    }

    /// How many holders have a bucket now.
    var count: Int { buckets.withLock { $0.count } }
}
