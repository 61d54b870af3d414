import Foundation
@testable import Marketplace
import RentlineTesting
import Testing

/// Authors delete their own posts and comments, on both stores; a post's author may also delete comments on it.
struct DeletingWritingTests {
    @Test(arguments: TestStore.allCases)
    func aDeletedPostLeavesEveryFeedWithItsLikesAndComments(on store: TestStore) async throws {
        try await MarketFixture.with(on: store) { market in
            let posts = Posts(database: market.database, clock: market.clock)
            let feed = Feed(database: market.database)
            let follows = Follows(database: market.database, clock: market.clock)
            let (ana, bob) = (try await market.user("ana"), try await market.user("bob"))
            _ = try await follows.follow("ana", by: bob)
            let kept = try await posts.create(by: ana, text: "first ride", photo: nil, card: nil)
            let gone = try await posts.create(by: ana, text: "helmet for sale", photo: nil, card: nil)
            _ = try await posts.like(gone, by: bob)
            _ = try await posts.comment(on: gone, by: bob, text: "still for sale?")

            await #expect(throws: SocialError.notYourPost) { try await posts.delete(post: gone, by: bob) }
            await #expect(throws: SocialError.notYourPost) { _ = try await posts.ownPost(gone, by: bob) }
            let asked = try await posts.ownPost(gone, by: ana)
            #expect(asked.gist == .words("helmet for sale") && asked.likes == 1 && asked.comments == 1)

            try await posts.delete(post: gone, by: ana)
            #expect(try await feed.page(for: bob).posts.map(\.text) == ["first ride"])
            #expect(try await posts.posts(by: ana).map(\.id) == [kept])
            await #expect(throws: SocialError.noPost) { _ = try await posts.post(gone, for: ana) }
            await #expect(throws: SocialError.noPost) { try await posts.delete(post: gone, by: ana) }
            let left = try await market.database.read { db in
                try ["comments", "post_likes", "feed_entries"].map { table in
                    try Int.fetchOne(db, sql: "SELECT count(*) FROM \(table) WHERE post_id = ?", arguments: [gone]) ?? -1
                }
            }
            #expect(left == [0, 0, 0])
        }
    }

    @Test(arguments: TestStore.allCases)
    func aCommentIsDeletedByItsAuthorOrThePostsAuthorOnly(on store: TestStore) async throws {
        try await MarketFixture.with(on: store) { market in
            let posts = Posts(database: market.database, clock: market.clock)
            let (ana, bob, carl) = (try await market.user("ana"), try await market.user("bob"), try await market.user("carl"))
            let post = try await posts.create(by: ana, text: "skate at the marina?", photo: nil, card: nil)
            _ = try await posts.comment(on: post, by: bob, text: "count me in")
            _ = try await posts.comment(on: post, by: carl, text: "buy my wax")
            let bobs = try await posts.comments(by: bob, on: post)
            #expect(bobs.map(\.gist) == [.words("count me in")])
            let carls = try #require(try await posts.latestComment(by: carl))

            await #expect(throws: SocialError.notYourComment) { _ = try await posts.deletableComment(bobs[0].id, by: carl) }
            await #expect(throws: SocialError.notYourComment) { try await posts.delete(comment: bobs[0].id, by: carl) }
            try await posts.delete(comment: bobs[0].id, by: bob)
            #expect(try await posts.deletableComment(carls.id, by: ana).onPost == .words("skate at the marina?"))
            try await posts.delete(comment: carls.id, by: ana)

            #expect(try await posts.comments(on: post, for: ana).isEmpty)
            #expect(try await posts.post(post, for: ana).commentCount == 0)
            await #expect(throws: SocialError.noComment) { try await posts.delete(comment: carls.id, by: ana) }
            #expect(try await posts.latestComment(by: bob) == nil)
        }
    }

    @Test(arguments: TestStore.allCases)
    func peopleAreFoundByPartOfTheirUsernameOrDisplayNameExactFirst(on store: TestStore) async throws {
        try await MarketFixture.with(on: store) { market in
            let profiles = Profiles(database: market.database)
            for name in ["bobby", "bob", "abbott", "carl", "ro_b1"] { _ = try await market.user(name) }
            _ = try await profiles.edit(.name, of: try await market.user("dee"), to: "Dee Bolton")
            #expect(try await profiles.find("BOB").map(\.username) == ["bob", "bobby"])
            #expect(try await profiles.find("bo").map(\.username) == ["bob", "bobby", "abbott", "dee"])
            #expect(try await profiles.find("o%b").isEmpty)
            #expect(try await profiles.find("o_b").map(\.username) == ["ro_b1"])
            #expect(try await profiles.find("bolton").map(\.displayName) == ["Dee Bolton"])
        }
    }
}
