/// One setting an admin can change, with the words it is typed as and the values it takes.
public enum PlatformSetting: String, CaseIterable, Sendable {
    case preApproval = "pre-approval"
    case platformFee = "platform-fee"
    case maxConnections = "max-connections"
    case maxLineLength = "max-line-length"
    case commandsPerSecond = "commands-per-second"
    case commandBurst = "command-burst"

    /// The values the setting takes.
    public var accepted: SettingValues {
        switch self {
        case .preApproval: .onOrOff
        case .platformFee: .percent(upTo: 50)
        case .maxConnections: .whole(1...100_000)
        case .maxLineLength: .whole(64...65_536)
        case .commandBurst: .whole(1...10_000)
        case .commandsPerSecond: .number(0.1...1000)
        }
    }

    /// Whether the server reads this once, when it starts.
    public var isServerLimit: Bool {
        ![.preApproval, .platformFee].contains(self)
    }

    /// The stored form of `text`; a value it doesn't take throws `badSetting`.
    public func normalized(_ text: String) throws -> String {
        let value = text.lowercased()
        let stored: String? = switch accepted {
        case .onOrOff: ["on", "off"].contains(value) ? value : nil
        case .percent(let maximum):
            (Double(value.hasSuffix("%") ? String(value.dropLast()) : value)).flatMap { percent in
                let basisPoints = (percent * 100).rounded()
                return (0...Double(maximum)).contains(percent) && basisPoints == percent * 100 ? String(Int(basisPoints)) : nil
            }
        case .whole(let range): Int(value).flatMap { range.contains($0) ? String($0) : nil }
        case .number(let range): Double(value).flatMap { range.contains($0) ? value : nil }
        }
        guard let stored else { throw ModerationError.badSetting(self) }
        return stored
    }

    /// The stored value as an admin reads it.
    public func display(_ stored: String) -> String {
        switch self {
        case .platformFee: PlatformSettings.percentText(basisPoints: Int(stored) ?? 0)
        default: stored
        }
    }
}
