import Foundation
import GRDB
@testable import Marketplace
import RentlineTesting
import Testing

struct ModerationTests {
    func moderation(_ market: MarketFixture) -> Moderation {
        Moderation(database: market.database, clock: market.clock, actor: "mod")
    }

    func signals(_ market: MarketFixture) async throws -> [ServerSignal] {
        try await ServerSignals(database: market.database).after(0).map(\.signal)
    }

    func audit(_ market: MarketFixture) throws -> [String] {
        try AuditLog.entries(since: 0, limit: 100, in: market.database).map { "\($0.actor) \($0.action): \($0.target) (\($0.reason))" }
    }

    func searchIDs(_ market: MarketFixture) async throws -> [Int64] {
        var query = SearchQuery(place: MarketFixture.centrePlace)
        query.radiusKm = 50
        return try await market.search.search(query).map(\.listing.id!)
    }

    @Test(arguments: TestStore.allCases) func hidingTakesAListingOutOfSearchTellsItsOwnerAndUnhidingGivesBackItsStatus(on store: TestStore) async throws {
        try await MarketFixture.with(on: store) { market in
            let ana = try await market.user("ana")
            let drill = try await market.list("Drill", by: ana, cents: 500, northKm: 1)
            let saw = try await market.list("Saw", by: ana, cents: 500, northKm: 1)
            _ = try await market.listings.setStatus(saw.id!, to: .paused, by: ana)
            let admin = moderation(market)

            #expect(try admin.moderate(.hide, .listing, drill.id!, reason: "stock photos") == .itemChanged(.hide, .listing, target: "listing 1 \"Drill\"", restoredStatus: nil))
            _ = try admin.moderate(.hide, .listing, saw.id!, reason: "duplicate")
            #expect(try await searchIDs(market) == [])
            #expect(throws: ModerationError.itemState(.listing, drill.id!, .alreadyHidden)) { try admin.moderate(.hide, .listing, drill.id!, reason: "again") }
            await #expect(throws: ListingError.hiddenByModerator) {
                _ = try await market.listings.setStatus(drill.id!, to: .paused, by: ana)
            }
            #expect(throws: ModerationError.reasonRequired(.item(.hide, .listing, drill.id!))) { try admin.moderate(.hide, .listing, drill.id!, reason: " ") }

            _ = try admin.moderate(.unhide, .listing, drill.id!, reason: "")
            #expect(try admin.moderate(.unhide, .listing, saw.id!, reason: "")
                == .itemChanged(.unhide, .listing, target: "listing 2 \"Saw\"", restoredStatus: "paused"))
            #expect(try await searchIDs(market) == [drill.id!])
            #expect(try await market.listings.details(of: saw.id!, for: ana).listing.status == .paused)
            #expect(try await signals(market) == [
                .notify(Notice(userID: ana, event: .moderated(.listing(title: "Drill"), .hide, reason: "stock photos"))),
                .notify(Notice(userID: ana, event: .moderated(.listing(title: "Saw"), .hide, reason: "duplicate"))),
                .notify(Notice(userID: ana, event: .moderated(.listing(title: "Drill"), .unhide, reason: ""))),
                .notify(Notice(userID: ana, event: .moderated(.listing(title: "Saw"), .unhide, reason: ""))),
            ])
            #expect(try await market.notifications.unreadCount(of: ana) == 4)
            #expect(try audit(market) == [
                "mod hide listing: listing 1 \"Drill\" (stock photos)", "mod hide listing: listing 2 \"Saw\" (duplicate)",
                "mod unhide listing: listing 1 \"Drill\" ()", "mod unhide listing: listing 2 \"Saw\" ()",
            ])
        }
    }

    @Test func everyActionRingsTheDoorbellAfterItCommits() async throws {
        try await MarketFixture.with { market in
            let ana = try await market.user("ana")
            try await market.list("Drill", by: ana, cents: 500, northKm: 1)
            let doorbell = SignalDoorbell(database: market.database)
            #expect(doorbell.stamp() == nil)
            _ = try moderation(market).moderate(.hide, .listing, 1, reason: "spam")
            let first = try #require(doorbell.stamp())
            #expect(throws: ModerationError.self) { try moderation(market).moderate(.hide, .listing, 1, reason: "again") }
            #expect(doorbell.stamp() == first)
            _ = try moderation(market).moderate(.unhide, .listing, 1, reason: "")
            #expect(doorbell.stamp() != first)
        }
    }

    @Test(arguments: TestStore.allCases) func aBanRevokesSessionsRefusesLoginsHidesListingsAndSignalsTheServer(on store: TestStore) async throws {
        try await MarketFixture.with(on: store) { market in
            let accounts = Accounts(database: market.database, hasher: TestServer.hasher, clock: market.clock)
            let signedIn = try await accounts.signUp(username: "bob", password: "long-enough", from: "198.51.100.7")
            let bob = signedIn.account.id!
            let kayak = try await market.list("Kayak", by: bob, cents: 3000, northKm: 1, category: "outdoors")
            let hiddenFirst = try await market.list("Tent", by: bob, cents: 900, northKm: 1, category: "outdoors")
            let admin = moderation(market)
            _ = try admin.moderate(.hide, .listing, hiddenFirst.id!, reason: "stolen")

            #expect(try admin.ban("Bob", reason: "scams") == .banned("bob", listingsHidden: 1))
            #expect(try await searchIDs(market) == [])
            await #expect(throws: AccountError.invalidToken) { _ = try await accounts.resume(token: signedIn.token.value) }
            await #expect(throws: AccountError.suspended(reason: "scams")) { _ = try await accounts.logIn(username: "bob", password: "long-enough", from: "198.51.100.7") }
            await #expect(throws: AccountError.wrongPassword(username: "bob", attemptsLeft: 4)) {
                _ = try await accounts.logIn(username: "bob", password: "wrong-password", from: "198.51.100.7")
            }
            #expect(try await signals(market).last == .disconnect(userID: bob, reason: "scams"))
            #expect(throws: ModerationError.alreadyBanned("bob")) { try admin.ban("bob", reason: "again") }

            #expect(try admin.unban("bob", reason: "") == .unbanned("bob", listingsRestored: 1))
            #expect(try await searchIDs(market) == [kayak.id!])
            _ = try await accounts.logIn(username: "bob", password: "long-enough", from: "198.51.100.7")
            #expect(throws: ModerationError.noUser("nobody")) { try admin.ban("nobody", reason: "x") }
        }
    }

    @Test(arguments: TestStore.allCases) func resolvingAReportActsOnItsSubjectAndClosesEveryOpenReportOfIt(on store: TestStore) async throws {
        try await MarketFixture.with(on: store) { market in
            let ana = try await market.user("ana")
            let carl = try await market.user("carl")
            let dee = try await market.user("dee")
            let drill = try await market.list("Drill", by: ana, cents: 500, northKm: 1)
            let reports = Reports(database: market.database, clock: market.clock)
            #expect(try await reports.file(by: carl, about: .listing(drill.id!), reason: "scam") == "\"Drill\"")
            _ = try await reports.file(by: dee, about: .listing(drill.id!), reason: "fake")
            await #expect(throws: ReportError.alreadyReported) { _ = try await reports.file(by: carl, about: .listing(drill.id!), reason: "still") }
            await #expect(throws: ReportError.reportYourself) { _ = try await reports.file(by: ana, about: .listing(drill.id!), reason: "mine") }
            await #expect(throws: ReportError.reviewToReport("ana")) { _ = try await reports.file(by: carl, about: .reviewBy(author: "ana"), reason: "rude") }
            await #expect(throws: ReportError.noOneCalled("anna")) { _ = try await reports.file(by: carl, about: .user("anna"), reason: "rude") }
            _ = try await reports.file(by: carl, about: .user("ana"), reason: "rude in messages")
            let admin = moderation(market)

            #expect(throws: ModerationError.actionNotForSubject(action: "hide", subject: "user")) {
                try admin.resolveReport(3, note: "no", action: .hide)
            }
            #expect(try AdminViews(database: market.database).reports(includeClosed: false, limit: 10).map(\.id) == [1, 2, 3])
            #expect(try admin.resolveReport(1, note: "scam", action: .hide)
                == .reportResolved(1, others: 1, subject: "listing", then: .itemChanged(.hide, .listing, target: "listing 1 \"Drill\"", restoredStatus: nil)))
            #expect(try await searchIDs(market) == [])
            #expect(throws: ModerationError.reportClosed(2, "resolved")) { try admin.dismissReport(2, note: "late") }
            #expect(try admin.dismissReport(3, note: "banter") == .reportDismissed(3, others: 0, subject: "user"))
            #expect(try AdminViews(database: market.database).reports(includeClosed: false, limit: 10).isEmpty)
            let told = try await signals(market).compactMap { signal -> Notice? in
                guard case .notify(let notice) = signal, notice.kind == "report_closed" else { return nil }
                return notice
            }
            let actedOn = NoticeEvent.reportClosed(subject: "listing", actedOn: true)
            #expect(Set(told.prefix(2).map(\.userID)) == [carl, dee] && told.prefix(2).allSatisfy { $0.event == actedOn })
            #expect(told.last == Notice(userID: carl, event: .reportClosed(subject: "user", actedOn: false)))
        }
    }

    @Test(arguments: TestStore.allCases) func withPreApprovalOnNewListingsWaitForApproval(on store: TestStore) async throws {
        try await MarketFixture.with(on: store) { market in
            let ana = try await market.user("ana")
            let admin = moderation(market)
            #expect(try admin.set(.preApproval, to: "ON") == .settingChanged(.preApproval, value: "on", was: nil))
            let drill = try await market.list("Drill", by: ana, cents: 500, northKm: 1)
            #expect(drill.status == .hidden)
            #expect(try await market.listings.isAwaitingApproval(drill.id!))
            #expect(try await searchIDs(market) == [])
            await #expect(throws: ListingError.awaitingApproval) { _ = try await market.listings.setStatus(drill.id!, to: .paused, by: ana) }
            #expect(throws: ModerationError.itemState(.listing, drill.id!, .awaitingApproval)) {
                try admin.moderate(.unhide, .listing, drill.id!, reason: "")
            }
            _ = try admin.approveListing(drill.id!)
            #expect(try await searchIDs(market) == [drill.id!])
            #expect(throws: ModerationError.itemState(.listing, drill.id!, .notAwaitingApproval)) { try admin.approveListing(drill.id!) }
            #expect(try admin.set(.preApproval, to: "off") == .settingChanged(.preApproval, value: "off", was: "on"))
            #expect(try await market.list("Saw", by: ana, cents: 500, northKm: 1).status == .active)
        }
    }

    @Test(arguments: TestStore.allCases) func aBannedOwnersHeldListingsStayOutOfSearchUntilTheyAreUnbanned(on store: TestStore) async throws {
        try await MarketFixture.with(on: store) { market in
            let bob = try await market.user("bob")
            let admin = moderation(market)
            _ = try admin.set(.preApproval, to: "on")
            let pending = try await market.list("Drill", by: bob, cents: 500, northKm: 1)
            _ = try admin.set(.preApproval, to: "off")
            let hidden = try await market.list("Saw", by: bob, cents: 500, northKm: 1)
            _ = try admin.moderate(.hide, .listing, hidden.id!, reason: "stock photos")
            _ = try admin.ban("bob", reason: "scams")
            #expect(throws: ModerationError.listingOwnerBanned(pending.id!, owner: "bob")) { try admin.approveListing(pending.id!) }
            #expect(throws: ModerationError.listingOwnerBanned(hidden.id!, owner: "bob")) {
                try admin.moderate(.unhide, .listing, hidden.id!, reason: "")
            }
            #expect(try await searchIDs(market) == [])
            #expect(try await market.listings.isAwaitingApproval(pending.id!))
            _ = try admin.unban("bob", reason: "appeal upheld")
            _ = try admin.approveListing(pending.id!)
            _ = try admin.moderate(.unhide, .listing, hidden.id!, reason: "")
            #expect(try await searchIDs(market).sorted() == [pending.id!, hidden.id!])
        }
    }

    @Test(arguments: TestStore.allCases) func onlyListingsAReporterCouldSeeCanBeReported(on store: TestStore) async throws {
        try await MarketFixture.with(on: store) { market in
            let ana = try await market.user("ana")
            let bob = try await market.user("bob")
            let reports = Reports(database: market.database, clock: market.clock)
            let paused = try await market.list("Drill", by: ana, cents: 500, northKm: 1)
            _ = try await market.listings.setStatus(paused.id!, to: .paused, by: ana)
            let hidden = try await market.list("Saw", by: ana, cents: 500, northKm: 1)
            _ = try moderation(market).moderate(.hide, .listing, hidden.id!, reason: "stock photos")
            let removed = try await market.list("Ladder", by: ana, cents: 500, northKm: 1)
            _ = try await market.listings.setStatus(removed.id!, to: .removed, by: ana)
            let active = try await market.list("Tent", by: ana, cents: 500, northKm: 1)
            for id in [paused.id!, hidden.id!, removed.id!, 999] {
                await #expect(throws: ListingError.notFound) { try await reports.file(by: bob, about: .listing(id), reason: "spam") }
            }
            #expect(try await reports.file(by: bob, about: .listing(active.id!), reason: "spam") == "\"Tent\"")
        }
    }

    @Test(arguments: [("12.5", "12.5%"), ("0", "0%"), ("7%", "7%"), ("0.05", "0.05%")], TestStore.allCases)
    func platformFeesAreReadAsPercents(_ fee: (typed: String, shown: String), on store: TestStore) async throws {
        let (typed, shown) = fee
        try await MarketFixture.with(on: store) { market in
            let outcome = try moderation(market).set(.platformFee, to: typed)
            #expect(outcome == .settingChanged(.platformFee, value: shown, was: nil))
        }
    }

    @Test(arguments: ["51", "-1", "ten", "1.234"], TestStore.allCases)
    func platformFeesOutsideTheRangeAreRefused(_ typed: String, on store: TestStore) async throws {
        try await MarketFixture.with(on: store) { market in
            #expect(throws: ModerationError.badSetting(.platformFee)) {
                try moderation(market).set(.platformFee, to: typed)
            }
        }
    }

    @Test(arguments: TestStore.allCases) func aCompletedBookingPaysTheOwnerLessThePlatformFee(on store: TestStore) async throws {
        try await MarketFixture.with(on: store) { market in
            let ana = try await market.user("ana")
            let bob = try await market.user("bob")
            let closet = try await market.list(
                "Closet", by: ana, cents: 333, per: .hour, northKm: 1, category: "spaces", type: "closet") { $0.instantBook = true }
            _ = try moderation(market).set(.platformFee, to: "10")
            _ = try await market.wallet.topUp(bob, cents: 5000)
            _ = try await market.book(closet, MarketFixture.wall(21, 14), MarketFixture.wall(21, 17), by: bob)
            market.clock.advance(by: 9 * 3600)
            let notices = try await market.bookings.sweep()
            #expect(try await market.available(ana) == 899)
            #expect(notices.contains {
                guard case .booking(let facts, .completed(paidCents: 899), to: .owner) = $0.event else { return false }
                return $0.userID == ana && facts.totalCents == 999
            })
            #expect(try AdminStats.read(from: market.database, now: market.clock.now()).figures.first { $0.name == "money.fees" }?.value == 100)
            #expect(try await market.wallet.isBalanced())
        }
    }

    @Test(arguments: TestStore.allCases) func hidingAReviewTakesItOutOfRatingsAndTellsBothSides(on store: TestStore) async throws {
        try await MarketFixture.with(on: store) { market in
            let ana = try await market.user("ana")
            let bob = try await market.user("bob")
            let drill = try await market.list("Drill", by: ana, cents: 500, northKm: 1) { $0.instantBook = true }
            _ = try await market.wallet.topUp(bob, cents: 5000)
            let booking = try await market.book(drill, MarketFixture.wall(22, 0), MarketFixture.wall(23, 0), by: bob)
            market.clock.advance(by: 3 * 86_400)
            _ = try await market.bookings.sweep()
            _ = try await market.reviews.review(booking: booking.id!, by: bob, rating: 1, text: "awful")
            _ = try await market.reviews.review(booking: booking.id!, by: ana, rating: 5, text: "great renter")
            #expect(try await market.listings.details(of: drill.id!, for: nil).listing.ratingCount == 1)
            let reports = Reports(database: market.database, clock: market.clock)
            #expect(try await reports.file(by: ana, about: .reviewBy(author: "bob"), reason: "he broke it himself") == "bob's review of you")
            let reported = try AdminViews(database: market.database).reviews(.reported, limit: 5)
            #expect(reported.map(\.author) == ["bob"] && reported[0].openReports == 1)
            let admin = moderation(market)
            _ = try admin.moderate(.hide, .review, reported[0].id, reason: "retaliation")
            #expect(try await market.listings.details(of: drill.id!, for: nil).listing.ratingCount == 0)
            #expect(try await market.reviews.about(listing: drill.id!).count == 0)
            #expect(try await market.reviews.about(user: "bob")?.count == 1)
            let told = try await signals(market).compactMap { signal -> Int64? in
                guard case .notify(let notice) = signal, notice.kind == "review_hidden" else { return nil }
                return notice.userID
            }
            #expect(told == [bob, ana])
            _ = try admin.moderate(.unhide, .review, reported[0].id, reason: "")
            #expect(try await market.listings.details(of: drill.id!, for: nil).listing.ratingCount == 1)
            _ = try admin.moderate(.delete, .review, reported[0].id, reason: "threats")
            #expect(try await market.listings.details(of: drill.id!, for: nil).listing.ratingCount == 0)
        }
    }
}
