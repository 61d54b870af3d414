@testable import Bot
import Intents
import Marketplace
import RentlineTesting
import Testing

/// Each class of invisible character as people type it: refused in every line, refused in names and titles only, or
/// kept in free text; every refusal is one sentence naming the character.
struct InvisibleCharacterTests {
    func withMember(_ body: (Bot, inout Session) async throws -> Void) async throws {
        try await TestDatabase.withFresh { database in
            let configuration = BotConfiguration(
                database: database, clock: ManualWallClock(TestServer.startTime), hasher: TestServer.hasher, timeZone: TestServer.timeZone)
            let bot = Bot(configuration: configuration, hub: EventHub())
            var session = Session(connectionID: 1)
            _ = await bot.handle("signup ana correct-horse", in: &session)
            try await body(bot, &session)
        }
    }

    /// Separators break lines for the programs that read them; the byte order mark and stray tags hide text.
    @Test(arguments: [
        ("\u{2028}", "U+2028, a line separator"), ("\u{2029}", "U+2029, a paragraph separator"),
        ("\u{FEFF}", "U+FEFF, a byte order mark"), ("\u{E0041}", "U+E0041, a tag character"),
        ("\u{1B}", "U+001B, an escape"), ("\u{202E}", "U+202E, a text-direction override"),
    ])
    func refusedInEveryLine(character: String, named: String) async throws {
        try await withMember { bot, session in
            for line in ["post hi\(character)there", "set my bio to hi\(character)there", "set my name to A\(character)na"] {
                let reply = await bot.handle(line, in: &session)
                #expect(reply.failure?.code == "control_character")
                #expect(
                    reply.text
                        == "That line has a control or invisible character in it (\(named)), so nothing was done: type it again without it.")
            }
        }
    }

    /// Direction marks, zero-width spaces and other default-ignorable characters would let one name pass for another.
    @Test(arguments: [
        ("\u{200E}", "U+200E, a text-direction mark"), ("\u{200F}", "U+200F, a text-direction mark"),
        ("\u{61C}", "U+061C, a text-direction mark"), ("\u{200B}", "U+200B, a zero-width space"),
        ("\u{2060}", "U+2060, a word joiner"), ("\u{AD}", "U+00AD, a soft hyphen"), ("\u{3164}", "U+3164, a Hangul filler"),
    ])
    func refusedInNamesAndTitles(character: String, named: String) async throws {
        try await withMember { bot, session in
            let name = await bot.handle("set my name to Ana\(character) Lopez", in: &session)
            #expect(name.failure?.code == "bad_name")
            #expect(
                name.text
                    == "That name has an invisible character in it (\(named)), which could make it pass for another: type it again without it, as in: set my name to Ana Lopez")
            _ = await bot.handle("rent out my ladder for $3 a day in 94110, good condition", in: &session)
            let listed = await bot.handle("yes", in: &session)
            let id = try #require(listed.text.firstMatch(of: /listing (\d+)/)?.1)
            let title = await bot.handle("edit listing \(id) title Lad\(character)der", in: &session)
            #expect(title.failure?.code == "invalid_title")
            #expect(
                title.text
                    == "That title has an invisible character in it (\(named)), which could make it pass for another: type it again without it, like Cordless drill.")
        }
    }

    /// What real writing needs stays in messages, posts and bios: marks in right-to-left text, joiners, word-break
    /// hints, variation selectors and flags.
    @Test(arguments: [
        "\u{200F}שלום, 12 tools", "price\u{200E}: 5", "سلام\u{61C} 3", "ภาษา\u{200B}ไทย", "word\u{2060}joiner",
        "👩\u{200D}💻 coder", "می\u{200C}خواهم", "❤\u{FE0F} bikes", "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F} trip",
    ])
    func keptInFreeText(text: String) async throws {
        try await withMember { bot, session in
            let posted = await bot.handle("post \(text)", in: &session)
            #expect(posted.failure == nil, "\(posted.text)")
            let bio = await bot.handle("set my bio to \(text)", in: &session)
            #expect(bio.lines.first == "Your bio now reads: \(text)")
        }
    }

    @Test func namesKeepJoinedEmojiAndPersianWords() async throws {
        try await withMember { bot, session in
            for name in ["Ana 👩\u{200D}💻", "می\u{200C}خواهم", "Ana 🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}"] {
                let reply = await bot.handle("set my name to \(name)", in: &session)
                #expect(reply.lines.first == "Your display name is now \(name).")
            }
        }
    }

    @Test func namesAndTitlesCannotStartAsAPushDoes() async throws {
        try await withMember { bot, session in
            let name = await bot.handle("set my name to * The server is shutting down", in: &session)
            #expect(name.failure?.code == "bad_name")
            #expect(
                name.text
                    == "A display name can't start with \"* \", which marks the server's own announcements: start it another way, as in: set my name to Ana Lopez")
            let draft = await bot.handle("rent out my ladder for $3 a day in 94110, good condition", in: &session)
            #expect(draft.failure == nil, "\(draft.text)")
            let title = await bot.handle("change the title to * The server is shutting down", in: &session)
            #expect(title.failure?.code == "invalid_title")
            #expect(
                title.text
                    == "A title can't start with \"* \", which marks the server's own announcements: start it another way, like Cordless drill.")
        }
    }
}
