/// Clock rules: times of day and ranges of them ("2pm", "2-6pm", "ten thirty am", "quarter past 3",
/// "at 1030", "after 5pm"), parts of the day, durations and "until …".
extension TimePhraseReader {
    /// A time of day or a range of them. A bare number counts only after "at"/"from", inside a phrase,
    /// or just before a day word ("9 tomorrow").
    mutating func readClock(hasContext: Bool, partOfDay: (Int, Int)? = nil) -> TimePhrase.Clock? {
        guard let current = word() else { return nil }
        if current == "all", word(1) == "day" {
            index += 2
            return .part(0, 24 * 60)
        }
        if current == "after" || current == "before" || (current == "later" || current == "earlier") && word(1) == "than" {
            let mark = index
            let isAfter = current == "after" || current == "later"
            index += current == "after" || current == "before" ? 1 : 2
            if let reading = readReading(requireExplicit: false) {
                if isAfter, let end = readBoundBefore() { return .range(reading, end) }
                return isAfter ? .after(reading) : .until(reading)
            }
            if current == "before", let meal = word().flatMap({ TimeVocabulary.meals[$0] }) {
                index += 1
                return .until(ClockReading(hour: meal.0 / 60, minute: meal.0 % 60, meridiem: nil, isTwentyFourHour: true))
            }
            index = mark
            return nil
        }
        let pieces = current.utf8.contains(UInt8(ascii: "-")) ? current.split(separator: "-", maxSplits: 1) : []
        if pieces.count == 2, let (from, to) = Self.hoursOfARange(pieces[0], pieces[1]) {
            let fixed = isFollowedByADay(at: index + 1) || word(1).map(TimeZoneNames.isZone) == true
                || ClockReading.isExplicit(pieces[1]) || ClockReading.isExplicit(pieces[0])
            guard hasContext || fixed else { return nil }
            index += 1
            return .range(from, attachMeridiem(to))
        }
        let endsExplicitly = word(1).map { Self.rangeWords.contains($0) || $0 == "and" } == true
            && (word(2).map { ClockReading.isExplicit($0[...]) } == true || word(3).map { $0 == "am" || $0 == "pm" } == true
                || isFollowedByADay(at: index + 3))
        let bareBeforeADay = index == 0 || Self.wordsBeforeAnHourAndADay.contains(words[index - 1])
        let rangeOfBareHours = bareBeforeADay && word(1).map { Self.rangeWords.contains($0) } == true
            && Self.isBareHour(word()) && Self.isBareHour(word(2))
            && word(3).map { TimeVocabulary.units[$0] == nil && !Self.countNouns.contains($0) } != false
        guard let first = readReading(requireExplicit: !hasContext && !endsExplicitly && !rangeOfBareHours, bareBeforeADay: bareBeforeADay)
        else { return nil }
        if let connector = word(), Self.rangeWords.contains(connector) || connector == "and" {
            let mark = index
            index += 1
            if let second = readReading(requireExplicit: false) {
                return .range(first, attachMeridiem(second))
            }
            if let number = word(), NumberWords.digitValue(number) != nil, word(1).map(Self.countNouns.contains) == true { return nil }
            index = mark
        }
        return .at(first)
    }

    /// The end of "after 9am but before 11am", "later than 2 and earlier than 5pm": a time after "before" or "earlier
    /// than", maybe joined by "and" or "but".
    private mutating func readBoundBefore() -> ClockReading? {
        let mark = index
        if word() == "and" || word() == "but" { index += 1 }
        switch word() {
        case "before"?: index += 1
        case "earlier"? where word(1) == "than": index += 2
        default:
            index = mark
            return nil
        }
        guard let end = readReading(requireExplicit: false) else {
            index = mark
            return nil
        }
        return attachMeridiem(end)
    }

    /// "9" in "9 thru 5": an hour of half a day in digits alone.
    static func isBareHour(_ word: String?) -> Bool {
        word.flatMap(NumberWords.digitValue).map { (1...12).contains($0) } == true
    }

    /// The two ends of "2-6", "9am-5pm" or "1400-1800" (four digits each, never a year's).
    private static func hoursOfARange(_ first: Substring, _ second: Substring) -> (ClockReading, ClockReading)? {
        if let from = ClockReading.read(first), let to = ClockReading.read(second) { return (from, to) }
        if let from = ClockReading.hourMarked(String(first)), let to = ClockReading.hourMarked(String(second)), from.hasMinutes || to.hasMinutes {
            return (from.reading, to.reading)
        }
        guard let from = twentyFourHour(first), let to = twentyFourHour(second) else { return nil }
        return (from, to)
    }

    /// "1400", "0830": a time of day in four digits, which no year (1900–2199) can be.
    private static func twentyFourHour(_ text: Substring) -> ClockReading? {
        guard text.count == 4, text.allSatisfy(\.isASCIIDigit), let value = Int(text), TimeVocabulary.fourDigitYear(String(text)) == nil,
            value / 100 < 24, value % 100 < 60
        else { return nil }
        return ClockReading(hour: value / 100, minute: value % 100, meridiem: nil, isTwentyFourHour: true)
    }

    private static let ampm: WordSet = ["am", "pm", "a.m", "p.m", "o'clock", "oclock"]
    /// Words before a number that make "7 eleven" a name, not a time said aloud: "the 7 eleven on main st".
    private static let articles: WordSet = ["the", "a", "an"]

    /// "5 a day", "4.50 per hour": a number before these and a unit is a rate, not a time.
    private static let rateWords: WordSet = ["a", "an", "per", "each", "every", "/"]

    static let dayNamesAfterAnHour: WordSet = ["tomorrow", "tonight", "today", "tmrw", "tomorow", "tommorow"]
    /// Words after which "9 tomorrow" is a time rather than a position and a day.
    static let wordsBeforeAnHourAndADay: WordSet = ["do", "make", "say", "maybe", "about", "like", "or", "how"]

    /// One clock reading: "2pm", "2 pm", "3 o'clock", "1030" in context, "ten thirty am", "quarter past 3",
    /// "20 to 4", "12 noon".
    mutating func readReading(requireExplicit: Bool, bareBeforeADay: Bool = false) -> ClockReading? {
        if let reading = readPastOrTo() { return reading }
        if word() == "mid", word(1) == "day" {
            index += 2
            return ClockReading(hour: 12, minute: 0, meridiem: .pm, isTwentyFourHour: false)
        }
        guard let current = word() else { return nil }
        var length = 1
        var explicit = false
        var wordHourNeedsMore = false
        var reading: ClockReading
        if let rough = ClockReading.roughly(current) {
            reading = rough
            explicit = true
        } else if let digits = ClockReading.read(current[...]) {
            if current.utf8.first.map({ !(0x30...0x39).contains($0) }) == true, !timeMayEnd(before: index + 1) { return nil }
            if requireExplicit, digits.meridiem == nil, !timeMayEnd(before: index + 1), word(1).map({ Self.ampm.contains($0) }) != true,
                meridiem(at: 1) == nil, word(1) != "o" || word(2) != "clock"
            {
                return nil
            }
            reading = digits
            explicit = ClockReading.isExplicit(current[...])
            if digits.meridiem == nil, !current.utf8.contains(UInt8(ascii: ":")), (1...12).contains(digits.hour),
                index == 0 || !Self.articles.contains(words[index - 1]),
                word(1).map({ NumberWords.wordValue($0) != nil || $0 == "oh" }) == true, let (minute, minuteLength) = minutesInWords(at: index + 1),
                !countsSomething(at: minuteLength + 1)
            {
                reading.minute = minute
                length += minuteLength
                explicit = true
            }
        } else if let (marked, hasMinutes) = ClockReading.hourMarked(current), hourMarkIsAClock(marked, hasMinutes: hasMinutes) {
            reading = marked
            explicit = true
        } else if let dotted = ClockReading.dotted(current) {
            reading = dotted
            explicit = dotted.meridiem != nil
        } else if current.utf8.count == 5, current.hasSuffix("h"), let compact = ClockReading.compact(String(current.dropLast())) {
            reading = compact
            explicit = true
        } else if let compact = ClockReading.compact(current) {
            let hoursWord = word(1).map { $0 == "hrs" || $0 == "hours" || $0 == "h" } == true && current.utf8.count == 4
            if !hoursWord, TimeVocabulary.fourDigitYear(current) != nil { return nil }
            reading = compact
            explicit = current.utf8.count == 4 && current.hasPrefix("0")
            if hoursWord {
                length += 1
                explicit = true
            }
        } else if let hour = NumberWords.wordValue(current), (1...12).contains(hour) {
            reading = ClockReading(hour: hour, minute: 0, meridiem: nil, isTwentyFourHour: false)
            if let (minute, minuteLength) = minutesInWords(at: index + 1), !countsSomething(at: minuteLength + 1) {
                reading.minute = minute
                length += minuteLength
                explicit = true
            }
            wordHourNeedsMore = length == 1 && (index == 0 || !Self.wordsBeforeAnHourInWords.contains(words[index - 1]))
        } else {
            return nil
        }
        if reading.meridiem == nil, let next = word(length), next == "o'clock" || next == "oclock" || next == "o" && word(length + 1) == "clock" {
            guard reading.minute == 0, (1...12).contains(reading.hour) else { return nil }
            length += next == "o" ? 2 : 1
            explicit = true
        }
        if reading.meridiem == nil, !explicit, reading.minute == 0, let minute = spokenMinutes(at: length) {
            reading.minute = minute
            length += 1
            explicit = true
        }
        if reading.meridiem == nil, let (meridiem, meridiemLength) = meridiem(at: length) {
            guard (1...12).contains(reading.hour) else { return nil }
            (reading.meridiem, reading.isTwentyFourHour) = (meridiem, false)
            length += meridiemLength
            explicit = true
        } else if reading.meridiem == nil, let next = word(length), reading.hour == 12, reading.minute == 0 {
            switch next {
            case "noon": reading.meridiem = .pm
            case "midnight": reading = .midnight
            default: break
            }
            if reading.meridiem != nil || next == "midnight" {
                length += 1
                explicit = true
            }
        }
        if let next = word(length), Self.rateWords.contains(next), word(length + 1).map({ TimeVocabulary.units[$0] != nil }) == true {
            return nil
        }
        if word(length) == "ish" {
            length += 1
            explicit = true
        }
        if !explicit, bareBeforeADay, isFollowedByADay(at: index + length) { explicit = true }
        if requireExplicit || wordHourNeedsMore, !explicit { return nil }
        if length == 1, let next = word(1), TimeVocabulary.units[next] != nil || Self.countNouns.contains(next) {
            return nil
        }
        index += length
        return reading
    }

    /// Whether "16h" or "9h30" here is a time of day rather than an amount ("for 4h", "in 1h30"): never after a word
    /// that leads to an amount or a thing ("the 18h charger"); with minutes, an hour past noon, after "at", "from" or "between",
    /// or before a zone, it is.
    private func hourMarkIsAClock(_ reading: ClockReading, hasMinutes: Bool) -> Bool {
        let previous = index > 0 ? words[index - 1] : nil
        if let previous, Self.wordsBeforeAnAmount.contains(previous) || Self.wordsBeforeAThing.contains(previous) { return false }
        if word(1).map({ $0 == "ago" || $0 == "later" || $0 == "from" && word(2) == "now" }) == true { return false }
        return hasMinutes || reading.hour > 12 || reading.hour == 0 || previous.map({ Self.wordsBeforeAnHourInWords.contains($0) || $0 == "between" }) == true
            || word(1).map(TimeZoneNames.isZone) == true
    }

    private static let wordsBeforeAnAmount: WordSet = ["for", "in", "within", "every", "each", "per", "last", "next", "about", "another", "extra"]
    /// Words before a thing's name, where "18h" is a size or a length ("the 18h charger").
    private static let wordsBeforeAThing: WordSet = ["the", "a", "an", "my", "your", "our", "their", "his", "her", "this", "that"]

    /// Whether a day or a part of the day follows: "9 tomorrow", "8 tonight", "11 in the morning", "7 this evening".
    private func isFollowedByADayOrPart(at position: Int) -> Bool {
        func word(at offset: Int) -> String? {
            position + offset < words.count && !taken[position + offset] ? words[position + offset] : nil
        }
        guard let next = word(at: 0) else { return false }
        if Self.dayNamesAfterAnHour.contains(next) || TimeVocabulary.partsOfDay[next] != nil { return true }
        if next == "in", word(at: 1) == "the", let part = word(at: 2) { return TimeVocabulary.partsOfDay[part] != nil }
        if next == "this", let part = word(at: 1) { return TimeVocabulary.partsOfDay[part] != nil }
        return next == "at" && word(at: 1) == "night"
    }

    /// `isFollowedByADayOrPart`, a weekday, maybe after "on" and "next" or "this", or "the day after …": what makes
    /// "9-5 monday", "9 to 12 on monday", "10 next tuesday" and "between 2 and 4 the day after tomorrow" hours, as a
    /// range of two bare numbers before a day is rarely anything else.
    private func isFollowedByADay(at position: Int) -> Bool {
        if isFollowedByADayOrPart(at: position) { return true }
        var position = position
        let free = { (index: Int) in index < words.count && !taken[index] ? words[index] : nil }
        if free(position) == "on" { position += 1 }
        if let modifier = free(position), ["next", "this", "coming"].contains(modifier), free(position + 1).map({ TimeVocabulary.weekdays[$0] != nil }) == true {
            return true
        }
        if free(position) == "the", free(position + 1) == "day", let direction = free(position + 2), direction == "after" || direction == "before" {
            return true
        }
        return free(position).map { TimeVocabulary.weekdays[$0] != nil || Self.dayNamesAfterAnHour.contains($0) } == true
    }

    /// Whether the word `offset` ahead makes the numbers before it a count or an amount: "thirty minutes", "fifteen
    /// dollars", "twenty people".
    private func countsSomething(at offset: Int) -> Bool {
        guard let next = word(offset) else { return false }
        return TimeVocabulary.units[next] != nil || Self.countNouns.contains(next) || Self.moneyWords.contains(next)
    }

    private static let moneyWords: WordSet = ["dollars", "dollar", "bucks", "usd", "cents", "euros", "pounds", "quid"]

    /// "thirty", "fifteen", "forty five", "oh five": the minutes of a clock time in words.
    private func minutesInWords(at position: Int) -> (Int, Int)? {
        guard position < words.count, !taken[position] else { return nil }
        let first = words[position]
        if first == "oh" || first == "o", position + 1 < words.count, !taken[position + 1],
            let unit = NumberWords.wordValue(words[position + 1]), (1...9).contains(unit)
        {
            return (unit, 2)
        }
        guard let (value, length) = NumberWords.read(words, at: position, taken: taken, article: false),
            NumberWords.digitValue(first) == nil, (10...59).contains(value)
        else { return nil }
        return (value, length)
    }

    /// "quarter past 3", "half past three", "20 past 3", "ten after 5", "quarter to 4", "20 minutes to 4".
    private mutating func readPastOrTo() -> ClockReading? {
        let start = index
        if word() == "a" { index += 1 }
        var minutes: Int
        var hasMinutesWord = false
        if word() == "half", start == index, let british = readBritishHalf() { return british }
        switch word() {
        case "quarter": minutes = 15; index += 1
        case "half": minutes = 30; index += 1
        default:
            guard let (value, length) = NumberWords.read(words, at: index, taken: taken, article: false), (1...59).contains(value) else {
                index = start
                return nil
            }
            minutes = value
            index += length
            if let unit = word(), unit == "minutes" || unit == "mins" || unit == "min" {
                hasMinutesWord = true
                index += 1
            }
        }
        guard let direction = word(), Self.pastOrTo.contains(direction), direction != "of" || words[index - 1] == "quarter" else {
            index = start
            return nil
        }
        let toward = ["to", "till", "til", "before", "of"].contains(direction)
        if toward, minutes == 30 {
            index = start
            return nil
        }
        let minutesInDigits = !hasMinutesWord && words[start] != "quarter" && words[index - 1] != "quarter"
            && NumberWords.wordValue(words[index - 1]) == nil
        index += 1
        let hourWord = word()
        guard var hour = readHourAfterPastOrTo() else {
            index = start
            return nil
        }
        if toward, minutesInDigits, !Self.digitsCountMinutesBefore(minutes, hour, followedByADay: isFollowedByADayOrPart(at: index)) {
            index = start
            return nil
        }
        if toward {
            minutes = 60 - minutes
            switch (hour.hour, hour.meridiem) {
            case (12, .pm?): (hour.hour, hour.meridiem) = (11, .am)
            case (12, .am?): (hour.hour, hour.meridiem) = (11, .pm)
            case (1, _?): hour.hour = 12
            case (0, _): hour.hour = 23
            default: hour.hour -= 1
            }
            if hour.hour == 0, hourWord != "midnight" { hour.hour = 12 }
        }
        hour.minute = minutes
        return hour
    }

    /// "20 to 6pm", "25 to 9", "20 to 7 tonight": minutes before an hour written in digits, which "10 to 12" (a range
    /// of hours) also looks like; they count only when the first number can't be an hour, or can't be one on that
    /// day's clock and the second is settled by am, pm or a part of the day.
    private static func digitsCountMinutesBefore(_ minutes: Int, _ hour: ClockReading, followedByADay: Bool) -> Bool {
        if minutes > 24 { return true }
        return minutes > 12 && (hour.meridiem != nil || followedByADay)
    }

    /// "half 3", "half ten": half past the hour, as the British say it; never "half 3 hours" or "half 2 bedrooms".
    private mutating func readBritishHalf() -> ClockReading? {
        guard let next = word(1), let hour = NumberWords.digitValue(next) ?? NumberWords.wordValue(next), (1...12).contains(hour),
            word(2).map({ TimeVocabulary.units[$0] == nil && !Self.countNouns.contains($0) && !Self.pastOrTo.contains($0) }) != false
        else { return nil }
        index += 2
        return ClockReading(hour: hour, minute: 30, meridiem: nil, isTwentyFourHour: false)
    }

    /// Words after which an hour in words ("at four", "from nine to five") needs nothing more to be a time.
    private static let wordsBeforeAnHourInWords: WordSet = [
        "at", "around", "about", "from", "by", "until", "till", "til", "to", "through", "and", "after", "before", "-",
    ]

    private static let pastOrTo: WordSet = ["past", "after", "to", "till", "til", "before", "of"]

    private mutating func readHourAfterPastOrTo() -> ClockReading? {
        guard let current = word() else { return nil }
        if current == "noon" || current == "midday" {
            index += 1
            return ClockReading(hour: 12, minute: 0, meridiem: .pm, isTwentyFourHour: false)
        }
        if current == "midnight" {
            index += 1
            return .midnight
        }
        if let explicit = ClockReading.read(current[...]), explicit.meridiem != nil, explicit.minute == 0 {
            index += 1
            return explicit
        }
        if let (marked, hasMinutes) = ClockReading.hourMarked(current), !hasMinutes {
            index += 1
            return marked
        }
        guard let hour = NumberWords.digitValue(current) ?? NumberWords.wordValue(current), (1...12).contains(hour) else { return nil }
        index += 1
        var reading = ClockReading(hour: hour, minute: 0, meridiem: nil, isTwentyFourHour: false)
        if let (meridiem, length) = meridiem(at: 0) {
            reading.meridiem = meridiem
            index += length
        }
        return reading
    }

    mutating func attachMeridiem(_ reading: ClockReading) -> ClockReading {
        guard reading.meridiem == nil, let (meridiem, length) = meridiem(at: 0) else { return reading }
        var reading = reading
        reading.meridiem = meridiem
        index += length
        return reading
    }

    /// "am", "p.m", or the letters said apart ("a m", "p m"), `offset` words ahead, with how many words they take.
    func meridiem(at offset: Int) -> (ClockReading.Meridiem, Int)? {
        if word(offset) == "in", word(offset + 1) == "the", let said = word(offset + 2), said == "am" || said == "pm" {
            return (said == "am" ? .am : .pm, 3)
        }
        switch word(offset) {
        case "am"?, "a.m"?: return (.am, 1)
        case "pm"?, "p.m"?: return (.pm, 1)
        case "a"? where word(offset + 1) == "m": return (.am, 2)
        case "p"? where word(offset + 1) == "m": return (.pm, 2)
        default: return nil
        }
    }

    /// "at 3 15", "7 30 pm": the minutes of a time said aloud, two digits after the hour, counted only where a
    /// time is plainly meant: am or pm follows, or a word that leads to an hour comes before.
    private func spokenMinutes(at offset: Int) -> Int? {
        guard let next = word(offset), next.utf8.count == 2, let minute = NumberWords.digitValue(next), minute < 60,
            NumberWords.digitValue(words[index]) != nil
        else { return nil }
        let saidAsATime = meridiem(at: offset + 1) != nil || index > 0 && Self.wordsBeforeAnHourInWords.contains(words[index - 1])
        guard saidAsATime, word(offset + 1).map({ TimeVocabulary.units[$0] == nil && !Self.countNouns.contains($0) }) != false else { return nil }
        return minute
    }

    /// "this time tomorrow", "same time next week", "the same time on friday": now's time of day on another day.
    mutating func readSameTime(into phrase: inout TimePhrase) -> Bool {
        let start = index
        if word() == "the" { index += 1 }
        guard let current = word(), current == "this" || current == "same", word(1) == "time" else {
            index = start
            return false
        }
        index += 2
        phrase.clock = .at(ClockReading(hour: nowMinutes / 60, minute: nowMinutes % 60, meridiem: nil, isTwentyFourHour: true))
        if let modifier = word(), modifier == "next" || modifier == "last", word(1) == "week" {
            index += 2
            if phrase.days == nil { phrase.days = .date(today.adding(days: modifier == "next" ? 7 : -7)) }
        }
        return true
    }

    /// "morning", "this evening", "in the afternoon", "at night", "the morning".
    mutating func readPartOfDay(into phrase: inout TimePhrase) -> Bool {
        let start = index
        var today = false
        switch word() {
        case "this": today = true; index += 1
        case "in" where word(1) == "the": index += 2
        case "the": index += 1
        default: break
        }
        let narrowing = phrase.days != nil && (word() == "early" || word() == "late") && word(1).flatMap { TimeVocabulary.partsOfDay[$0] } != nil
            ? word() : nil
        if narrowing != nil { index += 1 }
        let meal = word().flatMap { TimeVocabulary.meals[$0] }.flatMap { mealIsATime(hasDay: phrase.days != nil) ? $0 : nil }
        guard let part = word().flatMap({ TimeVocabulary.partsOfDay[$0] }) ?? meal,
            index == 0 || !Self.wordsBeforeAPriceUnit.contains(words[index - 1])
                && (phrase.days != nil || Self.mayLeadToAPartOfDay(words[index - 1]))
        else {
            index = start
            return false
        }
        index += meal != nil && word(1) == "time" ? 2 : 1
        phrase.part = part
        if let narrowing {
            let middle = (part.0 + part.1) / 2
            phrase.part = narrowing == "early" ? (part.0, middle) : (middle, part.1)
        }
        if today, phrase.days == nil { phrase.days = .date(self.today) }
        if word() == "of", phrase.days == nil {
            var reader = self
            reader.index += 1
            var anchor = phrase
            if let day = reader.readOrdinalDay() {
                (self, phrase.days) = (reader, .date(day))
            } else if reader.readDays(into: &anchor), reader.problem == nil, anchor.moment == nil {
                (self, phrase) = (reader, anchor)
            }
        }
        if word(-1) == "tonight", phrase.days == nil { phrase.days = .date(self.today) }
        return true
    }

    /// Whether the meal at the reading position is a time: beside a day, after a word that leads to a time ("at lunch",
    /// "around dinner time"), or typed alone or before a day ("lunch tomorrow").
    private func mealIsATime(hasDay: Bool) -> Bool {
        if hasDay || index > 0 && Self.mealLeads.contains(words[index - 1]) { return true }
        guard index == 0 else { return false }
        let next = word(1) == "time" ? 2 : 1
        guard let after = word(next) else { return index + next == words.count }
        return TimeVocabulary.weekdays[after] != nil || Self.dayNamesAfterAnHour.contains(after) || ["on", "this", "next"].contains(after)
    }

    private static let mealLeads: WordSet = ["at", "around", "by", "during", "until", "till", "over", "before", "for", "about"]

    /// "after lunch", "after work", "after school": the hours that follow, as a part of the day.
    mutating func readHoursAfter(into phrase: inout TimePhrase) -> Bool {
        guard word() == "after", let hours = word(1).flatMap({ TimeVocabulary.hoursAfter[$0] }), phrase.part == nil,
            timeMayEnd(before: index + 2)
        else { return false }
        index += 2
        phrase.part = hours
        return true
    }

    /// Whether a word can stand before a part of the day that is a time: "friday night", "this evening",
    /// "8 tonight", not "movie night" or "date night".
    static func mayLeadToAPartOfDay(_ word: String) -> Bool {
        guard let first = word.utf8.first, (0x61...0x7A).contains(first) else { return true }
        return firstWords.contains(word) || Lexicon.stopWords.contains(word) || rangeWords.contains(word)
            || ["nite", "day", "late", "early", "sat", "sun"].contains(word)
    }

    /// "$30 a night", "per night": the night is what a price is for, not a part of the day.
    private static let wordsBeforeAPriceUnit: WordSet = ["a", "per", "each", "every", "/"]

    /// "for 3 days", "for a week", "for 2 hours", "for the weekend", "for half an hour".
    mutating func readDuration(into phrase: inout TimePhrase) -> Bool {
        guard word() == "for", let amountWord = word(1) else { return false }
        let mark = index
        index += 1
        if amountWord == "the", let unitWord = word(1), let unit = TimeVocabulary.units[unitWord], !unitWord.hasSuffix("s") {
            phrase.duration = unit
            phrase.durationCount = 1
            index += 2
            return true
        }
        if let unit = TimeVocabulary.units[amountWord], !amountWord.hasSuffix("s") {
            phrase.duration = unit
            phrase.durationCount = 1
            index += 1
            return true
        }
        guard readVagueCount() == nil, let amount = readAmount() else {
            index = mark
            return false
        }
        phrase.duration = amount.unit
        phrase.durationCount = amount.count
        return true
    }

    /// "until friday", "till 6pm", "through dec 3", "by sunday".
    mutating func readUntil(into phrase: inout TimePhrase) -> Bool {
        guard let current = word(), Self.untilWords.contains(current) else { return false }
        let mark = index
        index += 1
        if word() == "the", let next = word(1), TimeVocabulary.ordinalDay(next[...]) != nil { index += 1 }
        var anchor = TimePhrase()
        var reader = self
        if reader.readDays(into: &anchor), anchor.moment == nil, anchor.span == nil, anchor.clock == nil, anchor.part == nil, let days = anchor.days {
            self = reader
            if problem != nil { return true }
            let start: LocalDate
            if case .date(let date)? = phrase.days { start = date } else if case .range(let date, _)? = phrase.days { start = date } else { start = today }
            let last: LocalDate
            switch days {
            case .date(let date): last = date
            case .range(_, let end): last = end
            case .weekday(let weekday): last = start.adding(days: (weekday - start.weekday + 7) % 7)
            }
            if last < start {
                problem = .endsBeforeStart(first: .init(month: start.month, day: start.day), last: .init(month: last.month, day: last.day))
            }
            phrase.untilDay = last
            return true
        }
        if reader.problem != nil {
            self = reader
            return true
        }
        if let reading = readReading(requireExplicit: current == "by", bareBeforeADay: true) {
            phrase.clock = .until(reading)
            return true
        }
        index = mark
        return false
    }
}
