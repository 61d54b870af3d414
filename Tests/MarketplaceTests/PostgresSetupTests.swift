import Foundation
@testable import Marketplace
import PostgresNIO
import RentlineTesting
import Testing

/// Opening a PostgreSQL database: any UTF8 database works whatever its collation, and each way setting one up goes
/// wrong is told in one sentence that says what to do.
@Suite(.timeLimit(.minutes(3)))
struct PostgresSetupTests {
    @Test func aDatabaseSortingTextByLanguageStillComparesTextBytewise() async throws {
        try await Self.withDatabase(created: "TEMPLATE template0 ENCODING 'UTF8' LOCALE_PROVIDER icu ICU_LOCALE 'en-US' LOCALE 'C.UTF-8'") { configuration in
            let database = try await AppDatabase.open(postgres: configuration, logger: Logger(label: "test"))
            try database.writeSynchronously { db in
                try db.execute(sql: "INSERT INTO settings (key, value) VALUES ('apple', ''), ('Banana', '')")
            }
            let order = try database.read { db in
                try String.fetchAll(db, sql: "SELECT key FROM settings WHERE key IN ('apple', 'Banana') ORDER BY key")
            }
            #expect(order == ["Banana", "apple"], "uppercase first, as SQLite's BINARY has it")
            let uncollated = try database.read { db in
                try Int.fetchOne(
                    db, sql: """
                        SELECT count(*) FROM information_schema.columns c JOIN information_schema.tables t USING (table_schema, table_name)
                        WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE' AND c.data_type = 'text'
                            AND c.collation_name IS NULL
                        """)
            }
            #expect(uncollated == 0)
            try await database.close()
        }
    }

    @Test func aDatabaseThatIsNotUTF8IsRefusedWithHowToMakeOne() async throws {
        try await Self.withDatabase(created: "TEMPLATE template0 ENCODING 'LATIN1' LC_COLLATE 'C' LC_CTYPE 'C'") { configuration in
            let name = configuration.database!
            await Self.expect(
                "Database \(name) does not hold UTF-8 text: create it with createdb -E UTF8 --locale=C.UTF-8 -T template0 \(name).",
                opening: configuration)
        }
    }

    @Test func aMissingDatabaseIsNamed() async throws {
        try await Self.withDatabase(created: "") { configuration in
            var missing = configuration
            missing.database = configuration.database! + "_missing"
            await Self.expect(
                "PostgreSQL has no database named \(missing.database!): create it with createdb -E UTF8 \(missing.database!), or fix the name in --db.",
                opening: missing)
        }
    }

    @Test func aUserWithoutPrivilegesIsToldWhatToGrant() async throws {
        try await Self.withDatabase(created: "") { configuration in
            let role = configuration.database! + "_guest"
            try await PostgresTestCluster.runAsOperator("CREATE ROLE \(role) LOGIN")
            var guest = configuration
            guest.username = role
            await Self.expect(
                "User \(role) lacks the privileges Rentline needs in database \(configuration.database!) (permission denied for schema public): make it the owner (ALTER DATABASE \(configuration.database!) OWNER TO \(role)), or grant it CREATE on schema public and every privilege on the tables.",
                opening: guest)
            try await PostgresTestCluster.runAsOperator("DROP ROLE \(role)")
        }
    }

    @Test func nothingListeningIsToldApart() async throws {
        let socket = PostgresConnection.Configuration(
            unixSocketPath: "/nonexistent-rentline/.s.PGSQL.5432", username: "postgres", password: nil, database: "city")
        await Self.expect(
            "Nothing listens at the socket /nonexistent-rentline/.s.PGSQL.5432: start PostgreSQL, or fix ?host= and the port in --db.",
            opening: socket)
        let port = PostgresConnection.Configuration(
            host: "127.0.0.1", port: 1, username: "postgres", password: nil, database: "city", tls: .disable)
        await Self.expect("Nothing answers at 127.0.0.1:1: start PostgreSQL, or fix the host and port in --db.", opening: port)
    }

    @Test func refusalsNoLocalClusterMakesAreWordedToo() {
        let sentence = { (state: String) in
            PostgresSetupError.sentence(sqlState: state, message: "m", user: "ana", database: "city")
        }
        #expect(sentence("28P01") == "PostgreSQL refused the password for user ana: put the right one in --db as postgresql://ana:PASSWORD@HOST/city.")
        #expect(sentence("53300") == "PostgreSQL has no connection left for Rentline: raise its max_connections, or lower --database-readers and --database-writers.")
        #expect(sentence("57P03") == "PostgreSQL is starting up or shutting down: start Rentline again in a moment.")
        #expect(sentence("XX000") == "PostgreSQL refused to set up database city: m.")
    }

    private static func expect(_ sentence: String, opening configuration: PostgresConnection.Configuration) async {
        do {
            let database = try await AppDatabase.open(postgres: configuration, logger: Logger(label: "test"))
            try? await database.close()
            Issue.record("opened \(configuration.database ?? "")")
        } catch {
            #expect((error as? PostgresSetupError)?.description == sentence)
        }
    }

    /// A new database of the test cluster made with `CREATE DATABASE NAME OPTIONS`, dropped afterwards.
    private static func withDatabase(created options: String, _ body: (PostgresConnection.Configuration) async throws -> Void) async throws {
        try await PostgresTestCluster.withFreshDatabase { fresh in
            let name = fresh.database! + "_own"
            try await PostgresTestCluster.runAsOperator("CREATE DATABASE \(name) \(options)")
            var configuration = fresh
            configuration.database = name
            let outcome = await Result { try await body(configuration) }
            try await PostgresTestCluster.runAsOperator("DROP DATABASE \(name) WITH (FORCE)")
            try outcome.get()
        }
    }
}

extension Result where Failure == any Error {
    init(catching body: () async throws -> Success) async {
        do {
            self = .success(try await body())
        } catch {
            self = .failure(error)
        }
    }
}
