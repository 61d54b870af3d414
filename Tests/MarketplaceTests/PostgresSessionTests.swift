import Foundation
import GRDB
import Logging
@testable import Marketplace
import RentlineTesting
import Testing

/// The libpq session under the PostgreSQL store: values come back as SQLite holds them, rows in order however many,
/// parameters go in as they are, statements are prepared once per connection (and not at all with
/// `prepared_statements=off`), the least recently used are let go past the limit, after a refusal the next
/// transaction runs, reads sent ahead are run once and handed over only while nothing ran in between, and a write sent
/// with the next statement fails that statement.
struct PostgresSessionTests {
    @Test func resultsAreReadAsSQLiteHoldsThem() async throws {
        try await PostgresTestCluster.withFreshAppDatabase { database in
            let row = try #require(
                try database.read { db in
                    try Row.fetchOne(
                        db,
                        sql: """
                            SELECT 7::int2 AS a, -8::int4 AS b, '-9223372036854775808'::int8 AS c, true AS d, false AS e,
                                2.5::float4 AS f, 0.1::float8 AS g, sum(x) AS h, 2.50::numeric AS i,
                                '\\x00ff10'::bytea AS j, 'naïve ☃' AS k, NULL::int8 AS l, 'Infinity'::float8 AS m,
                                '2026-12-01'::date AS n
                            FROM (VALUES (3::int8), (4::int8)) AS v(x)
                            """)
                })
            #expect(Array(row.columnNames) == ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m", "n"])
            #expect(row[0] as Int64 == 7 && row[1] as Int64 == -8 && row[2] as Int64 == .min)
            #expect(row[3] as Int64 == 1 && row[4] as Int64 == 0)
            #expect(row[5] as Double == 2.5 && row[6] as Double == 0.1)
            #expect(row["h"] as DatabaseValue == (7 as Int64).databaseValue)
            #expect(row["i"] as DatabaseValue == (2.5).databaseValue)
            #expect(row["j"] as Data == Data([0, 255, 16]))
            #expect(row["k"] as String == "naïve ☃")
            #expect(row["l"] as DatabaseValue == .null)
            #expect(row["m"] as Double == .infinity)
            #expect(row["n"] as String == "2026-12-01")
        }
    }

    @Test func manyRowsComeBackInOrderWithTheirColumns() async throws {
        try await PostgresTestCluster.withFreshAppDatabase { database in
            let count = PostgresRowFactory.chunk * 3 + 5
            let rows = try database.read { db in
                try Row.fetchAll(
                    db, sql: "SELECT g AS n, g::text AS \"t \"\"x\"\"\", NULL AS z FROM generate_series(1, ?) AS g",
                    arguments: [count])
            }
            #expect(rows.count == count)
            #expect(rows.map { $0[0] as Int64 } == (1...Int64(count)).map { $0 })
            #expect(rows.allSatisfy { Array($0.columnNames) == ["n", "t \"x\"", "z"] })
            #expect(rows.allSatisfy { ($0["t \"x\""] as String) == String($0[0] as Int64) && $0["z"] as DatabaseValue == .null })
        }
    }

    @Test func parametersGoInAsTheyAre() async throws {
        try await PostgresTestCluster.withFreshAppDatabase { database in
            let sent: [DatabaseValue] = [
                Int64.max.databaseValue, (-0.000123).databaseValue, "tab\there, ünïcode".databaseValue,
                Data([0, 1, 254, 255]).databaseValue, "".databaseValue, .null,
            ]
            let row = try #require(
                try database.read { db in
                    try Row.fetchOne(db, sql: "SELECT ?, ?, ?, ?, ?, ?::int8", arguments: SQLArguments(sent))
                })
            #expect(Array(row.databaseValues) == sent)
        }
    }

    @Test func aStatementIsPreparedOnceOnItsConnection() async throws {
        try await PostgresTestCluster.withFreshAppDatabase { database in
            let prepared = try database.read { db in
                for number in 1...3 { _ = try Int64.fetchOne(db, sql: "SELECT ? + 1 AS prepared_once", arguments: [number]) }
                return try Int.fetchOne(
                    db, sql: "SELECT count(*) FROM pg_prepared_statements WHERE statement LIKE '%prepared' || '_once%'")
            }
            #expect(prepared == 1)
        }
    }

    @Test func withPreparedStatementsOffNoneIsPrepared() async throws {
        try await PostgresTestCluster.withFreshDatabaseURL { url in
            let database = try await AppDatabase.open(
                try DatabaseLocation(url + "&prepared_statements=off"), maximumReaders: 1,
                logger: Logger(label: "test"))
            let prepared = try database.read { db in
                _ = try Int64.fetchOne(db, sql: "SELECT ? + 1", arguments: [1])
                return try Int.fetchOne(db, sql: "SELECT count(*) FROM pg_prepared_statements")
            }
            try await database.close()
            #expect(prepared == 0)
        }
    }

    @Test func pastTheLimitTheLeastRecentlyUsedAreLetGo() async throws {
        try await PostgresTestCluster.withFreshAppDatabase { database in
            let (answers, prepared) = try database.read { db in
                let answers = try (0..<PostgresSession.maximumPrepared + 40).map { number in
                    try Int64.fetchOne(db, sql: "SELECT ? + \(number) AS many", arguments: [1])
                }
                let prepared = try Int.fetchOne(db, sql: "SELECT count(*) FROM pg_prepared_statements")
                return (answers, prepared)
            }
            #expect(answers == (0..<PostgresSession.maximumPrepared + 40).map { Int64($0 + 1) })
            #expect(prepared == PostgresSession.maximumPrepared)
        }
    }

    @Test func aRefusalIsThrownAndTheNextTransactionRuns() async throws {
        try await PostgresTestCluster.withFreshAppDatabase { database in
            #expect {
                try database.read { db in try Int64.fetchOne(db, sql: "SELECT 1 / (? - 1)", arguments: [1]) }
            } throws: { error in
                (error as? PostgresStatementError)?.sqlState == "22012"
            }
            let after = try database.read { db in try Int64.fetchOne(db, sql: "SELECT 2") }
            #expect(after == 2)
        }
    }

    @Test func aPrefetchedReadIsRunOnceAndHandedToTheStatementThatMakesIt() async throws {
        try await PostgresTestCluster.withFreshAppDatabase { database in
            let moment = SQLRead(sql: "SELECT extract(epoch FROM clock_timestamp())::float8 WHERE ? > 0", arguments: [1])
            let (prefetched, handed, again) = try database.read { db in
                try db.prefetch([moment, SQLRead(sql: "SELECT 2")])
                let prefetched = Date().timeIntervalSince1970
                let handed = try Double.fetchOne(db, sql: moment.sql, arguments: moment.arguments)
                let again = try Double.fetchOne(db, sql: moment.sql, arguments: moment.arguments)
                return (prefetched, handed, again)
            }
            #expect(try #require(handed) < prefetched)
            #expect(try #require(again) > prefetched)
        }
    }

    @Test func aReadPrefetchedWithOtherArgumentsIsRunAgain() async throws {
        try await PostgresTestCluster.withFreshAppDatabase { database in
            let answers = try database.read { db in
                try db.prefetch([SQLRead(sql: "SELECT ? * 10", arguments: [1])])
                return try [2, 1].map { try Int64.fetchOne(db, sql: "SELECT ? * 10", arguments: [$0]) }
            }
            #expect(answers == [20, 10])
        }
    }

    @Test func aStatementInBetweenDropsWhatWasPrefetched() async throws {
        try await PostgresTestCluster.withFreshAppDatabase { database in
            try await database.write { db in try db.execute(sql: "CREATE TABLE probe (name TEXT PRIMARY KEY)") }
            let count = SQLRead(sql: "SELECT count(*) FROM probe WHERE name <> ?", arguments: [""])
            let (first, second) = try await database.write(reads: [count]) { db in
                let first = try Int.fetchOne(db, sql: count.sql, arguments: count.arguments)
                try db.prefetch([count])
                try db.execute(sql: "INSERT INTO probe (name) VALUES (?)", arguments: ["ana"])
                return (first, try Int.fetchOne(db, sql: count.sql, arguments: count.arguments))
            }
            #expect(first == 0 && second == 1)
        }
    }

    @Test func aWriteSentWithTheNextStatementFailsItAndItsTransaction() async throws {
        try await PostgresTestCluster.withFreshAppDatabase { database in
            let insert = "INSERT INTO probe (name) VALUES (?)"
            try await database.write { db in try db.execute(sql: "CREATE TABLE probe (name TEXT PRIMARY KEY)") }
            await #expect {
                try await database.write { db in
                    try db.executeWithNext(sql: insert, arguments: ["bo"])
                    try db.executeWithNext(sql: insert, arguments: ["bo"])
                    _ = try Int.fetchOne(db, sql: "SELECT 1")
                }
            } throws: { error in
                (error as? PostgresStatementError)?.sqlState == "23505"
            }
            try await database.write { db in try db.executeWithNext(sql: insert, arguments: ["cy"]) }
            let names = try database.read { db in try String.fetchAll(db, sql: "SELECT name FROM probe ORDER BY name") }
            #expect(names == ["cy"])
        }
    }
}
