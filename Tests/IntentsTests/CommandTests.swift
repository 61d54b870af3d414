import Foundation
import Testing

@testable import Intents

/// A turn becomes a typed command: each intent with its own values, checked and shaped for the bot's handlers.
struct CommandTests {
    static let context = ParseContext(
        now: Date(timeIntervalSince1970: 1_795_370_400), timeZone: TimeZone(identifier: "America/Los_Angeles")!)

    static func command(_ line: String) -> Command {
        IntentParser().understand(line, context: context).command
    }

    static func moment(_ month: Int, _ day: Int, _ hour: Int) -> LocalDateTime {
        LocalDateTime(date: LocalDate(year: 2026, month: month, day: day), minutes: hour * 60)
    }

    @Test func aBookingByPositionCarriesItsTimeAsWallClockValues() {
        let saturday = Slots.Interval(start: Self.moment(11, 28, 14), end: Self.moment(11, 28, 18))
        #expect(Self.command("book 2 sat 2-6pm") == .book(.listing(.number(2)), during: saturday))
    }

    @Test func aLeaseKeepsItsLengthWithOrWithoutItsFirstDay() {
        #expect(Self.command("lease the 3rd one for 6 months") == .book(.listing(.index(3)), during: nil, months: 6))
        #expect(Self.command("sign a one-year lease on it") == .book(.listing(.it), during: nil, months: 12))
        let december = Slots.Interval(start: Self.moment(12, 1, 0), end: LocalDateTime(date: LocalDate(year: 2027, month: 3, day: 1), minutes: 0))
        #expect(Self.command("rent listing 1 from dec 1 for three months") == .book(.listing(.id(1)), during: december, months: 3))
        guard case .book(_, let week?, let months) = Self.command("book 2 for a week") else {
            Issue.record("a week was not read as the booking's time")
            return
        }
        #expect(months == nil && week.end.date == LocalDate(year: 2026, month: 11, day: 29))
    }

    @Test(arguments: [
        "rent out my 2 bedroom apartment in 94110 for 3200/month, 1 bath, 850 sqft, available from jan 1, minimum 6 months",
        "list my 2br apartment in 94110, 1 bath, 3200 a month, 6 month minimum, move in jan 1, 850 square feet",
        "2 bedroom apartment for rent in 94110 at 3200/month: at least 6 months, 850 sq ft, 1 bath, ready jan 1",
    ])
    func aHomeOfferedInOneLineKeepsItsSizeFirstDayAndShortestLease(line: String) {
        guard case .createListing(let offered) = Self.command(line) else {
            Issue.record("not a listing: \(line)")
            return
        }
        #expect(offered.homeTerms?.sqft == 850)
        #expect(offered.homeTerms?.minMonths == 6)
        #expect(offered.homeTerms?.availableFrom?.start == LocalDateTime(date: LocalDate(year: 2027, month: 1, day: 1), minutes: 0))
        #expect(offered.description == nil)
    }

    @Test func aMapOfOneKindNamesIt() {
        #expect(Self.command("map of apartments near 94110") == .map(near: .zip("94110"), of: Slots.MapOf(type: "apartment")))
        #expect(Self.command("map the kayaks near oakland") == .map(near: .city("oakland"), of: Slots.MapOf(words: ["kayaks"])))
        #expect(Self.command("show me a map") == .map(near: nil, of: nil))
    }

    @Test func aBookingOfSomethingDescribedLooksForTheNearestFreeMatch() {
        guard case .book(.bestMatch(let wanted), let during?, _) = Self.command("book a drill near 94110 sat 2-6pm") else {
            Issue.record("not a booking of the best match")
            return
        }
        #expect(wanted.words == ["drill"])
        #expect(wanted.near == .zip("94110"))
        #expect(during.start.date == LocalDate(year: 2026, month: 11, day: 28))
        #expect((during.start.minutes, during.end.minutes) == (14 * 60, 18 * 60))
    }

    @Test func aFirstDayAloneIsNoRuleButTheDayAHomeIsFreeFrom() {
        let january = Slots.Interval(
            start: LocalDateTime(date: LocalDate(year: 2027, month: 1, day: 10), minutes: 0),
            end: LocalDateTime(date: LocalDate(year: 2027, month: 1, day: 11), minutes: 0))
        #expect(Self.command("make listing 2 available from jan 10") == .setAvailability(.reference(.id(2)), .firstDay(january)))
        guard case .setAvailability(_, .rules(let rules)) = Self.command("make listing 2 available weekdays 9am-5pm"), let rule = rules.first
        else {
            Issue.record("hours were not read as a rule")
            return
        }
        #expect(rule != .always)
    }

    @Test func aBlockedRangeEndsAtTheMidnightAfterItsLastDay() {
        let days = Slots.Interval(start: Self.moment(12, 24, 0), end: Self.moment(12, 27, 0))
        #expect(Self.command("block 2 dec 24-26") == .setAvailability(.reference(.number(2)), .block(days)))
    }

    @Test func hoursForAListingAreReadIntoARule() {
        guard case .setAvailability(.reference(.id(1))?, .rules(let rules)) = Self.command("set listing 1 available weekdays 9am-5pm"),
            let rule = rules.first
        else {
            Issue.record("not a rule for listing 1")
            return
        }
        #expect(rule == AvailabilityRuleReader.read("weekdays 9am-5pm"))
    }

    @Test(arguments: [
        ("hide my kayak", Command.pauseListing(.named("kayak"))),
        ("pause listing 4", .pauseListing(.reference(.id(4)))),
        ("decline the request from kevin", .decline(.from("kevin", listing: []))),
        ("say no to lee", .decline(.from("lee", listing: []))),
        ("reject maxr's application", .decline(.from("maxr", listing: []))),
        ("ines can have the studio, approve her request", .approve(.from("ines", listing: ["studio"]))),
        ("approve 2", .approve(.reference(.number(2)))),
        ("set my bio to weekend skater", .editProfile(Command.FieldChange(field: "bio", value: "weekend skater"))),
        ("message @ana see you at 5", .message(to: "ana", text: "see you at 5")),
        ("ana - do you deliver?", .message(to: "ana", text: "do you deliver?", confirmFirst: true)),
        ("hey @bo, are you around tomorrow?", .message(to: "bo", text: "are you around tomorrow?", confirmFirst: true)),
        ("top up $50", .topUp(Money(cents: 5000))),
        ("review @bob 4 stars great host", .review(.described(person: "bob", words: []), rating: 4, text: "great host")),
        ("leave a review: 5 stars, worked great!", .review(.described(person: nil, words: []), rating: 5, text: "worked great!")),
        ("give my storage rental 5 stars, very tidy", .review(.described(person: nil, words: ["storage"]), rating: 5, text: "very tidy")),
        ("leave zoe a 5 star review for the storage rental", .review(.described(person: "zoe", words: ["storage"]), rating: 5, text: "")),
        ("review the home office booking: 4 stars, nice desk", .review(.described(person: nil, words: ["home", "office"]), rating: 4, text: "nice desk")),
        ("leave feedback for booking 19: 4 stars, a bit musty", .review(.booking(.id(19)), rating: 4, text: "a bit musty")),
        ("show bookings for my closet", .requests(.named("closet"))),
        ("requests", .requests(nil)),
        ("the least expensive one", .pickShown(orderedBy: "price", among: nil)),
        ("the cheaper of the two", .pickShown(orderedBy: "price", among: 2)),
        ("approve the drill one", .approve(.described(["drill"]))),
        ("does it come furnished?", .ask(Command.Question(about: .it, topic: .furnished))),
        ("is there wifi and parking?", .ask(Command.Question(about: .it, topic: .amenities, amenities: ["wifi", "parking"]))),
    ])
    func eachIntentCarriesItsOwnValues(_ line: String, _ command: Command) {
        #expect(Self.command(line) == command)
    }

    @Test(arguments: [
        ("report post 2 it's spam", Command.ReportTarget.post(.id(2))),
        ("please report comment 1 for insults", .comment(.id(1))),
        ("report @bob he scammed me", .person("bob")),
        ("report listing 7 it's a counterfeit", .listing(.id(7))),
        ("post 140 is hateful, report it for hate speech", .post(.id(140))),
        ("comment 2 is abusive, please report it for insults", .comment(.id(2))),
    ])
    func aReportNamesWhatItIsAbout(_ line: String, _ target: Command.ReportTarget) {
        guard case .report(let reported, let reason) = Self.command(line) else {
            Issue.record("\"\(line)\" is not a report")
            return
        }
        #expect(reported == target)
        #expect(!reason.isEmpty)
    }

    @Test func aFollowUpNarrowsTheLastSearch() {
        guard case .search(let first) = Self.command("drills near 94107 under $10 a day"),
            case .refine(let more) = Self.command("and with two baths?")
        else {
            Issue.record("not a search and a refinement")
            return
        }
        let narrowed = first.narrowed(by: more)
        #expect(narrowed.words == ["drills"])
        #expect(narrowed.near == .zip("94107"))
        #expect(narrowed.maxPrice == Money(cents: 1000, per: .day))
        #expect(narrowed.bathrooms == 2)
    }

    @Test func aThingToRentIsNobodyToFollow() {
        #expect(Self.command("add wifi to my office listing") != .follow(user: "wifi"))
        #expect(Self.command("add @wifi") == .follow(user: "wifi"))
        #expect(Self.command("add kofi") == .follow(user: "kofi"))
    }

    @Test func aFavoriteToDropIsDescribedByItsOwnerOrItsWords() {
        #expect(Self.command("unfavorite chen's") == .unfavorite(nil, described: .init(owner: "chen", words: [])))
        #expect(Self.command("unsave the tennis rackets") == .unfavorite(nil, described: .init(owner: nil, words: ["tennis", "rackets"])))
        #expect(Self.command("unfavorite ben's kayak from my favorites") == .unfavorite(nil, described: .init(owner: "ben", words: ["kayak"])))
        #expect(Self.command("unfavorite 2") == .unfavorite(.number(2)))
        #expect(Self.command("favorite chen's") == .favorite(nil, described: .init(owner: "chen", words: [])))
        #expect(Self.command("save the parking spot") == .favorite(nil, described: .init(owner: nil, words: ["parking", "spot"])))
        #expect(Self.command("favorite it") == .favorite(.it))
    }

    @Test func aBookingOfSomeonesListingNamesOneSeen() {
        guard case .book(.shownNamed(let wanted), _, _) = Self.command("book chen's rackets on dec 20") else {
            Issue.record("not a booking of a listing seen")
            return
        }
        #expect(wanted.owner == "chen" && wanted.words == ["rackets"])
        guard case .book(.bestMatch(let tomorrows), _, _) = Self.command("book tomorrow's ladder") else {
            Issue.record("a time's was read as someone's")
            return
        }
        #expect(tomorrows.owner == nil)
    }

    @Test func aTypeNamingOneListingSeenKeepsTheWordsItWasSaidIn() {
        guard case .book(.shownNamed(let wanted), _, _) = Self.command("book the garage one next friday 10am to noon") else {
            Issue.record("not a booking of a listing seen")
            return
        }
        #expect(wanted.type == "parking" && wanted.typeSaid == "garage")
    }

    @Test func aPostIsDescribedByItsAuthorItsWordsOrBeingTheLatest() {
        #expect(Self.command("like ana's hike post") == .onPostDescribed(.init(author: "ana", words: ["hike"], latest: false), .like(nil)))
        #expect(Self.command("like ana's last post") == .onPostDescribed(.init(author: "ana", words: [], latest: true), .like(nil)))
        #expect(
            Self.command("comment on the karaoke post: still going strong")
                == .onPostDescribed(.init(author: nil, words: ["karaoke"], latest: false), .comment(on: nil, text: "still going strong")))
        #expect(Self.command("report bob's post about the party") == .onPostDescribed(.init(author: "bob", words: ["party"], latest: false), .report(.post(nil), reason: "")))
        #expect(Self.command("like the second post") == .like(.number(2)) || Self.command("like the second post") == .like(.index(2)))
        #expect(Self.command("like the secnod post") == .like(.index(2)))
        #expect(Self.command("like the last post") == .like(.index(-1)))
    }

    @Test func againAloneAsksForAnotherSurpriseWhereTheLastOneLooked() {
        #expect(Self.command("again") == .surprise(.again))
        #expect(Self.command("Again!") == .surprise(.again))
        #expect(Self.command("another one?") == .surprise(.again))
        #expect(Self.command("surprise me") == .surprise(.anywhere))
        #expect(Self.command("surprise me in asia") == .surprise(.continent("asia")))
    }

    @Test func aLonePriceIsTheMostToPay() {
        guard case .answer(.search(let wanted)) = Self.command("$40") else {
            Issue.record("a lone price is not a search")
            return
        }
        #expect(wanted.maxPrice == Money(cents: 4000))
    }

    @Test func aLineNotUnderstoodCarriesWhatItMightHaveMeant() {
        guard case .notUnderstood(let miss) = Self.command("pause") else {
            Issue.record("a bare pause was acted on")
            return
        }
        #expect(miss.isIncomplete)
        #expect(miss.rivals == [.pauseListing])
        #expect(!miss.suggestions.isEmpty)
    }
}
