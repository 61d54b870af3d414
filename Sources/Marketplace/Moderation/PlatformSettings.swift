import GRDB

/// The settings admins keep in the database; what is not set has its default.
public struct PlatformSettings: Sendable, Equatable {
    public var values: [PlatformSetting: String] = [:]

    public var preApproval: Bool { values[.preApproval] == "on" }
    /// The platform's cut of a completed booking, in hundredths of a percent.
    public var feeBasisPoints: Int { values[.platformFee].flatMap { Int($0) } ?? 0 }
    public var maxConnections: Int? { values[.maxConnections].flatMap { Int($0) } }
    public var maxLineLength: Int? { values[.maxLineLength].flatMap { Int($0) } }
    public var commandsPerSecond: Double? { values[.commandsPerSecond].flatMap { Double($0) } }
    public var commandBurst: Int? { values[.commandBurst].flatMap { Int($0) } }

    /// The fee on `cents`, rounded to the nearest cent.
    public func fee(on cents: Int) -> Int {
        (cents * feeBasisPoints + 5_000) / 10_000
    }

    static func load(in db: SQLSession) throws -> PlatformSettings {
        var settings = PlatformSettings()
        for row in try Row.fetchAll(db.cachedStatement(sql: "SELECT key, value FROM settings")) {
            if let setting = PlatformSetting(rawValue: row[0]) { settings.values[setting] = row[1] }
        }
        return settings
    }

    public static func read(from database: AppDatabase) throws -> PlatformSettings {
        try database.read { try load(in: $0) }
    }

    static func percentText(basisPoints: Int) -> String {
        let whole = basisPoints / 100, hundredths = basisPoints % 100
        guard hundredths != 0 else { return "\(whole)%" }
        let decimals = hundredths % 10 == 0 ? "\(hundredths / 10)" : (hundredths < 10 ? "0\(hundredths)" : "\(hundredths)")
        return "\(whole).\(decimals)%"
    }
}
