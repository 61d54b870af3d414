import Foundation
import Marketplace
import RentlineTesting
import Testing

struct AccountsTests {
    let start = TestServer.startTime

    func withAccounts(_ body: (Accounts, ManualWallClock) async throws -> Void) async throws {
        try await TestDatabase.withFresh { database in
            let clock = ManualWallClock(start)
            try await body(Accounts(database: database, hasher: TestServer.hasher, clock: clock), clock)
        }
    }

    @Test func signsUpAndLogsInCaseInsensitively() async throws {
        try await withAccounts { accounts, _ in
            let created = try await accounts.signUp(username: "Ana", password: "correct-horse")
            #expect(created.account.username == "ana")
            let again = try await accounts.logIn(username: "ANA", password: "correct-horse")
            #expect(again.account.id == created.account.id)
            #expect(again.token != created.token)
        }
    }

    @Test func refusesTakenNamesBadNamesAndShortPasswords() async throws {
        try await withAccounts { accounts, _ in
            _ = try await accounts.signUp(username: "ana", password: "correct-horse")
            await #expect(throws: AccountError.usernameTaken("ana")) {
                try await accounts.signUp(username: "AnA", password: "another-one")
            }
            await #expect(throws: AccountError.invalidUsername("ab")) {
                try await accounts.signUp(username: "ab", password: "long-enough")
            }
            await #expect(throws: AccountError.invalidUsername("a-b-c")) {
                try await accounts.signUp(username: "a-b-c", password: "long-enough")
            }
            await #expect(throws: AccountError.invalidUsername(String(repeating: "x", count: 21))) {
                try await accounts.signUp(username: String(repeating: "x", count: 21), password: "long-enough")
            }
            await #expect(throws: AccountError.passwordTooShort) {
                try await accounts.signUp(username: "bob", password: "1234567")
            }
            _ = try await accounts.signUp(username: "bob_2026", password: "12345678")
        }
    }

    @Test func locksForFifteenMinutesAfterFiveFailures() async throws {
        try await withAccounts { accounts, clock in
            _ = try await accounts.signUp(username: "ana", password: "correct-horse")
            for attemptsLeft in [4, 3, 2, 1] {
                await #expect(throws: AccountError.wrongPassword(username: "ana", attemptsLeft: attemptsLeft)) {
                    try await accounts.logIn(username: "ana", password: "wrong-guess")
                }
                clock.advance(by: 60)
            }
            await #expect(throws: AccountError.lockedOut(username: "ana", minutes: 15)) {
                try await accounts.logIn(username: "ana", password: "wrong-guess")
            }
            clock.advance(by: 14 * 60 + 59)
            await #expect(throws: AccountError.lockedOut(username: "ana", minutes: 1)) {
                try await accounts.logIn(username: "ana", password: "correct-horse")
            }
            clock.advance(by: 1)
            _ = try await accounts.logIn(username: "ana", password: "correct-horse")
        }
    }

    @Test func failuresOlderThanTheWindowDoNotCount() async throws {
        try await withAccounts { accounts, clock in
            _ = try await accounts.signUp(username: "ana", password: "correct-horse")
            for _ in 0..<4 {
                _ = try? await accounts.logIn(username: "ana", password: "wrong-guess")
            }
            clock.advance(by: 16 * 60)
            await #expect(throws: AccountError.wrongPassword(username: "ana", attemptsLeft: 4)) {
                try await accounts.logIn(username: "ana", password: "wrong-guess")
            }
        }
    }

    @Test func aSuccessfulLoginClearsEarlierFailures() async throws {
        try await withAccounts { accounts, _ in
            _ = try await accounts.signUp(username: "ana", password: "correct-horse")
            for _ in 0..<4 { _ = try? await accounts.logIn(username: "ana", password: "wrong-guess") }
            _ = try await accounts.logIn(username: "ana", password: "correct-horse")
            await #expect(throws: AccountError.wrongPassword(username: "ana", attemptsLeft: 4)) {
                try await accounts.logIn(username: "ana", password: "wrong-guess")
            }
        }
    }

    @Test func unknownUsersAreNamed() async throws {
        try await withAccounts { accounts, _ in
            await #expect(throws: AccountError.unknownUser("zed")) {
                try await accounts.logIn(username: "zed", password: "whatever-it-is")
            }
        }
    }

    @Test func tokensResumeUntilLogoutOrThirtyDays() async throws {
        try await withAccounts { accounts, clock in
            let first = try await accounts.signUp(username: "ana", password: "correct-horse")
            let second = try await accounts.logIn(username: "ana", password: "correct-horse")
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
            let signedIn = try await accounts.signUp(username: "ana", password: "correct-horse")
            let stored = try await database.writer.read { db in
                try String.fetchAll(db, sql: "SELECT password_hash FROM users UNION ALL SELECT token_hash FROM sessions")
            }
            #expect(stored.count == 2)
            #expect(stored.allSatisfy { !$0.contains("correct-horse") && !$0.contains(signedIn.token.value) })
            #expect(stored[0].hasPrefix("pbkdf2-sha256$1000$"))
        }
    }
}
