import GRDB

/// How a post is recognised when it is named: its words, else its photo or the card it shares.
public enum PostGist: Codable, Sendable, Equatable {
    case words(String)
    case photo
    case card(title: String)
    case nothing

    /// `"first ride"`, shortened past 40 characters; "with the photo", "about Drill" or "without words".
    public var quoted: String {
        switch self {
        case .words(let text): "\"\(text.count > 40 ? text.prefix(39) + "…" : text)\""
        case .photo: "with the photo"
        case .card(let title): "about \(title)"
        case .nothing: "without words"
        }
    }

    static func of(post id: Int64, in db: SQLSession) throws -> PostGist {
        guard let row = try Row.fetchOne(
            db, sql: "SELECT text, photo_url, listing_id, spot_id, adventure_id FROM posts WHERE id = ?", arguments: [id])
        else { return .nothing }
        let text: String = row[0]
        if !text.isEmpty { return .words(text) }
        if (row[1] as String?) != nil { return .photo }
        let card = try [(Card.Kind.listing, row[2] as Int64?), (.spot, row[3]), (.adventure, row[4])]
            .compactMap { kind, id in try id.flatMap { try Card.fetch(kind, $0, in: db) } }.first
        return card.map { .card(title: $0.title) } ?? .nothing
    }
}
