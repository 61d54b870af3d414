/// The words of time phrases: weekdays, months, parts of the day, units, numbers and the modifiers
/// that change a time.
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
        "night": (18 * 60, 24 * 60), "tonight": (18 * 60, 24 * 60), "arvo": (12 * 60, 17 * 60),
    ]

    /// Meals, as parts of the day: read as a time only beside a day or after a word that leads to one ("tomorrow
    /// lunch", "at dinner"), as a room "with breakfast" names no time.
    static let meals: WordTable<(Int, Int)> = [
        "breakfast": (7 * 60, 10 * 60), "brunch": (10 * 60, 13 * 60), "lunch": (12 * 60, 14 * 60), "lunchtime": (12 * 60, 14 * 60),
        "dinner": (18 * 60, 21 * 60), "dinnertime": (18 * 60, 21 * 60), "supper": (18 * 60, 21 * 60),
    ]

    /// What "after …" names when it is no clock time: the hours after a meal, work or school.
    static let hoursAfter: WordTable<(Int, Int)> = [
        "breakfast": (10 * 60, 12 * 60), "brunch": (13 * 60, 17 * 60), "lunch": (14 * 60, 17 * 60), "lunchtime": (14 * 60, 17 * 60),
        "dinner": (21 * 60, 24 * 60), "supper": (21 * 60, 24 * 60), "work": (17 * 60, 21 * 60), "school": (15 * 60, 18 * 60),
    ]

    /// Misspellings of the words that join or carry a time ("untill friday", "thruogh march", "tomorow", "wensday",
    /// "midnigth"): a letter left out, doubled or two swapped, never a word of its own ("though", "trough", "mach").
    static let connectiveTypos: WordTable<String> = {
        var typos: [String: String] = [:]
        let connectives = ["until", "through", "between", "tomorrow", "tonight", "morning", "evening", "afternoon", "weekend", "yesterday"]
        let names = [
            "quarter", "midnight", "minutes", "minute", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday",
            "sunday", "january", "february", "august", "september", "october", "november", "december", "christmas",
            "thanksgiving", "halloween",
        ]
        for word in connectives + names {
            let letters = Array(word)
            var variants: [String] = []
            for i in letters.indices {
                var dropped = letters
                dropped.remove(at: i)
                variants.append(String(dropped))
                var doubled = letters
                doubled.insert(letters[i], at: i)
                variants.append(String(doubled))
                if i + 1 < letters.count {
                    var swapped = letters
                    swapped.swapAt(i, i + 1)
                    variants.append(String(swapped))
                }
            }
            for variant in variants where variant != word && variant.count >= 4 && !notTypos.contains(variant)
                && (connectives.contains(word) || !TypoCorrector.isKnown(variant))
            {
                typos[variant] = word
            }
        }
        for (typo, word) in commonMisspellings { typos[typo] = word }
        typos["&"] = "and"
        for day in Array(weekdays.keys.filter { $0.count > 4 && !$0.hasSuffix("s") }) + ["today", "tomorrow", "tonight"] {
            typos[day + "'s"] = day
            typos[day + "’s"] = day
        }
        typos["mid-day"] = "midday"
        typos["week-end"] = "weekend"
        typos["week-ends"] = "weekends"
        for word in Array(partsOfDay.keys) + Array(meals.keys) + ["tomorrow", "today", "noon", "midday", "midnight", "weekend"] {
            typos[word + "ish"] = word
            typos[word + "-ish"] = word
        }
        return WordTable(typos)
    }()

    /// A word as the time grammar reads it: a misspelt connective spelt right, "afternoonish" as "afternoon", and a
    /// zone in brackets ("(BST)") without them.
    static func timeForm(_ word: String) -> String {
        if let spelt = connectiveTypos[word] { return spelt }
        guard word.utf8.count > 2, word.utf8.first == UInt8(ascii: "("), word.utf8.last == UInt8(ascii: ")") else { return word }
        return String(word.dropFirst().dropLast())
    }

    /// Whether `timeForm` changes the word.
    static func hasOtherTimeForm(_ word: String) -> Bool {
        connectiveTypos[word] != nil || word.utf8.first == UInt8(ascii: "(")
    }

    private static let notTypos: Set<String> = ["though", "trough"]
    /// Misspellings further than one edit that people type often.
    private static let commonMisspellings = [
        "wensday": "wednesday", "wendsday": "wednesday", "wedensday": "wednesday", "wednsday": "wednesday",
        "thrusday": "thursday", "thurdsay": "thursday", "feburary": "february", "febuary": "february", "tonite": "tonight",
        "2nite": "tonight", "2morrow": "tomorrow", "2moro": "tomorrow", "tomorro": "tomorrow", "tmrow": "tomorrow", "tmrw": "tomorrow",
    ]

    enum Unit: Equatable {
        case minutes(Int)
        case days(Int)
        case months(Int)

        /// Whether the unit is shorter than a day, so an offset by it is a moment rather than a day.
        var isClockUnit: Bool {
            if case .minutes = self { return true }
            return false
        }
    }

    static let units: WordTable<Unit> = [
        "min": .minutes(1), "mins": .minutes(1), "minute": .minutes(1), "minutes": .minutes(1),
        "hour": .minutes(60), "hours": .minutes(60), "hr": .minutes(60), "hrs": .minutes(60), "h": .minutes(60),
        "day": .days(1), "days": .days(1), "night": .days(1), "nights": .days(1),
        "week": .days(7), "weeks": .days(7), "wk": .days(7), "wks": .days(7), "fortnight": .days(14), "fortnights": .days(14),
        "weekend": .days(2),
        "month": .months(1), "months": .months(1), "mo": .months(1), "mos": .months(1),
        "year": .months(12), "years": .months(12), "yr": .months(12), "yrs": .months(12),
    ]

    /// Counts in words, up to the twelve a clock needs; larger ones are read by `NumberWords`.
    static let numberWords: WordTable<Int> = [
        "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
        "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "couple": 2, "few": 3,
    ]

    /// Ordinals in words, for days of the month and the nth of a period.
    static let ordinalWords: WordTable<Int> = [
        "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
        "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13, "fourteenth": 14,
        "fifteenth": 15, "sixteenth": 16, "seventeenth": 17, "eighteenth": 18, "nineteenth": 19, "twentieth": 20,
        "twenty-first": 21, "twenty-second": 22, "twenty-third": 23, "twenty-fourth": 24, "twenty-fifth": 25,
        "twenty-sixth": 26, "twenty-seventh": 27, "twenty-eighth": 28, "twenty-ninth": 29, "thirtieth": 30,
        "thirty-first": 31,
    ]

    /// "1st", "2nd", "23rd", "5th" → the day of the month.
    static func ordinalDay(_ word: Substring) -> Int? {
        guard let first = word.utf8.first, (0x30...0x39).contains(first) else { return nil }
        guard word.utf8.count >= 3, ordinalSuffixes.contains(String(word.suffix(2))),
            let day = Int(word.dropLast(2)), (1...31).contains(day)
        else { return nil }
        return day
    }

    private static let ordinalSuffixes: WordSet = ["st", "nd", "rd", "th"]

    /// A day of the month written as "5", "05" or "5th".
    static func dayOfMonth(_ word: Substring) -> Int? {
        guard let first = word.utf8.first, (0x30...0x39).contains(first) else { return nil }
        if let day = ordinalDay(word) { return day }
        guard (1...2).contains(word.count), word.allSatisfy(\.isASCIIDigit), let day = Int(word), (1...31).contains(day) else {
            return nil
        }
        return day
    }

    /// How far a word moves a period from the current one: "this" 0, "next" 1, "last" -1, and their kin.
    static let periodShifts: WordTable<Int> = [
        "this": 0, "current": 0, "next": 1, "following": 1, "coming": 1, "last": -1, "previous": -1, "past": -1,
    ]

    /// "2027", "1999": a four-digit number that can be a year, and the year it is.
    static func fourDigitYear(_ word: String) -> Int? {
        guard word.utf8.count == 4, let year = NumberWords.digitValue(word), (1900...2199).contains(year) else { return nil }
        return year
    }

    /// A day and a month typed as one word, either way round: "14april", "3march", "feb13", "march3rd".
    static func monthAndDayRunTogether(_ word: String) -> (month: Int, day: Int)? {
        let bytes = word.utf8
        let isDigit = { (byte: UInt8) in (0x30...0x39).contains(byte) }
        guard (4...14).contains(bytes.count), let firstByte = bytes.first, let lastByte = bytes.last, let first = word.first,
            isDigit(firstByte) != isDigit(lastByte) || !isDigit(firstByte) && bytes.contains(where: isDigit)
        else { return nil }
        let letters = word.drop { $0.isASCIIDigit }
        if !first.isASCIIDigit {
            guard let split = word.firstIndex(where: \.isASCIIDigit), let month = months[String(word[..<split])],
                let day = dayOfMonth(word[split...]) ?? ordinalDay(word[split...])
            else { return nil }
            return (month, day)
        }
        let digits = word.prefix { $0.isASCIIDigit }
        guard (1...2).contains(digits.count), let day = Int(digits), (1...31).contains(day) else { return nil }
        let name = letters.hasPrefix("th") || letters.hasPrefix("st") || letters.hasPrefix("nd") || letters.hasPrefix("rd")
            ? letters.dropFirst(2) : letters
        guard let month = months[String(name)] else { return nil }
        return (month, day)
    }

    /// Words that change a time when they sit beside one. A time phrase with one of these next to it
    /// that the grammar didn't read is refused rather than read without it.
    static let modifiersBefore: WordSet = [
        "end", "beginning", "start", "early", "late", "mid", "middle", "every", "each", "other", "after", "before",
        "earliest", "latest", "past", "first", "last", "second", "third", "fourth", "fifth", "next", "following",
        "previous", "prior", "within", "alternate", "half", "quarter", "penultimate", "tail", "back", "latter", "former",
    ]
    static let modifiersAfter: WordSet = [
        "ago", "later", "earlier", "after", "before", "prior", "onwards", "onward", "hence", "bc", "b.c", "bce", "b.c.e",
    ]
}
