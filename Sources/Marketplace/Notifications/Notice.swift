import Foundation
import GRDB

/// Something that happened to a user, to push to their open connections and keep until they read it.
public struct Notice: Sendable, Equatable {
    public var userID: Int64
    public var event: NoticeEvent

    public init(userID: Int64, event: NoticeEvent) {
        self.userID = userID
        self.event = event
    }

    public var kind: String { event.kind }

    /// The booking the notice is about, so "approve it" or "review 1" can answer it.
    public var bookingID: Int64? {
        guard case .booking(let facts, _, _) = event else { return nil }
        return facts.id
    }

    /// The other side of that booking, so "message them: …" reaches them.
    public var otherParty: String? {
        guard case .booking(let facts, _, let recipient) = event else { return nil }
        return facts.name(of: recipient == .owner ? .renter : .owner)
    }

    /// Stores the notice inside the caller's transaction, its facts as JSON; returns its row's id.
    @discardableResult
    func insert(at now: Int64, in db: SQLSession) throws -> Int64 {
        let insert = try db.cachedStatement(sql: Self.insertSQL + " RETURNING id")
        return try Int64.fetchOne(insert, arguments: try insertArguments(at: now))!
    }

    /// Stores the notice like `insert` where nothing needs its id: on PostgreSQL it goes with the next statement.
    func insertWithNext(at now: Int64, in db: SQLSession) throws {
        try db.executeWithNext(sql: Self.insertSQL, arguments: try insertArguments(at: now))
    }

    private static let insertSQL = "INSERT INTO notifications (user_id, kind, text, facts, created_at) VALUES (?, ?, '', ?, ?)"

    private func insertArguments(at now: Int64) throws -> SQLArguments {
        [userID, kind, try event.json(), now]
    }
}

extension NoticeEvent {
    func json() throws -> String {
        String(decoding: try JSONEncoder().encode(self), as: UTF8.self)
    }

    /// The event stored as `json`, or nil when it was stored by a version that knew other events.
    init?(json: String) {
        guard let event = try? JSONDecoder().decode(NoticeEvent.self, from: Data(json.utf8)) else { return nil }
        self = event
    }
}
