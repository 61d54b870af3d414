/// A calendar day on the user's wall clock, with the arithmetic time phrases need.
public struct LocalDate: Sendable, Equatable, Comparable, Hashable {
    public internal(set) var year: Int
    public internal(set) var month: Int
    public internal(set) var day: Int

    /// Days since 1970-01-01 (Howard Hinnant's days-from-civil).
    var dayNumber: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    init(year: Int, month: Int, day: Int) {
        (self.year, self.month, self.day) = (year, month, day)
    }

    init(dayNumber: Int) {
        let z = dayNumber + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * mp + 2) / 5 + 1
        month = mp < 10 ? mp + 3 : mp - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// 1 is Monday, 7 is Sunday.
    var weekday: Int {
        let value = (dayNumber + 3) % 7
        return (value < 0 ? value + 7 : value) + 1
    }

    func adding(days: Int) -> LocalDate { LocalDate(dayNumber: dayNumber + days) }

    func adding(months: Int) -> LocalDate {
        let index = year * 12 + (month - 1) + months
        let (newYear, newMonth) = (index / 12, index % 12 + 1)
        return LocalDate(year: newYear, month: newMonth, day: min(day, Self.daysIn(month: newMonth, year: newYear)))
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    static func isValid(year: Int, month: Int, day: Int) -> Bool {
        (1...12).contains(month) && day >= 1 && day <= daysIn(month: month, year: year)
    }

    public static func < (lhs: LocalDate, rhs: LocalDate) -> Bool { lhs.dayNumber < rhs.dayNumber }
}

/// A wall-clock moment: a day and the minutes since its midnight (1440 is the next midnight).
public struct LocalDateTime: Sendable, Equatable, Comparable {
    public internal(set) var date: LocalDate
    public internal(set) var minutes: Int

    /// The same moment with `minutes` folded into whole days, so 24:00 reads as the next day's 00:00.
    var normalized: LocalDateTime {
        let days = minutes >= 0 ? minutes / 1440 : (minutes - 1439) / 1440
        return LocalDateTime(date: date.adding(days: days), minutes: minutes - days * 1440)
    }

    func adding(minutes extra: Int) -> LocalDateTime {
        LocalDateTime(date: date, minutes: minutes + extra).normalized
    }

    /// `2026-11-28T14:00`, the contract's shape.
    public var text: String {
        let moment = normalized
        guard (0...9999).contains(moment.date.year) else { return Self.paddedText(moment) }
        let fields = [(moment.date.year, 4), (moment.date.month, 2), (moment.date.day, 2), (moment.minutes / 60, 2), (moment.minutes % 60, 2)]
        return String(unsafeUninitializedCapacity: 16) { text in
            var end = 0
            for (index, (value, width)) in fields.enumerated() {
                if index > 0 { text[end] = UInt8(ascii: index == 3 ? "T" : index == 4 ? ":" : "-"); end += 1 }
                var rest = value
                for offset in (0..<width).reversed() {
                    text[end + offset] = UInt8(ascii: "0") + UInt8(rest % 10)
                    rest /= 10
                }
                end += width
            }
            return end
        }
    }

    /// `text` for any year, each field zero-padded to its width.
    private static func paddedText(_ moment: LocalDateTime) -> String {
        func pad(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(pad(moment.date.year, 4))-\(pad(moment.date.month, 2))-\(pad(moment.date.day, 2))T"
            + "\(pad(moment.minutes / 60, 2)):\(pad(moment.minutes % 60, 2))"
    }

    public static func < (lhs: LocalDateTime, rhs: LocalDateTime) -> Bool {
        let (a, b) = (lhs.normalized, rhs.normalized)
        return (a.date.dayNumber, a.minutes) < (b.date.dayNumber, b.minutes)
    }
}
