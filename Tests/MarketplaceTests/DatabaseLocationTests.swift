import Marketplace
import Testing

/// `--db` names a SQLite file or a PostgreSQL database; a wrong URL is refused with a sentence, and a password
/// never shows in logs or greetings.
struct DatabaseLocationTests {
    @Test(arguments: ["rentline.sqlite", "/var/lib/rentline/city.sqlite", "postgresql.sqlite", "./postgres://x"])
    func aPathIsASQLiteFile(_ argument: String) throws {
        guard case .sqlite(let path) = try DatabaseLocation(argument) else {
            Issue.record("\(argument) was not read as a file")
            return
        }
        #expect(path == argument)
    }

    @Test(arguments: [
        ("postgresql://rentline@db.internal:6432/city", "postgresql://rentline@db.internal:6432/city"),
        ("postgres://rentline:s3cret@10.0.0.5/city", "postgres://rentline:***@10.0.0.5/city"),
        ("postgresql://postgres@/city?host=/run/postgresql", "postgresql://postgres@/city?host=/run/postgresql"),
    ])
    func aURLIsPostgreSQLShownWithoutItsPassword(_ argument: String, _ shown: String) throws {
        let location = try DatabaseLocation(argument)
        guard case .postgres(let endpoint, _) = location else {
            Issue.record("\(argument) was not read as PostgreSQL")
            return
        }
        #expect(location.description == shown)
        #expect(endpoint.configuration.username == (argument.contains("postgres@") ? "postgres" : "rentline"))
        #expect(endpoint.configuration.database == "city")
        #expect(endpoint.preparesStatements)
    }

    @Test func preparedStatementsCanBeTurnedOffForAPooler() throws {
        for (argument, prepares) in [
            ("postgresql://rentline@pgbouncer:6432/city?prepared_statements=off", false),
            ("postgresql://rentline@/city?host=/run/pgbouncer&prepared_statements=off", false),
            ("postgresql://rentline@db.internal/city?prepared_statements=on", true),
            ("postgresql://rentline@db.internal/city?prepared_statements=False", false),
            ("postgresql://rentline@db.internal/city?prepared_statements=0", false),
            ("postgresql://rentline@db.internal/city?prepared_statements=yes", true),
        ] {
            guard case .postgres(let endpoint, _) = try DatabaseLocation(argument) else {
                Issue.record("\(argument) was not read as PostgreSQL")
                continue
            }
            #expect(endpoint.preparesStatements == prepares, "\(argument)")
        }
        for (value, shown) in [("maybe", "maybe"), ("", "")] {
            #expect {
                _ = try DatabaseLocation("postgresql://rentline@db.internal/city?prepared_statements=\(value)")
            } throws: { error in
                "\(error)"
                    == "prepared_statements in a PostgreSQL URL is on or off (as in ?prepared_statements=off), not \"\(shown)\"."
            }
        }
    }

    @Test(arguments: [
        ("postgresql://db.internal/city", "is not a PostgreSQL URL"),
        ("postgresql://rentline@db.internal/", "needs a database name"),
        ("postgresql://rentline@db.internal/city/more", "needs a database name"),
        ("postgresql://rentline@/city", "needs a host"),
        ("postgresql://rentline:pw@db.internal:notaport/city", "is not a PostgreSQL URL"),
    ])
    func aWrongURLIsRefusedWithWhatToType(_ argument: String, _ complaint: String) {
        #expect {
            _ = try DatabaseLocation(argument)
        } throws: { error in
            let description = "\(error)"
            return description.contains(complaint) && description.contains("postgresql://USER@HOST")
                && !description.contains("pw@")
        }
    }
}
