/// The values a setting takes.
public enum SettingValues: Sendable, Equatable {
    case onOrOff
    /// A percent from 0 to the maximum, with at most two decimals; stored in basis points.
    case percent(upTo: Int)
    case whole(ClosedRange<Int>)
    case number(ClosedRange<Double>)
}
