import NIOCore

/// The client address that per-address limits count: an IPv4 address, or an IPv6 /64 (one site's prefix,
/// since a single host can hold billions of addresses inside it).
enum SourceAddress {
    static func of(_ address: SocketAddress?) -> String {
        switch address {
        case .v4?:
            return address?.ipAddress ?? "unknown"
        case .v6(let v6)?:
            let bytes = withUnsafeBytes(of: v6.address.sin6_addr) { Array($0) }
            if let v4 = mappedIPv4(bytes) { return v4 }
            let groups = stride(from: 0, to: 8, by: 2).map { String(UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1]), radix: 16) }
            return groups.joined(separator: ":") + "::/64"
        case .unixDomainSocket?, nil:
            return "local"
        }
    }

    /// The address as a peer is named, an IPv4 client of an IPv6 socket by its IPv4 address; nil for a Unix socket.
    static func peer(_ address: SocketAddress?) -> String? {
        guard case .v6(let v6)? = address else { return address?.ipAddress }
        return mappedIPv4(withUnsafeBytes(of: v6.address.sin6_addr) { Array($0) }) ?? address?.ipAddress
    }

    private static func mappedIPv4(_ bytes: [UInt8]) -> String? {
        guard bytes[0..<10].allSatisfy({ $0 == 0 }), bytes[10] == 0xFF, bytes[11] == 0xFF else { return nil }
        return bytes[12...].map(String.init).joined(separator: ".")
    }
}
