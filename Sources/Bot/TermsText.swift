import Marketplace

/// An owner's terms as one sentence: "Open Mon–Fri 9:00 am–5:00 pm; at least 2 hours; 30 minutes between bookings."
enum TermsText {
    static let dayNames = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

    static func describe(_ calendar: ListingCalendar) -> String? {
        let rules = calendar.rules
        var parts: [String] = []
        if !rules.weeklyHours.isAlwaysOpen { parts.append("open " + hours(rules.weeklyHours)) }
        if let minimum = rules.minMinutes { parts.append("at least \(DurationText.format(minutes: minimum))") }
        if let maximum = rules.maxMinutes { parts.append("at most \(DurationText.format(minutes: maximum))") }
        if let months = calendar.minMonths, calendar.kind == .home { parts.append("at least \(DurationText.plural(months, "month"))") }
        if rules.bufferMinutes > 0 { parts.append("\(DurationText.format(minutes: rules.bufferMinutes)) kept free between bookings") }
        guard !parts.isEmpty else { return nil }
        let sentence = parts.joined(separator: "; ")
        return "Terms: " + sentence + "."
    }

    /// "Mon–Fri 9:00 am–5:00 pm, Sat 10:00 am–2:00 pm".
    static func hours(_ hours: WeeklyHours) -> String {
        var groups: [(days: [Int], from: Int, to: Int)] = []
        for window in hours.windows {
            if let index = groups.firstIndex(where: { $0.from == window.from && $0.to == window.to }) {
                groups[index].days.append(window.weekday)
            } else {
                groups.append(([window.weekday], window.from, window.to))
            }
        }
        return groups.map { "\(days($0.days)) \(TimeSpanText.clockRange($0.from, $0.to))" }.joined(separator: ", ")
    }

    /// "Mon–Fri", "Sat, Sun", "Mon, Wed".
    private static func days(_ days: [Int]) -> String {
        let sorted = days.sorted()
        if sorted.count > 2, sorted.last! - sorted.first! == sorted.count - 1 {
            return "\(dayNames[sorted.first! - 1])–\(dayNames[sorted.last! - 1])"
        }
        return sorted.map { dayNames[$0 - 1] }.joined(separator: ", ")
    }
}
