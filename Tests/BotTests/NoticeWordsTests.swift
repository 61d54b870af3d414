@testable import Bot
@testable import Marketplace
import RentlineTesting
import Testing

/// How the bot words every kind of notice, for each side that gets it.
struct NoticeWordsTests {
    /// Bob's $12.00 booking of ana's closet on Sat Nov 28, 2:00–6:00 pm in Los Angeles.
    static func closet(kind: BookingKind = .rental, cents: Int = 1200) -> BookingFacts {
        BookingFacts(
            id: 7, kind: kind, title: "Closet", startAt: 1_795_903_200, endAt: 1_795_917_600, timeZone: "America/Los_Angeles",
            totalCents: cents, renter: "bob", owner: "ana")
    }

    static let closetOn = "\"Closet\" on Sat Nov 28, 2:00–6:00 pm PST"
    /// A week before the closet's booking, the same year.
    static let weekBefore: Int64 = 1_795_903_200 - 7 * 86_400

    static let bookingNews: [(NoticeEvent, String)] = [
        (.booking(closet(), .requested, to: .owner), "bob asked to book \(closetOn) for $12.00: type requests to answer."),
        (.booking(closet(kind: .viewing, cents: 0), .requested, to: .owner), "bob asked to view \(closetOn): type requests to answer."),
        (.booking(closet(), .booked, to: .owner), "bob booked \(closetOn) for $12.00."),
        (.booking(closet(), .approved, to: .renter), "ana approved your booking of \(closetOn)."),
        (.booking(closet(kind: .viewing, cents: 0), .approved, to: .renter), "ana approved your viewing of \(closetOn)."),
        (.booking(closet(), .declined(slotTaken: false), to: .renter),
         "ana declined your booking of \(closetOn). Your $12.00 is back in your balance."),
        (.booking(closet(kind: .viewing, cents: 0), .declined(slotTaken: false), to: .renter), "ana declined your viewing of \(closetOn)."),
        (.booking(closet(), .declined(slotTaken: true), to: .renter),
         "ana declined your request for \(closetOn): another request got that time. Your $12.00 is back in your balance."),
        (.booking(closet(), .cancelled, to: .owner), "bob cancelled the booking of \(closetOn). $12.00 went back to bob's balance."),
        (.booking(closet(), .cancelled, to: .renter), "ana cancelled your booking of \(closetOn). $12.00 went back to bob's balance."),
        (.booking(closet(kind: .viewing, cents: 0), .cancelled, to: .renter), "ana cancelled your viewing of \(closetOn)."),
        (.booking(closet(), .expired, to: .renter),
         "Your booking of \(closetOn) expired: ana didn't answer in time. Your $12.00 is back in your balance."),
        (.booking(closet(), .expired, to: .owner), "The request from bob for \(closetOn) expired unanswered."),
        (.booking(closet(kind: .viewing, cents: 0), .starting, to: .renter), "Your viewing of \(closetOn) starts within the hour."),
        (.booking(closet(), .starting, to: .owner), "bob's booking of \(closetOn) starts within the hour."),
        (.booking(closet(), .completed(paidCents: 1200), to: .renter),
         "Your booking of \(closetOn) is complete: review each other within 14 days, as in: review booking 7 5 stars and a few words"),
        (.booking(closet(), .completed(paidCents: 1200), to: .owner),
         "bob's booking of \(closetOn) is complete and $12.00 was added to your balance: review each other within 14 days, as in: review booking 7 5 stars and a few words"),
        (.booking(closet(), .completed(paidCents: 1080), to: .owner),
         "bob's booking of \(closetOn) is complete and $10.80 ($12.00 less the $1.20 fee) was added to your balance: review each other within 14 days, as in: review booking 7 5 stars and a few words"),
        (.booking(closet(), .reviewed(bothShown: false), to: .owner),
         "bob reviewed you for \(closetOn): it's shown once you review them too, or in 14 days. Type review booking 7 and a rating."),
        (.booking(closet(), .reviewed(bothShown: true), to: .renter),
         "ana reviewed you for \(closetOn): both reviews are now shown, type reviews of @bob to read them."),
    ]

    static let ride = PostGist.words("First ride of the season, and the longest yet by far")

    static let otherNews: [(NoticeEvent, String)] = [
        (.followed(by: "ana"), "ana started following you. Type follow @ana to follow back."),
        (.liked(ride, by: "ana"), "ana liked your post \"First ride of the season, and the longe…\"."),
        (.liked(.card(title: "Drill"), by: "ana"), "ana liked your post about Drill."),
        (.liked(.photo, by: "ana"), "ana liked your post with the photo."),
        (.commented(.words("first ride"), by: "ana", text: "where is that?"), "ana commented on your post \"first ride\": where is that?"),
        (.moderated(.listing(title: "Drill"), .hide, reason: "stock photos"),
         "A moderator hid your listing \"Drill\": stock photos. It's out of search until they review it again."),
        (.moderated(.listing(title: "Drill"), .unhide, reason: ""), "A moderator restored your listing \"Drill\"; it's back as it was."),
        (.moderated(.listing(title: "Drill"), .remove, reason: "stolen goods"), "A moderator removed your listing \"Drill\": stolen goods."),
        (.moderated(.post(.words("first ride")), .hide, reason: "spam"),
         "A moderator hid your post \"first ride\": spam. No one sees it until they review it again."),
        (.moderated(.post(.words("first ride")), .unhide, reason: "fine"), "A moderator restored your post \"first ride\"; it's shown again."),
        (.moderated(.comment(postAuthor: "bob", on: .words("first ride")), .hide, reason: "rude"),
         "A moderator hid your comment on bob's post \"first ride\": rude."),
        (.moderated(.comment(postAuthor: nil, on: .words("first ride")), .unhide, reason: ""),
         "A moderator restored your comment on your post \"first ride\"; it's shown again."),
        (.moderated(.yourReview(of: "ana"), .hide, reason: "threats"), "A moderator hid your review of ana: threats."),
        (.moderated(.reviewOfYou(by: "bob"), .unhide, reason: "on appeal"), "A moderator restored bob's review of you: on appeal."),
        (.moderated(.reviewOfYou(by: "bob"), .delete, reason: ""), "A moderator deleted bob's review of you."),
        (.approved(.listing(title: "Drill")), "Your listing \"Drill\" was approved and is now in search."),
        (.unbanned, "A moderator lifted the suspension of your account; welcome back."),
        (.reportClosed(subject: "listing", actedOn: true), "Thanks for your report of a listing: a moderator looked into it and acted on it."),
        (.reportClosed(subject: "user", actedOn: false),
         "Thanks for your report of a user: a moderator looked into it and found nothing against the rules."),
    ]

    @Test(arguments: bookingNews + otherNews)
    func wordsTheNotice(event: NoticeEvent, sentence: String) {
        #expect(event.sentence(now: Self.weekBefore) == sentence)
    }

    @Test func aPushedNoticeCarriesItsKindWordsAndBooking() {
        let event = EventHub.event(for: Notice(userID: 1, event: .booking(Self.closet(), .requested, to: .owner)), now: Self.weekBefore)
        #expect(event.name == "request" && event.bookingID == 7 && event.otherParty == "bob")
        #expect(event.text == "bob asked to book \(Self.closetOn) for $12.00: type requests to answer.")
    }

    @Test func aNoticeToldInAnotherYearShowsTheBookingsYear() {
        let told = NoticeEvent.booking(Self.closet(), .approved, to: .renter).sentence(now: Self.weekBefore + 60 * 86_400)
        #expect(told == "ana approved your booking of \"Closet\" on Sat Nov 28 2026, 2:00–6:00 pm PST.")
    }

    @Test func aSuspensionSaysWhyWhenAModeratorGaveAReason() {
        #expect(NoticeEvent.suspension(reason: "scams") == "A moderator has suspended your account: scams. This connection is closing.")
        #expect(NoticeEvent.suspension(reason: "") == "A moderator has suspended your account. This connection is closing.")
    }
}

/// Notices listed by `notifications`, whatever version stored them.
struct StoredNoticeListTests {
    @Test func listsFactsWordedNowSentencesStoredBeforeAndSaysWhenItCantShowOne() async throws {
        try await TestDatabase.withFresh { database in
            let bot = Bot(
                configuration: BotConfiguration(
                    database: database, clock: ManualWallClock(TestServer.startTime), hasher: TestServer.hasher,
                    timeZone: TestServer.timeZone),
                hub: EventHub())
            var ana = Session(connectionID: 1)
            _ = await bot.handle("signup ana correct-horse", in: &ana)
            let now = TestServer.startTime.unixSeconds
            try await database.write { db in
                let insert = "INSERT INTO notifications (user_id, kind, text, facts, created_at) VALUES (1, ?, ?, ?, ?)"
                try db.execute(sql: insert, arguments: ["follow", "bob started following you.", nil, now - 120])
                try db.execute(sql: insert, arguments: ["gift", "", #"{"gift":{}}"#, now - 60])
                try Notice(userID: 1, event: .followed(by: "carl")).insert(at: now, in: db)
            }
            let reply = await bot.handle("notifications", in: &ana)
            #expect(reply.lines.dropFirst().map { String($0.split(separator: "·", maxSplits: 1)[1].dropFirst()) } == [
                "carl started following you. Type follow @carl to follow back.",
                "A gift notice this version can't show.",
                "bob started following you.",
            ])
        }
    }
}
