@testable import Bot
import Intents
import Marketplace
import RentlineTesting
import Testing

/// The one login rule: every command a guest may not use is refused with the same sentence before any handler
/// runs, and every command reaches a handler for guests and members alike.
struct AccessTests {
    /// Each intent with the example the bot itself suggests for it, when that example reads as the intent.
    static let examples: [(IntentName, String)] = IntentName.allCases.compactMap { intent in
        let parsed = IntentParser().parse(intent.example, context: ParseContext(now: TestServer.startTime, timeZone: TestServer.timeZone))
        return parsed.name == intent ? (intent, intent.example) : nil
    }

    func withBot(_ body: (Bot) async throws -> Void) async throws {
        try await TestDatabase.withFresh { database in
            let configuration = BotConfiguration(
                database: database, clock: ManualWallClock(TestServer.startTime), hasher: TestServer.hasher, timeZone: TestServer.timeZone)
            try await body(Bot(configuration: configuration, hub: EventHub()))
        }
    }

    @Test func theExamplesCoverMostCommands() {
        #expect(Self.examples.count >= 50)
    }

    @Test func guestsAreAskedToLogInForExactlyTheCommandsNotOpenToThem() async throws {
        try await withBot { bot in
            for (intent, example) in Self.examples {
                var guest = Session(connectionID: 1)
                let reply = await bot.handle(example, in: &guest)
                let refused = reply.text == Refusal.notLoggedIn.message
                #expect(refused == (intent.access.audience == .members), "\(intent.rawValue): \(example) → \(reply.text)")
                #expect(reply.failure?.code != "internal", "\(intent.rawValue): \(example) → \(reply.text)")
            }
        }
    }

    @Test func membersReachEveryCommand() async throws {
        try await withBot { bot in
            var member = Session(connectionID: 1)
            _ = await bot.handle("signup ana correct-horse", in: &member)
            for (intent, example) in Self.examples where ![.logout, .quit, .signup, .login, .resume].contains(intent) {
                let reply = await bot.handle(example, in: &member)
                #expect(reply.text != Refusal.notLoggedIn.message, "\(intent.rawValue): \(example) → \(reply.text)")
                #expect(reply.failure?.code != "internal", "\(intent.rawValue): \(example) → \(reply.text)")
            }
        }
    }
}
