/// What a booking would be, shown before anything is written: the listing, the span, the units and the total.
public struct BookingQuote: Sendable, Equatable {
    public var listingID: Int64
    public var title: String
    public var ownerID: Int64
    public var kind: BookingKind
    public var span: TimeSpan
    public var timeZone: String
    public var units: Int
    public var unit: PriceUnit
    public var unitCents: Int
    public var totalCents: Int
    public var instantBook: Bool

    /// Prices `span` of `listing` in its own unit: hours started, local days touched (inclusive), weeks of
    /// those days, or calendar months begun.
    public init(_ listing: Listing, span: TimeSpan, kind: BookingKind = .rental) {
        let calendar = ZonedCalendar(identifier: listing.timeZone)
        listingID = listing.id!
        title = listing.title
        ownerID = listing.ownerId
        self.kind = kind
        self.span = span
        timeZone = listing.timeZone
        unit = listing.priceUnit
        unitCents = listing.priceCents
        instantBook = listing.instantBook
        switch listing.priceUnit {
        case .hour: units = Int((span.seconds + 3599) / 3600)
        case .day: units = calendar.daysTouched(from: span.start, to: span.end)
        case .week: units = (calendar.daysTouched(from: span.start, to: span.end) + 6) / 7
        case .month: units = calendar.monthsSpanned(from: span.start, to: span.end)
        }
        totalCents = kind == .viewing ? 0 : units * unitCents
    }

    public var calendar: ZonedCalendar { ZonedCalendar(identifier: timeZone) }
}
