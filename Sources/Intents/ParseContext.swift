import Foundation

/// The reference point that relative words ("today", "sat") resolve against.
public struct ParseContext: Sendable {
    public var now: Date
    public var timeZone: TimeZone

    public init(now: Date = Date(), timeZone: TimeZone = .current) {
        self.now = now
        self.timeZone = timeZone
    }
}
