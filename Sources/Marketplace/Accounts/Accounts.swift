import Foundation
import GRDB

/// Sign-up, log-in with a bound on wrong passwords, "stay logged in" sessions and log-out.
///
/// Every login is counted against the name typed, whether or not an account has it, and answered the same way,
/// so a login tells nobody which names exist. Failed logins are also counted against the address they came from,
/// and an address past its allowance is refused before any hashing. A login to an account from an address with no
/// recent failures is hashed ahead of doubtful ones (a name with no account, or an address that has lately failed),
/// so a flood of wrong guesses from many addresses can't keep a person from logging in.
public struct Accounts: Sendable {
    public static let failuresBeforeLockout = 5
    public static let lockoutWindow: TimeInterval = 15 * 60
    public static let sessionLifetime: TimeInterval = 30 * 24 * 60 * 60
    public static let minimumPasswordLength = 8
    public static let signupWindow: TimeInterval = 60 * 60

    let database: AppDatabase
    let hasher: PasswordHasher
    let clock: any WallClock
    /// The accounts one address may make in `signupWindow`, and the failed logins it may make in `lockoutWindow`.
    let allowances: Allowances

    public init(database: AppDatabase, hasher: PasswordHasher, clock: any WallClock, allowances: Allowances = Allowances()) {
        self.database = database
        self.hasher = hasher
        self.clock = clock
        self.allowances = allowances
    }

    /// A logged-in account and the token that resumes its session on another connection.
    public struct SignedIn: Sendable {
        public let account: Account
        public let token: SessionToken
    }

    /// Makes an account for a person at `address`; the name and the address's allowance are checked before
    /// any hashing, and again in the transaction that inserts it.
    public func signUp(username: String, password: String, from address: String) async throws -> SignedIn {
        let username = username.lowercased()
        guard Self.isValidUsername(username) else { throw AccountError.invalidUsername(username) }
        guard password.count >= Self.minimumPasswordLength else { throw AccountError.passwordTooShort }
        let now = clock.now()
        try database.read { db in try checkSignupAllowed(username, from: address, at: now, in: db) }
        let passwordHash = try await hashing { try await hasher.hash(password, for: address) }
        let token = SessionToken.generate()
        let account = try await database.write { db in
            try checkSignupAllowed(username, from: address, at: now, in: db)
            var account = Account(
                username: username, passwordHash: passwordHash, createdAt: now, lastLoginAt: now,
                signupAddress: address)
            account.id = try db.insert(account)
            try Self.insertSession(token, for: account, at: now, in: db)
            return account
        }
        return SignedIn(account: account, token: token)
    }

    /// Logs in from `address`. At most `failuresBeforeLockout` wrong passwords per name, and
    /// `allowances.loginFailuresPerAddress` per address, are checked in any `lockoutWindow`, however many arrive at
    /// once: each attempt is counted before its password is checked.
    public func logIn(username: String, password: String, from address: String) async throws -> SignedIn {
        let username = username.lowercased()
        guard Self.isValidUsername(username) else { throw AccountError.invalidUsername(username) }
        let attemptAt = clock.now()
        let (attempt, account, addressHasFailed) = try await reserveAttempt(for: username, from: address, at: attemptAt)
        let matches: Bool
        do {
            matches = try await hashing {
                if let account {
                    try await hasher.verify(
                        password, against: account.passwordHash, for: address,
                        in: addressHasFailed ? .doubtfulLogin : .login)
                } else {
                    try await hasher.verifyWithoutAccount(password, for: address)
                }
            }
        } catch {
            try await database.write { db in
                try db.execute(sql: "DELETE FROM login_attempts WHERE id = ?", arguments: [attempt])
            }
            throw error
        }
        guard matches, let account, let userID = account.id else {
            throw try await recordFailure(of: attempt, username: username, at: attemptAt)
        }
        let token = SessionToken.generate()
        let banReason = try await database.write { db -> String? in
            try db.execute(
                sql: "DELETE FROM login_attempts WHERE id = ? OR (username = ? AND outcome = 'failed')",
                arguments: [attempt, username])
            if let reason = try String.fetchOne(
                db, sql: "SELECT coalesce(ban_reason, '') FROM users WHERE id = ? AND banned_at IS NOT NULL",
                arguments: [userID])
            {
                return reason
            }
            try db.execute(sql: "UPDATE users SET last_login_at = ? WHERE id = ?", arguments: [attemptAt, userID])
            try Self.insertSession(token, for: account, at: attemptAt, in: db)
            return nil
        }
        if let banReason { throw AccountError.suspended(reason: banReason) }
        var signedIn = account
        signedIn.lastLoginAt = attemptAt
        return SignedIn(account: signedIn, token: token)
    }

    /// The account whose unexpired, unrevoked session `token` names. Never refused for failed logins: a token
    /// is what a person who is being locked out by someone else still holds.
    public func resume(token: String) async throws -> Account {
        let hash = SessionToken(value: token.lowercased()).storedHash
        let now = clock.now()
        let account = try await database.write { db -> Account? in
            guard
                let account = try Account.fetchOne(
                    db,
                    sql: """
                        SELECT users.* FROM sessions JOIN users ON users.id = sessions.user_id
                        WHERE sessions.token_hash = ? AND sessions.revoked_at IS NULL AND sessions.expires_at > ?
                          AND users.banned_at IS NULL
                        """,
                    arguments: [hash, now])
            else { return nil }
            try db.execute(sql: "UPDATE users SET last_login_at = ? WHERE id = ?", arguments: [now, account.id])
            return account
        }
        guard let account else { throw AccountError.invalidToken }
        return account
    }

    /// Revokes the session `token` names, so it can no longer be resumed.
    public func logOut(token: SessionToken) async throws {
        let now = clock.now()
        try await database.write { db in
            try db.execute(
                sql: "UPDATE sessions SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL",
                arguments: [now, token.storedHash])
        }
    }

    public static func isValidUsername(_ name: String) -> Bool {
        (3...20).contains(name.count)
            && name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" }
    }

    private func checkSignupAllowed(_ username: String, from address: String, at now: Date, in db: SQLSession) throws {
        if try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM users WHERE username = ?)", arguments: [username]) == true {
            throw AccountError.usernameTaken(username)
        }
        let recent = try Int.fetchOne(
            db, sql: "SELECT count(*) FROM users WHERE signup_address = ? AND created_at > ?",
            arguments: [address, now.addingTimeInterval(-Self.signupWindow)]) ?? 0
        let limit = allowances.signupsPerAddressPerHour
        if recent >= limit { throw AccountError.tooManySignups(limit: limit) }
    }

    /// Counts an attempt on `username` before its password is checked, in the transaction that reads the
    /// name's and the address's recent attempts, and returns it with the account the name belongs to, if any, and
    /// whether the address has failed lately.
    private func reserveAttempt(
        for username: String, from address: String, at now: Date
    ) async throws -> (attempt: Int64, account: Account?, addressHasFailed: Bool) {
        try await database.write { db in
            let windowStart = now.addingTimeInterval(-Self.lockoutWindow)
            try db.execute(sql: "DELETE FROM login_attempts WHERE attempted_at <= ?", arguments: [windowStart])
            let fromAddress = try Row.fetchOne(
                db, sql: "SELECT count(*), min(attempted_at) FROM login_attempts WHERE address = ? AND outcome = 'failed'",
                arguments: [address])
            let addressFailures: Int = fromAddress?[0] ?? 0
            if addressFailures >= allowances.loginFailuresPerAddress, let oldest = fromAddress?[1] as Date? {
                throw AccountError.addressLockedOut(
                    minutes: Self.minutesLeft(until: oldest + Self.lockoutWindow, from: now))
            }
            let row = try Row.fetchOne(
                db, sql: "SELECT count(*), min(attempted_at) FROM login_attempts WHERE username = ?",
                arguments: [username])
            if let row, let oldest = row[1] as Date?, row[0] as Int >= Self.failuresBeforeLockout {
                throw AccountError.lockedOut(
                    username: username, minutes: Self.minutesLeft(until: oldest + Self.lockoutWindow, from: now))
            }
            let attempt = try Int64.fetchOne(
                db, sql: "INSERT INTO login_attempts (username, address, attempted_at, outcome) VALUES (?, ?, ?, 'pending') RETURNING id",
                arguments: [username, address, now])!
            let account = try Account.fetchOne(db, sql: "SELECT * FROM users WHERE username = ?", arguments: [username])
            return (attempt, account, addressFailures > 0)
        }
    }

    /// Marks `attempt` as a wrong password and returns the error to show: the tries left, or the pause begun.
    private func recordFailure(of attempt: Int64, username: String, at now: Date) async throws -> AccountError {
        try await database.write { db in
            try db.execute(sql: "UPDATE login_attempts SET outcome = 'failed' WHERE id = ?", arguments: [attempt])
            let row = try Row.fetchOne(
                db, sql: "SELECT count(*), min(attempted_at) FROM login_attempts WHERE username = ?",
                arguments: [username])
            let recent: Int = row?[0] ?? Self.failuresBeforeLockout
            guard recent >= Self.failuresBeforeLockout, let oldest = row?[1] as Date? else {
                return .wrongPassword(username: username, attemptsLeft: Self.failuresBeforeLockout - recent)
            }
            return .lockedOut(username: username, minutes: Self.minutesLeft(until: oldest + Self.lockoutWindow, from: now))
        }
    }

    /// Runs password hashing, turning a full pool into the sentence people see.
    private func hashing<T>(_ work: () async throws -> T) async throws -> T {
        do {
            return try await work()
        } catch is HashingBusy {
            throw AccountError.busy
        }
    }

    private static func insertSession(_ token: SessionToken, for account: Account, at now: Date, in db: SQLSession) throws {
        try db.execute(
            sql: "INSERT INTO sessions (user_id, token_hash, created_at, expires_at) VALUES (?, ?, ?, ?)",
            arguments: [account.id, token.storedHash, now, now.addingTimeInterval(sessionLifetime)])
    }

    private static func minutesLeft(until end: Date, from now: Date) -> Int {
        max(1, Int((end.timeIntervalSince(now) / 60).rounded(.up)))
    }
}
