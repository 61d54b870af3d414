import Foundation
@testable import Marketplace
import RentlineTesting
import Testing

struct AccountsTests {
    let start = TestServer.startTime
    let here = "198.51.100.7"

    func withAccounts(_ body: (Accounts, ManualWallClock) async throws -> Void) async throws {
        try await TestDatabase.withFresh { database in
            let clock = ManualWallClock(start)
            try await body(Accounts(database: database, hasher: TestServer.hasher, clock: clock), clock)
        }
    }

    @Test func signsUpAndLogsInCaseInsensitively() async throws {
        try await withAccounts { accounts, _ in
            let created = try await accounts.signUp(username: "Ana", password: "correct-horse", from: here)
            #expect(created.account.username == "ana")
            let again = try await accounts.logIn(username: "ANA", password: "correct-horse", from: here)
            #expect(again.account.id == created.account.id)
            #expect(again.token != created.token)
        }
    }

    @Test func refusesTakenNamesBadNamesAndShortPasswords() async throws {
        try await withAccounts { accounts, _ in
            _ = try await accounts.signUp(username: "ana", password: "correct-horse", from: here)
            await #expect(throws: AccountError.usernameTaken("ana")) {
                try await accounts.signUp(username: "AnA", password: "another-one", from: here)
            }
            await #expect(throws: AccountError.invalidUsername("ab")) {
                try await accounts.signUp(username: "ab", password: "long-enough", from: here)
            }
            await #expect(throws: AccountError.invalidUsername("a-b-c")) {
                try await accounts.signUp(username: "a-b-c", password: "long-enough", from: here)
            }
            await #expect(throws: AccountError.invalidUsername(String(repeating: "x", count: 21))) {
                try await accounts.signUp(username: String(repeating: "x", count: 21), password: "long-enough", from: here)
            }
            await #expect(throws: AccountError.passwordTooShort) {
                try await accounts.signUp(username: "bob", password: "1234567", from: here)
            }
            _ = try await accounts.signUp(username: "bob_2026", password: "12345678", from: here)
        }
    }

    @Test func pausesPasswordLoginsUntilTheOldestOfFiveFailuresIsFifteenMinutesOld() async throws {
        try await withAccounts { accounts, clock in
            _ = try await accounts.signUp(username: "ana", password: "correct-horse", from: here)
            for attemptsLeft in [4, 3, 2, 1] {
                await #expect(throws: AccountError.wrongPassword(username: "ana", attemptsLeft: attemptsLeft)) {
                    try await accounts.logIn(username: "ana", password: "wrong-guess", from: here)
                }
                clock.advance(by: 60)
            }
            await #expect(throws: AccountError.lockedOut(username: "ana", minutes: 11)) {
                try await accounts.logIn(username: "ana", password: "wrong-guess", from: here)
            }
            clock.advance(by: 10 * 60 + 59)
            await #expect(throws: AccountError.lockedOut(username: "ana", minutes: 1)) {
                try await accounts.logIn(username: "ana", password: "correct-horse", from: here)
            }
            clock.advance(by: 1)
            _ = try await accounts.logIn(username: "ana", password: "correct-horse", from: here)
        }
    }

    @Test func failuresOlderThanTheWindowDoNotCount() async throws {
        try await withAccounts { accounts, clock in
            _ = try await accounts.signUp(username: "ana", password: "correct-horse", from: here)
            for _ in 0..<4 {
                _ = try? await accounts.logIn(username: "ana", password: "wrong-guess", from: here)
            }
            clock.advance(by: 16 * 60)
            await #expect(throws: AccountError.wrongPassword(username: "ana", attemptsLeft: 4)) {
                try await accounts.logIn(username: "ana", password: "wrong-guess", from: here)
            }
        }
    }

    @Test func aSuccessfulLoginClearsEarlierFailures() async throws {
        try await withAccounts { accounts, _ in
            _ = try await accounts.signUp(username: "ana", password: "correct-horse", from: here)
            for _ in 0..<4 { _ = try? await accounts.logIn(username: "ana", password: "wrong-guess", from: here) }
            _ = try await accounts.logIn(username: "ana", password: "correct-horse", from: here)
            await #expect(throws: AccountError.wrongPassword(username: "ana", attemptsLeft: 4)) {
                try await accounts.logIn(username: "ana", password: "wrong-guess", from: here)
            }
        }
    }

    @Test func aNameWithNoAccountIsAnsweredLikeAWrongPasswordAndPausedTheSameWay() async throws {
        try await withAccounts { accounts, _ in
            _ = try await accounts.signUp(username: "ana", password: "correct-horse", from: here)
            for attemptsLeft in [4, 3, 2, 1] {
                for name in ["ana", "zed"] {
                    await #expect(throws: AccountError.wrongPassword(username: name, attemptsLeft: attemptsLeft)) {
                        try await accounts.logIn(username: name, password: "whatever-it-is", from: here)
                    }
                }
            }
            for name in ["ana", "zed"] {
                await #expect(throws: AccountError.lockedOut(username: name, minutes: 15)) {
                    try await accounts.logIn(username: name, password: "whatever-it-is", from: here)
                }
            }
        }
    }

    @Test func tokensResumeUntilLogoutOrThirtyDays() async throws {
        try await withAccounts { accounts, clock in
            let first = try await accounts.signUp(username: "ana", password: "correct-horse", from: here)
            let second = try await accounts.logIn(username: "ana", password: "correct-horse", from: here)
            #expect(try await accounts.resume(token: first.token.value).username == "ana")
            #expect(try await accounts.resume(token: first.token.value.uppercased()).username == "ana")
            try await accounts.logOut(token: first.token)
            await #expect(throws: AccountError.invalidToken) { try await accounts.resume(token: first.token.value) }
            #expect(try await accounts.resume(token: second.token.value).username == "ana")
            clock.advance(by: Accounts.sessionLifetime)
            await #expect(throws: AccountError.invalidToken) { try await accounts.resume(token: second.token.value) }
            await #expect(throws: AccountError.invalidToken) { try await accounts.resume(token: "not-a-token") }
        }
    }

    @Test func storesOnlyHashesOfPasswordsAndTokens() async throws {
        try await TestDatabase.withFresh { database in
            let accounts = Accounts(database: database, hasher: TestServer.hasher, clock: ManualWallClock(start))
            let signedIn = try await accounts.signUp(username: "ana", password: "correct-horse", from: here)
            let stored = try await database.writer.read { db in
                try String.fetchAll(db, sql: "SELECT password_hash FROM users UNION ALL SELECT token_hash FROM sessions")
            }
            #expect(stored.count == 2)
            #expect(stored.allSatisfy { !$0.contains("correct-horse") && !$0.contains(signedIn.token.value) })
            #expect(stored[0].hasPrefix("pbkdf2-sha256$1000$"))
        }
    }

    @Test func simultaneousGuessesAreCheckedFiveAtMost() async throws {
        try await TestDatabase.withFresh { database in
            let accounts = Accounts(database: database, hasher: TestServer.hasher, clock: ManualWallClock(start))
            _ = try await accounts.signUp(username: "ana", password: "correct-horse", from: here)
            let passwords = (0..<60).map { "wrong-\($0)" } + ["correct-horse"] + (60..<100).map { "wrong-\($0)" }
            let outcomes = await withTaskGroup(of: String.self) { group in
                for password in passwords {
                    group.addTask {
                        do {
                            _ = try await accounts.logIn(username: "ana", password: password, from: "203.0.113.9")
                            return "in"
                        } catch let error as AccountError {
                            return error.code
                        } catch {
                            return "\(error)"
                        }
                    }
                }
                return await group.reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }
            }
            let checked = outcomes["wrong_password", default: 0] + outcomes["in", default: 0]
            #expect(checked <= Accounts.failuresBeforeLockout)
            #expect(outcomes["locked_out", default: 0] >= passwords.count - Accounts.failuresBeforeLockout)
            #expect(outcomes.keys.allSatisfy { ["in", "wrong_password", "locked_out"].contains($0) })
            let failed = try await database.writer.read { db in
                try Int.fetchOne(db, sql: "SELECT count(*) FROM login_attempts WHERE outcome = 'failed'")
            }
            #expect((failed ?? 0) <= Accounts.failuresBeforeLockout)
        }
    }

    @Test func aNameWithNoAccountCostsAPasswordCheckToo() async throws {
        try await TestDatabase.withFresh { database in
            let noRoom = PasswordHasher(rounds: 1_000, limits: HashingPool.Limits(running: 0, waiting: 0, perSource: 1))
            let accounts = Accounts(database: database, hasher: noRoom, clock: ManualWallClock(start))
            for name in ["zed", "ana"] {
                await #expect(throws: AccountError.busy) {
                    try await accounts.logIn(username: name, password: "whatever-it-is", from: here)
                }
            }
            let counted = try await database.writer.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM login_attempts") }
            #expect(counted == 0)
        }
    }

    @Test func signUpChecksTheNameAndTheAddressBeforeHashing() async throws {
        try await TestDatabase.withFresh { database in
            let clock = ManualWallClock(start)
            let accounts = Accounts(database: database, hasher: TestServer.hasher, clock: clock, allowances: .signups(2))
            _ = try await accounts.signUp(username: "ana", password: "correct-horse", from: here)
            _ = try await accounts.signUp(username: "bob", password: "correct-horse", from: here)
            let noRoom = PasswordHasher(rounds: 1_000, limits: HashingPool.Limits(running: 0, waiting: 0, perSource: 1))
            let busy = Accounts(database: database, hasher: noRoom, clock: clock, allowances: .signups(2))
            await #expect(throws: AccountError.usernameTaken("ana")) {
                try await busy.signUp(username: "ana", password: "correct-horse", from: "192.0.2.1")
            }
            await #expect(throws: AccountError.tooManySignups(limit: 2)) {
                try await busy.signUp(username: "carl", password: "correct-horse", from: here)
            }
            await #expect(throws: AccountError.busy) {
                try await busy.signUp(username: "carl", password: "correct-horse", from: "192.0.2.1")
            }
        }
    }

    @Test func anAddressMakesOnlyAFewAccountsAnHour() async throws {
        try await TestDatabase.withFresh { database in
            let clock = ManualWallClock(start)
            let accounts = Accounts(database: database, hasher: TestServer.hasher, clock: clock, allowances: .signups(3))
            for name in ["ana", "bob", "carl"] {
                _ = try await accounts.signUp(username: name, password: "correct-horse", from: here)
                clock.advance(by: 10 * 60)
            }
            await #expect(throws: AccountError.tooManySignups(limit: 3)) {
                try await accounts.signUp(username: "dee", password: "correct-horse", from: here)
            }
            _ = try await accounts.signUp(username: "dee", password: "correct-horse", from: "192.0.2.1")
            clock.advance(by: 30 * 60)
            _ = try await accounts.signUp(username: "eve", password: "correct-horse", from: here)
        }
    }

    @Test func concurrentSignUpsFromOneAddressStopAtItsAllowance() async throws {
        try await TestDatabase.withFresh { database in
            let accounts = Accounts(database: database, hasher: TestServer.hasher, clock: ManualWallClock(start), allowances: .signups(3))
            let made = await withTaskGroup(of: Bool.self) { group in
                for index in 0..<40 {
                    group.addTask {
                        (try? await accounts.signUp(username: "flood\(index)", password: "correct-horse", from: here)) != nil
                    }
                }
                return await group.reduce(0) { $0 + ($1 ? 1 : 0) }
            }
            #expect(made == 3)
        }
    }
}

extension Allowances {
    /// The standard allowances but `count` sign-ups per address an hour.
    static func signups(_ count: Int) -> Allowances {
        var allowances = Allowances()
        allowances.signupsPerAddressPerHour = count
        return allowances
    }
}
