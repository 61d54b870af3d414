import Foundation
import Marketplace

/// What a bot is built from: the database, the clock, how hard passwords are hashed and what an address and an
/// account may do.
public struct BotConfiguration: Sendable {
    public var database: AppDatabase
    public var clock: any WallClock
    /// Set only when the clock is fixed; lets `/clock` lines move it in tests and demos.
    public var manualClock: ManualWallClock?
    public var hasher: PasswordHasher
    public var timeZone: TimeZone
    public var allowances: Allowances
    /// Fixes the bot's random choices when set; the features that choose at random (surprise me, demo data) read it.
    public var seed: UInt64?

    public init(
        database: AppDatabase, clock: any WallClock, manualClock: ManualWallClock? = nil,
        hasher: PasswordHasher = PasswordHasher(), timeZone: TimeZone = .current, seed: UInt64? = nil,
        allowances: Allowances = Allowances()
    ) {
        self.allowances = allowances
        self.seed = seed
        self.database = database
        self.clock = clock
        self.manualClock = manualClock
        self.hasher = hasher
        self.timeZone = timeZone
    }
}
