import GRDB

/// Users' reports of listings, reviews and people, queued for the admins.
public struct Reports: Sendable {
    public static let perDay = 20
    public static let maximumLength = 500

    /// What a report is about.
    public enum Subject: Sendable, Equatable {
        case listing(Int64)
        /// The latest shown review `author` wrote about the reporter or their listings.
        case reviewBy(author: String)
        case user(String)
    }

    let database: AppDatabase
    let clock: any WallClock

    public init(database: AppDatabase, clock: any WallClock) {
        self.database = database
        self.clock = clock
    }

    /// Files `reporter`'s report; returns how the subject is named back to them.
    public func file(by reporter: Int64, about subject: Subject, reason: String) async throws -> String {
        guard reason.count <= Self.maximumLength else { throw ModerationError.reasonTooLong }
        let now = clock.now().unixSeconds
        return try await database.writer.write { db in
            let recent = try Int.fetchOne(
                db, sql: "SELECT count(*) FROM reports WHERE reporter_id = ? AND created_at > ?",
                arguments: [reporter, now - 86_400]) ?? 0
            guard recent < Self.perDay else { throw ModerationError.tooManyReports }
            let (kind, id, owner, name) = try Self.resolve(subject, for: reporter, in: db)
            guard owner != reporter else { throw ModerationError.reportYourself }
            do {
                try db.execute(
                    sql: "INSERT INTO reports (reporter_id, subject_kind, subject_id, reason, created_at) VALUES (?, ?, ?, ?, ?)",
                    arguments: [reporter, kind, id, reason, now])
            } catch let error as DatabaseError where error.extendedResultCode == .SQLITE_CONSTRAINT_UNIQUE {
                throw ModerationError.alreadyReported
            }
            return name
        }
    }

    /// The stored kind and id of `subject`, whose it is, and how to name it.
    private static func resolve(_ subject: Subject, for reporter: Int64, in db: Database)
        throws -> (kind: String, id: Int64, owner: Int64, name: String)
    {
        switch subject {
        case .listing(let id):
            guard let row = try Row.fetchOne(
                db, sql: "SELECT owner_id, title FROM listings WHERE id = ? AND status <> 'removed'", arguments: [id])
            else { throw ListingError.notFound }
            return ("listing", id, row[0], "\"\(row[1] as String)\"")
        case .user(let name):
            guard let id = try Int64.fetchOne(db, sql: "SELECT id FROM users WHERE username = ? COLLATE NOCASE", arguments: [name])
            else { throw ModerationError.noOneCalled(name) }
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
            else { throw ModerationError.reviewToReport(author) }
            return ("review", row[0], row[1], "\(author)'s review of you")
        }
    }
}
