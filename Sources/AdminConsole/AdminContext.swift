import Foundation
import Marketplace

/// What console commands work with: the database, who is acting, the clock and the zone times are shown in.
public struct AdminContext: Sendable {
    public let database: AppDatabase
    public let clock: any WallClock
    public let timeZone: TimeZone
    public let moderation: Moderation
    public let views: AdminViews

    public init(database: AppDatabase, actor: String, clock: any WallClock, timeZone: TimeZone) {
        self.database = database
        self.clock = clock
        self.timeZone = timeZone
        self.moderation = Moderation(database: database, clock: clock, actor: actor)
        self.views = AdminViews(database: database)
    }
}
