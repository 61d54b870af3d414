/// What a booking would be, shown before anything is written: the listing, the span, the units and the total.
///
/// A home's booking by the month is a lease: its total is what is held when it is asked for, the first month's
/// rent and the deposit; each later month is taken on its due day.
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
    /// Whether this is a lease, a home by the month.
    public var isLease: Bool
    public var depositCents: Int

    /// Prices `span` of `listing` in its own unit: hours started, local days touched (inclusive), weeks of
    /// those days, or calendar months begun. A lease holds its first month and the deposit in `terms`.
    public init(_ listing: Listing, span: TimeSpan, kind: BookingKind = .rental, terms: LeaseTerms = .standard) {
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
        isLease = kind == .rental && listing.kind == .home && listing.priceUnit == .month
        depositCents = isLease ? terms.depositCents : 0
        totalCents = kind == .viewing ? 0 : isLease ? unitCents + depositCents : units * unitCents
    }

    /// Every month's rent of a lease together; the total otherwise.
    public var rentCents: Int { isLease ? units * unitCents : totalCents }

    public var calendar: ZonedCalendar { ZonedCalendar(identifier: timeZone) }
}
