import GRDB

/// One booking or viewing of a listing: who, when (UTC, with the listing's zone), the price and its state.
public struct Booking: Codable, Sendable, Equatable, Identifiable, FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "bookings"
    public static let databaseColumnDecodingStrategy = DatabaseColumnDecodingStrategy.convertFromSnakeCase
    public static let databaseColumnEncodingStrategy = DatabaseColumnEncodingStrategy.convertToSnakeCase

    public var id: Int64?
    public var listingId: Int64
    public var renterId: Int64
    public var ownerId: Int64
    public var kind: BookingKind
    public var state: BookingState
    public var startAt: Int64
    public var endAt: Int64
    public var timeZone: String
    public var units: Int
    public var unit: PriceUnit
    public var unitCents: Int
    public var totalCents: Int
    /// When an unanswered request expires: a day after it was made, or its start if that comes first.
    public var expiresAt: Int64
    var reminded: Bool
    public var cancelledBy: Int64?
    public var createdAt: Int64
    public var updatedAt: Int64

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }

    public var interval: TimeSpan { TimeSpan(start: startAt, end: endAt) }
}
