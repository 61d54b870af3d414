import Foundation
import GRDB
@testable import Marketplace
import RentlineTesting
import Testing

/// The session the business rules run over, on each store: arguments bound by position, values and rows read
/// back as SQLite holds them, records written as plain SQL, and changed rows counted.
struct SQLSessionTests {
    @Test(arguments: TestStore.allCases)
    func bindsArgumentsByPositionIncludingNumberedOnes(_ store: TestStore) async throws {
        let read = try await store.withSession { db in
            let row = try Row.fetchOne(
                db, sql: "SELECT ?1 || ?2 || ?1, coalesce(?, 'none'), 'it''s ?' AS quoted", arguments: ["a", "b", nil])
            return (row?[0] as String?, row?[1] as String?, row?["quoted"] as String?)
        }
        #expect(read.0 == "aba")
        #expect(read.1 == "none")
        #expect(read.2 == "it's ?")
    }

    @Test(arguments: TestStore.allCases)
    func aCachedStatementTakesNewArgumentsEachRun(_ store: TestStore) async throws {
        let doubled = try await store.withSession { db in
            let statement = try db.cachedStatement(sql: "SELECT ? * 2")
            return try [3, 5, 7].map { try Int.fetchOne(statement, arguments: [$0]) }
        }
        #expect(doubled == [6, 10, 14])
    }

    @Test(arguments: TestStore.allCases)
    func readsValuesAsSQLiteHoldsThem(_ store: TestStore) async throws {
        let values = try await store.withSession { db in
            try Row.fetchOne(db, sql: "SELECT count(*), sum(id), 1 = 1, 2.5 * 2, NULL, 'text', avg(id) FROM users")?
                .databaseValues.map(\.storage)
        }
        #expect(values == [.int64(0), .null, .int64(1), .double(5), .null, .string("text"), .null])
    }

    @Test(arguments: TestStore.allCases)
    func insertsARecordReturningItsIdAndUpdatesEveryColumn(_ store: TestStore) async throws {
        let created = Date(timeIntervalSince1970: 1_800_000_000)
        let (stored, read, missing) = try await store.withSession { db in
            var account = Account(
                username: "ana", passwordHash: "hash", createdAt: created, lastLoginAt: nil, signupAddress: "10.0.0.1")
            account.id = try db.insert(account)
            account.lastLoginAt = created.addingTimeInterval(60)
            account.signupAddress = nil
            try db.update(account)
            return (account, try Account.fetchOne(db, id: account.id!), try Account.fetchOne(db, id: account.id! + 1))
        }
        #expect(stored.id == 1)
        #expect(read == stored)
        #expect(missing == nil)
    }

    @Test(arguments: TestStore.allCases)
    func anInsertKeepsAGivenIdAndTheNextTakesTheOneAfter(_ store: TestStore) async throws {
        let ids = try await store.withSession { db in
            let account = Account(
                username: "bob", passwordHash: "hash", createdAt: Date(timeIntervalSince1970: 0), lastLoginAt: nil,
                signupAddress: nil)
            var given = account
            given.id = 41
            var next = account
            next.username = "cy"
            return [try db.insert(given), try db.insert(next)]
        }
        #expect(ids == [41, 42])
    }

    @Test(arguments: TestStore.allCases)
    func countsTheRowsAStatementChanged(_ store: TestStore) async throws {
        let changes = try await store.withSession { db in
            try db.execute(sql: "INSERT INTO settings (key, value) VALUES ('probe', '1') ON CONFLICT DO NOTHING")
            let first = db.changesCount
            try db.execute(sql: "INSERT INTO settings (key, value) VALUES ('probe', '2') ON CONFLICT DO NOTHING")
            let second = db.changesCount
            _ = try String.fetchAll(db, sql: "SELECT key FROM settings")
            return [first, second, db.changesCount]
        }
        #expect(changes == [1, 0, 0], "a SELECT leaves the count of the last change as it was")
    }

    @Test func refusesTooFewOrTooManyArgumentsOnSQLite() async throws {
        await #expect(throws: DatabaseError.self) {
            try await TestStore.sqlite.withSession { db in try Int.fetchOne(db, sql: "SELECT ? + ?", arguments: [1]) }
        }
        await #expect(throws: DatabaseError.self) {
            try await TestStore.sqlite.withSession { db in try Int.fetchOne(db, sql: "SELECT ?", arguments: [1, 2]) }
        }
    }

    @Test func translatesPlaceholdersOutsideQuotesAndComments() {
        #expect(PostgresPlaceholders.translate("SELECT ?, ?") == "SELECT $1, $2")
        #expect(PostgresPlaceholders.translate("SELECT ?1 || ?2 || ?1, ?") == "SELECT $1 || $2 || $1, $3")
        #expect(PostgresPlaceholders.translate("SELECT '?', \"a?\", ? -- why?\n, ?") == "SELECT '?', \"a?\", $1 -- why?\n, $2")
        #expect(PostgresPlaceholders.translate("SELECT 'it''s ?', ?") == "SELECT 'it''s ?', $1")
    }
}
