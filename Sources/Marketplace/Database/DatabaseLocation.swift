import Foundation
import PostgresNIO

/// Where a Rentline database lives, as `--db` names it: a SQLite file path, or a PostgreSQL URL
/// (`postgresql://USER[:PASSWORD]@HOST[:PORT]/DATABASE`, or `postgresql://USER@/DATABASE?host=/socket/dir` for a
/// Unix socket, as libpq spells it; `?prepared_statements=off` for a pooler in transaction mode, which can't keep
/// a statement prepared on one connection for the next transaction).
public enum DatabaseLocation: Sendable, CustomStringConvertible {
    case sqlite(path: String)
    case postgres(PostgresEndpoint, shown: String)

    /// A `--db` argument that names a PostgreSQL database wrongly.
    public struct Invalid: Error, CustomStringConvertible {
        public let description: String
    }

    public init(_ argument: String) throws {
        guard argument.hasPrefix("postgresql://") || argument.hasPrefix("postgres://") else {
            self = .sqlite(path: argument)
            return
        }
        let example = "postgresql://USER@HOST:PORT/DATABASE"
        guard let url = URLComponents(string: argument), let user = url.user, !user.isEmpty else {
            throw Invalid(description: "\(Self.hidingPassword(argument)) is not a PostgreSQL URL like \(example).")
        }
        let database = String(url.path.drop { $0 == "/" })
        guard !database.isEmpty, !database.contains("/") else {
            throw Invalid(description: "The PostgreSQL URL needs a database name after the host, as in \(example).")
        }
        let port = url.port ?? 5432
        let socketDirectory = url.queryItems?.first { $0.name == "host" }?.value
        let preparesStatements: Bool
        switch url.queryItems?.first(where: { $0.name == "prepared_statements" }).map({ ($0.value ?? "").lowercased() }) {
        case nil, "on", "true", "yes", "1": preparesStatements = true
        case "off", "false", "no", "0": preparesStatements = false
        case let other?:
            throw Invalid(
                description: "prepared_statements in a PostgreSQL URL is on or off (as in ?prepared_statements=off), not \"\(other)\".")
        }
        let configuration: PostgresConnection.Configuration
        if let socketDirectory, socketDirectory.hasPrefix("/") {
            configuration = PostgresConnection.Configuration(
                unixSocketPath: "\(socketDirectory)/.s.PGSQL.\(port)", username: user, password: url.password,
                database: database)
        } else if let host = url.host, !host.isEmpty {
            configuration = PostgresConnection.Configuration(
                host: host, port: port, username: user, password: url.password, database: database, tls: .disable)
        } else {
            throw Invalid(description: "The PostgreSQL URL needs a host (or ?host=/socket/directory), as in \(example).")
        }
        self = .postgres(
            PostgresEndpoint(configuration: configuration, preparesStatements: preparesStatements),
            shown: Self.hidingPassword(argument))
    }

    /// How to connect, for a PostgreSQL location.
    public var postgresConfiguration: PostgresConnection.Configuration? {
        guard case .postgres(let endpoint, _) = self else { return nil }
        return endpoint.configuration
    }

    /// The location for logs and greetings, without a password.
    public var description: String {
        switch self {
        case .sqlite(let path): path
        case .postgres(_, let shown): shown
        }
    }

    /// `argument` with any password between `USER:` and `@` replaced, read as text so that a URL too broken to
    /// parse still hides it.
    private static func hidingPassword(_ argument: String) -> String {
        guard let scheme = argument.range(of: "://") else { return argument }
        let authority = argument[scheme.upperBound...].prefix { $0 != "/" && $0 != "?" }
        guard let at = authority.lastIndex(of: "@"), let colon = authority[..<at].firstIndex(of: ":") else {
            return argument
        }
        return argument.replacingCharacters(in: argument.index(after: colon)..<at, with: "***")
    }
}

extension AppDatabase {
    /// Opens the database at `location`: a SQLite file (created if missing), or PostgreSQL (migrated if behind).
    /// On PostgreSQL, `listener` is where the connection that hears the other servers goes, if not to `location`.
    public static func open(
        _ location: DatabaseLocation, listener: DatabaseLocation? = nil, maximumReaders: Int = 8, maximumWriters: Int = 8,
        logger: Logger = Logger(label: "rentline.database")
    ) async throws -> AppDatabase {
        switch location {
        case .sqlite(let path): try open(path: path)
        case .postgres(let endpoint, _):
            try await open(
                postgres: endpoint.configuration, preparesStatements: endpoint.preparesStatements,
                listener: listener?.postgresConfiguration, maximumReaders: maximumReaders, maximumWriters: maximumWriters,
                logger: logger)
        }
    }
}

/// A PostgreSQL database as a `--db` URL names it: how to connect, and whether sessions keep their statements prepared.
public struct PostgresEndpoint: Sendable {
    public let configuration: PostgresConnection.Configuration
    public let preparesStatements: Bool
}
