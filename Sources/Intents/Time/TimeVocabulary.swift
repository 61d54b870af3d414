/// The words of time phrases: weekdays, months, parts of the day and units of duration.
enum TimeVocabulary {
    /// 1 is Monday.
    static let weekdays: WordTable<Int> = [
        "mon": 1, "monday": 1, "mondays": 1,
        "tue": 2, "tues": 2, "tuesday": 2, "tuesdays": 2,
        "wed": 3, "weds": 3, "wednesday": 3, "wednesdays": 3,
        "thu": 4, "thur": 4, "thurs": 4, "thursday": 4, "thursdays": 4,
        "fri": 5, "friday": 5, "fridays": 5,
        "sat": 6, "saturday": 6, "saturdays": 6,
        "sun": 7, "sunday": 7, "sundays": 7,
    ]

    static let months: WordTable<Int> = [
        "jan": 1, "january": 1, "feb": 2, "february": 2, "mar": 3, "march": 3, "apr": 4, "april": 4,
        "may": 5, "jun": 6, "june": 6, "jul": 7, "july": 7, "aug": 8, "august": 8,
        "sep": 9, "sept": 9, "september": 9, "oct": 10, "october": 10, "nov": 11, "november": 11,
        "dec": 12, "december": 12,
    ]

    /// Parts of the day, as [start, end) minutes: morning 08–12, afternoon 12–17, evening 17–21, tonight 18–24.
    static let partsOfDay: WordTable<(Int, Int)> = [
        "morning": (8 * 60, 12 * 60), "afternoon": (12 * 60, 17 * 60), "evening": (17 * 60, 21 * 60),
        "night": (18 * 60, 24 * 60), "tonight": (18 * 60, 24 * 60),
    ]

    enum Unit: Equatable {
        case minutes(Int)
        case days(Int)
        case months(Int)
    }

    static let units: WordTable<Unit> = [
        "min": .minutes(1), "mins": .minutes(1), "minute": .minutes(1), "minutes": .minutes(1),
        "hour": .minutes(60), "hours": .minutes(60), "hr": .minutes(60), "hrs": .minutes(60), "h": .minutes(60),
        "day": .days(1), "days": .days(1), "night": .days(1), "nights": .days(1),
        "week": .days(7), "weeks": .days(7), "wk": .days(7), "wks": .days(7),
        "weekend": .days(2),
        "month": .months(1), "months": .months(1), "mo": .months(1), "mos": .months(1),
    ]

    static let numberWords: WordTable<Int> = [
        "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
        "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "couple": 2, "few": 3,
    ]

    /// "1st", "2nd", "23rd", "5th" → the day of the month.
    static func ordinalDay(_ word: Substring) -> Int? {
        guard let first = word.utf8.first, (0x30...0x39).contains(first) else { return nil }
        guard word.utf8.count >= 3, ordinalSuffixes.contains(String(word.suffix(2))),
            let day = Int(word.dropLast(2)), (1...31).contains(day)
        else { return nil }
        return day
    }

    private static let ordinalSuffixes: Set<String> = ["st", "nd", "rd", "th"]

    /// A day of the month written as "5", "05" or "5th".
    static func dayOfMonth(_ word: Substring) -> Int? {
        guard let first = word.utf8.first, (0x30...0x39).contains(first) else { return nil }
        if let day = ordinalDay(word) { return day }
        guard (1...2).contains(word.count), word.allSatisfy(\.isASCIIDigit), let day = Int(word), (1...31).contains(day) else {
            return nil
        }
        return day
    }
}
