import NIOCore

/// Latencies of one kind of exchange, refusals by code, and when the last one ended.
struct LatencyTally: Sendable {
    var nanoseconds: [UInt64] = []
    var failures: [String: Int] = [:]
    var lastAt = NIODeadline.uptimeNanoseconds(0)

    mutating func record(from start: NIODeadline, to end: NIODeadline) {
        nanoseconds.append(UInt64((end - start).nanoseconds))
        lastAt = max(lastAt, end)
    }

    mutating func merge(_ other: LatencyTally) {
        nanoseconds += other.nanoseconds
        failures.merge(other.failures, uniquingKeysWith: +)
        lastAt = max(lastAt, other.lastAt)
    }

    /// "0", or the count followed by the codes, as in "3 (feed_busy:3)".
    var failureSummary: String {
        let count = failures.values.reduce(0, +)
        guard count > 0 else { return "0" }
        return "\(count) (" + failures.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }.joined(separator: ",") + ")"
    }
}
