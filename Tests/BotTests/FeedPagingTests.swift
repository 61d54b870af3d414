import Bot
import Marketplace
import RentlineTesting
import Testing

/// Paging back through a feed with `more`, as far as a session keeps positions.
struct FeedPagingTests {
    @Test func moreStopsAtTheFurthestPostASessionKeeps() async throws {
        try await TestDatabase.withFresh { database in
            let clock = ManualWallClock(TestServer.startTime)
            let configuration = BotConfiguration(
                database: database, clock: clock, hasher: TestServer.hasher, timeZone: TestServer.timeZone,
                allowances: TestServer.allowances)
            let bot = Bot(configuration: configuration, hub: EventHub())
            var ana = Session(connectionID: 1)
            var bob = Session(connectionID: 2)
            _ = await bot.handle("signup ana correct-horse", in: &ana)
            _ = await bot.handle("signup bob correct-horse", in: &bob)
            _ = await bot.handle("follow @bob", in: &ana)
            for number in 1...205 { _ = await bot.handle("post number \(number)", in: &bob) }

            #expect(await bot.handle("feed", in: &ana).lines[1] == "1. bob · just now · ♥ 0 · 0 comments")
            var pages = 1
            var last = Reply(intent: "", lines: [])
            repeat {
                last = await bot.handle("more", in: &ana)
                pages += 1
            } while last.failure == nil
            #expect(pages == 41)
            #expect(last.text == "That's 200 posts back, as far as the feed goes: type feed to start again from the newest.")
            #expect(await bot.handle("like 200", in: &ana).text == "Liked.")
            #expect(await bot.handle("feed", in: &ana).lines[2] == "   number 205")
        }
    }
}
