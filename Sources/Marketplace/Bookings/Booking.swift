import Foundation
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

/// A half-open span of UTC seconds, [start, end).
public struct TimeSpan: Sendable, Equatable, Hashable {
    public var start: Int64
    public var end: Int64

    public init(start: Int64, end: Int64) {
        self.start = start
        self.end = end
    }

    public init(_ start: Date, _ end: Date) {
        self.init(start: Int64(start.timeIntervalSince1970.rounded()), end: Int64(end.timeIntervalSince1970.rounded()))
    }

    public var seconds: Int64 { end - start }

    public func overlaps(_ other: TimeSpan) -> Bool { start < other.end && other.start < end }

    /// This span grown by `seconds` on both sides.
    public func padded(by seconds: Int64) -> TimeSpan { TimeSpan(start: start - seconds, end: end + seconds) }

    public func shifted(by seconds: Int64) -> TimeSpan { TimeSpan(start: start + seconds, end: end + seconds) }

    public var startDate: Date { Date(timeIntervalSince1970: TimeInterval(start)) }
    public var endDate: Date { Date(timeIntervalSince1970: TimeInterval(end)) }
}
