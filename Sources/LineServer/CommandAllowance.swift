import NIOCore
import Synchronization

/// The command rate limit shared by every connection of one person: per account once logged in, per client
/// address before, so opening more connections buys no more commands.
///
/// Buckets that have filled up again are forgotten when the map doubles past its last size (at least
/// `Self.prunedAbove`), so it holds about as many buckets as there are people sending commands now, and pruning
/// costs a constant share of the commands however many there are.
final class CommandAllowance: Sendable {
    /// Who a command counts against.
    enum Holder: Hashable, Sendable {
        case account(Int64)
        case address(String)
    }

    static let prunedAbove = 4_096

    private let capacity: Int
    private let refillPerSecond: Double
    private struct Buckets {
        var byHolder: [Holder: TokenBucket] = [:]
        var pruneAbove = CommandAllowance.prunedAbove
    }

    private let buckets = Mutex(Buckets())

    init(capacity: Int, refillPerSecond: Double) {
        self.capacity = capacity
        self.refillPerSecond = refillPerSecond
    }

    /// Takes one command from `holder`'s bucket at `now`; false when it is empty.
    func take(for holder: Holder, at now: NIODeadline) -> Bool {
        buckets.withLock { buckets in
            if buckets.byHolder.count > buckets.pruneAbove {
                buckets.byHolder = buckets.byHolder.filter { !$0.value.isFull(at: now) }
                buckets.pruneAbove = max(Self.prunedAbove, 2 * buckets.byHolder.count)
            }
            return buckets.byHolder[holder, default: TokenBucket(capacity: capacity, refillPerSecond: refillPerSecond)]
                .take(at: now)
        }
    }

    /// How many holders have a bucket now.
    var holderCount: Int { buckets.withLock { $0.byHolder.count } }
}
