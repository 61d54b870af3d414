import Foundation

/// A half-open span of UTC seconds, [start, end).
public struct TimeSpan: Sendable, Equatable, Hashable {
    public var start: Int64
    public var end: Int64

    public init(start: Int64, end: Int64) {
        self.start = start
        self.end = end
    }

    public var seconds: Int64 { end - start }

    public func overlaps(_ other: TimeSpan) -> Bool { start < other.end && other.start < end }

    /// This span grown by `seconds` on both sides.
    public func padded(by seconds: Int64) -> TimeSpan { TimeSpan(start: start - seconds, end: end + seconds) }

    public func shifted(by seconds: Int64) -> TimeSpan { TimeSpan(start: start + seconds, end: end + seconds) }

    public var startDate: Date { Date(timeIntervalSince1970: TimeInterval(start)) }
}
