import Foundation
import NIOCore
import NIOPosix
import PostgresNIO

/// Why a PostgreSQL database could not be opened, in one sentence that names the cause and what to do.
///
/// postgres-nio's own description of every failure is one generic line, so `rentline serve`, `seed` and `admin`
/// explain the ones a person setting up a database meets: nothing listening, an unknown host, a refused login, a
/// missing database, missing privileges, a database that isn't UTF8, and a server too old.
public struct PostgresSetupError: Error, CustomStringConvertible {
    public let description: String

    /// `error`, thrown while connecting to or migrating the database `configuration` names, explained.
    static func explaining(_ error: any Error, for configuration: PostgresConnection.Configuration) -> PostgresSetupError {
        let user = configuration.username
        let database = configuration.database ?? user
        let place = configuration.unixSocketPath.map { "the socket \($0)" }
            ?? "\(configuration.host ?? "localhost"):\(configuration.port ?? 5432)"
        guard let failure = error as? PSQLError else {
            return PostgresSetupError(description: "Rentline could not open the PostgreSQL database \(database): \(error).")
        }
        if let sqlState = failure.serverInfo?[.sqlState] {
            let message = failure.serverInfo?[.message] ?? "no reason given"
            return PostgresSetupError(
                description: sentence(sqlState: sqlState, message: message, user: user, database: database))
        }
        switch failure.code {
        case .connectionError:
            return PostgresSetupError(description: unreachable(place, because: failure.underlying))
        case .authMechanismRequiresPassword:
            return PostgresSetupError(
                description: "PostgreSQL wants a password for user \(user): add it to --db as postgresql://\(user):PASSWORD@HOST/\(database).")
        case .unsupportedAuthMechanism, .saslError:
            return PostgresSetupError(
                description: "PostgreSQL asks user \(user) to log in a way Rentline doesn't speak: allow scram-sha-256, md5 or trust for it in pg_hba.conf.")
        case .serverClosedConnection, .uncleanShutdown:
            return PostgresSetupError(
                description: "PostgreSQL at \(place) closed the connection while Rentline was setting up: check its log, then start Rentline again.")
        default:
            return PostgresSetupError(description: "Rentline could not open the PostgreSQL database \(database) (\(failure.code)).")
        }
    }

    /// The sentence for a refusal PostgreSQL sent with `sqlState`.
    static func sentence(sqlState: String, message: String, user: String, database: String) -> String {
        switch sqlState {
        case "28P01":
            "PostgreSQL refused the password for user \(user): put the right one in --db as postgresql://\(user):PASSWORD@HOST/\(database)."
        case "28000":
            "PostgreSQL does not let user \(user) in (\(message)): create the user with createuser \(user), or allow it in pg_hba.conf."
        case "3D000":
            "PostgreSQL has no database named \(database): create it with createdb -E UTF8 \(database), or fix the name in --db."
        case "42501":
            "User \(user) lacks the privileges Rentline needs in database \(database) (\(message)): make it the owner (ALTER DATABASE \(database) OWNER TO \(user)), or grant it CREATE on schema public and every privilege on the tables."
        case "53300":
            "PostgreSQL has no connection left for Rentline: raise its max_connections, or lower --database-readers and --database-writers."
        case "57P03":
            "PostgreSQL is starting up or shutting down: start Rentline again in a moment."
        case PostgresMigrator.setupRefusal:
            message
        default:
            "PostgreSQL refused to set up database \(database): \(message)."
        }
    }

    /// Why nothing answered at `place`, from the error opening the connection.
    private static func unreachable(_ place: String, because underlying: (any Error)?) -> String {
        switch underlying {
        case let failure as NIOConnectionError where failure.dnsAError != nil || failure.dnsAAAAError != nil:
            "The host in --db can't be found (\(place)): fix its name."
        case let failure as IOError where failure.errnoCode == ENOENT:
            "Nothing listens at \(place): start PostgreSQL, or fix ?host= and the port in --db."
        case is ChannelError:
            "PostgreSQL at \(place) did not answer in time: check the host and port in --db, and that no firewall is in the way."
        default:
            "Nothing answers at \(place): start PostgreSQL, or fix the host and port in --db."
        }
    }
}
