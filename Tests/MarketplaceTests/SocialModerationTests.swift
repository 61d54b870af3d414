import GRDB
@testable import Marketplace
import RentlineTesting
import Testing

/// Hiding posts and comments from the console, and users' reports of posts, comments and messages.
struct SocialModerationTests {
    let ride = PostGist.words("First ride of the season")
    /// How the audit log names bob's post.
    let postTarget = "post 1 by bob \"First ride of the season\""

    /// Bob's post "First ride of the season", followed by ana, with comments by carl and ana.
    struct World {
        var market: MarketFixture
        var ana: Int64
        var bob: Int64
        var carl: Int64
        var post: Int64

        var posts: Posts { Posts(database: market.database, clock: market.clock) }
        var reports: Reports { Reports(database: market.database, clock: market.clock) }
        var admin: Moderation { Moderation(database: market.database, clock: market.clock, actor: "mod") }

        func feed(of user: Int64) async throws -> [Int64] {
            try await Feed(database: market.database).page(for: user).posts.map(\.id)
        }

        func commentCount() async throws -> Int {
            try await posts.post(post, for: ana).commentCount
        }

        func notices() async throws -> [Notice] {
            try await ServerSignals(database: market.database).after(0).compactMap { entry in
                guard case .notify(let notice) = entry.signal else { return nil }
                return notice
            }
        }

        func audit() throws -> [String] {
            try AuditLog.entries(since: 0, limit: 100, in: market.database).map { "\($0.action): \($0.target) (\($0.reason))" }
        }

        func queue() throws -> [String] {
            try AdminViews(database: market.database).reports(includeClosed: true, limit: 20).reversed().map(\.subject)
        }
    }

    func withWorld(_ body: (World) async throws -> Void) async throws {
        try await MarketFixture.with { market in
            let ana = try await market.user("ana")
            let bob = try await market.user("bob")
            let carl = try await market.user("carl")
            let posts = Posts(database: market.database, clock: market.clock)
            _ = try await Follows(database: market.database, clock: market.clock).follow("bob", by: ana)
            let post = try await posts.create(by: bob, text: "First ride of the season", photo: nil, card: nil)
            _ = try await posts.comment(on: post, by: carl, text: "nobody cares")
            _ = try await posts.comment(on: post, by: ana, text: "looks great!")
            try await body(World(market: market, ana: ana, bob: bob, carl: carl, post: post))
        }
    }

    @Test func hidingAPostTakesItOutOfFeedsTellsItsAuthorAndUnhidingBringsItBack() async throws {
        try await withWorld { world throws in
            #expect(try await world.feed(of: world.ana) == [world.post])
            #expect(try world.admin.moderate(.hide, .post, world.post, reason: "spam") == .itemChanged(.hide, .post, target: postTarget, restoredStatus: nil))
            #expect(try await world.feed(of: world.ana) == [])
            await #expect(throws: SocialError.noPost) { _ = try await world.posts.comments(on: world.post, for: world.ana) }
            #expect(throws: ModerationError.itemState(.post, 1, .alreadyHidden)) { try world.admin.moderate(.hide, .post, 1, reason: "again") }
            #expect(throws: ModerationError.reasonRequired(.item(.hide, .post, 1))) { try world.admin.moderate(.hide, .post, 1, reason: "") }
            #expect(throws: ModerationError.noPost(9)) { try world.admin.moderate(.hide, .post, 9, reason: "spam") }

            #expect(try world.admin.moderate(.unhide, .post, 1, reason: "") == .itemChanged(.unhide, .post, target: postTarget, restoredStatus: nil))
            #expect(try await world.feed(of: world.ana) == [world.post])
            #expect(throws: ModerationError.itemState(.post, 1, .notHidden)) { try world.admin.moderate(.unhide, .post, 1, reason: "") }
            #expect(try await world.notices() == [
                Notice(userID: world.bob, event: .moderated(.post(ride), .hide, reason: "spam")),
                Notice(userID: world.bob, event: .moderated(.post(ride), .unhide, reason: "")),
            ])
            #expect(try await world.market.notifications.unreadCount(of: world.bob) == 5)
            #expect(try world.audit() == [
                "hide post: post 1 by bob \"First ride of the season\" (spam)",
                "unhide post: post 1 by bob \"First ride of the season\" ()",
            ])
        }
    }

    @Test func hidingACommentKeepsTheCommentCountToTheCommentsShown() async throws {
        try await withWorld { world throws in
            #expect(try await world.commentCount() == 2)
            #expect(try world.admin.moderate(.hide, .comment, 1, reason: "rude") == .itemChanged(.hide, .comment, target: "comment 1 by carl on post 1", restoredStatus: nil))
            #expect(try await world.commentCount() == 1)
            #expect(try await world.posts.comments(on: world.post, for: world.ana).map(\.authorName) == ["ana"])
            #expect(throws: ModerationError.itemState(.comment, 1, .alreadyHidden)) { try world.admin.moderate(.hide, .comment, 1, reason: "again") }
            #expect(try await world.commentCount() == 1)
            #expect(throws: ModerationError.reasonRequired(.item(.hide, .comment, 2))) { try world.admin.moderate(.hide, .comment, 2, reason: " ") }
            #expect(throws: ModerationError.noComment(9)) { try world.admin.moderate(.hide, .comment, 9, reason: "rude") }

            #expect(try world.admin.moderate(.unhide, .comment, 1, reason: "apologised") == .itemChanged(.unhide, .comment, target: "comment 1 by carl on post 1", restoredStatus: nil))
            #expect(try await world.commentCount() == 2)
            #expect(throws: ModerationError.itemState(.comment, 1, .notHidden)) { try world.admin.moderate(.unhide, .comment, 1, reason: "") }
            #expect(try await world.commentCount() == 2)
            #expect(try await world.notices() == [
                Notice(userID: world.carl, event: .moderated(.comment(postAuthor: "bob", on: ride), .hide, reason: "rude")),
                Notice(userID: world.carl, event: .moderated(.comment(postAuthor: "bob", on: ride), .unhide, reason: "apologised")),
            ])
            #expect(try world.audit() == ["hide comment: comment 1 by carl on post 1 (rude)", "unhide comment: comment 1 by carl on post 1 (apologised)"])
        }
    }

    @Test func aCommentOnItsAuthorsOwnPostIsNamedSo() async throws {
        try await withWorld { world throws in
            _ = try await world.posts.comment(on: world.post, by: world.bob, text: "thanks all")
            _ = try world.admin.moderate(.hide, .comment, 3, reason: "off topic")
            #expect(try await world.notices() == [
                Notice(userID: world.bob, event: .moderated(.comment(postAuthor: nil, on: ride), .hide, reason: "off topic")),
            ])
        }
    }

    @Test func usersReportPostsCommentsAndMessagesAndTheQueueNamesThem() async throws {
        try await withWorld { world throws in
            let messages = Messages(database: world.market.database, clock: world.market.clock)
            _ = try await messages.send(from: world.carl, to: "ana", text: "delete your comment or else, I know where you ride")
            let reports = world.reports
            #expect(try await reports.file(by: world.ana, about: .post(world.post), reason: "spam") == "bob's post \"First ride of the season\"")
            #expect(try await reports.file(by: world.bob, about: .comment(1), reason: "rude") == "carl's comment on your post")
            #expect(try await reports.file(by: world.ana, about: .comment(1), reason: "rude") == "carl's comment on bob's post")
            #expect(try await reports.file(by: world.ana, about: .messageFrom(sender: "Carl"), reason: "threats")
                == "carl's message \"delete your comment or else, I know whe…\"")

            await #expect(throws: ReportError.reportOwn("post")) { _ = try await reports.file(by: world.bob, about: .post(world.post), reason: "x") }
            await #expect(throws: ReportError.reportOwn("comment")) { _ = try await reports.file(by: world.carl, about: .comment(1), reason: "x") }
            await #expect(throws: ReportError.reportOwn("message")) { _ = try await reports.file(by: world.ana, about: .messageFrom(sender: "ana"), reason: "x") }
            await #expect(throws: ReportError.messageToReport("bob")) { _ = try await reports.file(by: world.ana, about: .messageFrom(sender: "bob"), reason: "x") }
            await #expect(throws: ReportError.noOneCalled("bobby")) { _ = try await reports.file(by: world.ana, about: .messageFrom(sender: "bobby"), reason: "x") }
            await #expect(throws: ReportError.alreadyReported) { _ = try await reports.file(by: world.ana, about: .comment(1), reason: "again") }
            _ = try world.admin.moderate(.hide, .comment, 2, reason: "test")
            await #expect(throws: ReportError.commentGone) { _ = try await reports.file(by: world.bob, about: .comment(2), reason: "x") }
            _ = try world.admin.moderate(.hide, .post, world.post, reason: "test")
            await #expect(throws: SocialError.noPost) { _ = try await reports.file(by: world.carl, about: .post(world.post), reason: "x") }

            #expect(try world.queue() == [
                "post 1 by bob \"First ride of the season\"",
                "comment 1 by carl on post 1",
                "comment 1 by carl on post 1",
                "message from carl \"delete your comment or else, I know whe…\"",
            ])
            let carl = try #require(try AdminViews(database: world.market.database).user("carl"))
            #expect(carl.reports.count == 3)
        }
    }

    @Test func resolvingWithHideHidesAReportedPostOrCommentAndTellsTheReporters() async throws {
        try await withWorld { world throws in
            _ = try await world.reports.file(by: world.ana, about: .comment(1), reason: "rude")
            _ = try await world.reports.file(by: world.bob, about: .comment(1), reason: "rude on my post")
            _ = try await world.reports.file(by: world.carl, about: .post(world.post), reason: "boring")
            #expect(try world.admin.resolveReport(1, note: "insults", action: .hide)
                == .reportResolved(1, others: 1, subject: "comment", then: .itemChanged(.hide, .comment, target: "comment 1 by carl on post 1", restoredStatus: nil)))
            #expect(try await world.commentCount() == 1)
            #expect(try world.admin.resolveReport(3, note: "spam", action: .hide)
                == .reportResolved(3, others: 0, subject: "post", then: .itemChanged(.hide, .post, target: postTarget, restoredStatus: nil)))
            #expect(try await world.feed(of: world.ana) == [])
            let told = try await world.notices()
            #expect(told.contains(Notice(userID: world.carl, event: .moderated(.comment(postAuthor: "bob", on: ride), .hide, reason: "insults"))))
            #expect(told.contains(Notice(userID: world.ana, event: .reportClosed(subject: "comment", actedOn: true))))
            #expect(told.contains(Notice(userID: world.bob, event: .reportClosed(subject: "comment", actedOn: true))))
            #expect(told.contains(Notice(userID: world.carl, event: .reportClosed(subject: "post", actedOn: true))))
            #expect(try world.audit() == ["resolve report, hide: report 1 (insults)", "resolve report, hide: report 3 (spam)"])
        }
    }

    @Test func resolvingWithBanBansTheAuthorOrSenderAndHideIsRefusedForAMessage() async throws {
        try await withWorld { world throws in
            let messages = Messages(database: world.market.database, clock: world.market.clock)
            _ = try await messages.send(from: world.carl, to: "ana", text: "buy my crypto")
            _ = try await messages.send(from: world.bob, to: "ana", text: "sorry about carl")
            _ = try await world.reports.file(by: world.ana, about: .messageFrom(sender: "carl"), reason: "spam")
            _ = try await world.reports.file(by: world.ana, about: .comment(1), reason: "rude")
            _ = try await world.reports.file(by: world.carl, about: .post(world.post), reason: "boring")
            #expect(throws: ModerationError.actionNotForSubject(action: "hide", subject: "message")) {
                try world.admin.resolveReport(1, note: "spam", action: .hide)
            }
            #expect(try world.admin.resolveReport(1, note: "crypto spam", action: .ban)
                == .reportResolved(1, others: 0, subject: "message", then: .banned("carl", listingsHidden: 0)))
            #expect(throws: ModerationError.alreadyBanned("carl")) {
                try world.admin.resolveReport(2, note: "rude", action: .ban)
            }
            #expect(try world.admin.resolveReport(3, note: "fake rides", action: .ban)
                == .reportResolved(3, others: 0, subject: "post", then: .banned("bob", listingsHidden: 0)))
            #expect(try await world.feed(of: world.ana) == [])
            #expect(try AdminViews(database: world.market.database).reports(includeClosed: false, limit: 10).map(\.id) == [2])
            _ = try world.admin.unban("carl", reason: "")
            #expect(try world.admin.resolveReport(2, note: "rude", action: .ban)
                == .reportResolved(2, others: 0, subject: "comment", then: .banned("carl", listingsHidden: 0)))
        }
    }
}
