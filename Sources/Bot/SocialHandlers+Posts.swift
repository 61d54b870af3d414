import Intents
import Marketplace

/// Posting, the feed, likes and comments.
extension SocialHandlers {
    func post(
        _ text: String, photo: String?, attached: Command.Reference?, for user: Member, in session: inout Session
    ) async throws -> Reply {
        var card: (kind: Card.Kind, id: Int64)?
        if let reference = attached {
            card = try session.sharedThing(reference)
            guard card?.kind != .post else {
                throw Refusal(code: "repost", message: "You can't post a post: to pass one on, type share 2 with @NAME.")
            }
        }
        let id = try await posts.create(by: user.id, text: text, photo: photo, card: card)
        session.social.postFocus = id
        return Reply(intent: "post", lines: ["Posted! Your followers will see it in their feeds. Type feed to see yours."])
    }

    func showFeed(for user: Member, in session: inout Session) async throws -> Reply {
        return try await feedPage(for: user.id, before: nil, in: &session)
    }

    func moreFeed(in session: inout Session) async throws -> Reply {
        let user = try session.signedIn()
        guard let cursor = session.social.feedCursor else {
            return .failure(intent: "more", code: "no_more", "That was the end of your feed: follow more people to see more.")
        }
        guard session.social.posts.count < ShownSocial.furthestPost else {
            return .failure(
                intent: "more", code: "no_more",
                "That's \(ShownSocial.furthestPost) posts back, as far as the feed goes: type feed to start again from the newest.")
        }
        return try await feedPage(for: user.id, before: cursor, in: &session)
    }

    private func feedPage(for user: Int64, before: Int64?, in session: inout Session) async throws -> Reply {
        let page = try await feed.page(for: user, before: before)
        let start = before == nil ? 0 : session.social.posts.count
        session.social.posts = (before == nil ? [] : session.social.posts) + page.posts.map(\.id)
        session.social.feedCursor = page.nextCursor
        session.social.latest = .posts
        guard !page.posts.isEmpty else {
            let empty = page.source == .following
                ? "Nothing new in your feed: follow more people, or post something with post TEXT."
                : "No posts yet: write the first with post TEXT, and follow people with follow @NAME."
            return Reply(intent: "feed", lines: [empty], data: .array([]))
        }
        let now = configuration.clock.now().unixSeconds
        var lines: [String]
        switch (before, page.source) {
        case (.some, _): lines = ["More from your feed:"]
        case (nil, .following): lines = ["Your feed, newest first:"]
        case (nil, .nearby): lines = ["You don't follow anyone yet, so here's what people near you are posting:"]
        case (nil, .everywhere): lines = ["You don't follow anyone yet, so here are the latest posts:"]
        }
        for (offset, post) in page.posts.enumerated() {
            lines += SocialText.post(start + offset + 1, post, now: now, in: configuration.timeZone)
        }
        lines.append(page.nextCursor == nil
            ? "That's everything. Type like 1, comment 1 TEXT, or comments on 1."
            : "Type more for older posts, or like 1, comment 1 TEXT, comments on 1.")
        return Reply(
            intent: "feed", lines: lines,
            data: .array(page.posts.enumerated().map { SocialText.postJSON($0.element, position: start + $0.offset + 1) }))
    }

    func like(_ reference: Command.Reference?, for user: Member, in session: inout Session) async throws -> Reply {
        let id = try session.postID(reference)
        let outcome = try await posts.like(id, by: user.id)
        session.social.postFocus = id
        if let notice = outcome.notice { hub.tell([notice], now: configuration.clock.now().unixSeconds) }
        return Reply(intent: "like", lines: [outcome.added ? "Liked." : "You already like that post."])
    }

    func unlike(_ reference: Command.Reference?, for user: Member, in session: inout Session) async throws -> Reply {
        let id = try session.postID(reference)
        session.social.postFocus = id
        guard try await posts.unlike(id, by: user.id) else {
            return Reply(intent: "unlike", lines: ["You hadn't liked that post."])
        }
        return Reply(intent: "unlike", lines: ["Unliked."])
    }

    func comment(on reference: Command.Reference?, text: String?, for user: Member, in session: inout Session) async throws -> Reply {
        let id = try session.postID(reference)
        guard let text else { throw SocialError.emptyComment }
        let notice = try await posts.comment(on: id, by: user.id, text: text)
        session.social.postFocus = id
        if let notice { hub.tell([notice], now: configuration.clock.now().unixSeconds) }
        return Reply(intent: "comment", lines: ["Commented. Type comments on it to read the thread."])
    }

    func showComments(_ reference: Command.Reference?, in session: inout Session) async throws -> Reply {
        try await showComments(of: try session.postID(reference), in: &session)
    }

    private func showComments(of id: Int64, in session: inout Session) async throws -> Reply {
        let comments = try await posts.comments(on: id, for: try session.signedIn().id)
        session.social.postFocus = id
        session.social.comments = comments.map(\.id)
        session.social.latest = .comments
        guard !comments.isEmpty else {
            return Reply(intent: "show_comments", lines: ["No comments yet: be the first with comment it TEXT."], data: .array([]))
        }
        let now = configuration.clock.now().unixSeconds
        let lines = comments.enumerated().map { "\($0.offset + 1). \($0.element.authorName) · \(SocialText.ago($0.element.at, now: now, in: configuration.timeZone)): \($0.element.text)" }
        return Reply(
            intent: "show_comments", lines: ["Comments, oldest first:"] + lines,
            data: .array(comments.enumerated().map {
                .object([("position", .int($0.offset + 1)), ("author", .string($0.element.authorName)), ("text", .string($0.element.text))])
            }))
    }

    /// "show 2" after a feed: the post with its comments.
    func showPost(_ reference: Command.Reference?, in session: inout Session) async throws -> Reply {
        _ = try session.signedIn()
        return try await showPost(id: try session.postID(reference), in: &session)
    }

    func showPost(id: Int64, in session: inout Session) async throws -> Reply {
        let user = try session.signedIn()
        let post = try await posts.post(id, for: user.id)
        let position = session.social.posts.firstIndex(of: id).map { $0 + 1 } ?? 1
        var lines = SocialText.post(position, post, now: configuration.clock.now().unixSeconds, in: configuration.timeZone)
        lines += try await showComments(of: id, in: &session).lines
        return Reply(intent: "show_post", lines: lines, data: SocialText.postJSON(post, position: position))
    }
}
