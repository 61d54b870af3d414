import Foundation
import Synchronization

/// Where the marketplace reads the current time; tests and demos fix it, production reads the system.
public protocol WallClock: Sendable {
    func now() -> Date
}

/// The system's real time.
public struct SystemWallClock: WallClock {
    public init() {}
    public func now() -> Date { Date() }
}

/// A clock that stands still until it is set or advanced: for tests, transcripts and demos.
public final class ManualWallClock: WallClock {
    private let current: Mutex<Date>

    public init(_ start: Date) {
        current = Mutex(start)
    }

    public func now() -> Date { current.withLock { $0 } }

    public func set(_ date: Date) {
        current.withLock { $0 = date }
    }

    public func advance(by seconds: TimeInterval) {
        current.withLock { $0 = $0.addingTimeInterval(seconds) }
    }
}

extension Date {
    /// Whole seconds since 1970 in UTC, as bookings, the ledger and notifications store time.
    public var unixSeconds: Int64 { Int64(timeIntervalSince1970.rounded(.down)) }
}
