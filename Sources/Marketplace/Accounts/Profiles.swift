import Foundation
import GRDB

/// What anyone may see of a member: since when, where, their bio and how many listings are active.
public struct Profile: Sendable, Equatable {
    public var username: String
    public var memberSince: Date
    public var bio: String?
    public var placeName: String?
    public var activeListings: Int
}

/// Reads public profiles.
public struct Profiles: Sendable {
    let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    public func profile(named name: String) async throws -> Profile? {
        try await database.writer.read { db in
            guard let row = try Row.fetchOne(
                db,
                sql: """
                    SELECT u.username, u.created_at, u.bio, u.place_name,
                        (SELECT count(*) FROM listings l WHERE l.owner_id = u.id AND l.status = 'active')
                    FROM users u WHERE u.username = ? COLLATE NOCASE
                    """,
                arguments: [name])
            else { return nil }
            return Profile(username: row[0], memberSince: row[1], bio: row[2], placeName: row[3], activeListings: row[4])
        }
    }
}
