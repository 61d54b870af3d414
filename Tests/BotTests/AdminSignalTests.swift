import Bot
import Marketplace
import RentlineTesting
import Testing

/// A ban from the console reaches a logged-in user by their next line even when no poller runs.
struct AdminSignalTests {
    @Test func theNextLineOfABannedUserEndsTheConnectionAndAnotherUsersLineDoesNot() async throws {
        try await TestDatabase.withFresh { database in
            let clock = ManualWallClock(TestServer.startTime)
            let bot = Bot(
                configuration: BotConfiguration(database: database, clock: clock, hasher: TestServer.hasher, timeZone: TestServer.timeZone),
                hub: EventHub())
            try await bot.startFollowingAdminSignals()
            var bob = Session(connectionID: 1)
            var ana = Session(connectionID: 2)
            _ = await bot.handle("signup bob hunter2hunter2", in: &bob)
            _ = await bot.handle("signup ana correct-horse", in: &ana)
            _ = try Moderation(database: database, clock: clock, actor: "mod").ban("bob", reason: "spam")

            let reply = await bot.handle("whoami", in: &bob)
            #expect(reply.intent == "suspended")
            #expect(reply.effects.contains(.disconnect))
            #expect(bob.account == nil)
            #expect(await bot.handle("whoami", in: &ana).intent == "whoami")
            #expect(await bot.handle("login bob hunter2hunter2", in: &bob).failure?.code == "suspended")

            _ = try Moderation(database: database, clock: clock, actor: "mod").unban("bob", reason: "")
            #expect(await bot.handle("login bob hunter2hunter2", in: &bob).intent == "login")
            #expect(await bot.handle("whoami", in: &bob).intent == "whoami")
        }
    }

    @Test func linesArrivingTogetherShareLooksAndEachNoticeIsPushedOnce() async throws {
        try await TestDatabase.withFresh { database in
            let clock = ManualWallClock(TestServer.startTime)
            let hub = EventHub()
            let bot = Bot(
                configuration: BotConfiguration(database: database, clock: clock, hasher: TestServer.hasher, timeZone: TestServer.timeZone),
                hub: hub)
            try await bot.startFollowingAdminSignals()
            var ana = Session(connectionID: 1)
            let sink = RecordingSink()
            hub.connect(1, sink: sink)
            _ = await bot.handle("signup ana correct-horse", in: &ana)
            hub.bind(1, to: ana.account!.id!)
            _ = await bot.handle("rent out my drill for $5 a day in 94110, good condition", in: &ana)
            _ = await bot.handle("yes", in: &ana)
            _ = try Moderation(database: database, clock: clock, actor: "mod").moderate(.hide, .listing, 1, reason: "stock photos")

            let sessions = (0..<40).map { _ in ana }
            await withTaskGroup(of: Void.self) { group in
                for var session in sessions {
                    group.addTask { _ = await bot.handle("whoami", in: &session) }
                }
            }
            #expect(sink.received == ["listing_hidden"])
        }
    }
}
