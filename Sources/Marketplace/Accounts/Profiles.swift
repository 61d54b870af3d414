import Foundation
import GRDB

/// What anyone may see of a member: who they are, since when, where (a city, never an address), their bio and
/// photo, and how active they are.
public struct Profile: Sendable, Equatable {
    public var id: Int64
    public var username: String
    public var displayName: String?
    public var photoURL: String?
    public var memberSince: Date
    public var bio: String?
    public var placeName: String?
    public var activeListings: Int
    public var posts: Int
    public var followers: Int
    public var following: Int
}

/// Reads public profiles and changes a member's own.
public struct Profiles: Sendable {
    public static let maximumBioLength = 300
    public static let maximumNameLength = 50

    /// The parts of a profile a member edits here; the location is set through `Places.setHome`.
    public enum Field: String, Sendable {
        case bio, name, photo
    }

    let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    public func profile(named name: String) async throws -> Profile? {
        try database.read { db in
            guard let row = try Row.fetchOne(
                db,
                sql: """
                    SELECT u.id, u.username, u.display_name, u.photo_url, u.created_at, u.bio, u.place_name,
                        (SELECT count(*) FROM listings l WHERE l.owner_id = u.id AND l.status = 'active'),
                        (SELECT count(*) FROM posts p WHERE p.author_id = u.id AND p.hidden_at IS NULL),
                        (SELECT count(*) FROM follows f WHERE f.followee_id = u.id),
                        (SELECT count(*) FROM follows f WHERE f.follower_id = u.id)
                    FROM users u WHERE u.username = ? COLLATE NOCASE AND u.banned_at IS NULL
                    """,
                arguments: [name])
            else { return nil }
            return Profile(
                id: row[0], username: row[1], displayName: row[2], photoURL: row[3], memberSince: row[4], bio: row[5],
                placeName: row[6], activeListings: row[7], posts: row[8], followers: row[9], following: row[10])
        }
    }

    /// Sets `field` of `user`'s profile to `value`, checked; returns the value as stored.
    public func edit(_ field: Field, of user: Int64, to value: String) async throws -> String {
        let value = try Self.validated(field, value)
        try await database.write { db in
            try db.execute(
                sql: "UPDATE users SET \(field.column) = ? WHERE id = ?", arguments: [value, user])
        }
        return value
    }

    static func validated(_ field: Field, _ value: String) throws -> String {
        let value = value.trimmingCharacters(in: .whitespacesAndNewlines)
        switch field {
        case .photo:
            return try ListingRules.photo(value)
        case .bio:
            guard !value.isEmpty, value.storedLength <= maximumBioLength else { throw ProfileError.bioLength }
            return value
        case .name:
            guard !value.isEmpty, value.storedLength <= maximumNameLength else { throw ProfileError.nameLength }
            try NameRules.check(value, as: .displayName)
            return value
        }
    }
}

extension Profiles.Field {
    /// The `users` column that holds the field; a fixed name, never user input.
    var column: String {
        switch self {
        case .bio: "bio"
        case .name: "display_name"
        case .photo: "photo_url"
        }
    }
}

/// Why a profile edit was refused.
public enum ProfileError: UserFacingError, Equatable, Sendable {
    case bioLength
    case nameLength

    public var code: String {
        switch self {
        case .bioLength: "bad_bio"
        case .nameLength: "bad_name"
        }
    }
}
