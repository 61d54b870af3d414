import GRDB

/// A post as a reader sees it: who, when, what, what it carries, its counts and whether the reader liked it.
public struct PostView: Sendable, Equatable {
    public var id: Int64
    public var authorName: String
    public var authorDisplayName: String?
    public var text: String
    public var photoURL: String?
    public var card: Card?
    public var likeCount: Int
    public var commentCount: Int
    public var likedByViewer: Bool
    public var createdAt: Int64

    /// The columns `init(row:)` reads, for a query over `posts p JOIN users u`; its one argument is the viewer.
    static let columns = """
        p.id, u.username, u.display_name, p.text, p.photo_url, p.like_count, p.comment_count, p.created_at,
        EXISTS (SELECT 1 FROM post_likes k WHERE k.post_id = p.id AND k.user_id = ?),
        p.listing_id, p.spot_id, p.adventure_id
        """

    init(row: Row, in db: SQLSession) throws {
        id = row[0]
        authorName = row[1]
        authorDisplayName = row[2]
        text = row[3]
        photoURL = row[4]
        likeCount = row[5]
        commentCount = row[6]
        createdAt = row[7]
        likedByViewer = row[8]
        if let listing = row[9] as Int64? {
            card = try Card.fetch(.listing, listing, in: db)
        } else if let spot = row[10] as Int64? {
            card = try Card.fetch(.spot, spot, in: db)
        } else if let adventure = row[11] as Int64? {
            card = try Card.fetch(.adventure, adventure, in: db)
        }
    }
}
