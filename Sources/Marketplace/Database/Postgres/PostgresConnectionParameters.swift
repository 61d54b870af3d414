import CLibPQ
import PostgresNIO

/// libpq's connection keywords for the database a `--db` URL names: its host and port or socket directory, user,
/// password and database, in UTF-8, without TLS (as the URL's other connections, made by postgres-nio).
struct PostgresConnectionParameters {
    private(set) var keywords: [String] = []
    private(set) var values: [String] = []

    init(_ configuration: PostgresConnection.Configuration) {
        if let socket = configuration.unixSocketPath {
            let directory = socket.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
            add("host", directory.isEmpty ? "/" : directory)
            if let port = socket.split(separator: "/").last?.split(separator: ".").last { add("port", String(port)) }
        } else {
            add("host", configuration.host ?? "localhost")
            add("port", String(configuration.port ?? 5432))
        }
        add("user", configuration.username)
        if let password = configuration.password { add("password", password) }
        add("dbname", configuration.database ?? configuration.username)
        add("sslmode", "disable")
        add("client_encoding", "UTF8")
        add("connect_timeout", "10")
        add("application_name", "rentline")
    }

    private mutating func add(_ keyword: String, _ value: String) {
        keywords.append(keyword)
        values.append(value)
    }

    /// A connection attempt, finished: nil only when libpq could not allocate one.
    func connect() -> OpaquePointer? {
        withCStrings(keywords) { keywords in
            withCStrings(values) { values in PQconnectdbParams(keywords, values, 0) }
        }
    }

    /// `strings` as a NULL-terminated array of C strings, for the time of `body`.
    private func withCStrings<T>(_ strings: [String], _ body: ([UnsafePointer<CChar>?]) -> T) -> T {
        let copies = strings.map { strdup($0) }
        defer { copies.forEach { free($0) } }
        return body(copies.map { UnsafePointer($0) } + [nil])
    }
}
