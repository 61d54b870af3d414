import GRDB

/// Something that happened to a user, to push to their open connections and keep until they read it.
public struct Notice: Sendable, Equatable {
    public var userID: Int64
    /// A stable name for programs: `request`, `approved`, `declined`, `expired`, `cancelled`, `starting`, `review`.
    public var kind: String
    public var text: String

    public init(userID: Int64, kind: String, text: String) {
        self.userID = userID
        self.kind = kind
        self.text = text
    }

    /// Stores the notice inside the caller's transaction.
    func insert(at now: Int64, in db: Database) throws {
        try db.cachedStatement(sql: "INSERT INTO notifications (user_id, kind, text, created_at) VALUES (?, ?, ?, ?)")
            .execute(arguments: [userID, kind, text, now])
    }
}
