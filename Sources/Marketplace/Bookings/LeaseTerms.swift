import GRDB

/// What a home's owner asks of a lease besides the rent: a deposit, held until the lease ends, and the months of
/// notice that end one early.
public struct LeaseTerms: Sendable, Equatable {
    public var depositCents: Int
    public var noticeMonths: Int

    public static let standard = LeaseTerms(depositCents: 0, noticeMonths: 1)
    /// The largest deposit an owner may ask: a mistyped amount stops here rather than at a renter's wallet.
    public static let maximumDepositCents = 10_000_000
    public static let noticeMonthsRange = 0...6

    public init(depositCents: Int, noticeMonths: Int) {
        self.depositCents = depositCents
        self.noticeMonths = noticeMonths
    }

    /// The terms of listing `id`, the standard ones while its owner set none.
    static func of(listing id: Int64, in db: SQLSession) throws -> LeaseTerms {
        let read = termsRead(listing: id)
        let row = try Row.fetchOne(db.cachedStatement(sql: read.sql), arguments: read.arguments)
        return row.map { LeaseTerms(depositCents: $0[0], noticeMonths: $0[1]) } ?? .standard
    }

    /// What `of(listing:)` reads.
    static func termsRead(listing id: Int64) -> SQLRead {
        SQLRead(sql: "SELECT deposit_cents, notice_months FROM listing_lease_terms WHERE listing_id = ?", arguments: [id])
    }

    /// The terms of `listing`'s leases; only a home has any, so nothing is read for anything else.
    static func of(_ listing: Listing, in db: SQLSession) throws -> LeaseTerms {
        listing.kind == .home ? try of(listing: listing.id!, in: db) : .standard
    }

    func save(listing id: Int64, in db: SQLSession) throws {
        try db.execute(
            sql: """
                INSERT INTO listing_lease_terms (listing_id, deposit_cents, notice_months) VALUES (?, ?, ?)
                ON CONFLICT (listing_id) DO UPDATE SET deposit_cents = excluded.deposit_cents,
                    notice_months = excluded.notice_months
                """,
            arguments: [id, depositCents, noticeMonths])
    }
}
