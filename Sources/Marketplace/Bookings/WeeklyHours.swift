/// The hours of the week a listing can be rented, in its local time; no windows means any time.
public struct WeeklyHours: Sendable, Equatable {
    /// Open from `from` to `to` minutes after midnight on `weekday` (1 is Monday, 7 is Sunday); `to` may be 1440.
    public struct Window: Sendable, Equatable {
        public var weekday: Int
        public var from: Int
        public var to: Int

        public init(weekday: Int, from: Int, to: Int) {
            self.weekday = weekday
            self.from = from
            self.to = to
        }
    }

    public var windows: [Window]

    public init(_ windows: [Window] = []) {
        self.windows = windows.sorted { ($0.weekday, $0.from) < ($1.weekday, $1.from) }
    }

    public var isAlwaysOpen: Bool { windows.isEmpty }

    /// The open windows of one weekday, as minute ranges; the whole day when no hours are set.
    public func ranges(on weekday: Int) -> [Range<Int>] {
        isAlwaysOpen ? [0..<1440] : windows.filter { $0.weekday == weekday }.map { $0.from..<$0.to }
    }

    /// Stored as "1:540-1020,2:540-1020".
    var stored: String {
        windows.map { "\($0.weekday):\($0.from)-\($0.to)" }.joined(separator: ",")
    }

    init(stored: String) {
        self.init(stored.split(separator: ",").compactMap { part in
            let pieces = part.split(whereSeparator: { $0 == ":" || $0 == "-" }).compactMap { Int($0) }
            guard pieces.count == 3 else { return nil }
            return Window(weekday: pieces[0], from: pieces[1], to: pieces[2])
        })
    }
}

/// An owner's terms for when their listing can be booked.
public struct AvailabilityRules: Sendable, Equatable {
    public var weeklyHours = WeeklyHours()
    public var minMinutes: Int?
    public var maxMinutes: Int?
    /// Time kept free before and after each booking.
    public var bufferMinutes = 0

    public init() {}
}
