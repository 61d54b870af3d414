import GRDB

/// Finding people by name: "find user bea" looks in usernames and display names.
extension Profiles {
    /// A member found by name, as a list shows them.
    public struct Found: Sendable, Equatable {
        public var username: String
        public var displayName: String?
        public var placeName: String?
    }

    /// Members (not banned) whose username or display name holds `words`: exact usernames first, then those that
    /// start with them, then the rest, each by username.
    public func find(_ words: String, limit: Int = 10) async throws -> [Found] {
        let needle = words.trimmingCharacters(in: .whitespaces).lowercased()
        guard !needle.isEmpty else { return [] }
        let pattern = "%" + AdminViews.escapeLike(needle) + "%"
        return try database.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT username, display_name, place_name FROM users
                    WHERE banned_at IS NULL AND (\(database.likeIgnoringCase("username")) OR \(database.likeIgnoringCase("display_name")))
                    ORDER BY CASE WHEN \(database.likeIgnoringCase("username")) THEN 0 WHEN \(database.likeIgnoringCase("username")) THEN 1 ELSE 2 END,
                        \(database.orderIgnoringCase("username"))
                    LIMIT ?
                    """,
                arguments: [pattern, pattern, AdminViews.escapeLike(needle), AdminViews.escapeLike(needle) + "%", limit]
            ).map { Found(username: $0[0], displayName: $0[1], placeName: $0[2]) }
        }
    }
}
