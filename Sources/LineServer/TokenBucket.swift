import NIOCore

/// Allows bursts of up to `capacity` commands, refilled at `refillPerSecond`.
struct TokenBucket {
    let capacity: Double
    let refillPerSecond: Double
    private var tokens: Double
    private var lastRefill: NIODeadline?

    init(capacity: Int, refillPerSecond: Double) {
        self.capacity = Double(capacity)
        self.refillPerSecond = refillPerSecond
        self.tokens = Double(capacity)
    }

    /// Whether the bucket would hold its whole capacity at `now`, so forgetting it changes nothing.
    func isFull(at now: NIODeadline) -> Bool {
        guard let lastRefill else { return true }
        let elapsed = Double((now - lastRefill).nanoseconds) / 1_000_000_000
        return tokens + max(0, elapsed) * refillPerSecond >= capacity
    }

    /// Takes one token if there is one at `now`.
    mutating func take(at now: NIODeadline) -> Bool {
        if let lastRefill {
            let elapsed = Double((now - lastRefill).nanoseconds) / 1_000_000_000
            tokens = min(capacity, tokens + max(0, elapsed) * refillPerSecond)
        }
        lastRefill = now
        guard tokens >= 1 else { return false }
        tokens -= 1
        return true
    }
}
