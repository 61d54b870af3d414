import Foundation
import GRDB
@testable import Marketplace
import RentlineTesting
import Testing

struct SocialTests {
    struct Social {
        let market: MarketFixture
        var posts: Posts { Posts(database: market.database, clock: market.clock) }
        var feed: Feed { Feed(database: market.database) }
        var follows: Follows { Follows(database: market.database, clock: market.clock) }
        var blocks: Blocks { Blocks(database: market.database, clock: market.clock) }
        var messages: Messages { Messages(database: market.database, clock: market.clock) }

        /// Posts `text` by `author` a minute after the last post.
        @discardableResult
        func post(_ text: String, by author: Int64) async throws -> Int64 {
            market.clock.advance(by: 60)
            return try await posts.create(by: author, text: text, photo: nil, card: nil)
        }

        func feedTexts(_ viewer: Int64, before: Int64? = nil, limit: Int = Feed.pageSize) async throws -> [String] {
            try await feed.page(for: viewer, before: before, limit: limit).posts.map(\.text)
        }
    }

    func withSocial(_ body: (Social) async throws -> Void) async throws {
        try await MarketFixture.with { try await body(Social(market: $0)) }
    }

    @Test func aFeedHoldsOwnAndFollowedPostsNewestFirstInPages() async throws {
        try await withSocial { social in
            let ana = try await social.market.user("ana")
            let bob = try await social.market.user("bob")
            let carl = try await social.market.user("carl")
            let dee = try await social.market.user("dee")
            _ = try await social.follows.follow("bob", by: ana)
            _ = try await social.follows.follow("carl", by: ana)
            for round in 1...3 {
                try await social.post("bob \(round)", by: bob)
                try await social.post("carl \(round)", by: carl)
                try await social.post("dee \(round)", by: dee)
            }
            try await social.post("ana 1", by: ana)

            let first = try await social.feed.page(for: ana)
            #expect(first.posts.map(\.text) == ["ana 1", "carl 3", "bob 3", "carl 2", "bob 2"])
            #expect(first.source == .following)
            let second = try await social.feed.page(for: ana, before: first.nextCursor)
            #expect(second.posts.map(\.text) == ["carl 1", "bob 1"])
            #expect(second.nextCursor == nil)
        }
    }

    @Test func followingFilesTheFolloweesEarlierPostsAndUnfollowingTakesThemOut() async throws {
        try await withSocial { social in
            let ana = try await social.market.user("ana")
            let bob = try await social.market.user("bob")
            let carl = try await social.market.user("carl")
            try await social.post("bob before", by: bob)
            try await social.post("carl before", by: carl)
            _ = try await social.follows.follow("carl", by: ana)
            let notice = try await social.follows.follow("bob", by: ana)
            #expect(notice == Notice(userID: bob, event: .followed(by: "ana")))
            #expect(try await social.follows.follow("bob", by: ana) == nil)
            #expect(try await social.feedTexts(ana) == ["carl before", "bob before"])

            try await social.follows.unfollow("bob", by: ana)
            #expect(try await social.feedTexts(ana) == ["carl before"])
            await #expect(throws: SocialError.notFollowing("bob")) { try await social.follows.unfollow("bob", by: ana) }
            await #expect(throws: SocialError.yourself("follow")) { _ = try await social.follows.follow("ana", by: ana) }
            await #expect(throws: SocialError.noOneCalled("zed")) { _ = try await social.follows.follow("zed", by: ana) }
            #expect(try await social.follows.following(of: ana).map(\.username) == ["carl"])
            #expect(try await social.follows.followers(of: carl).map(\.username) == ["ana"])
        }
    }

    @Test func someoneWhoFollowsNobodySeesRecentPostsNearThem() async throws {
        try await withSocial { social in
            let ana = try await social.market.user("ana")
            let bob = try await social.market.user("bob")
            let far = try await social.market.user("far")
            let places = Places(database: social.market.database)
            try await places.setHome(of: ana, to: MarketFixture.place(northKm: 0))
            try await places.setHome(of: bob, to: MarketFixture.place(northKm: 5))
            try await places.setHome(of: far, to: MarketFixture.place(northKm: 500))
            try await social.post("near", by: bob)
            try await social.post("far away", by: far)

            let page = try await social.feed.page(for: ana)
            #expect(page.source == .nearby)
            #expect(page.posts.map(\.text) == ["near"])
        }
    }

    @Test func likesAreIdempotentCountedAndToldToTheAuthorOnce() async throws {
        try await withSocial { social in
            let ana = try await social.market.user("ana")
            let bob = try await social.market.user("bob")
            let post = try await social.post("first ride", by: bob)

            let liked = try await social.posts.like(post, by: ana)
            #expect(liked.added)
            #expect(liked.notice == Notice(userID: bob, event: .liked(.words("first ride"), by: "ana")))
            let again = try await social.posts.like(post, by: ana)
            #expect(!again.added && again.notice == nil)
            #expect(try await social.posts.like(post, by: bob).notice == nil)
            #expect(try await social.posts.post(post, for: ana).likeCount == 2)
            #expect(try await social.posts.post(post, for: ana).likedByViewer)

            let drill = try await social.market.list("Drill", by: bob, cents: 500, northKm: 1)
            let wordless = try await social.posts.create(by: bob, text: " ", photo: nil, card: (.listing, drill.id!))
            #expect(try await social.posts.like(wordless, by: ana).notice?.event == .liked(.card(title: "Drill"), by: "ana"))

            #expect(try await social.posts.unlike(post, by: ana))
            #expect(try await !social.posts.unlike(post, by: ana))
            let seen = try await social.posts.post(post, for: ana)
            #expect(seen.likeCount == 1 && !seen.likedByViewer)
        }
    }

    @Test func commentsAreCountedListedOldestFirstAndToldToTheAuthor() async throws {
        try await withSocial { social in
            let ana = try await social.market.user("ana")
            let bob = try await social.market.user("bob")
            let post = try await social.post("first ride", by: bob)

            let notice = try await social.posts.comment(on: post, by: ana, text: "  where is that? ")
            #expect(notice == Notice(userID: bob, event: .commented(.words("first ride"), by: "ana", text: "where is that?")))
            #expect(try await social.posts.comment(on: post, by: bob, text: "dolores park") == nil)
            #expect(try await social.posts.comments(on: post, for: ana).map { "\($0.authorName): \($0.text)" } == ["ana: where is that?", "bob: dolores park"])
            #expect(try await social.posts.post(post, for: ana).commentCount == 2)
            await #expect(throws: SocialError.emptyComment) { _ = try await social.posts.comment(on: post, by: ana, text: " ") }
            await #expect(throws: SocialError.noPost) { _ = try await social.posts.comment(on: 99, by: ana, text: "hi") }
        }
    }

    @Test func aHiddenPostLeavesFeedsAndCantBeLiked() async throws {
        try await withSocial { social in
            let ana = try await social.market.user("ana")
            let bob = try await social.market.user("bob")
            _ = try await social.follows.follow("bob", by: ana)
            let post = try await social.post("spam", by: bob)
            try await social.market.database.writer.write { db in
                try db.execute(sql: "UPDATE posts SET hidden_at = 1 WHERE id = ?", arguments: [post])
            }
            #expect(try await social.feedTexts(ana) == [])
            await #expect(throws: SocialError.noPost) { _ = try await social.posts.like(post, by: ana) }
        }
    }

    @Test func aBlockedPersonCantMessageCommentOrFollowAndLosesTheirFollow() async throws {
        try await withSocial { social in
            let ana = try await social.market.user("ana")
            let bob = try await social.market.user("bob")
            _ = try await social.follows.follow("ana", by: bob)
            _ = try await social.follows.follow("bob", by: ana)
            let post = try await social.post("hello", by: ana)
            #expect(try await social.feedTexts(bob) == ["hello"])

            #expect(try await social.blocks.block("bob", by: ana))
            #expect(try await !social.blocks.block("bob", by: ana))
            #expect(try await social.follows.following(of: bob).isEmpty)
            #expect(try await social.follows.following(of: ana).isEmpty)
            #expect(try await social.feedTexts(bob).isEmpty)
            await #expect(throws: SocialError.notAllowed("message ana")) { _ = try await social.messages.send(from: bob, to: "ana", text: "hi") }
            await #expect(throws: SocialError.noPost) { _ = try await social.posts.comment(on: post, by: bob, text: "hi") }
            await #expect(throws: SocialError.notAllowed("follow ana")) { _ = try await social.follows.follow("ana", by: bob) }
            await #expect(throws: SocialError.youBlocked("bob")) { _ = try await social.messages.send(from: ana, to: "bob", text: "hi") }
            await #expect(throws: SocialError.youBlocked("bob")) { _ = try await social.follows.follow("bob", by: ana) }

            try await social.blocks.unblock("bob", by: ana)
            await #expect(throws: SocialError.notBlocked("bob")) { try await social.blocks.unblock("bob", by: ana) }
            _ = try await social.messages.send(from: bob, to: "ana", text: "hi again")
        }
    }

    /// Names sort as SQLite's NOCASE sorts them, on both stores: byte by byte, so a digit comes before an
    /// underscore (Unicode's rules, PostgreSQL's `nocase`, put the underscore first).
    @Test(arguments: TestStore.allCases)
    func namesSortAlikeOnBothStores(on store: TestStore) async throws {
        try await MarketFixture.with(on: store) { market in
            let blocks = Blocks(database: market.database, clock: market.clock)
            let follows = Follows(database: market.database, clock: market.clock)
            let (cyd, dee) = (try await market.user("cyd"), try await market.user("dee"))
            let names = ["Zed", "ana_2", "ana2", "Anab", "bo_b"]
            for name in names {
                _ = try await market.user(name)
                #expect(try await blocks.block(name, by: cyd))
                _ = try await follows.follow(name, by: dee)
            }
            let sorted = ["ana2", "ana_2", "anab", "bo_b", "zed"]
            let blocked = try await blocks.blocked(by: cyd)
            #expect(blocked == sorted)
            let followedAtOnce = try await follows.following(of: dee).map(\.username)
            #expect(followedAtOnce == sorted)
            let views = AdminViews(database: market.database)
            let completions = try views.usernames(startingWith: "AN")
            #expect(completions == ["ana2", "ana_2", "anab"])
        }
    }

    @Test func unreadCountsRiseWithEachMessageAndOpeningAConversationReadsIt() async throws {
        try await withSocial { social in
            let ana = try await social.market.user("ana")
            let bob = try await social.market.user("bob")
            let carl = try await social.market.user("carl")
            social.market.clock.advance(by: 60)
            #expect(try await social.messages.send(from: bob, to: "ana", text: "is the drill free?").unreadFromSender == 1)
            #expect(try await social.messages.send(from: bob, to: "ana", text: "saturday?").unreadFromSender == 2)
            social.market.clock.advance(by: 60)
            _ = try await social.messages.send(from: carl, to: "ana", text: "hi")
            #expect(try await social.messages.unread(by: ana) == (messages: 3, senders: 2))
            let inbox = try await social.messages.inbox(of: ana)
            #expect(inbox.map { "\($0.otherName) \($0.unread) \($0.latest)" } == ["carl 1 hi", "bob 2 saturday?"])

            let opened = try await social.messages.conversation(of: ana, with: "bob")
            #expect(opened.messages.map { "\($0.senderName) \($0.wasUnread) \($0.text)" } == ["bob true is the drill free?", "bob true saturday?"])
            #expect(try await social.messages.unread(by: ana) == (messages: 1, senders: 1))
            #expect(try await social.messages.conversation(of: ana, with: "bob").messages.allSatisfy { !$0.wasUnread })

            _ = try await social.messages.send(from: ana, to: "bob", text: "yes, saturday works")
            #expect(try await social.messages.inbox(of: ana).first.map { "\($0.otherName) \($0.latestFromReader) \($0.unread)" } == "bob true 0")
            #expect(try await social.messages.unread(by: bob) == (messages: 1, senders: 1))
            await #expect(throws: SocialError.yourself("message")) { _ = try await social.messages.send(from: ana, to: "ana", text: "me") }
            await #expect(throws: SocialError.emptyMessage) { _ = try await social.messages.send(from: ana, to: "bob", text: "  ") }
        }
    }

    @Test func aSharedCardNamesItsListingUntilTheListingGoes() async throws {
        try await withSocial { social in
            let ana = try await social.market.user("ana")
            let bob = try await social.market.user("bob")
            let drill = try await social.market.list("Drill", by: ana, cents: 500, northKm: 1)
            let sent = try await social.messages.send(from: ana, to: "bob", text: "", card: (.listing, drill.id!))
            #expect(sent.card == Card(kind: .listing, id: drill.id!, title: "Drill", detail: "$5/day in San Francisco"))
            _ = try await social.market.listings.setStatus(drill.id!, to: .removed, by: ana)
            #expect(try await social.messages.conversation(of: bob, with: "ana").messages.map(\.card) == [nil])
            await #expect(throws: ListingError.removed) {
                _ = try await social.messages.send(from: ana, to: "bob", text: "", card: (.listing, drill.id!))
            }
            await #expect(throws: ListingError.notFound) {
                _ = try await social.messages.send(from: bob, to: "ana", text: "", card: (.listing, drill.id!))
            }
        }
    }

    @Test func spotsAreFoundNearAPlaceByKindNearestFirst() async throws {
        try await withSocial { social in
            let ana = try await social.market.user("ana")
            let spots = Spots(database: social.market.database, clock: social.market.clock)
            _ = try await spots.pin("Far Park", kind: .nature, at: MarketFixture.place(northKm: 20), by: ana)
            _ = try await spots.pin("Near Bowl", kind: .skate, at: MarketFixture.place(northKm: 1), by: ana)
            _ = try await spots.pin("Mid Park", kind: .nature, at: MarketFixture.place(northKm: 5), by: ana)
            _ = try await spots.pin("Too Far", kind: .nature, at: MarketFixture.place(northKm: 60), by: ana)

            #expect(try await spots.near(MarketFixture.centrePlace).map(\.name) == ["Near Bowl", "Mid Park", "Far Park"])
            #expect(try await spots.near(MarketFixture.centrePlace, kind: .nature).map(\.name) == ["Mid Park", "Far Park"])
            #expect(try await spots.near(MarketFixture.centrePlace, kind: .food).isEmpty)
        }
    }

    @Test func surprisesFollowTheSeedKeepToTheirScopeAndDontRepeat() async throws {
        try await withSocial { social in
            let adventures = Adventures(database: social.market.database, clock: social.market.clock)
            func draws(_ scope: Adventures.Scope, seed: UInt64, count: Int) async throws -> [Adventures.Draw] {
                var random = SeededGenerator(seed: seed)
                var seen: Set<Int64> = []
                var drawn: [Adventures.Draw] = []
                for _ in 0..<count {
                    guard let adventure = try await adventures.surprise(in: scope, excluding: seen, using: &random) else { break }
                    seen.insert(adventure.geonameID)
                    drawn.append(adventure)
                }
                return drawn
            }
            let first = try await draws(.anywhere, seed: 7, count: 5).map(\.city.name)
            #expect(try await draws(.anywhere, seed: 7, count: 5).map(\.city.name) == first)
            #expect(try await draws(.anywhere, seed: 8, count: 5).map(\.city.name) != first)

            let europe = try await draws(.continent("europe"), seed: 1, count: 20)
            #expect(europe.count == 20 && europe.allSatisfy { $0.city.continent == "Europe" })
            #expect(Set(europe.map(\.geonameID)).count == 20)
            #expect(try await draws(.continent("antarctica"), seed: 1, count: 5).count == 2)

            let tokyo = try #require(try await Places(database: social.market.database).place(city: "Tokyo"))
            let near = try await draws(.near(tokyo), seed: 3, count: 10)
            #expect(near.allSatisfy {
                GreatCircle.distanceKm(tokyo.latitude, tokyo.longitude, $0.city.latitude, $0.city.longitude) <= Adventures.nearRadiusKm
            })

            let japan = try await draws(.country("japan"), seed: 2, count: 10)
            #expect(japan.count == 10 && japan.allSatisfy { $0.city.country == "Japan" })
            let texas = try #require(try await Places(database: social.market.database).place(state: "TX", named: "Texas"))
            let inTexas = try await draws(.near(texas), seed: 2, count: 10)
            #expect(inTexas.allSatisfy {
                GreatCircle.distanceKm(texas.latitude, texas.longitude, $0.city.latitude, $0.city.longitude) <= texas.extentKm!
            })
            #expect((500...1_200).contains(texas.extentKm!))
        }
    }

    @Test func populousCitiesComeUpMoreOften() async throws {
        try await withSocial { social in
            let adventures = Adventures(database: social.market.database, clock: social.market.clock)
            var random = SeededGenerator(seed: 42)
            var populations: [Int] = []
            for _ in 0..<200 {
                populations.append(try await adventures.surprise(in: .continent("oceania"), excluding: [], using: &random)!.city.population)
            }
            let median = populations.sorted()[100]
            let everyCity = try await social.market.database.writer.read { db in
                try Int.fetchAll(db, sql: "SELECT population FROM world_cities WHERE continent = 'Oceania' ORDER BY population")
            }
            #expect(median > 10 * everyCity[everyCity.count / 2])
        }
    }

    @Test func dayTripsAreTheLargestCitiesPastTheSuburbsWithinReach() async throws {
        try await withSocial { social in
            let adventures = Adventures(database: social.market.database, clock: social.market.clock)
            var random = SeededGenerator(seed: 5)
            let madrid = try #require(try await adventures.surprise(in: .country("spain"), excluding: [], using: &random)).city
            let trips = try await adventures.dayTrips(from: madrid)
            #expect(trips.count == 3)
            #expect(trips.allSatisfy { Adventures.dayTripKm.contains($0.distanceKm) })
            let reachable = try await social.market.database.writer.read { db in
                try Row.fetchAll(db, sql: "SELECT name, latitude, longitude FROM world_cities ORDER BY population DESC, geoname_id")
            }.filter { row in
                Adventures.dayTripKm.contains(GreatCircle.distanceKm(madrid.latitude, madrid.longitude, row[1], row[2]))
            }
            #expect(trips.map(\.name) == reachable.prefix(3).map { $0[0] as String })

            var island = madrid
            (island.latitude, island.longitude) = (-48.876, -123.393)
            #expect(try await adventures.dayTrips(from: island).isEmpty)
        }
    }

    @Test func aFavoriteAdventureIsSavedOncePerCityEvenWhenShared() async throws {
        try await withSocial { social in
            let ana = try await social.market.user("ana")
            let bob = try await social.market.user("bob")
            let adventures = Adventures(database: social.market.database, clock: social.market.clock)
            var random = SeededGenerator(seed: 1)
            let draw = try #require(try await adventures.surprise(in: .continent("europe"), excluding: [], using: &random))
            let lisbonish = try await adventures.adventure(adventures.keep(draw, for: ana))
            #expect(try await adventures.favorite(lisbonish.id, by: ana))
            #expect(try await !adventures.favorite(lisbonish.id, by: ana))
            #expect(try await adventures.favorite(lisbonish.id, by: bob))
            #expect(try await adventures.favorites(of: bob).map(\.geonameID) == [lisbonish.geonameID])
            #expect(try await adventures.favorites(of: ana).map(\.id) == [lisbonish.id])
            #expect(try await adventures.unfavorite(lisbonish.id, by: bob))
            #expect(try await !adventures.unfavorite(lisbonish.id, by: bob))
            #expect(try await adventures.favorites(of: bob).isEmpty)
            #expect(try await adventures.favorites(of: ana).map(\.id) == [lisbonish.id])
            await #expect(throws: SocialError.noAdventure) { _ = try await adventures.favorite(999, by: ana) }
        }
    }

    @Test func profileEditsAreCheckedAndShown() async throws {
        try await withSocial { social in
            let ana = try await social.market.user("ana")
            let profiles = Profiles(database: social.market.database)
            #expect(try await profiles.edit(.bio, of: ana, to: " weekend skater ") == "weekend skater")
            #expect(try await profiles.edit(.name, of: ana, to: "Ana Lopez") == "Ana Lopez")
            #expect(try await profiles.edit(.photo, of: ana, to: "https://example.com/ana.jpg") == "https://example.com/ana.jpg")
            await #expect(throws: ListingError.notAPhotoLink) { _ = try await profiles.edit(.photo, of: ana, to: "ana.jpg") }
            await #expect(throws: ProfileError.bioLength) { _ = try await profiles.edit(.bio, of: ana, to: String(repeating: "a", count: 301)) }
            await #expect(throws: ProfileError.nameLength) { _ = try await profiles.edit(.name, of: ana, to: "") }
            try await social.post("hi", by: ana)
            let profile = try #require(try await profiles.profile(named: "ANA"))
            #expect(profile.displayName == "Ana Lopez" && profile.bio == "weekend skater" && profile.posts == 1)
            #expect(profile.photoURL == "https://example.com/ana.jpg")
        }
    }

    @Test func theConsoleStatsCountTheSocialSide() async throws {
        try await withSocial { social in
            let ana = try await social.market.user("ana")
            let bob = try await social.market.user("bob")
            _ = try await social.follows.follow("bob", by: ana)
            let post = try await social.post("hello", by: bob)
            try await social.post("spam", by: bob)
            _ = try await social.posts.comment(on: post, by: ana, text: "hi")
            _ = try await social.messages.send(from: ana, to: "bob", text: "hi")
            _ = try Moderation(database: social.market.database, clock: social.market.clock, actor: "mod").moderate(.hide, .post, post + 1, reason: "spam")
            let figures = try AdminStats.read(from: social.market.database, now: social.market.clock.now()).figures
            let counts = Dictionary(uniqueKeysWithValues: figures.map { ($0.name, $0.value) })
            #expect(counts["posts.shown"] == 1 && counts["posts.hidden"] == 1 && counts["comments.shown"] == 1)
            #expect(counts["follows"] == 1 && counts["messages"] == 1 && counts["last_hour.posts"] == 2)
        }
    }
}
