import Logging
import PostgresNIO

/// Brings a PostgreSQL database up to `Migrations.all`: each pending step in a transaction of its own, under an
/// advisory lock taken by that transaction, so servers starting together migrate once and the others wait for it.
///
/// The lock is a transaction's, never a session's: through PgBouncer in transaction mode, a session's lock stays on
/// whichever server connection took it, and an unlock sent later may reach another one, so the lock would outlive
/// the migration and hold up the next process that migrates until the pooler closes that connection.
enum PostgresMigrator {
    /// The advisory lock key migrations run under ("rentmig" in ASCII).
    static let lockKey: Int64 = 0x72_65_6E_74_6D_69_67

    /// The SQLSTATE of a refusal the set-up check raises, whose message is the sentence to show.
    static let setupRefusal = "RL001"

    /// What runs before the steps: a check that the server is recent enough and the database holds UTF-8, and the
    /// table that records which steps have run.
    static let bookkeeping = [
        // The search's tokens need a UTF-8 LC_CTYPE to see non-ASCII letters as letters, and normalize() a UTF8
        // database. Any collation will do: text compares bytewise, as SQLite's BINARY does, because every text
        // column is collated "C" (v12).
        """
        DO $$
        BEGIN
            IF current_setting('server_version_num')::int < 130000 THEN
                RAISE EXCEPTION 'PostgreSQL % is too old: Rentline needs version 13 or newer.',
                    current_setting('server_version') USING ERRCODE = '\(setupRefusal)';
            END IF;
            IF (SELECT datctype !~* 'utf-?8$' OR pg_encoding_to_char(encoding) <> 'UTF8'
                FROM pg_database WHERE datname = current_database())
            THEN
                RAISE EXCEPTION 'Database % does not hold UTF-8 text: create it with createdb -E UTF8 --locale=C.UTF-8 -T template0 %.',
                    current_database(), current_database() USING ERRCODE = '\(setupRefusal)';
            END IF;
        END
        $$
        """,
        "CREATE TABLE IF NOT EXISTS rentline_migrations (identifier TEXT NOT NULL PRIMARY KEY)",
    ]

    /// Applies the steps `connection`'s database lacks, in order, and returns their identifiers.
    @discardableResult
    static func migrate(
        _ connection: PostgresConnection, to migrations: [Migration] = Migrations.all, logger: Logger
    ) async throws -> [String] {
        let done = try await underLock(on: connection, logger: logger) {
            for statement in bookkeeping {
                try await connection.query(PostgresQuery(unsafeSQL: statement), logger: logger)
            }
            return try await appliedIdentifiers(on: connection, logger: logger)
        }
        var applied: [String] = []
        for migration in migrations where !done.contains(migration.identifier) {
            let didApply = try await underLock(on: connection, logger: logger) {
                guard try await !appliedIdentifiers(on: connection, logger: logger).contains(migration.identifier)
                else { return false }
                for statement in migration.postgres {
                    try await connection.query(PostgresQuery(unsafeSQL: statement), logger: logger)
                }
                try await connection.query(
                    "INSERT INTO rentline_migrations (identifier) VALUES (\(migration.identifier))", logger: logger)
                return true
            }
            guard didApply else { continue }
            logger.info("Migrated PostgreSQL", metadata: ["migration": "\(migration.identifier)"])
            applied.append(migration.identifier)
        }
        return applied
    }

    /// Runs `body` in a transaction that holds the migrations' lock until it commits or rolls back.
    private static func underLock<T>(
        on connection: PostgresConnection, logger: Logger, _ body: () async throws -> T
    ) async throws -> T {
        try await connection.query("BEGIN", logger: logger)
        do {
            try await connection.query("SELECT pg_advisory_xact_lock(\(lockKey))", logger: logger)
            let value = try await body()
            try await connection.query("COMMIT", logger: logger)
            return value
        } catch {
            _ = try? await connection.query("ROLLBACK", logger: logger)
            throw error
        }
    }

    private static func appliedIdentifiers(on connection: PostgresConnection, logger: Logger) async throws -> Set<String> {
        var done = Set<String>()
        for try await identifier in try await connection.query(
            "SELECT identifier FROM rentline_migrations", logger: logger
        ).decode(String.self) {
            done.insert(identifier)
        }
        return done
    }
}
