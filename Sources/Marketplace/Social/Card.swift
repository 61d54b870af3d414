import GRDB

/// Something a post or a message carries: a listing, a post, a spot or an adventure, named as replies show it.
public struct Card: Sendable, Equatable {
    public enum Kind: String, Sendable, CaseIterable {
        case listing, post, spot, adventure
    }

    public var kind: Kind
    public var id: Int64
    /// "Drill", "Dolores Park", "Lisbon, Portugal", "ana's post".
    public var title: String
    /// "$5/day in San Francisco", "nature spot in San Francisco, CA", "Europe".
    public var detail: String

    /// The card for record `id` of `kind`, or nil when it is gone, hidden or removed.
    static func fetch(_ kind: Kind, _ id: Int64, in db: SQLSession) throws -> Card? {
        switch kind {
        case .listing:
            guard let row = try Row.fetchOne(
                db.cachedStatement(sql: "SELECT title, price_cents, price_unit, city FROM listings WHERE id = ? AND status = 'active'"),
                arguments: [id])
            else { return nil }
            let price = PriceText.format(cents: row[1], per: PriceUnit(rawValue: row[2]))
            return Card(kind: kind, id: id, title: row[0], detail: "\(price) in \(row[3] as String)")
        case .post:
            guard let row = try Row.fetchOne(
                db.cachedStatement(sql: """
                    SELECT u.username, p.text FROM posts p JOIN users u ON u.id = p.author_id
                    WHERE p.id = ? AND p.hidden_at IS NULL AND u.banned_at IS NULL
                    """),
                arguments: [id])
            else { return nil }
            let text: String = row[1]
            return Card(kind: kind, id: id, title: "\(row[0] as String)'s post", detail: text.count > 60 ? text.prefix(59) + "…" : text)
        case .spot:
            guard let row = try Row.fetchOne(
                db.cachedStatement(sql: "SELECT name, kind, place_name FROM spots WHERE id = ?"), arguments: [id])
            else { return nil }
            return Card(kind: kind, id: id, title: row[0], detail: "\(row[1] as String) spot in \(row[2] as String)")
        case .adventure:
            guard let row = try Row.fetchOne(
                db.cachedStatement(sql: """
                    SELECT c.name, c.country, c.continent FROM adventures a
                    JOIN world_cities c ON c.geoname_id = a.geoname_id WHERE a.id = ?
                    """),
                arguments: [id])
            else { return nil }
            return Card(kind: kind, id: id, title: "\(row[0] as String), \(row[1] as String)", detail: "an adventure in \(row[2] as String)")
        }
    }
}
