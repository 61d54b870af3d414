import GRDB

extension Moderation {
    /// A review with the names moderation shows and the people it tells.
    struct ModeratedReview {
        var id: Int64
        var authorID: Int64
        var authorName: String
        var subjectID: Int64
        var subjectName: String
        var hiddenAt: Int64?
        /// The listing whose rating counts this review while it is published and shown.
        var ratedListing: Int64?
        var rating: Int

        var target: String { "review \(id) by \(authorName) of \(subjectName)" }

        static func fetch(_ id: Int64, in db: Database) throws -> ModeratedReview {
            guard
                let row = try Row.fetchOne(
                    db,
                    sql: """
                        SELECT r.author_id, a.username, r.subject_id, s.username, r.hidden_at,
                            CASE WHEN r.about_listing AND r.published_at IS NOT NULL THEN r.listing_id END, r.rating
                        FROM reviews r
                        JOIN users a ON a.id = r.author_id JOIN users s ON s.id = r.subject_id WHERE r.id = ?
                        """,
                    arguments: [id])
            else { throw ModerationError.noReview(id) }
            return ModeratedReview(
                id: id, authorID: row[0], authorName: row[1], subjectID: row[2], subjectName: row[3], hiddenAt: row[4],
                ratedListing: row[5], rating: row[6])
        }

        /// Takes the review out of its listing's rating (`sign` -1) or puts it back (+1).
        func countInRating(_ sign: Int, in db: Database) throws {
            guard let ratedListing else { return }
            try db.execute(
                sql: "UPDATE listings SET rating_count = rating_count + ?, rating_total = rating_total + ? WHERE id = ?",
                arguments: [sign, sign * rating, ratedListing])
        }

        /// Tells the reviewer and the reviewed what a moderator did.
        func notifyBoth(_ kind: String, done: String, reason: String, at now: Int64, in db: Database) throws {
            try ServerSignal.leave(
                Notice(userID: authorID, kind: kind, text: "A moderator \(done) your review of \(subjectName)\(Moderation.because(reason))"),
                at: now, in: db)
            try ServerSignal.leave(
                Notice(userID: subjectID, kind: kind, text: "A moderator \(done) \(authorName)'s review of you\(Moderation.because(reason))"),
                at: now, in: db)
        }
    }

    public func hideReview(_ id: Int64, reason: String) throws -> String {
        try Self.requireReason(reason, example: "hide review \(id) personal details")
        return try act("hide review", reason: reason) { db, now in
            let review = try ModeratedReview.fetch(id, in: db)
            return (review.target, try Self.hide(review, reason: reason, at: now, in: db))
        }
    }

    static func hide(_ review: ModeratedReview, reason: String, at now: Int64, in db: Database) throws -> String {
        guard review.hiddenAt == nil else { throw ModerationError.reviewState(review.id, "is already hidden") }
        try db.execute(
            sql: "UPDATE reviews SET hidden_at = ?, hidden_reason = ? WHERE id = ?", arguments: [now, reason, review.id])
        try review.countInRating(-1, in: db)
        try review.notifyBoth("review_hidden", done: "hid", reason: reason, at: now, in: db)
        return "Hid \(review.target); both were told."
    }

    public func unhideReview(_ id: Int64, reason: String) throws -> String {
        try act("unhide review", reason: reason) { db, now in
            let review = try ModeratedReview.fetch(id, in: db)
            guard review.hiddenAt != nil else { throw ModerationError.reviewState(id, "isn't hidden") }
            try db.execute(sql: "UPDATE reviews SET hidden_at = NULL, hidden_reason = NULL WHERE id = ?", arguments: [id])
            try review.countInRating(1, in: db)
            try review.notifyBoth("review_restored", done: "restored", reason: reason, at: now, in: db)
            return (review.target, "Restored \(review.target); both were told.")
        }
    }

    public func deleteReview(_ id: Int64, reason: String) throws -> String {
        try Self.requireReason(reason, example: "delete review \(id) threats")
        return try act("delete review", reason: reason) { db, now in
            let review = try ModeratedReview.fetch(id, in: db)
            try db.execute(sql: "DELETE FROM reviews WHERE id = ?", arguments: [id])
            if review.hiddenAt == nil { try review.countInRating(-1, in: db) }
            try review.notifyBoth("review_deleted", done: "deleted", reason: reason, at: now, in: db)
            return (review.target, "Deleted \(review.target); both were told.")
        }
    }
}
