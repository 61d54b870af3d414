import Crypto
import Foundation
@testable import Marketplace
import Testing

/// Shipped migrations never change: a database migrated by an older version must end up like a new one.
struct MigrationHistoryTests {
    /// Each shipped step's identifier and the SHA-256 of both of its dialects. A new step gets a line here when it
    /// ships; an existing line never changes.
    private static let shipped: [(identifier: String, digest: String)] = [
        ("v1 accounts and reference data",
         "aec35c684967d627b2c8a07cb321df9ad945768b6ffccb3d3834b25a8ad8e293"),
        ("v2 listings, search indexes and favorites",
         "f587afdca3787932e7609e69dfbe321d47550d5a02bb1dfef51342f6e4ee2855"),
        ("v3 availability, bookings, wallet, reviews and notifications",
         "23110e818deb7703f94265c28892fea6b0fbad9b446bf2197d5fcc8601b9946f"),
        ("v4 moderation, reports, audit, settings and the platform fee",
         "650acdf79a63ffb920532814eaa8521fdaf4b0f956917550732168ceab3aad95"),
        ("v5 profiles, follows, blocks, posts, comments, likes, messages, spots and adventures",
         "66dbcaa413db8709b36f19cdf6bf2c3e293bedf680003d8a1642706e87115b3d"),
        ("v6 password attempts by name and signups by address",
         "942d426660497aa825d52ce58cae90b2ac7fda36fe4457f597f1dcf26f1680d3"),
        ("v7 notices keep their facts",
         "5212e514cedf8715ab89e5ced8790347ae594cb953c86b514257a11427652f47"),
        ("v8 search ranks by bm25 on PostgreSQL too",
         "1040dfe89c504ebc9dd6a82228942deeabb9a4baf8a55cd416b16614a22fca7e"),
        ("v9 quotas and failed logins counted by account, address and time",
         "8574d160ad47a5ea6071073b882fc1c7d2a15cef7db44968084423fdf364e2e1"),
        ("v10 leases: deposits, notice periods and monthly rent",
         "d7b2c44463d7a57365e16bbae334c7bd95e3b12bae03577168dfc1748d9bfea1"),
        ("v11 ids from sequences on PostgreSQL, so writes that share nothing run at once",
         "61d4fa374010f2da86fe509ed2252415c8a23dd2bdf5a9cca22ec9db71900692"),
        ("v12 text compares bytewise on PostgreSQL whatever the database's collation",
         "a4112959395db180e97f9d43926d1aade618d545dc843ec7af5a08fac495668d"),
        ("v13 the next due moment by a function on PostgreSQL, planned once a session",
         "3fda690c74af9b32647ba3750f78810e002e0a01316d7a99b74ce3c33b4e7db7"),
    ]

    private static func digest(of migration: Migration) -> String {
        let text = ([migration.identifier, migration.sqlite] + migration.postgres).joined(separator: "\u{0}")
        return SHA256.hash(data: Data(text.utf8)).map { String(format: "%02x", $0) }.joined()
    }

    @Test func noShippedStepHasChanged() throws {
        try #require(Migrations.all.count >= Self.shipped.count, "a shipped step is gone")
        for (migration, step) in zip(Migrations.all, Self.shipped) {
            #expect(migration.identifier == step.identifier)
            #expect(Self.digest(of: migration) == step.digest, "\(step.identifier) changed after it shipped")
        }
    }

    @Test func everyStepIsPinnedHere() {
        let unpinned = Migrations.all.dropFirst(Self.shipped.count)
            .map { "(\"\($0.identifier)\", \"\(Self.digest(of: $0))\")," }
        #expect(unpinned.isEmpty, "pin the new steps in MigrationHistoryTests.shipped: \(unpinned.joined(separator: " "))")
    }
}
