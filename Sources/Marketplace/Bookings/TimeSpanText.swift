import Foundation
import Synchronization

/// A span in the listing's local time as replies show it: "Sat Nov 28, 2:00–6:00 pm PST", "Tue Dec 1 to Thu Dec 3",
/// "Fri Jan 1 2027 to Sat Jan 1 2028": a day outside the year of `now`, or in a span that runs into another year,
/// shows its year.
public enum TimeSpanText {
    static let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    public static func format(_ span: TimeSpan, in calendar: ZonedCalendar, now: Int64) -> String {
        let start = calendar.local(span.start)
        let end = calendar.local(span.end)
        let lastDay = calendar.local(end.isMidnight ? calendar.adding(days: -1, to: span.end) : span.end - 1)
        let year = start.year == lastDay.year ? calendar.local(now).year : nil
        if start.isMidnight && end.isMidnight {
            return lastDay.day == start.day && lastDay.month == start.month && lastDay.year == start.year
                ? day(start, thisYear: year) : "\(day(start, thisYear: year)) to \(day(lastDay, thisYear: year))"
        }
        let zone = " " + zoneName(calendar.timeZone, at: span.startDate)
        if lastDay.day == start.day && lastDay.month == start.month && lastDay.year == start.year {
            return "\(day(start, thisYear: year)), \(clockRange(start.minutes, end.isMidnight ? 1440 : end.minutes))\(zone)"
        }
        return "\(day(start, thisYear: year)), \(clock(start.minutes)) to \(day(end, thisYear: year)), \(clock(end.minutes))\(zone)"
    }

    /// Short zone names already worked out, by zone and whether daylight-saving time is on.
    private static let zoneNames = Mutex<[String: String]>([:])

    /// "PST", "EST", or "GMT+1" where US English has no short name.
    static func zoneName(_ timeZone: TimeZone, at date: Date) -> String {
        let key = timeZone.identifier + (timeZone.isDaylightSavingTime(for: date) ? "+dst" : "")
        if let name = zoneNames.withLock({ $0[key] }) { return name }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.timeZone = timeZone
        formatter.dateFormat = "zzz"
        let name = formatter.string(from: date)
        zoneNames.withLock { $0[key] = name }
        return name
    }

    /// "Sat Nov 28", or "Fri Jan 1 2027" when its year is not `thisYear` (nil: always with the year).
    public static func day(_ time: ZonedCalendar.LocalTime, thisYear: Int?) -> String {
        let day = "\(weekdays[time.weekday - 1]) \(months[time.month - 1]) \(time.day)"
        return time.year == thisYear ? day : "\(day) \(time.year)"
    }

    /// "2:00–6:00 pm", "10:00 am–2:00 pm".
    public static func clockRange(_ from: Int, _ to: Int) -> String {
        let sameHalf = to != 1440 && (from < 720) == (to < 720)
        return sameHalf ? "\(clock(from, meridiem: false))–\(clock(to))" : "\(clock(from))–\(clock(to))"
    }

    /// "2:00 pm", "midnight" for 1440.
    public static func clock(_ minutes: Int, meridiem: Bool = true) -> String {
        if minutes == 1440 { return "midnight" }
        let hour = minutes / 60 % 24
        let shown = hour % 12 == 0 ? 12 : hour % 12
        let minute = minutes % 60
        let text = "\(shown):\(minute < 10 ? "0" : "")\(minute)"
        return meridiem ? "\(text) \(hour < 12 ? "am" : "pm")" : text
    }
}
