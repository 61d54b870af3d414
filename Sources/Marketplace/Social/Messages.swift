import GRDB

/// Direct messages between two members, each kept for later and counted unread until its recipient opens the
/// conversation. A message may carry a card: a listing, a post, a spot or an adventure.
public struct Messages: Sendable {
    public static let conversationPageSize = 20

    /// A message as one side of its conversation reads it.
    public struct Message: Sendable, Equatable {
        public var senderName: String
        public var text: String
        public var card: Card?
        public var at: Int64
        public var isFromReader: Bool
        public var wasUnread: Bool
    }

    /// A conversation in an inbox: with whom, the latest message and how many are unread.
    public struct Conversation: Sendable, Equatable {
        public var otherName: String
        public var latest: String
        public var latestFromReader: Bool
        public var at: Int64
        public var unread: Int
    }

    /// A message sent: whom to deliver it to, and as what.
    public struct Sent: Sendable, Equatable {
        public var recipientID: Int64
        public var recipientName: String
        public var senderName: String
        public var card: Card?
        /// The recipient's unread count with the sender, this message included.
        public var unreadFromSender: Int
    }

    let database: AppDatabase
    let clock: any WallClock
    let allowances: Allowances

    public init(database: AppDatabase, clock: any WallClock, allowances: Allowances = Allowances()) {
        self.database = database
        self.clock = clock
        self.allowances = allowances
    }

    /// `sender` sends `text` (and maybe a card) to the member called `name`.
    public func send(from sender: Int64, to name: String, text: String, card: (kind: Card.Kind, id: Int64)? = nil) async throws -> Sent {
        let text = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty || card != nil else { throw SocialError.emptyMessage }
        guard text.storedLength <= SocialError.maximumMessageLength else { throw SocialError.messageTooLong }
        let now = clock.now().unixSeconds
        let reads = [Members.idRead(named: name), Quota.read(.message, by: sender, at: now), Members.nameRead(of: sender)]
        return try await database.write(scope: .message(from: sender), reads: reads) { db in
            let recipient = try Members.id(named: name, in: db)
            guard recipient != sender else { throw SocialError.yourself(card == nil ? "message" : "share with") }
            try Quota.check(.message, by: sender, at: now, allowances: allowances, in: db)
            let senderName = try Members.name(of: sender, in: db)
            try db.prefetch(Members.blockReads(between: sender, and: recipient) + [Members.nameRead(of: recipient)])
            try Members.requireNoBlock(
                between: sender, and: recipient, named: name, doing: card == nil ? "message \(name)" : "share with \(name)", in: db)
            let recipientName = try Members.name(of: recipient, in: db)
            let shown = try card.map { try Card.shared($0.kind, $0.id, by: sender, in: db) }
            try db.executeWithNext(
                sql: "INSERT INTO messages (sender_id, recipient_id, text, card_kind, card_id, created_at) VALUES (?, ?, ?, ?, ?, ?)",
                arguments: [sender, recipient, text, card?.kind.rawValue, card?.id, now])
            let unread = try Int.fetchOne(
                db.cachedStatement(sql: "SELECT count(*) FROM messages WHERE recipient_id = ? AND sender_id = ? AND read_at IS NULL"),
                arguments: [recipient, sender]) ?? 1
            return Sent(
                recipientID: recipient, recipientName: recipientName, senderName: senderName, card: shown,
                unreadFromSender: unread)
        }
    }

    /// `reader`'s conversations, the latest first.
    public func inbox(of reader: Int64, limit: Int = 20) async throws -> [Conversation] {
        try database.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    WITH mine AS (
                        SELECT recipient_id AS other, id, text, card_kind, created_at, 1 AS from_reader, 0 AS unread
                        FROM messages WHERE sender_id = ?
                        UNION ALL
                        SELECT sender_id, id, text, card_kind, created_at, 0, CASE WHEN read_at IS NULL THEN 1 ELSE 0 END
                        FROM messages WHERE recipient_id = ?
                    ), latest AS (
                        SELECT other, max(id) AS id, sum(unread) AS unread FROM mine GROUP BY other
                    )
                    SELECT u.username, m.text, m.card_kind, m.from_reader, m.created_at, latest.unread
                    FROM latest JOIN mine m ON m.id = latest.id JOIN users u ON u.id = latest.other
                    ORDER BY latest.id DESC LIMIT ?
                    """,
                arguments: [reader, reader, limit]
            ).map { row in
                let text: String = row[1]
                let card: String? = row[2]
                let latest = text.isEmpty ? "shared a \(card ?? "message")" : text
                return Conversation(
                    otherName: row[0], latest: latest.count > 50 ? latest.prefix(49) + "…" : latest, latestFromReader: row[3],
                    at: row[4], unread: row[5])
            }
        }
    }

    /// The latest messages between `reader` and the member called `name`, oldest first; marks them read.
    public func conversation(of reader: Int64, with name: String, limit: Int = Messages.conversationPageSize) async throws
        -> (otherName: String, messages: [Message])
    {
        let now = clock.now().unixSeconds
        return try await database.write { db in
            let other = try Members.id(named: name, in: db)
            let otherName = try Members.name(of: other, in: db)
            let readerName = try Members.name(of: reader, in: db)
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT * FROM (
                        SELECT id, sender_id, text, card_kind, card_id, created_at, read_at IS NULL FROM messages
                        WHERE (sender_id = ? AND recipient_id = ?) OR (sender_id = ? AND recipient_id = ?)
                        ORDER BY id DESC LIMIT ?
                    ) AS latest ORDER BY id
                    """,
                arguments: [reader, other, other, reader, limit])
            let messages = try rows.map { row in
                let fromReader = (row[1] as Int64) == reader
                let card = try (row[3] as String?).flatMap(Card.Kind.init(rawValue:)).flatMap { try Card.fetch($0, row[4], in: db) }
                return Message(
                    senderName: fromReader ? readerName : otherName, text: row[2], card: card, at: row[5],
                    isFromReader: fromReader, wasUnread: !fromReader && row[6])
            }
            try db.execute(
                sql: "UPDATE messages SET read_at = ? WHERE recipient_id = ? AND sender_id = ? AND read_at IS NULL",
                arguments: [now, reader, other])
            return (otherName, messages)
        }
    }

    /// How many messages `reader` hasn't read, and from how many people.
    public func unread(by reader: Int64) async throws -> (messages: Int, senders: Int) {
        try database.read { db in
            let row = try Row.fetchOne(
                db, sql: "SELECT count(*), count(DISTINCT sender_id) FROM messages WHERE recipient_id = ? AND read_at IS NULL",
                arguments: [reader])
            return (row?[0] ?? 0, row?[1] ?? 0)
        }
    }
}
