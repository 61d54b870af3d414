import Foundation
import Marketplace

/// The words a person describes one of their bookings or requests with: its listing, its other side, its day, date
/// or starting hour, or its kind ("the tent one", "my booking with chen", "the dec 13 request", "my 10am booking").
struct BookingDescription {
    let words: [String]

    init(_ words: [String]) {
        self.words = words
    }

    /// True when every word names something of `entry`.
    func fits(_ entry: Bookings.Entry) -> Bool {
        let start = ZonedCalendar(identifier: entry.booking.timeZone).local(entry.booking.startAt)
        let title = WordStems.of(entry.title)
        let people = [entry.renterName.lowercased(), entry.ownerName.lowercased()]
        let weekday = TermsText.dayNames[start.weekday - 1].lowercased()
        let month = Self.months[start.month - 1]
        return words.allSatisfy { word in
            let bare = word.hasSuffix("'s") ? String(word.dropLast(2)) : word
            return title.contains(WordStems.stem(word)) || word.hasPrefix(weekday) || word == entry.booking.kind.rawValue
                || people.contains(bare) || word.count >= 3 && month.hasPrefix(word)
                || Self.dayOfMonth(word) == start.day || Self.hour(word) == start.minutes / 60
        }
    }

    private static let months = [
        "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december",
    ]

    /// 13 of "13", "13th", "1st".
    private static func dayOfMonth(_ word: String) -> Int? {
        let digits = word.prefix { $0.isNumber }
        guard !digits.isEmpty, ["", "st", "nd", "rd", "th"].contains(String(word.dropFirst(digits.count))), let day = Int(digits),
            (1...31).contains(day)
        else { return nil }
        return day
    }

    /// The hour of the day of "10am", "2pm", "14:00", "2:30pm".
    private static func hour(_ word: String) -> Int? {
        let digits = word.prefix { $0.isNumber }
        guard let number = Int(digits), (0...23).contains(number) else { return nil }
        let rest = word.dropFirst(digits.count)
        let suffix = rest.hasPrefix(":") ? rest.drop { $0 == ":" || $0.isNumber } : rest
        switch suffix {
        case "am": return number == 12 ? 0 : number
        case "pm": return number == 12 ? 12 : number + 12
        case "" where rest.hasPrefix(":"): return number
        default: return nil
        }
    }
}
