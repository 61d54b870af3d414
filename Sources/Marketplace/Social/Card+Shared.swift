import GRDB

extension Card {
    /// The card for record `id` of `kind` that `sender` passes on, refused as `show` would refuse the record: someone
    /// else's hidden listing or post as a missing one, the sender's own paused or hidden listing saying which.
    static func shared(_ kind: Kind, _ id: Int64, by sender: Int64, in db: SQLSession) throws -> Card {
        switch kind {
        case .listing: _ = try Listings.active(id, for: sender, in: db)
        case .post: _ = try Posts.visibleAuthor(of: id, to: sender, in: db)
        case .spot, .adventure: break
        }
        guard let card = try fetch(kind, id, in: db) else { throw SocialError.gone(kind) }
        return card
    }
}
