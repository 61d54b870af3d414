import Intents
import Marketplace

/// Deleting one's own posts and comments: the bot names the one it found and deletes it only on a yes.
extension SocialHandlers {
    /// "delete post 2", "delete my last post", "delete my post about the tent": asks before deleting the post named.
    /// When the words fit several of the person's posts, or none is named, it lists theirs to pick from.
    func askToDeletePost(_ named: Command.OwnWriting, for user: Member, in session: inout Session) async throws -> Reply {
        let candidates: [Posts.OwnWriting]
        switch named {
        case .reference(let reference?):
            return askToDelete(post: try await posts.ownPost(try session.postID(reference), by: user.id), in: &session)
        case .latest:
            candidates = try await posts.posts(by: user.id, limit: 1)
        case .reference(nil):
            candidates = try await posts.posts(by: user.id)
        case .described(let words):
            candidates = try await posts.posts(by: user.id, limit: 50).filter { Self.holds(words, $0.gist) }
        }
        guard candidates.count != 1 else { return askToDelete(post: candidates[0], in: &session) }
        guard !candidates.isEmpty else {
            if case .described(let words) = named, !(try await posts.posts(by: user.id, limit: 1)).isEmpty {
                return .failure(
                    intent: "delete_post", code: "no_such_post",
                    "None of your posts mentions \"\(words.joined(separator: " "))\": type delete my post to list yours.")
            }
            return .failure(intent: "delete_post", code: "no_posts", "You haven't posted anything yet, so there's nothing to delete.")
        }
        session.social.posts = candidates.map(\.id)
        session.social.postFocus = nil
        session.social.latest = .posts
        let now = configuration.clock.now().unixSeconds
        let lines = candidates.enumerated().map { "\($0.offset + 1). \($0.element.gist.quoted) · \(SocialText.ago($0.element.at, now: now, in: configuration.timeZone))" }
        return Reply(
            intent: "delete_post", lines: ["Which post? Yours, newest first:"] + lines + ["Type delete post 1 with the number of the one to delete."])
    }

    /// "delete comment 2", "delete my last comment", "delete my comment on post 1": asks before deleting the comment
    /// named, or lists the person's comments on the post to pick from.
    func askToDeleteComment(
        _ named: Command.OwnWriting, onPost post: Command.Reference?, for user: Member, in session: inout Session
    ) async throws -> Reply {
        switch named {
        case .reference(let reference?):
            let id = try Session.pick(
                Session.positional(reference), ids: session.social.comments, focus: nil, unfocused: .whichComment, list: .comments)
            return askToDelete(comment: try await posts.deletableComment(id, by: user.id), in: &session)
        case .latest:
            guard let latest = try await posts.latestComment(by: user.id) else {
                return .failure(intent: "delete_comment", code: "no_comments", "You haven't commented on anything yet, so there's nothing to delete.")
            }
            return askToDelete(comment: latest, in: &session)
        case .reference(nil), .described:
            let described = if case .described = named { true } else { false }
            guard let postID = try post.map({ try session.postID($0) }) ?? (described ? nil : session.social.postFocus) else {
                return try await askToDeleteRecentComment(named, for: user, in: &session)
            }
            var own = try await posts.comments(by: user.id, on: postID)
            if case .described(let words) = named { own = own.filter { Self.holds(words, $0.gist) } }
            guard own.count != 1 else { return askToDelete(comment: own[0], in: &session) }
            guard !own.isEmpty else {
                return .failure(
                    intent: "delete_comment", code: "no_comments",
                    "You have no comment on that post to delete: type comments on it to read its thread.")
            }
            session.social.comments = own.map(\.id)
            session.social.postFocus = postID
            session.social.latest = .comments
            let lines = own.enumerated().map { "\($0.offset + 1). \($0.element.gist.quoted)" }
            return Reply(
                intent: "delete_comment",
                lines: ["Which comment? Yours on that post, oldest first:"] + lines + ["Type delete comment 1 with the number of the one to delete."])
        }
    }

    /// Answers "Delete your post …?": yes (or asking again) deletes it; no keeps it; nil for anything else.
    func answerPostDeletion(_ post: Posts.OwnWriting, saying command: Command, in session: inout Session) async throws -> Reply? {
        switch command {
        case .confirm, .deletePost(.reference(nil)), .deletePost(.reference(.it?)):
            try await posts.delete(post: post.id, by: try session.signedIn().id)
            session.social.posts.removeAll { $0 == post.id }
            if session.social.postFocus == post.id { session.social.postFocus = nil }
            return Reply(intent: "delete_post", lines: ["Deleted your post \(post.gist.quoted): it's gone from every feed."])
        case .deny:
            return Reply(intent: "deny", lines: ["Kept your post \(post.gist.quoted): nothing was deleted."])
        default:
            return nil
        }
    }

    /// Answers "Delete the comment …?": yes (or asking again) deletes it; no keeps it; nil for anything else.
    func answerCommentDeletion(_ comment: Posts.OwnWriting, saying command: Command, in session: inout Session) async throws -> Reply? {
        switch command {
        case .confirm, .deleteComment(.reference(nil), nil), .deleteComment(.reference(.it?), nil):
            try await posts.delete(comment: comment.id, by: try session.signedIn().id)
            session.social.comments.removeAll { $0 == comment.id }
            return Reply(intent: "delete_comment", lines: ["Deleted the comment \(comment.gist.quoted)."])
        case .deny:
            return Reply(intent: "deny", lines: ["Kept the comment \(comment.gist.quoted): nothing was deleted."])
        default:
            return nil
        }
    }

    private func askToDelete(post: Posts.OwnWriting, in session: inout Session) -> Reply {
        session.prompt = .postDeletion(post)
        session.social.postFocus = post.id
        let now = configuration.clock.now().unixSeconds
        var goesWith: [String] = []
        if post.likes > 0 { goesWith.append(post.likes == 1 ? "its like" : "its \(post.likes) likes") }
        if post.comments > 0 { goesWith.append(post.comments == 1 ? "its comment" : "its \(post.comments) comments") }
        let with = goesWith.isEmpty ? "" : ", with \(goesWith.joined(separator: " and ")),"
        return Reply(intent: "delete_post", lines: [
            "Delete your post \(post.gist.quoted) from \(SocialText.ago(post.at, now: now, in: configuration.timeZone))? It goes from every feed\(with) and can't be brought back.",
            "Type yes to delete it, or no to keep it.",
        ])
    }

    private func askToDelete(comment: Posts.OwnWriting, in session: inout Session) -> Reply {
        session.prompt = .commentDeletion(comment)
        let on = comment.onPost.map { " on the post \($0.quoted)" } ?? ""
        return Reply(intent: "delete_comment", lines: [
            "Delete the comment \(comment.gist.quoted)\(on)? It can't be brought back.", "Type yes to delete it, or no to keep it.",
        ])
    }

    /// True when every word of `words` is among the words of the post or comment, as `WordStems` reads them.
    /// "delete my comment", "delete my comment about snacks", "delete my comment on bob's post": with no post in view,
    /// the person's recent comments whose words, or whose post's words or author, hold the description. One is asked
    /// about; several are listed to pick from.
    private func askToDeleteRecentComment(_ named: Command.OwnWriting, for user: Member, in session: inout Session) async throws -> Reply {
        var own = try await posts.recentComments(by: user.id)
        if case .described(let words) = named {
            own = own.filter { comment in
                words.allSatisfy { word in
                    let name = word.hasSuffix("'s") ? String(word.dropLast(2)) : word
                    return Self.holds([word], comment.gist) || comment.onPost.map { Self.holds([word], $0) } == true
                        || comment.onPostBy?.lowercased() == name
                }
            }
        }
        guard own.count != 1 else { return askToDelete(comment: own[0], in: &session) }
        guard !own.isEmpty else {
            if case .described(let words) = named {
                return .failure(
                    intent: "delete_comment", code: "no_such_comment",
                    "None of your comments fits \"\(words.joined(separator: " "))\": type delete my comment to list yours.")
            }
            return .failure(intent: "delete_comment", code: "no_comments", "You haven't commented on anything yet, so there's nothing to delete.")
        }
        let lines = own.enumerated().map { offset, comment in
            "\(offset + 1). \(comment.gist.quoted)\(comment.onPostBy.map { " on \($0)'s post" } ?? "")"
        }
        return Reply(
            intent: "delete_comment",
            lines: ["Which comment? Yours, newest first:"] + lines + ["Say which by its words, as in: delete my comment about the hike"])
    }

    private static func holds(_ words: [String], _ gist: PostGist) -> Bool {
        let text: String
        switch gist {
        case .words(let said): text = said
        case .card(let title): text = title
        case .photo, .nothing: return false
        }
        let said = WordStems.of(text)
        return words.allSatisfy { said.contains(WordStems.stem($0)) }
    }
}
