import GRDB

/// Owners' terms for when their listings can be booked, blocked dates, and reading a listing's free time.
public struct ListingAvailability: Sendable {
    /// One change to a listing's terms.
    public enum Change: Sendable, Equatable {
        /// Opens `days` (1 is Monday) from `from` to `to` minutes after midnight, replacing those days' hours.
        case hours(days: [Int], from: Int, to: Int)
        /// Open at any time: no weekly hours.
        case alwaysOpen
        case minimum(minutes: Int)
        case maximum(minutes: Int)
        case buffer(minutes: Int)
        case minimumMonths(Int)
        case clearBlocks
    }

    /// Buffers are kept under a day: a listing's calendar reads bookings that ended up to a day ago.
    public static let maximumBufferMinutes = 1440

    let database: AppDatabase
    let clock: any WallClock

    public init(database: AppDatabase, clock: any WallClock) {
        self.database = database
        self.clock = clock
    }

    /// Applies `change` to `owner`'s listing `id`; returns the listing and its terms after it.
    public func apply(_ change: Change, to id: Int64, by owner: Int64) async throws -> (Listing, ListingCalendar) {
        let now = clock.now().unixSeconds
        return try await database.write { db in
            var listing = try Listings.ownedListing(id, by: owner, action: "change", in: db)
            try db.execute(sql: "INSERT INTO availability_rules (listing_id) VALUES (?) ON CONFLICT DO NOTHING", arguments: [id])
            switch change {
            case .hours(let days, let from, let to):
                let stored = try String.fetchOne(
                    db, sql: "SELECT weekly_hours FROM availability_rules WHERE listing_id = ?", arguments: [id]) ?? ""
                let kept = WeeklyHours(stored: stored).windows.filter { !days.contains($0.weekday) }
                let hours = WeeklyHours(kept + days.map { WeeklyHours.Window(weekday: $0, from: from, to: to) })
                try db.execute(
                    sql: "UPDATE availability_rules SET weekly_hours = ? WHERE listing_id = ?", arguments: [hours.stored, id])
            case .alwaysOpen:
                try db.execute(sql: "UPDATE availability_rules SET weekly_hours = '' WHERE listing_id = ?", arguments: [id])
            case .minimum(let minutes):
                try db.execute(sql: "UPDATE availability_rules SET min_minutes = ? WHERE listing_id = ?", arguments: [minutes, id])
            case .maximum(let minutes):
                try db.execute(sql: "UPDATE availability_rules SET max_minutes = ? WHERE listing_id = ?", arguments: [minutes, id])
            case .buffer(let minutes) where minutes > Self.maximumBufferMinutes:
                throw BookingError.bufferTooLong
            case .buffer(let minutes):
                try db.execute(sql: "UPDATE availability_rules SET buffer_minutes = ? WHERE listing_id = ?", arguments: [minutes, id])
            case .minimumMonths(let months):
                guard listing.kind == .home else { throw ListingError.fieldNotForKind(field: "minimum months", kind: listing.kind) }
                listing.minMonths = months
                try db.update(listing)
            case .clearBlocks:
                try db.execute(sql: "DELETE FROM listing_blocks WHERE listing_id = ?", arguments: [id])
            }
            return (listing, try ListingCalendar.load(listing, from: now, in: db))
        }
    }

    /// Blocks `from`–`to` (local to the listing) on `owner`'s listing `id`; refused over an approved booking.
    public func block(_ id: Int64, by owner: Int64, from: WallTime, to: WallTime) async throws -> (Listing, TimeSpan) {
        let now = clock.now().unixSeconds
        return try await database.write { db in
            let listing = try Listings.ownedListing(id, by: owner, action: "change", in: db)
            let span = TimeSpan(from: from, to: to, in: ZonedCalendar(identifier: listing.timeZone))
            guard span.end > now else { throw BookingError.unavailable(.past, title: listing.title) }
            let calendar = try ListingCalendar.load(listing, from: now, near: span, in: db)
            guard !calendar.taken.contains(where: { $0.overlaps(span) }) else {
                throw BookingError.unavailable(.taken, title: listing.title)
            }
            try db.execute(
                sql: "INSERT INTO listing_blocks (listing_id, start_at, end_at) VALUES (?, ?, ?)",
                arguments: [id, span.start, span.end])
            return (listing, span)
        }
    }

    /// Listing `id` as `viewer` may see it, with its terms, blocks and bookings.
    public func calendar(of id: Int64, for viewer: Int64?) async throws -> (ListingDetails, ListingCalendar) {
        let details = try await Listings(database: database, clock: clock).details(of: id, for: viewer)
        let now = clock.now().unixSeconds
        let calendar = try database.read { db in try ListingCalendar.load(details.listing, from: now, in: db) }
        return (details, calendar)
    }

    /// Which of `listings` are free for the whole of `from`–`to`, read in each listing's own zone; of days that have
    /// begun ("today", "this weekend" on a Sunday), what is left of them, as a booking of them would quote.
    public func free(_ listings: [Listing], from: WallTime, to: WallTime) async throws -> Set<Int64> {
        let now = clock.now().unixSeconds
        return try database.read { db in
            var free = Set<Int64>()
            for listing in listings {
                let zone = ZonedCalendar(identifier: listing.timeZone)
                let asked = TimeSpan(from: from, to: to, in: zone)
                let span = listing.kind == .home ? asked : asked.remainder(after: now, in: zone)
                let calendar = try ListingCalendar.load(listing, from: now, near: span, in: db)
                if calendar.problem(with: span, now: now) == nil {
                    free.insert(listing.id!)
                }
            }
            return free
        }
    }
}
