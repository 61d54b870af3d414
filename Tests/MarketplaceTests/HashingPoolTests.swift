import Dispatch
import Marketplace
import Synchronization
import Testing

/// The pool's bounds, checked while a job holds its place: no sleeps, the held job is released by the test.
struct HashingPoolTests {
    /// A job that signals when it has started and then waits until the test lets it go.
    final class HeldJob: Sendable {
        let release = DispatchSemaphore(value: 0)
        let started: AsyncStream<Void>
        private let startedContinuation: AsyncStream<Void>.Continuation

        init() {
            (started, startedContinuation) = AsyncStream<Void>.makeStream()
        }

        func run() -> Int {
            startedContinuation.yield()
            release.wait()
            return 1
        }

        func waitUntilStarted() async {
            var iterator = started.makeAsyncIterator()
            _ = await iterator.next()
        }
    }

    @Test func refusesWorkWhenEveryRunningAndWaitingPlaceIsTaken() async throws {
        let pool = HashingPool(limits: HashingPool.Limits(running: 1, waiting: 0, perSource: 5))
        let held = HeldJob()
        async let first = pool.run(for: "198.51.100.1", in: .login) { held.run() }
        await held.waitUntilStarted()
        await #expect(throws: HashingBusy()) { try await pool.run(for: "198.51.100.2", in: .login) { 2 } }
        held.release.signal()
        #expect(try await first == 1)
        #expect(try await pool.run(for: "198.51.100.2", in: .login) { 2 } == 2)
    }

    @Test func oneSourceHoldsOnlyItsOwnPlacesAndOthersStillGetIn() async throws {
        let pool = HashingPool(limits: HashingPool.Limits(running: 1, waiting: 4, perSource: 1))
        let held = HeldJob()
        async let first = pool.run(for: "198.51.100.1", in: .login) { held.run() }
        await held.waitUntilStarted()
        await #expect(throws: HashingBusy()) { try await pool.run(for: "198.51.100.1", in: .login) { 2 } }
        async let other = pool.run(for: "198.51.100.2", in: .login) { 3 }
        held.release.signal()
        #expect(try await first == 1)
        #expect(try await other == 3)
        #expect(try await pool.run(for: "198.51.100.1", in: .login) { 4 } == 4)
    }

    @Test func runsEverythingAdmittedWhenManyArriveAtOnce() async throws {
        let pool = HashingPool(limits: HashingPool.Limits(running: 2, waiting: 1_000, perSource: 1_000))
        let total = try await withThrowingTaskGroup(of: Int.self) { group in
            for value in 1...200 { group.addTask { try await pool.run(for: "198.51.100.1", in: .login) { value } } }
            return try await group.reduce(0, +)
        }
        #expect(total == 200 * 201 / 2)
    }

    /// The order jobs ran in.
    final class RunOrder: Sendable {
        let names = Mutex<[String]>([])

        func ran(_ name: String) { names.withLock { $0.append(name) } }
    }

    @Test(.timeLimit(.minutes(1)))
    func aWaitingLoginRunsBeforeSignUpsThatCameFirst() async throws {
        let pool = HashingPool(limits: HashingPool.Limits(running: 1, waiting: 2, perSource: 5))
        let held = HeldJob()
        let order = RunOrder()
        async let first = pool.run(for: "198.51.100.1", in: .signUp) { held.run() }
        await held.waitUntilStarted()
        async let signUp1 = pool.run(for: "198.51.100.10", in: .signUp) { order.ran("sign-up") }
        async let signUp2 = pool.run(for: "198.51.100.11", in: .signUp) { order.ran("sign-up") }
        while pool.waiting(in: .signUp) < 2 { await Task.yield() }
        await #expect(throws: HashingBusy()) { try await pool.run(for: "198.51.100.12", in: .signUp) { order.ran("refused") } }
        async let login = pool.run(for: "198.51.100.2", in: .login) { order.ran("login") }
        while pool.waiting(in: .login) < 1 { await Task.yield() }
        held.release.signal()
        _ = try await (first, signUp1, signUp2, login)
        #expect(order.names.withLock { $0 } == ["login", "sign-up", "sign-up"])
    }

    /// A flood of wrong guesses fills only its own line: a login to an account from a clean address still gets a
    /// place, and runs before the guesses and the sign-ups that were waiting first.
    @Test(.timeLimit(.minutes(1)))
    func doubtfulLoginsWaitBehindLoginsAndSignUps() async throws {
        let pool = HashingPool(limits: HashingPool.Limits(running: 1, waiting: 2, perSource: 5))
        let held = HeldJob()
        let order = RunOrder()
        async let first = pool.run(for: "198.51.100.1", in: .doubtfulLogin) { held.run() }
        await held.waitUntilStarted()
        async let guess1 = pool.run(for: "198.51.100.20", in: .doubtfulLogin) { order.ran("guess") }
        async let guess2 = pool.run(for: "198.51.100.21", in: .doubtfulLogin) { order.ran("guess") }
        while pool.waiting(in: .doubtfulLogin) < 2 { await Task.yield() }
        await #expect(throws: HashingBusy()) {
            try await pool.run(for: "198.51.100.22", in: .doubtfulLogin) { order.ran("refused") }
        }
        async let signUp = pool.run(for: "198.51.100.10", in: .signUp) { order.ran("sign-up") }
        while pool.waiting(in: .signUp) < 1 { await Task.yield() }
        async let login = pool.run(for: "198.51.100.2", in: .login) { order.ran("login") }
        while pool.waiting(in: .login) < 1 { await Task.yield() }
        held.release.signal()
        _ = try await (first, guess1, guess2, signUp, login)
        #expect(order.names.withLock { $0 } == ["login", "sign-up", "guess", "guess"])
    }
}
