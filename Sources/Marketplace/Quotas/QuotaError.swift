/// An account has written as many of something as it may in an hour.
public enum QuotaError: UserFacingError, Equatable, Sendable {
    /// `limit` of `kind` in the last hour; the oldest of them leaves the hour in `minutes`.
    case reached(QuotaKind, limit: Int, minutes: Int)

    public var code: String { "quota_reached" }
}
