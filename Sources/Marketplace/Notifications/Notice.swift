import GRDB

/// Something that happened to a user, to push to their open connections and keep until they read it.
public struct Notice: Sendable, Equatable {
    public var userID: Int64
    /// A stable name for programs: `request`, `approved`, `declined`, `expired`, `cancelled`, `starting`, `review`.
    public var kind: String
    public var text: String
    /// The booking the notice is about, so "approve it" or "review 1" can answer it; not stored.
    public var bookingID: Int64?
    /// The other side of that booking, so "message them: …" reaches them; not stored.
    public var otherParty: String?

    public init(userID: Int64, kind: String, text: String, bookingID: Int64? = nil, otherParty: String? = nil) {
        self.userID = userID
        self.kind = kind
        self.text = text
        self.bookingID = bookingID
        self.otherParty = otherParty
    }

    /// Stores the notice inside the caller's transaction.
    func insert(at now: Int64, in db: Database) throws {
        try db.cachedStatement(sql: "INSERT INTO notifications (user_id, kind, text, created_at) VALUES (?, ?, ?, ?)")
            .execute(arguments: [userID, kind, text, now])
    }
}
