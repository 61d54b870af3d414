import Dispatch
import Foundation
import Synchronization

/// Runs password hashing on a fixed number of threads with a bounded line of waiting work, so a flood of
/// logins or sign-ups can neither spawn threads without end nor make everyone else wait without end.
///
/// Each source (a client address) may hold only a few places, running or waiting, so one address flooding
/// the pool leaves room for the others. Work waits in three lines, each `Limits.waiting` long, and a free thread
/// takes from them in order: logins to an account from an address with no recent failures, then sign-ups, then
/// doubtful logins (a name with no account, or an address that has lately typed wrong passwords). So neither a
/// flood of sign-ups nor a flood of wrong guesses from many addresses can keep a person from logging in. Work
/// that finds no place is refused at once with `HashingBusy`.
public final class HashingPool: Sendable {
    /// Which line work waits in, in the order a free thread takes from them.
    public enum Line: Int, Sendable, CaseIterable {
        case login, signUp, doubtfulLogin
    }

    /// How much hashing may run and wait at once.
    public struct Limits: Sendable, Equatable {
        public var running: Int
        public var waiting: Int
        public var perSource: Int

        public init(running: Int, waiting: Int, perSource: Int) {
            self.running = running
            self.waiting = waiting
            self.perSource = perSource
        }

        /// One thread per core, eight waiting per core in each line, and two places per source.
        public static func forThisMachine() -> Limits {
            let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)
            return Limits(running: cores, waiting: 8 * cores, perSource: 2)
        }
    }

    private struct Job {
        let source: String
        let work: @Sendable () -> Void
    }

    private struct State {
        var running = 0
        /// One per `Line`, in its order; short by construction (at most `Limits.waiting` each), so taking from
        /// their fronts is cheap.
        var waiting: [[Job]] = Line.allCases.map { _ in [] }
        var placesBySource: [String: Int] = [:]

        mutating func enqueue(_ job: Job, in line: Line, limit: Int) -> Bool {
            guard waiting[line.rawValue].count < limit else { return false }
            waiting[line.rawValue].append(job)
            return true
        }

        mutating func next() -> Job? {
            guard let line = waiting.firstIndex(where: { !$0.isEmpty }) else { return nil }
            return waiting[line].removeFirst()
        }
    }

    public let limits: Limits
    private let state = Mutex(State())

    public init(limits: Limits) {
        self.limits = limits
    }

    /// Runs `work` on a hashing thread once a place is free, for `source`, waiting in `line`; throws `HashingBusy`
    /// when no place is free.
    public func run<T: Sendable>(
        for source: String, in line: Line, _ work: @escaping @Sendable () -> T
    ) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            let job = Job(source: source) { continuation.resume(returning: work()) }
            let admitted = state.withLock { state -> Bool? in
                guard state.placesBySource[source, default: 0] < limits.perSource else { return nil }
                if state.running < limits.running {
                    state.running += 1
                } else if state.enqueue(job, in: line, limit: limits.waiting) {
                    state.placesBySource[source, default: 0] += 1
                    return false
                } else {
                    return nil
                }
                state.placesBySource[source, default: 0] += 1
                return true
            }
            switch admitted {
            case true?: start(job)
            case false?: break
            case nil: continuation.resume(throwing: HashingBusy())
            }
        }
    }

    /// How much work waits in `line` now.
    public func waiting(in line: Line) -> Int {
        state.withLock { $0.waiting[line.rawValue].count }
    }

    private func start(_ job: Job) {
        DispatchQueue.global(qos: .userInitiated).async {
            job.work()
            self.finish(job)
        }
    }

    private func finish(_ job: Job) {
        let next = state.withLock { state -> Job? in
            let places = state.placesBySource[job.source, default: 1] - 1
            state.placesBySource[job.source] = places > 0 ? places : nil
            guard let next = state.next() else {
                state.running -= 1
                return nil
            }
            return next
        }
        if let next { start(next) }
    }
}

/// Every place for password hashing is taken: the person should try again in a moment.
public struct HashingBusy: Error, Equatable {
    public init() {}
}
