import Marketplace
import Testing

struct PasswordHasherTests {
    @Test func defaultsToOWASPsIterationCount() {
        #expect(PasswordHasher.recommendedRounds == 600_000)
        #expect(PasswordHasher().rounds == 600_000)
    }

    @Test func verifiesTheRightPasswordOnly() async throws {
        let hasher = PasswordHasher(rounds: 1_000)
        let stored = try await hasher.hash("correct-horse")
        #expect(try await hasher.verify("correct-horse", against: stored))
        #expect(!(try await hasher.verify("correct-horsE", against: stored)))
        #expect(!(try await hasher.verify("", against: stored)))
    }

    @Test func saltsEveryHash() async throws {
        let hasher = PasswordHasher(rounds: 1_000)
        let first = try await hasher.hash("same-password")
        let second = try await hasher.hash("same-password")
        #expect(first != second)
    }

    @Test func verifiesWithTheRoundsStoredInTheHash() async throws {
        let stored = try await PasswordHasher(rounds: 2_000).hash("correct-horse")
        #expect(stored.hasPrefix("pbkdf2-sha256$2000$"))
        #expect(try await PasswordHasher(rounds: 1_000).verify("correct-horse", against: stored))
    }

    @Test(arguments: ["", "pbkdf2-sha256$x$AA==$AA==", "md5$1$AA==$AA==", "pbkdf2-sha256$1000$!!$AA=="])
    func rejectsMalformedHashes(_ stored: String) async throws {
        #expect(!(try await PasswordHasher(rounds: 1_000).verify("anything", against: stored)))
    }
}
