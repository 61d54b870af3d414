import GRDB

/// Users' reports of listings, reviews, people, posts, comments and messages, queued for the admins.
public struct Reports: Sendable {
    public static let perDay = 20
    public static let maximumLength = 500

    /// What a report is about.
    public enum Subject: Sendable, Equatable {
        case listing(Int64)
        /// The latest shown review `author` wrote about the reporter or their listings.
        case reviewBy(author: String)
        case user(String)
        case post(Int64)
        case comment(Int64)
        /// The latest message `sender` sent the reporter.
        case messageFrom(sender: String)
    }

    let database: AppDatabase
    let clock: any WallClock
    let allowances: Allowances

    public init(database: AppDatabase, clock: any WallClock, allowances: Allowances = Allowances()) {
        self.database = database
        self.clock = clock
        self.allowances = allowances
    }

    /// Files `reporter`'s report; returns how the subject is named back to them.
    public func file(by reporter: Int64, about subject: Subject, reason: String) async throws -> String {
        guard reason.storedLength <= Self.maximumLength else { throw ReportError.reasonTooLong }
        let now = clock.now().unixSeconds
        return try await database.write { db in
            let recent = try Int.fetchOne(
                db, sql: "SELECT count(*) FROM reports WHERE reporter_id = ? AND created_at > ?",
                arguments: [reporter, now - 86_400]) ?? 0
            guard recent < Self.perDay else { throw ReportError.tooManyReports }
            try Quota.check(.report, by: reporter, at: now, allowances: allowances, in: db)
            let (kind, id, owner, name) = try Self.resolve(subject, for: reporter, in: db)
            guard owner != reporter else {
                throw ["listing", "user"].contains(kind) ? ReportError.reportYourself : ReportError.reportOwn(kind)
            }
            try db.execute(
                sql: """
                    INSERT INTO reports (reporter_id, subject_kind, subject_id, reason, created_at) VALUES (?, ?, ?, ?, ?)
                    ON CONFLICT DO NOTHING
                    """,
                arguments: [reporter, kind, id, reason, now])
            guard db.changesCount == 1 else { throw ReportError.alreadyReported }
            return name
        }
    }

    /// How `subject` is named back to `reporter`, refused as filing it would be when it isn't there or is theirs:
    /// what a question before filing names.
    public func name(of subject: Subject, for reporter: Int64) async throws -> String {
        try database.read { db in
            let (kind, _, owner, name) = try Self.resolve(subject, for: reporter, in: db)
            guard owner != reporter else {
                throw ["listing", "user"].contains(kind) ? ReportError.reportYourself : ReportError.reportOwn(kind)
            }
            return name
        }
    }

    /// The stored kind and id of `subject`, whose it is, and how to name it.
    private static func resolve(_ subject: Subject, for reporter: Int64, in db: SQLSession)
        throws -> (kind: String, id: Int64, owner: Int64, name: String)
    {
        switch subject {
        case .listing(let id):
            let listing = try Listings.visible(id, to: reporter, in: db)
            return ("listing", id, listing.ownerId, "\"\(listing.title)\"")
        case .user(let name):
            guard let id = try Int64.fetchOne(db, sql: "SELECT id FROM users WHERE username = ? COLLATE NOCASE", arguments: [name])
            else { throw ReportError.noOneCalled(name) }
            return ("user", id, id, name)
        case .reviewBy(let author):
            guard let row = try Row.fetchOne(
                db,
                sql: """
                    SELECT r.id, r.author_id FROM reviews r JOIN users a ON a.id = r.author_id
                    WHERE a.username = ? COLLATE NOCASE AND r.subject_id = ?
                      AND r.published_at IS NOT NULL AND r.hidden_at IS NULL
                    ORDER BY r.published_at DESC, r.id DESC LIMIT 1
                    """,
                arguments: [author, reporter])
            else { throw ReportError.reviewToReport(author) }
            return ("review", row[0], row[1], "\(author)'s review of you")
        case .post(let id):
            let author = try Posts.visibleAuthor(of: id, to: reporter, in: db)
            return ("post", id, author, "\(try Members.name(of: author, in: db))'s post \(try PostGist.of(post: id, in: db).quoted)")
        case .comment(let id):
            guard let row = try Row.fetchOne(
                db,
                sql: """
                    SELECT c.author_id, a.username, p.author_id, pa.username FROM comments c
                    JOIN users a ON a.id = c.author_id JOIN posts p ON p.id = c.post_id JOIN users pa ON pa.id = p.author_id
                    WHERE c.id = ? AND c.hidden_at IS NULL AND a.banned_at IS NULL AND p.hidden_at IS NULL AND pa.banned_at IS NULL
                    """,
                arguments: [id])
            else { throw ReportError.commentGone }
            let whose = row[2] as Int64 == reporter ? "your" : "\(row[3] as String)'s"
            return ("comment", id, row[0], "\(row[1] as String)'s comment on \(whose) post")
        case .messageFrom(let sender):
            guard let user = try Row.fetchOne(
                db, sql: "SELECT id, username FROM users WHERE username = ? COLLATE NOCASE", arguments: [sender])
            else { throw ReportError.noOneCalled(sender) }
            let senderID: Int64 = user[0], senderName: String = user[1]
            guard senderID != reporter else { throw ReportError.reportOwn("message") }
            guard let row = try Row.fetchOne(
                db,
                sql: """
                    SELECT id, \(QuotedSQL.words("text", empty: "'sharing a ' || card_kind")) FROM messages
                    WHERE sender_id = ? AND recipient_id = ? ORDER BY id DESC LIMIT 1
                    """,
                arguments: [senderID, reporter])
            else { throw ReportError.messageToReport(senderName) }
            return ("message", row[0], senderID, "\(senderName)'s message \(row[1] as String)")
        }
    }
}
