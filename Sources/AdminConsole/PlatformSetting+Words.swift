import Foundation
import Marketplace

/// The console's words for a setting: what it does and the values it takes.
extension PlatformSetting {
    /// What the setting does, for `settings` and `help set`.
    var summary: String {
        switch self {
        case .preApproval: "new listings wait for approve listing N (on or off)"
        case .platformFee: "percent of each completed booking kept by Rentline (0 to 50)"
        case .maxConnections: "most connections the server accepts at once (read at start)"
        case .maxLineLength: "longest line in bytes a client may send (read at start)"
        case .commandsPerSecond: "commands per second a client may send after a burst (read at start)"
        case .commandBurst: "commands a client may send in a burst (read at start)"
        }
    }
}

extension SettingValues {
    /// "on or off", "a whole number from 1 to 10000".
    var words: String {
        switch self {
        case .onOrOff: "on or off"
        case .percent(let maximum): "a percent from 0 to \(maximum) with at most two decimals, like 12.5"
        case .whole(let range): "a whole number from \(range.lowerBound) to \(range.upperBound)"
        case .number(let range): "a number from \(Self.plain(range.lowerBound)) to \(Self.plain(range.upperBound))"
        }
    }

    /// 0.1 as "0.1" and 1000 as "1000".
    private static func plain(_ number: Double) -> String {
        String(format: "%g", number)
    }
}
