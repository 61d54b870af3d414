import Foundation
import GRDB

/// Sign-up, log-in with lockout, "stay logged in" sessions and log-out.
public struct Accounts: Sendable {
    public static let failuresBeforeLockout = 5
    public static let lockoutWindow: TimeInterval = 15 * 60
    public static let sessionLifetime: TimeInterval = 30 * 24 * 60 * 60
    public static let minimumPasswordLength = 8

    let database: AppDatabase
    let hasher: PasswordHasher
    let clock: any WallClock

    public init(database: AppDatabase, hasher: PasswordHasher, clock: any WallClock) {
        self.database = database
        self.hasher = hasher
        self.clock = clock
    }

    /// A logged-in account and the token that resumes its session on another connection.
    public struct SignedIn: Sendable {
        public let account: Account
        public let token: SessionToken
    }

    public func signUp(username: String, password: String) async throws -> SignedIn {
        let username = username.lowercased()
        guard Self.isValidUsername(username) else { throw AccountError.invalidUsername(username) }
        guard password.count >= Self.minimumPasswordLength else { throw AccountError.passwordTooShort }
        guard try await findAccount(username) == nil else { throw AccountError.usernameTaken(username) }
        let passwordHash = await hasher.hash(password)
        let now = clock.now()
        let token = SessionToken.generate()
        let account = try await database.writer.write { db in
            if try Account.filter(Account.Columns.username == username).fetchCount(db) > 0 {
                throw AccountError.usernameTaken(username)
            }
            var account = Account(
                username: username, passwordHash: passwordHash, createdAt: now, lastLoginAt: now)
            try account.insert(db)
            try Self.insertSession(token, for: account, at: now, in: db)
            return account
        }
        return SignedIn(account: account, token: token)
    }

    public func logIn(username: String, password: String) async throws -> SignedIn {
        let username = username.lowercased()
        guard let account = try await findAccount(username), let userID = account.id else {
            throw AccountError.unknownUser(username)
        }
        let attemptAt = clock.now()
        if let lockedUntil = account.lockedUntil, lockedUntil > attemptAt {
            throw AccountError.lockedOut(username: username, minutes: Self.minutesLeft(until: lockedUntil, from: attemptAt))
        }
        guard await hasher.verify(password, against: account.passwordHash) else {
            throw try await recordFailure(of: userID, username: username, at: attemptAt)
        }
        if let reason = try await banReason(of: userID) { throw AccountError.suspended(reason: reason) }
        let token = SessionToken.generate()
        let signedIn = try await database.writer.write { db in
            try db.execute(sql: "DELETE FROM login_failures WHERE user_id = ?", arguments: [userID])
            try db.execute(
                sql: "UPDATE users SET last_login_at = ?, locked_until = NULL WHERE id = ?",
                arguments: [attemptAt, userID])
            try Self.insertSession(token, for: account, at: attemptAt, in: db)
            var account = account
            account.lastLoginAt = attemptAt
            return SignedIn(account: account, token: token)
        }
        return signedIn
    }

    /// The account whose unexpired, unrevoked session `token` names.
    public func resume(token: String) async throws -> Account {
        let hash = SessionToken(value: token.lowercased()).storedHash
        let now = clock.now()
        let account = try await database.writer.write { db -> Account? in
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
        try await database.writer.write { db in
            try db.execute(
                sql: "UPDATE sessions SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL",
                arguments: [now, token.storedHash])
        }
    }

    public static func isValidUsername(_ name: String) -> Bool {
        (3...20).contains(name.count)
            && name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" }
    }

    private func findAccount(_ username: String) async throws -> Account? {
        try await database.writer.read { db in
            try Account.filter(Account.Columns.username == username).fetchOne(db)
        }
    }

    private func banReason(of userID: Int64) async throws -> String? {
        try await database.writer.read { db in
            try String.fetchOne(
                db, sql: "SELECT coalesce(ban_reason, '') FROM users WHERE id = ? AND banned_at IS NOT NULL", arguments: [userID])
        }
    }

    /// Records a wrong password and returns the error to show: tries left, or the lockout it started.
    private func recordFailure(of userID: Int64, username: String, at now: Date) async throws -> AccountError {
        try await database.writer.write { db in
            try db.execute(
                sql: "INSERT INTO login_failures (user_id, failed_at) VALUES (?, ?)", arguments: [userID, now])
            let recent = try Int.fetchOne(
                db, sql: "SELECT COUNT(*) FROM login_failures WHERE user_id = ? AND failed_at > ?",
                arguments: [userID, now.addingTimeInterval(-Self.lockoutWindow)]) ?? 0
            guard recent >= Self.failuresBeforeLockout else {
                return .wrongPassword(username: username, attemptsLeft: Self.failuresBeforeLockout - recent)
            }
            let lockedUntil = now.addingTimeInterval(Self.lockoutWindow)
            try db.execute(sql: "DELETE FROM login_failures WHERE user_id = ?", arguments: [userID])
            try db.execute(sql: "UPDATE users SET locked_until = ? WHERE id = ?", arguments: [lockedUntil, userID])
            return .lockedOut(username: username, minutes: Self.minutesLeft(until: lockedUntil, from: now))
        }
    }

    private static func insertSession(_ token: SessionToken, for account: Account, at now: Date, in db: Database) throws {
        try db.execute(
            sql: "INSERT INTO sessions (user_id, token_hash, created_at, expires_at) VALUES (?, ?, ?, ?)",
            arguments: [account.id, token.storedHash, now, now.addingTimeInterval(sessionLifetime)])
    }

    private static func minutesLeft(until end: Date, from now: Date) -> Int {
        max(1, Int((end.timeIntervalSince(now) / 60).rounded(.up)))
    }
}
