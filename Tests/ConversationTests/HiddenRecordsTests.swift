import Foundation
import Marketplace
import RentlineTesting
import Testing

/// Every command that names a listing, a booking or a post answers one that is hidden from the person exactly as
/// one that doesn't exist, and never names it: walking the numbers reveals nothing.
struct HiddenRecordsTests {
    /// What a machine-mode reply said and its error code.
    struct Answer: Equatable, CustomStringConvertible {
        var text: String
        var code: String?
        var description: String { "\(code ?? "ok"): \(text)" }
    }

    static let listingCommands = [
        "show listing #", "book listing # dec 1", "book listing #", "schedule a viewing of listing # tuesday 4-5pm",
        "favorite listing #", "unfavorite listing #", "availability of listing # next week", "reviews of listing #",
        "how big is listing #?", "report listing # it's a scam", "share listing # with @bob", "post listing # look at this",
        "edit listing # price 5/day", "pause listing #", "unpause listing #", "remove listing #",
        "set availability of listing # weekdays 9am-5pm", "block listing # dec 24-26", "requests for listing #",
    ]
    static let bookingCommands = ["cancel booking #", "approve booking #", "decline booking #", "review booking # 5 stars great"]
    static let postCommands = ["show #", "like #", "unlike #", "comment # nice", "comments on #", "report post # spam", "share # with @bob"]

    static let missingListing = "There's no such listing: type my listings or search, then use the number shown."
    static let missingBooking = "There's no booking with that number: type my bookings or requests to see yours."
    static let missingPost = "That post isn't there any more: type feed to see the latest."

    @Test(arguments: TestStore.allCases) func hiddenListingsBookingsAndPostsAreAnsweredAsMissingOnes(on store: TestStore) async throws {
        try await TestServer.withServer(on: store, limits: ConversationTests.limits) { server in
            let moderation = Moderation(database: server.database, clock: server.clock, actor: "admin")
            let listings = try await Self.listings(on: server, moderation: moderation)
            let booking = try await Self.bookingByBob(of: listings.shown, on: server)
            try await Self.writePosts(on: server)

            try await TestClient.connect(port: server.port) { carl in
                _ = try await carl.readBlock()
                _ = try await Self.say(["signup carl correct-horse"], on: carl)
                try await Self.switchToJSON(carl)
                for command in Self.listingCommands {
                    var answers: [Answer] = []
                    for id in listings.hidden + [999] {
                        answers.append(try await Self.ask(command.replacing("#", with: "\(id)"), on: carl))
                    }
                    #expect(answers.allSatisfy { $0 == Answer(text: Self.missingListing, code: "listing_not_found") }, "\(command): \(answers)")
                    for title in ["kayak", "canoe", "paddleboard"] {
                        #expect(answers.allSatisfy { !$0.text.lowercased().contains(title) }, "\(command) named \(title)")
                    }
                }
                #expect(try await Self.ask("show listing \(listings.shown)", on: carl).text.contains("Tent (listing \(listings.shown))"))
                for command in Self.bookingCommands {
                    var answers: [Answer] = []
                    for id in [booking, 999] {
                        answers.append(try await Self.ask(command.replacing("#", with: "\(id)"), on: carl))
                    }
                    #expect(answers.allSatisfy { $0 == Answer(text: Self.missingBooking, code: "booking_not_found") }, "\(command): \(answers)")
                }
            }

            try await TestClient.connect(port: server.port) { carl in
                _ = try await carl.readBlock()
                _ = try await Self.say(["login carl correct-horse", "feed"], on: carl)
                try await Self.hidePosts(on: server, moderation: moderation, from: carl)
                try await Self.switchToJSON(carl)
                for command in Self.postCommands {
                    var answers: [Answer] = []
                    for position in 2...5 {
                        answers.append(try await Self.ask(command.replacing("#", with: "\(position)"), on: carl))
                    }
                    #expect(answers.allSatisfy { $0 == Answer(text: Self.missingPost, code: "no_post") }, "\(command): \(answers)")
                    #expect(answers.allSatisfy { !$0.text.contains("secret words") }, "\(command) quoted a post")
                }
                #expect(try await Self.ask("like 1", on: carl) == Answer(text: "Liked.", code: nil))
            }
        }
    }

    /// Ana's listings: one paused, one hidden by a moderator, one removed, and the tent still listed.
    static func listings(on server: TestServer, moderation: Moderation) async throws -> (hidden: [Int64], shown: Int64) {
        try await TestClient.connect(port: server.port) { ana in
            _ = try await ana.readBlock()
            _ = try await say(["signup ana correct-horse"], on: ana)
            var ids: [Int64] = []
            for thing in ["kayak", "canoe", "paddleboard", "tent"] {
                let published = try await say(["rent out my \(thing) for $5 a day in 94110, good condition", "yes"], on: ana)[1]
                let number = try #require(published.joined(separator: " ").firstMatch(of: /is listing (\d+)/)?.1)
                ids.append(Int64(number)!)
            }
            _ = try await say(["pause listing \(ids[0])", "remove listing \(ids[2])", "yes"], on: ana)
            _ = try moderation.moderate(.hide, .listing, ids[1], reason: "stock photos")
            await server.catchUpWithConsole()
            return (Array(ids.prefix(3)), ids[3])
        }
    }

    /// Bob's request to rent the tent: a booking that exists but isn't the walker's.
    static func bookingByBob(of listing: Int64, on server: TestServer) async throws -> Int64 {
        try await TestClient.connect(port: server.port) { bob in
            _ = try await bob.readBlock()
            let replies = try await say(["signup bob correct-horse", "top up $50", "book listing \(listing) dec 1", "yes"], on: bob)
            let number = try #require(replies[3].joined(separator: " ").firstMatch(of: /#(\d+)/)?.1)
            return Int64(number)!
        }
    }

    /// A post each by dana, erin, fay, gus and hal, in that order: hal's is first in a feed, dana's fifth.
    static func writePosts(on server: TestServer) async throws {
        for name in ["dana", "erin", "fay", "gus", "hal"] {
            try await TestClient.connect(port: server.port) { person in
                _ = try await person.readBlock()
                _ = try await say(["signup \(name) correct-horse", "post secret words of \(name)"], on: person)
            }
        }
    }

    /// After carl has seen the feed: a moderator hides dana's post (the first written), erin blocks carl, carl
    /// blocks fay and gus is banned. Only hal's post stays in reach.
    static func hidePosts(on server: TestServer, moderation: Moderation, from carl: TestClient) async throws {
        _ = try moderation.moderate(.hide, .post, 1, reason: "spam")
        try await TestClient.connect(port: server.port) { erin in
            _ = try await erin.readBlock()
            _ = try await say(["login erin correct-horse", "block @carl"], on: erin)
        }
        _ = try await say(["block @fay"], on: carl)
        _ = try moderation.ban("gus", reason: "spam")
        await server.catchUpWithConsole()
    }

    /// Sends each line in text mode and reads its reply.
    static func say(_ lines: [String], on client: TestClient) async throws -> [[String]] {
        var replies: [[String]] = []
        for line in lines {
            try await client.send(line)
            replies.append(try await client.readBlock())
        }
        return replies
    }

    /// Switches to machine mode; the acknowledgement is one JSON line.
    static func switchToJSON(_ client: TestClient) async throws {
        try await client.send("/json")
        _ = try await client.readLine()
    }

    /// Sends `line` in machine mode and reads its reply, passing over pushed events.
    static func ask(_ line: String, on client: TestClient) async throws -> Answer {
        try await client.send(line)
        while let json = try await client.readLine() {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
            guard object["event"] == nil else { continue }
            let error = object["error"] as? [String: Any]
            return Answer(text: object["text"] as? String ?? "", code: error?["code"] as? String)
        }
        throw CancellationError()
    }
}
