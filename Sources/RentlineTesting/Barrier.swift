/// Holds every party until the last one arrives, then lets them all go at once; a party that fails releases the
/// others with an error instead of leaving them waiting.
public actor Barrier {
    public struct Abandoned: Error {}

    private let parties: Int
    private var arrived = 0
    private var abandoned = false
    private var waiting: [CheckedContinuation<Void, any Error>] = []

    public init(parties: Int) {
        self.parties = parties
    }

    public func arriveAndWait() async throws {
        if abandoned { throw Abandoned() }
        arrived += 1
        if arrived == parties {
            for continuation in waiting { continuation.resume() }
            waiting = []
            return
        }
        try await withCheckedThrowingContinuation { waiting.append($0) }
    }

    public func abandon() {
        abandoned = true
        for continuation in waiting { continuation.resume(throwing: Abandoned()) }
        waiting = []
    }
}
