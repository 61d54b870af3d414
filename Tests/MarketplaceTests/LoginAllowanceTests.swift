import Foundation
@testable import Marketplace
import RentlineTesting
import Testing

/// Failed logins counted per address, and which line of the hashing pool a login waits in.
struct LoginAllowanceTests {
    let here = "198.51.100.7"
    let elsewhere = "198.51.100.8"

    func withDatabase(_ body: (AppDatabase, ManualWallClock) async throws -> Void) async throws {
        try await TestDatabase.withFresh { database in try await body(database, ManualWallClock(TestServer.startTime)) }
    }

    static func allowing(failures: Int) -> Allowances {
        var allowances = Allowances()
        allowances.loginFailuresPerAddress = failures
        return allowances
    }

    @Test func anAddressPastItsFailuresIsRefusedForEveryNameUntilTheOldestLeavesTheWindow() async throws {
        try await withDatabase { database, clock in
            let accounts = Accounts(database: database, hasher: TestServer.hasher, clock: clock, allowances: Self.allowing(failures: 3))
            _ = try await accounts.signUp(username: "ana", password: "correct-horse", from: elsewhere)
            for ghost in ["ghost_one", "ghost_two", "ana"] {
                await #expect(throws: AccountError.self) { try await accounts.logIn(username: ghost, password: "guess-123", from: here) }
                clock.advance(by: 60)
            }
            await #expect(throws: AccountError.addressLockedOut(minutes: 12)) {
                try await accounts.logIn(username: "ana", password: "correct-horse", from: here)
            }
            _ = try await accounts.logIn(username: "ana", password: "correct-horse", from: elsewhere)
            clock.advance(by: 12 * 60)
            _ = try await accounts.logIn(username: "ana", password: "correct-horse", from: here)
        }
    }

    /// A pool with no place at all refuses any hashing as busy, so a different refusal proves none was tried.
    @Test func aRefusedAddressCostsNoHashing() async throws {
        try await withDatabase { database, clock in
            let allowances = Self.allowing(failures: 2)
            let accounts = Accounts(database: database, hasher: TestServer.hasher, clock: clock, allowances: allowances)
            for ghost in ["ghost_one", "ghost_two"] {
                _ = try? await accounts.logIn(username: ghost, password: "guess-123", from: here)
            }
            let noPlaces = PasswordHasher(rounds: TestServer.hasher.rounds, limits: HashingPool.Limits(running: 0, waiting: 0, perSource: 1))
            let starved = Accounts(database: database, hasher: noPlaces, clock: clock, allowances: allowances)
            await #expect(throws: AccountError.addressLockedOut(minutes: 15)) {
                try await starved.logIn(username: "ghost_three", password: "guess-123", from: here)
            }
            await #expect(throws: AccountError.busy) {
                try await starved.logIn(username: "ghost_three", password: "guess-123", from: elsewhere)
            }
        }
    }

    /// While the only hashing thread is busy, a name with no account and an account from an address that has failed
    /// wait in the doubtful line; an account from a clean address waits in the login line and runs first.
    @Test(.timeLimit(.minutes(1)))
    func loginsFromCleanAddressesToAccountsGoFirst() async throws {
        try await withDatabase { database, clock in
            let hasher = PasswordHasher(rounds: TestServer.hasher.rounds, limits: HashingPool.Limits(running: 1, waiting: 4, perSource: 4))
            let accounts = Accounts(database: database, hasher: hasher, clock: clock)
            _ = try await accounts.signUp(username: "ana", password: "correct-horse", from: elsewhere)
            _ = try await accounts.signUp(username: "bob", password: "battery-staple", from: elsewhere)
            _ = try? await accounts.logIn(username: "ana", password: "wrong-guess", from: here)
            let held = HashingPoolTests.HeldJob()
            async let blocker = hasher.pool.run(for: "198.51.100.99", in: .signUp) { held.run() }
            await held.waitUntilStarted()
            let finished = HashingPoolTests.RunOrder()
            async let ghost: Void = { _ = try? await accounts.logIn(username: "ghost", password: "guess-123", from: "198.51.100.20"); finished.ran("ghost") }()
            while hasher.pool.waiting(in: .doubtfulLogin) < 1 { await Task.yield() }
            async let failedBefore: Void = { _ = try? await accounts.logIn(username: "bob", password: "battery-staple", from: here); finished.ran("after failing") }()
            while hasher.pool.waiting(in: .doubtfulLogin) < 2 { await Task.yield() }
            async let clean: Void = { _ = try? await accounts.logIn(username: "bob", password: "battery-staple", from: elsewhere); finished.ran("clean") }()
            while hasher.pool.waiting(in: .login) < 1 { await Task.yield() }
            held.release.signal()
            _ = try await blocker
            _ = await (ghost, failedBefore, clean)
            #expect(finished.names.withLock { $0 }.first == "clean")
        }
    }
}
