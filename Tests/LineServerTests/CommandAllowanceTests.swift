import NIOCore
import Testing

@testable import LineServer

/// One bucket per account or address, and the map forgets buckets that have filled up again.
struct CommandAllowanceTests {
    let start = NIODeadline.uptimeNanoseconds(1_000_000_000)

    @Test func holdersHaveBucketsOfTheirOwn() {
        let allowance = CommandAllowance(capacity: 2, refillPerSecond: 0.001)
        let taken = [
            allowance.take(for: .account(1), at: start), allowance.take(for: .account(1), at: start),
            allowance.take(for: .account(1), at: start), allowance.take(for: .address("198.51.100.7"), at: start),
            allowance.take(for: .account(2), at: start),
        ]
        #expect(taken == [true, true, false, true, true])
    }

    @Test func bucketsThatFilledUpAgainAreForgottenAndBusyOnesKept() {
        let allowance = CommandAllowance(capacity: 2, refillPerSecond: 1)
        for id in 0...Int64(CommandAllowance.prunedAbove) { _ = allowance.take(for: .account(id), at: start) }
        #expect(allowance.holderCount == CommandAllowance.prunedAbove + 1)
        #expect(allowance.take(for: .address("busy"), at: start + .seconds(9)) == true)
        #expect(allowance.holderCount == 1)
        #expect(allowance.take(for: .address("busy"), at: start + .seconds(9)) == true)
        #expect(allowance.take(for: .address("busy"), at: start + .seconds(9)) == false)
        #expect(allowance.take(for: .account(0), at: start + .seconds(9)) == true)
        #expect(allowance.holderCount == 2)
    }
}
