import NIOCore

/// The first line of the PROXY protocol, version 1 (HAProxy's `send-proxy`): a proxy that forwards a connection
/// starts it by naming the client, as `PROXY TCP4 203.0.113.7 10.0.0.2 51234 4000`.
enum ProxyHeader: Equatable {
    /// A forwarded connection from this client.
    case client(SocketAddress)
    /// `PROXY UNKNOWN`: the proxy's own connection (its health checks), or a client it cannot name.
    case unknown

    /// The longest header the protocol allows, CRLF included.
    static let maximumLength = 107

    /// Reads a header line without its CRLF; nil for anything else.
    init?(line: String) {
        let fields = line.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        guard fields.count >= 2, fields[0] == "PROXY" else { return nil }
        switch fields[1] {
        case "UNKNOWN":
            self = .unknown
        case "TCP4", "TCP6":
            guard fields.count == 6, let port = Int(fields[4]), (0...65_535).contains(port),
                let destinationPort = Int(fields[5]), (0...65_535).contains(destinationPort),
                let address = try? SocketAddress(ipAddress: fields[2], port: port),
                (try? SocketAddress(ipAddress: fields[3], port: destinationPort)) != nil
            else { return nil }
            switch (fields[1], address) {
            case ("TCP4", .v4), ("TCP6", .v6): self = .client(address)
            default: return nil
            }
        default:
            return nil
        }
    }
}

/// What a proxy's header said about the connection, passed on to the session once it is read.
struct ProxiedConnection {
    let header: ProxyHeader
}
