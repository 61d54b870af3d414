import Foundation

/// Dates as replies show them, the same on every machine: "Nov 21, 2026".
enum DateText {
    static let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    static func day(_ date: Date, in timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        let month = monthNames[(parts.month ?? 1) - 1]
        return "\(month) \(parts.day ?? 1), \(parts.year ?? 0)"
    }
}
