import Foundation

/// Reads and writes the `2026-11-21T09:00` local times and `15m`/`2h`/`3d` durations of clock settings.
public enum ClockArgument {
    public static func date(_ text: String, in timeZone: TimeZone) -> Date? {
        let parts = text.split(whereSeparator: { "-T:".contains($0) }).compactMap { Int($0) }
        guard parts.count == 5 || parts.count == 6 else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let components = DateComponents(
            year: parts[0], month: parts[1], day: parts[2], hour: parts[3], minute: parts[4],
            second: parts.count == 6 ? parts[5] : 0)
        guard components.isValidDate(in: calendar) else { return nil }
        return calendar.date(from: components)
    }

    public static func duration(_ text: String) -> TimeInterval? {
        let units: [Character: TimeInterval] = ["s": 1, "m": 60, "h": 3600, "d": 86400]
        guard let unit = text.last.flatMap({ units[$0] }), let amount = Double(text.dropLast()), amount >= 0 else {
            return nil
        }
        return amount * unit
    }

    public static func format(_ date: Date, in timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        func two(_ value: Int?) -> String { String(format: "%02d", value ?? 0) }
        return "\(c.year ?? 0)-\(two(c.month))-\(two(c.day))T\(two(c.hour)):\(two(c.minute))"
    }
}
