import GRDB

/// One listing, review, post or comment as a moderator's action reads it, inside that action's transaction.
struct ModeratedItem {
    /// Where the item stands, which decides what a moderator may do to it.
    enum Standing: Equatable {
        case shown, hidden, pending, ownerBanned, removed
    }

    /// A count kept elsewhere that must follow whether the item is shown.
    enum Tally {
        /// A published review about a listing counts in that listing's rating.
        case listingRating(listingID: Int64, rating: Int)
        /// A comment counts in its post's comment count.
        case postComments(postID: Int64)

        /// Counts the item in (`sign` +1) or takes it out (-1).
        func count(_ sign: Int, in db: SQLSession) throws {
            switch self {
            case .listingRating(let listingID, let rating):
                try db.execute(
                    sql: "UPDATE listings SET rating_count = rating_count + ?, rating_total = rating_total + ? WHERE id = ?",
                    arguments: [sign, sign * rating, listingID])
            case .postComments(let postID):
                try db.execute(sql: "UPDATE posts SET comment_count = comment_count + ? WHERE id = ?", arguments: [sign, postID])
            }
        }
    }

    var kind: ModeratedKind
    var id: Int64
    /// How the audit log and the admin's reply name it: listing 1 "Drill", review 3 by bob of ana.
    var target: String
    var standing: Standing
    /// The user behind it: the listing's owner, or the author of the review, post or comment.
    var ownerID: Int64
    var ownerName: String
    var ownerBanned: Bool
    /// Who is told of an action on it, each with what it is to them: their listing, a review of them.
    var audience: [(userID: Int64, thing: ModeratedThing)]
    var tally: Tally?
    /// For a listing, the status a moderator's hold gives back when it is lifted.
    var restoredStatus = "active"

    static func fetch(_ kind: ModeratedKind, _ id: Int64, in db: SQLSession) throws -> ModeratedItem {
        let item: ModeratedItem? = switch kind {
        case .listing: try listing(id, in: db)
        case .review: try review(id, in: db)
        case .post: try post(id, in: db)
        case .comment: try comment(id, in: db)
        }
        guard let item else { throw kind.missing(id) }
        return item
    }

    private static func listing(_ id: Int64, in db: SQLSession) throws -> ModeratedItem? {
        guard let row = try Row.fetchOne(
            db,
            sql: """
                SELECT l.title, l.owner_id, u.username, u.banned_at IS NOT NULL, l.status, m.state, m.status_before FROM listings l
                JOIN users u ON u.id = l.owner_id LEFT JOIN listing_moderation m ON m.listing_id = l.id WHERE l.id = ?
                """,
            arguments: [id])
        else { return nil }
        let title: String = row[0], status: String = row[4]
        let standing: Standing = switch (status, row[5] as String?) {
        case ("removed", _): .removed
        case (_, "hidden"?): .hidden
        case (_, "owner_banned"?): .ownerBanned
        case (_, "pending"?): .pending
        default: .shown
        }
        return ModeratedItem(
            kind: .listing, id: id, target: "listing \(id) \"\(title)\"", standing: standing, ownerID: row[1], ownerName: row[2],
            ownerBanned: row[3], audience: [(row[1], .listing(title: title))], tally: nil,
            restoredStatus: row[6] ?? status)
    }

    private static func review(_ id: Int64, in db: SQLSession) throws -> ModeratedItem? {
        guard let row = try Row.fetchOne(
            db,
            sql: """
                SELECT r.author_id, a.username, a.banned_at IS NOT NULL, r.subject_id, s.username, r.hidden_at IS NOT NULL,
                    CASE WHEN r.about_listing = 1 AND r.published_at IS NOT NULL THEN r.listing_id END, r.rating
                FROM reviews r JOIN users a ON a.id = r.author_id JOIN users s ON s.id = r.subject_id WHERE r.id = ?
                """,
            arguments: [id])
        else { return nil }
        let author: String = row[1], subject: String = row[4]
        return ModeratedItem(
            kind: .review, id: id, target: "review \(id) by \(author) of \(subject)", standing: (row[5] as Bool) ? .hidden : .shown,
            ownerID: row[0], ownerName: author, ownerBanned: row[2],
            audience: [(row[0], .yourReview(of: subject)), (row[3], .reviewOfYou(by: author))],
            tally: (row[6] as Int64?).map { .listingRating(listingID: $0, rating: row[7]) })
    }

    private static func post(_ id: Int64, in db: SQLSession) throws -> ModeratedItem? {
        guard let row = try Row.fetchOne(
            db,
            sql: """
                SELECT p.author_id, u.username, u.banned_at IS NOT NULL, p.hidden_at IS NOT NULL FROM posts p
                JOIN users u ON u.id = p.author_id WHERE p.id = ?
                """,
            arguments: [id])
        else { return nil }
        let author: String = row[1], gist = try PostGist.of(post: id, in: db)
        return ModeratedItem(
            kind: .post, id: id, target: "post \(id) by \(author) \(gist.quoted)", standing: (row[3] as Bool) ? .hidden : .shown,
            ownerID: row[0], ownerName: author, ownerBanned: row[2], audience: [(row[0], .post(gist))], tally: nil)
    }

    private static func comment(_ id: Int64, in db: SQLSession) throws -> ModeratedItem? {
        guard let row = try Row.fetchOne(
            db,
            sql: """
                SELECT c.post_id, c.author_id, a.username, a.banned_at IS NOT NULL, p.author_id, pa.username, c.hidden_at IS NOT NULL
                FROM comments c JOIN users a ON a.id = c.author_id JOIN posts p ON p.id = c.post_id
                JOIN users pa ON pa.id = p.author_id WHERE c.id = ?
                """,
            arguments: [id])
        else { return nil }
        let postID: Int64 = row[0], authorID: Int64 = row[1], author: String = row[2]
        let postAuthor: String? = row[4] as Int64 == authorID ? nil : row[5]
        return ModeratedItem(
            kind: .comment, id: id, target: "comment \(id) by \(author) on post \(postID)", standing: (row[6] as Bool) ? .hidden : .shown,
            ownerID: authorID, ownerName: author, ownerBanned: row[3],
            audience: [(authorID, .comment(postAuthor: postAuthor, on: try PostGist.of(post: postID, in: db)))],
            tally: .postComments(postID: postID))
    }
}
