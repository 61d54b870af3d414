import Bot
import Marketplace
import RentlineTesting
import Testing

/// Reporting posts and comments by their place in the list shown, and messages by their sender.
struct ReportTests {
    /// Bob's post in ana's feed with a comment by carl, and a message from carl to ana.
    struct Chat {
        let bot: Bot
        var ana = Session(connectionID: 1)
        var bob = Session(connectionID: 2)
        var carl = Session(connectionID: 3)

        /// What the bot says to `line`, as one text.
        mutating func say(_ line: String, as person: WritableKeyPath<Chat, Session>) async -> String {
            var session = self[keyPath: person]
            let reply = await bot.handle(line, in: &session)
            self[keyPath: person] = session
            return reply.text
        }
    }

    func withChat(_ body: (inout Chat) async throws -> Void) async throws {
        try await TestDatabase.withFresh { database in
            let configuration = BotConfiguration(
                database: database, clock: ManualWallClock(TestServer.startTime), hasher: TestServer.hasher, timeZone: TestServer.timeZone)
            var chat = Chat(bot: Bot(configuration: configuration, hub: EventHub()))
            _ = await chat.say("signup ana correct-horse", as: \.ana)
            _ = await chat.say("signup bob correct-horse", as: \.bob)
            _ = await chat.say("signup carl correct-horse", as: \.carl)
            _ = await chat.say("post First ride of the season", as: \.bob)
            _ = await chat.say("follow @bob", as: \.ana)
            _ = await chat.say("feed", as: \.carl)
            _ = await chat.say("comment 1 nobody cares", as: \.carl)
            _ = await chat.say("message @ana buy my crypto", as: \.carl)
            _ = await chat.say("feed", as: \.ana)
            try await body(&chat)
        }
    }

    @Test func aPostIsReportedByItsPlaceInTheFeed() async throws {
        try await withChat { chat in
            #expect(await chat.say("report post 1", as: \.ana)
                == "Report bob's post \"First ride of the season\" to the moderators?\nType yes, or yes and why, as in: yes, it's a scam; or no to drop it.")
            #expect(await chat.say("report post 2 spam", as: \.ana) == "The last list has 1 post: pick a number from 1 to 1.")
            #expect(await chat.say("report post 1 spam", as: \.ana)
                == "Thanks: your report of bob's post \"First ride of the season\" is with the moderators, and you'll hear when they've looked at it.")
            #expect(await chat.say("report post 1 still spam", as: \.ana) == "You've already reported that; a moderator will look at it soon.")
            _ = await chat.say("feed", as: \.bob)
            #expect(await chat.say("report post 1 spam", as: \.bob) == "You can't report your own post.")
        }
    }

    @Test func aCommentIsReportedByItsPlaceInTheCommentsShown() async throws {
        try await withChat { chat in
            #expect(await chat.say("report comment 1 rude", as: \.ana)
                == "There's no comment list to pick 1 from: type comments on 1, for the first post in your feed first.")
            #expect(await chat.say("report comment rude", as: \.ana)
                == "Which comment? Type comments on 1, then use its number, as in: report comment 2 REASON")
            _ = await chat.say("comments on 1", as: \.ana)
            #expect(await chat.say("report comment 1", as: \.ana) == "Report carl's comment on bob's post to the moderators?\nType yes, or yes and why, as in: yes, it's a scam; or no to drop it.")
            #expect(await chat.say("yes, because it's rude", as: \.ana)
                == "Thanks: your report of carl's comment on bob's post is with the moderators, and you'll hear when they've looked at it.")
            _ = await chat.say("feed", as: \.bob)
            _ = await chat.say("comments on 1", as: \.bob)
            #expect(await chat.say("report comment 1 rude on my post", as: \.bob)
                == "Thanks: your report of carl's comment on your post is with the moderators, and you'll hear when they've looked at it.")
            _ = await chat.say("comments on 1", as: \.carl)
            #expect(await chat.say("report comment 1 oops", as: \.carl) == "You can't report your own comment.")
        }
    }

    @Test func aMessageIsReportedByItsSender() async throws {
        try await withChat { chat in
            #expect(await chat.say("report message @carl crypto spam", as: \.ana)
                == "Thanks: your report of carl's message \"buy my crypto\" is with the moderators, and you'll hear when they've looked at it.")
            #expect(await chat.say("report message @bob spam", as: \.ana)
                == "bob hasn't sent you a message: to report the person instead, type: report @bob REASON")
            #expect(await chat.say("report message @ana spam", as: \.ana) == "You can't report your own message.")
            #expect(await chat.say("report message @zed spam", as: \.ana) == "There's no one called zed: check the spelling of the username.")
            #expect(await chat.say("report message", as: \.ana) == "Whom? Add a username, as in: report message @ana")
            #expect(await chat.say("report message @carl", as: \.ana) == "Report carl's message \"buy my crypto\" to the moderators?\nType yes, or yes and why, as in: yes, it's a scam; or no to drop it.")
            #expect(await chat.say("no", as: \.ana) == "Dropped: nothing was reported.")
            #expect(await chat.say("report @carl", as: \.ana) == "Report carl to the moderators?\nType yes, or yes and why, as in: yes, it's a scam; or no to drop it.")
            #expect(await chat.say("yes", as: \.ana)
                == "Thanks: your report of carl is with the moderators, and you'll hear when they've looked at it.")
        }
    }

    @Test func theOtherReportsReadAsBefore() async throws {
        try await withChat { chat in
            #expect(await chat.say("report @carl sends spam", as: \.ana)
                == "Thanks: your report of carl is with the moderators, and you'll hear when they've looked at it.")
            #expect(await chat.say("report review @carl rude", as: \.ana)
                == "carl hasn't written a review of you or your listings that is shown: to report the person instead, type: report @carl REASON")
            #expect(await chat.say("report review 2 spam", as: \.ana) == """
                Say what to report: a listing (report 2 REASON), a person (report @bob REASON), a review of you \
                (report review @bob REASON), or a post, a comment or a message (type help safety).
                """)
        }
    }
}
