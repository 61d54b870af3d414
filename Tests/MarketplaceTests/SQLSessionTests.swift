import Foundation
import GRDB
@testable import Marketplace
import RentlineTesting
import Testing

/// The session the business rules run over: its own binding of arguments, and records written as plain SQL.
struct SQLSessionTests {
    @Test func bindsArgumentsByPositionIncludingNumberedOnes() async throws {
        try await TestDatabase.withFresh { database in
            let row = try database.read { db in
                try Row.fetchOne(db, sql: "SELECT ?1 || ?2 || ?1, ? IS NULL", arguments: ["a", "b", nil])
            }
            #expect(row?[0] as String? == "aba")
            #expect(row?[1] as Bool? == true)
        }
    }

    @Test func aCachedStatementTakesNewArgumentsEachRun() async throws {
        try await TestDatabase.withFresh { database in
            let doubled = try database.read { db in
                let statement = try db.cachedStatement(sql: "SELECT ? * 2")
                return try [3, 5, 7].map { try Int.fetchOne(statement, arguments: [$0]) }
            }
            #expect(doubled == [6, 10, 14])
        }
    }

    @Test func refusesTooFewOrTooManyArguments() async throws {
        try await TestDatabase.withFresh { database in
            #expect(throws: DatabaseError.self) {
                try database.read { db in try Int.fetchOne(db, sql: "SELECT ? + ?", arguments: [1]) }
            }
            #expect(throws: DatabaseError.self) {
                try database.read { db in try Int.fetchOne(db, sql: "SELECT ?", arguments: [1, 2]) }
            }
        }
    }

    @Test func insertsARecordReturningItsIdAndUpdatesEveryColumn() async throws {
        try await TestDatabase.withFresh { database in
            let created = Date(timeIntervalSince1970: 1_800_000_000)
            let stored = try database.writeSynchronously { db in
                var account = Account(
                    username: "ana", passwordHash: "hash", createdAt: created, lastLoginAt: nil, signupAddress: "10.0.0.1")
                account.id = try db.insert(account)
                account.lastLoginAt = created.addingTimeInterval(60)
                account.signupAddress = nil
                try db.update(account)
                return account
            }
            let id = try #require(stored.id)
            let read = try database.read { db in try Account.fetchOne(db, id: id) }
            #expect(read == stored)
            #expect(try database.read { db in try Account.fetchOne(db, id: id + 1) } == nil)
        }
    }

    @Test func anInsertKeepsAGivenId() async throws {
        try await TestDatabase.withFresh { database in
            let id = try database.writeSynchronously { db in
                try db.insert(
                    Account(
                        id: 41, username: "bob", passwordHash: "hash", createdAt: Date(timeIntervalSince1970: 0),
                        lastLoginAt: nil, signupAddress: nil))
            }
            #expect(id == 41)
        }
    }

    @Test func countsTheRowsAStatementChanged() async throws {
        try await TestDatabase.withFresh { database in
            let changes = try database.writeSynchronously { db in
                try db.execute(sql: "INSERT INTO settings (key, value) VALUES ('probe', '1') ON CONFLICT DO NOTHING")
                let first = db.changesCount
                try db.execute(sql: "INSERT INTO settings (key, value) VALUES ('probe', '2') ON CONFLICT DO NOTHING")
                return (first, db.changesCount)
            }
            #expect(changes == (1, 0))
        }
    }
}
