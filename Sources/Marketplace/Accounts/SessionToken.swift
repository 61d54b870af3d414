import Crypto

/// A "stay logged in" token: 128 random bits shown once to the user, stored only as its SHA-256.
public struct SessionToken: Sendable, Equatable {
    public let value: String

    public static func generate() -> SessionToken {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<16).map { _ in UInt8.random(in: 0...255, using: &generator) }
        return SessionToken(value: bytes.hexString)
    }

    public init(value: String) {
        self.value = value
    }

    var storedHash: String {
        SHA256.hash(data: Array(value.utf8)).hexString
    }
}

extension Sequence<UInt8> {
    var hexString: String {
        map { byte in
            let hex = String(byte, radix: 16)
            return byte < 16 ? "0" + hex : hex
        }.joined()
    }
}
