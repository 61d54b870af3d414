import Crypto
import _CryptoExtras
import Foundation

/// Hashes and checks passwords with PBKDF2-HMAC-SHA256 in a `HashingPool`, so the server's threads stay free
/// and a flood of attempts waits in a bounded line or is refused.
///
/// A stored hash reads `pbkdf2-sha256$ROUNDS$SALT$KEY` (base64), so the cost can rise without
/// invalidating old hashes.
public struct PasswordHasher: Sendable {
    /// OWASP's recommended PBKDF2-HMAC-SHA256 iteration count (Password Storage Cheat Sheet, 2023).
    public static let recommendedRounds = 600_000

    /// Where work is hashed when no client asked for it (seeding demo data).
    public static let localSource = "local"

    public let rounds: Int
    public let pool: HashingPool

    /// `rounds` below the recommendation is for tests only, where speed matters more than cost.
    public init(rounds: Int = PasswordHasher.recommendedRounds, limits: HashingPool.Limits = .forThisMachine()) {
        self.rounds = rounds
        self.pool = HashingPool(limits: limits)
    }

    /// Hashes a new password, in the pool's sign-up line; throws `HashingBusy` when it has no place for `source`.
    public func hash(_ password: String, for source: String = localSource) async throws -> String {
        let salt = (0..<16).map { _ in UInt8.random(in: 0...255) }
        let key = try await derive(password, salt: salt, rounds: rounds, for: source, in: .signUp)
        return "pbkdf2-sha256$\(rounds)$\(Data(salt).base64EncodedString())$\(Data(key).base64EncodedString())"
    }

    /// Checks a password, in the pool's `line`; throws `HashingBusy` when it has no place for `source`.
    public func verify(
        _ password: String, against stored: String, for source: String = localSource, in line: HashingPool.Line = .login
    ) async throws -> Bool {
        let parts = stored.split(separator: "$")
        guard parts.count == 4, parts[0] == "pbkdf2-sha256", let rounds = Int(parts[1]), rounds > 0,
            let salt = Data(base64Encoded: String(parts[2])), let expected = Data(base64Encoded: String(parts[3]))
        else { return false }
        let key = try await derive(password, salt: Array(salt), rounds: rounds, for: source, in: line)
        return Self.constantTimeEqual(key, Array(expected))
    }

    /// Does the work of `verify` for a name that has no account, and fails, so the answer takes as long; it waits in
    /// the pool's line for doubtful logins.
    public func verifyWithoutAccount(_ password: String, for source: String = localSource) async throws -> Bool {
        _ = try await derive(
            password, salt: Array(repeating: 0, count: 16), rounds: rounds, for: source, in: .doubtfulLogin)
        return false
    }

    private func derive(
        _ password: String, salt: [UInt8], rounds: Int, for source: String, in line: HashingPool.Line
    ) async throws -> [UInt8] {
        try await pool.run(for: source, in: line) {
            let key = try? KDF.Insecure.PBKDF2.deriveKey(
                from: Array(password.utf8), salt: salt, using: .sha256,
                outputByteCount: 32, unsafeUncheckedRounds: rounds)
            return key?.withUnsafeBytes { Array($0) } ?? []
        }
    }

    private static func constantTimeEqual(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count, !a.isEmpty else { return false }
        var difference: UInt8 = 0
        for index in a.indices { difference |= a[index] ^ b[index] }
        return difference == 0
    }
}
