import Foundation
import Intents
import Marketplace

/// The words a person describes one of their bookings or requests with: its listing, its other side, its day, date
/// or starting hour, or its kind ("the tent one", "my booking with chen", "the dec 13 request", "my 10am booking").
struct BookingDescription {
    let words: [String]
    /// A time the booking overlaps: "tomorrow's booking", "my booking this weekend".
    let during: Command.Interval?

    init(_ words: [String], during: Command.Interval? = nil) {
        self.words = words
        self.during = during
    }

    /// The description as the person might read it back: its words, and the first day of its time.
    var said: String {
        let day = during.map { "\(Self.months[$0.start.date.month - 1].prefix(3).capitalized) \($0.start.date.day)" }
        return (words + [day].compactMap { $0 }).joined(separator: " ")
    }

    /// True when every word names something of `entry`, and it overlaps the time said.
    func fits(_ entry: Bookings.Entry) -> Bool {
        let calendar = ZonedCalendar(identifier: entry.booking.timeZone)
        if let during, !Self.overlaps(calendar.local(entry.booking.startAt), calendar.local(entry.booking.endAt), during) { return false }
        let names = Self.naming(entry, calendar: calendar)
        return words.allSatisfy(names)
    }

    /// True when the words name the listing of `entry` by its title and at least half of them name something of it:
    /// "the studio", "the fell st apartment" of a request from ines; "the drill friday" names no tent booked for Friday.
    func namesTheListing(of entry: Bookings.Entry) -> Bool {
        let title = WordStems.of(entry.title)
        guard words.contains(where: { title.contains(WordStems.stem($0)) }) else { return false }
        let names = Self.naming(entry, calendar: ZonedCalendar(identifier: entry.booking.timeZone))
        return words.filter(names).count * 2 >= words.count
    }

    /// Whether a word names the listing's title, the kind of booking, either person, or the day, month or hour it starts.
    private static func naming(_ entry: Bookings.Entry, calendar: ZonedCalendar) -> (String) -> Bool {
        let start = calendar.local(entry.booking.startAt)
        let title = WordStems.of(entry.title)
        let people = [entry.renterName.lowercased(), entry.ownerName.lowercased()]
        let weekday = TermsText.dayNames[start.weekday - 1].lowercased()
        let month = months[start.month - 1]
        return { word in
            let bare = word.hasSuffix("'s") ? String(word.dropLast(2)) : word
            return title.contains(WordStems.stem(word)) || word.hasPrefix(weekday) || word == entry.booking.kind.rawValue
                || people.contains(bare) || people.contains { word == $0 + "s" } || word.count >= 3 && month.hasPrefix(word)
                || dayOfMonth(word) == start.day || hour(word) == start.minutes / 60
        }
    }

    private static func overlaps(_ start: ZonedCalendar.LocalTime, _ end: ZonedCalendar.LocalTime, _ during: Command.Interval) -> Bool {
        let key = { (time: ZonedCalendar.LocalTime) in [time.year, time.month, time.day, time.minutes] }
        let from = [during.start.date.year, during.start.date.month, during.start.date.day, during.start.minutes]
        let to = [during.end.date.year, during.end.date.month, during.end.date.day, during.end.minutes]
        return key(start).lexicographicallyPrecedes(to) && from.lexicographicallyPrecedes(key(end))
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
