import Intents
import Marketplace

/// Posts named by who wrote them or what they say: "like ana's hike post", "comment on bob's post: same lol",
/// "report the karaoke post".
extension SocialHandlers {
    /// Finds the post `described` names and puts it in focus, so the command can take it as "it"; nil then. An
    /// author's posts are searched when one is named, else the feed in view, or with none in view the first page of
    /// the person's feed and their own posts. Several that fit are listed to pick from by number, as the reply to
    /// show instead; none that fits is refused, saying what was looked at.
    func focusPost(_ said: Command.PostDescribed, doing intent: String, for user: Member, in session: inout Session) async throws -> Reply? {
        var described = said
        if let name = said.author {
            guard let author = try await profileNamed(name) else { throw SocialError.noOneCalled(name) }
            described.author = author.username
        }
        let wanted = described.words.map(WordStems.stem)
        let fits = { (candidate: (id: Int64, text: String)) in wanted.allSatisfy(WordStems.of(candidate.text).contains) }
        var fitting = try await postsToSearch(for: described, inView: true, user: user, in: session).filter(fits)
        if fitting.isEmpty, described.author == nil, !session.social.posts.isEmpty {
            fitting = try await postsToSearch(for: described, inView: false, user: user, in: session).filter(fits)
        }
        if described.latest { fitting = Array(fitting.prefix(1)) }
        let name = described.words.joined(separator: " ")
        switch fitting.count {
        case 1:
            session.social.postFocus = fitting[0].id
            return nil
        case 0:
            let looked = described.author.map { "\($0)'s posts" } ?? "the posts you've seen"
            let fits = name.isEmpty ? "is there" : "fits \"\(name)\""
            throw Refusal(code: "no_such_post", message: "None of \(looked) \(fits): type feed, then use the post's number, as in: like 1")
        default:
            session.social.posts = fitting.map(\.id)
            session.social.postFocus = nil
            session.social.latest = .posts
            let lines = fitting.enumerated().map { "\($0.offset + 1). \(Self.gist($0.element.text))" }
            let heading = described.author.map { "\(fitting.count) of \($0)'s posts fit:" } ?? "\(fitting.count) posts fit \"\(name)\":"
            return Reply(intent: intent, lines: [heading] + lines + ["Say which by its number, as in: \(Self.pickExample[intent] ?? "\(intent) 1")"])
        }
    }

    /// The posts a description is matched against, with their words: the author's, newest first; else the feed in
    /// view when `inView` and there is one; else the first page of the person's feed and their own posts.
    private func postsToSearch(
        for described: Command.PostDescribed, inView: Bool, user: Member, in session: Session
    ) async throws -> [(id: Int64, text: String)] {
        if let name = described.author {
            guard let profile = try await profiles.profile(named: name) else {
                throw SocialError.noOneCalled(name)
            }
            return try await posts.posts(by: profile.id, limit: 50).map { ($0.id, Self.words(of: $0.gist)) }
        }
        let fromView = inView && !session.social.posts.isEmpty
        var views: [PostView] = []
        if fromView {
            for id in session.social.posts {
                if let view = try? await posts.post(id, for: user.id) { views.append(view) }
            }
        } else {
            views = try await feed.page(for: user.id).posts
        }
        var found = views.map { (id: $0.id, text: [$0.text, $0.card?.title ?? ""].joined(separator: " ")) }
        if !fromView {
            let own = try await posts.posts(by: user.id, limit: 50).filter { post in !found.contains { $0.id == post.id } }
            found += own.map { ($0.id, Self.words(of: $0.gist)) }
        }
        return found
    }

    /// The person called `name`; else, for "mateos" of "like mateos post", the one called "mateo".
    private func profileNamed(_ name: String) async throws -> Profile? {
        if let profile = try await profiles.profile(named: name) { return profile }
        guard name.hasSuffix("s"), name.count > 1 else { return nil }
        return try await profiles.profile(named: String(name.dropLast()))
    }

    /// How to name one of the posts listed for each command, where "like 1" would not do.
    private static let pickExample = ["comment": "comment 1 TEXT", "report": "report post 1", "show_comments": "comments on 1"]

    private static func words(of gist: PostGist) -> String {
        switch gist {
        case .words(let said): said
        case .card(let title): title
        case .photo, .nothing: ""
        }
    }

    private static func gist(_ text: String) -> String {
        "\"\(text.count > 40 ? text.prefix(39) + "…" : text)\""
    }
}
