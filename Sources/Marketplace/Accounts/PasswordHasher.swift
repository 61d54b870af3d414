import Crypto
import _CryptoExtras
import Dispatch
import Foundation

/// Hashes and checks passwords with PBKDF2-HMAC-SHA256, on threads of its own so the server's stay free.
///
/// A stored hash reads `pbkdf2-sha256$ROUNDS$SALT$KEY` (base64), so the cost can rise without
/// invalidating old hashes.
public struct PasswordHasher: Sendable {
    /// OWASP's recommended PBKDF2-HMAC-SHA256 iteration count (Password Storage Cheat Sheet, 2023).
    public static let recommendedRounds = 600_000

    public let rounds: Int

    /// `rounds` below the recommendation is for tests only, where speed matters more than cost.
    public init(rounds: Int = PasswordHasher.recommendedRounds) {
        self.rounds = rounds
    }

    public func hash(_ password: String) async -> String {
        let salt = (0..<16).map { _ in UInt8.random(in: 0...255) }
        let key = await Self.derive(password, salt: salt, rounds: rounds)
        return "pbkdf2-sha256$\(rounds)$\(Data(salt).base64EncodedString())$\(Data(key).base64EncodedString())"
    }

    public func verify(_ password: String, against stored: String) async -> Bool {
        let parts = stored.split(separator: "$")
        guard parts.count == 4, parts[0] == "pbkdf2-sha256", let rounds = Int(parts[1]), rounds > 0,
            let salt = Data(base64Encoded: String(parts[2])), let expected = Data(base64Encoded: String(parts[3]))
        else { return false }
        let key = await Self.derive(password, salt: Array(salt), rounds: rounds)
        return Self.constantTimeEqual(key, Array(expected))
    }

    private static let queue = DispatchQueue(label: "rentline.password-hashing", attributes: .concurrent)

    private static func derive(_ password: String, salt: [UInt8], rounds: Int) async -> [UInt8] {
        await withCheckedContinuation { continuation in
            queue.async {
                let key = try? KDF.Insecure.PBKDF2.deriveKey(
                    from: Array(password.utf8), salt: salt, using: .sha256,
                    outputByteCount: 32, unsafeUncheckedRounds: rounds)
                continuation.resume(returning: key?.withUnsafeBytes { Array($0) } ?? [])
            }
        }
    }

    private static func constantTimeEqual(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count, !a.isEmpty else { return false }
        var difference: UInt8 = 0
        for index in a.indices { difference |= a[index] ^ b[index] }
        return difference == 0
    }
}
