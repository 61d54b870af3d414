import GRDB
import Logging
@testable import Marketplace
import PostgresNIO
import RentlineTesting
import Testing

/// The PostgreSQL half of the schema's history, run on the test cluster.
struct PostgresMigrationTests {
    private let logger = {
        var logger = Logger(label: "rentline.tests.migrations")
        logger.logLevel = .warning
        return logger
    }()

    @Test func migratesAFreshDatabaseOnceThenHasNothingToDo() async throws {
        try await PostgresTestCluster.withFreshDatabase { configuration in
            let connection = try await PostgresConnection.connect(configuration: configuration, id: 1, logger: logger)
            defer { Task { try? await connection.close() } }
            let first = try await PostgresMigrator.migrate(connection, logger: logger)
            let second = try await PostgresMigrator.migrate(connection, logger: logger)
            #expect(first == Migrations.all.map(\.identifier))
            #expect(second == [])
        }
    }

    @Test func serversStartingTogetherMigrateEachStepOnce() async throws {
        try await PostgresTestCluster.withFreshDatabase { configuration in
            let applied = try await withThrowingTaskGroup(of: [String].self) { group in
                for id in 1...3 {
                    group.addTask {
                        let connection = try await PostgresConnection.connect(
                            configuration: configuration, id: id, logger: logger)
                        let applied = try await PostgresMigrator.migrate(connection, logger: logger)
                        try await connection.close()
                        return applied
                    }
                }
                return try await group.reduce(into: []) { $0 += $1 }
            }
            #expect(applied.sorted() == Migrations.all.map(\.identifier).sorted())
        }
    }

    /// Through PgBouncer in transaction mode, a session's lock stays on the pooled server connection that took it,
    /// so a step must find the lock held by its transaction alone: `pg_advisory_unlock` releases only a session's.
    @Test func eachStepHoldsTheLockInItsTransactionAndTheSessionHoldsNone() async throws {
        try await PostgresTestCluster.withFreshDatabase { configuration in
            let connection = try await PostgresConnection.connect(configuration: configuration, id: 1, logger: logger)
            defer { Task { try? await connection.close() } }
            let probe = Migration(
                identifier: "probe", sqlite: "",
                postgres: [
                    """
                    DO $$
                    BEGIN
                        IF NOT EXISTS (SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND pid = pg_backend_pid()
                            AND (classid::bigint << 32) + objid::bigint = \(PostgresMigrator.lockKey)) THEN
                            RAISE EXCEPTION 'the step runs without the migrations'' lock';
                        END IF;
                        IF pg_advisory_unlock(\(PostgresMigrator.lockKey)) THEN
                            RAISE EXCEPTION 'the session holds the migrations'' lock';
                        END IF;
                    END
                    $$
                    """
                ])
            #expect(try await PostgresMigrator.migrate(connection, to: [probe], logger: logger) == ["probe"])
            let left = try await connection.query(
                "SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND pid = pg_backend_pid()", logger: logger)
            for try await count in left.decode(Int.self) { #expect(count == 0) }
        }
    }

    @Test func aFailingStepLeavesNoTraceAndIsRetriedNextTime() async throws {
        try await PostgresTestCluster.withFreshDatabase { configuration in
            let connection = try await PostgresConnection.connect(configuration: configuration, id: 1, logger: logger)
            defer { Task { try? await connection.close() } }
            let broken = Migration(
                identifier: "broken", sqlite: "",
                postgres: ["CREATE TABLE half_made (id BIGINT)", "SELECT no_such_function()"])
            await #expect(throws: (any Error).self) {
                try await PostgresMigrator.migrate(connection, to: [broken], logger: logger)
            }
            let leftovers = try await connection.query(
                "SELECT count(*) FROM information_schema.tables WHERE table_name = 'half_made'", logger: logger)
            for try await count in leftovers.decode(Int.self) { #expect(count == 0) }
            let fixed = Migration(identifier: "broken", sqlite: "", postgres: ["CREATE TABLE half_made (id BIGINT)"])
            #expect(try await PostgresMigrator.migrate(connection, to: [fixed], logger: logger) == ["broken"])
        }
    }

    /// Rows of `listings.*` and other `SELECT *` reads are taken by position, so both stores must agree on every
    /// table's columns, in order, and on which may be null.
    @Test func everyTableHasTheSameColumnsInTheSameOrderAsOnSQLite() async throws {
        let sqlite = try await TestDatabase.withFresh { database in
            try await database.writer.read { db in
                let tables = try String.fetchAll(
                    db,
                    sql: """
                        SELECT name FROM sqlite_master WHERE type = 'table' AND sql NOT LIKE 'CREATE VIRTUAL%'
                        AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'grdb_%'
                        AND name NOT LIKE 'listing_search_%' AND name NOT LIKE 'listing_places_%'
                        """)
                return try Dictionary(uniqueKeysWithValues: tables.map { table in
                    (table, try Row.fetchAll(db, sql: "SELECT name, \"notnull\" OR pk > 0 FROM pragma_table_xinfo(?) ORDER BY cid", arguments: [table])
                        .map { "\($0[0] as String)\($0[1] as Bool ? " not null" : "")" })
                })
            }
        }
        let postgres = try await PostgresTestCluster.withFreshDatabase { configuration in
            let connection = try await PostgresConnection.connect(configuration: configuration, id: 1, logger: logger)
            defer { Task { try? await connection.close() } }
            try await PostgresMigrator.migrate(connection, logger: logger)
            let rows = try await connection.query(
                """
                SELECT c.table_name, c.column_name, c.is_nullable = 'NO'
                FROM information_schema.columns c JOIN information_schema.tables t
                    ON t.table_schema = c.table_schema AND t.table_name = c.table_name
                WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
                    AND c.table_name NOT IN ('rentline_migrations', 'listing_search', 'listing_search_totals')
                ORDER BY c.table_name, c.ordinal_position
                """, logger: logger)
            var tables: [String: [String]] = [:]
            for try await (table, column, notNull) in rows.decode((String, String, Bool).self) {
                tables[table, default: []].append(column + (notNull ? " not null" : ""))
            }
            return tables
        }
        #expect(Set(postgres.keys) == Set(sqlite.keys))
        for (table, columns) in sqlite.sorted(by: { $0.key < $1.key }) {
            #expect(postgres[table] == columns, "\(table)")
        }
    }
}
