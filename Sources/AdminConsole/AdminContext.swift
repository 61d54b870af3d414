import Foundation
import Marketplace

/// What console commands work with: the database, who is acting, the clock, the zone times are shown in, and
/// whether the console may change anything.
public struct AdminContext: Sendable {
    public let database: AppDatabase
    /// Set by --read-only: commands that write are refused before they run.
    public let readOnly: Bool
    public let clock: any WallClock
    public let timeZone: TimeZone
    public let moderation: Moderation
    public let views: AdminViews

    public init(database: AppDatabase, actor: String, clock: any WallClock, timeZone: TimeZone, readOnly: Bool = false) {
        self.database = database
        self.readOnly = readOnly
        self.clock = clock
        self.timeZone = timeZone
        self.moderation = Moderation(database: database, clock: clock, actor: actor)
        self.views = AdminViews(database: database)
    }
}
