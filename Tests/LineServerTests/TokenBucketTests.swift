import NIOCore
import Testing

@testable import LineServer

struct TokenBucketTests {
    @Test func allowsABurstThenRefillsAtTheRate() {
        var bucket = TokenBucket(capacity: 3, refillPerSecond: 10)
        let start = NIODeadline.uptimeNanoseconds(1_000_000_000)
        var taken: [Bool] = []
        for offset in [0, 0, 0, 0, 50, 100, 100] {
            taken.append(bucket.take(at: start + .milliseconds(Int64(offset))))
        }
        #expect(taken == [true, true, true, false, false, true, false])
    }

    @Test func neverHoldsMoreThanItsCapacity() {
        var bucket = TokenBucket(capacity: 2, refillPerSecond: 10)
        let start = NIODeadline.uptimeNanoseconds(1_000_000_000)
        let later = start + .seconds(60)
        let taken = [bucket.take(at: start), bucket.take(at: later), bucket.take(at: later), bucket.take(at: later)]
        #expect(taken == [true, true, true, false])
    }
}
