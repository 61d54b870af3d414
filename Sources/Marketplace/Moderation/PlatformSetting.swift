/// One setting an admin can change, with the words it is typed as and the values it takes.
public enum PlatformSetting: String, CaseIterable, Sendable {
    case preApproval = "pre-approval"
    case platformFee = "platform-fee"
    case maxConnections = "max-connections"
    case maxLineLength = "max-line-length"
    case commandsPerSecond = "commands-per-second"
    case commandBurst = "command-burst"

    /// What the setting does, for `settings` and `help set`.
    public var summary: String {
        switch self {
        case .preApproval: "new listings wait for approve listing N (on or off)"
        case .platformFee: "percent of each completed booking kept by Rentline (0 to 50)"
        case .maxConnections: "most connections the server accepts at once (read at start)"
        case .maxLineLength: "longest line in bytes a client may send (read at start)"
        case .commandsPerSecond: "commands per second a client may send after a burst (read at start)"
        case .commandBurst: "commands a client may send in a burst (read at start)"
        }
    }

    /// Whether the server reads this once, when it starts.
    public var isServerLimit: Bool {
        ![.preApproval, .platformFee].contains(self)
    }

    /// The stored form of `text`; a value out of range throws the sentence saying what to type instead.
    public func normalized(_ text: String) throws -> String {
        let value = text.lowercased()
        switch self {
        case .preApproval:
            guard ["on", "off"].contains(value) else { throw ModerationError.badSetting(self, "on or off") }
            return value
        case .platformFee:
            let number = value.hasSuffix("%") ? String(value.dropLast()) : value
            guard let percent = Double(number), (0...50).contains(percent), (percent * 100).rounded() == percent * 100
            else { throw ModerationError.badSetting(self, "a percent from 0 to 50 with at most two decimals, like 12.5") }
            return String(Int((percent * 100).rounded()))
        case .maxConnections: return try whole(value, in: 1...100_000)
        case .maxLineLength: return try whole(value, in: 64...65_536)
        case .commandBurst: return try whole(value, in: 1...10_000)
        case .commandsPerSecond:
            guard let rate = Double(value), rate >= 0.1, rate <= 1000
            else { throw ModerationError.badSetting(self, "a number from 0.1 to 1000") }
            return value
        }
    }

    /// The stored value as an admin reads it.
    public func display(_ stored: String) -> String {
        switch self {
        case .platformFee: PlatformSettings.percentText(basisPoints: Int(stored) ?? 0)
        default: stored
        }
    }

    private func whole(_ value: String, in range: ClosedRange<Int>) throws -> String {
        guard let number = Int(value), range.contains(number) else {
            throw ModerationError.badSetting(self, "a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return String(number)
    }
}
