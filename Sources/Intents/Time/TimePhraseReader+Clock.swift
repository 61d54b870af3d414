/// Times of day, durations and "until …".
extension TimePhraseReader {
    /// A time of day or a range of them. A bare number counts only after "at"/"from" or inside a phrase.
    mutating func readClock(hasContext: Bool) -> TimePhrase.Clock? {
        guard let current = word() else { return nil }
        if let part = TimeVocabulary.partsOfDay[current] {
            index += 1
            return .part(part.0, part.1)
        }
        if current == "all", word(1) == "day" {
            index += 2
            return .part(0, 24 * 60)
        }
        let pieces = current.utf8.contains(UInt8(ascii: "-")) ? current.split(separator: "-", maxSplits: 1) : []
        if pieces.count == 2, let from = ClockReading.read(pieces[0]), let to = ClockReading.read(pieces[1]) {
            guard hasContext || ClockReading.isExplicit(pieces[1]) || ClockReading.isExplicit(pieces[0]) else { return nil }
            index += 1
            return .range(from, attachMeridiem(to))
        }
        let endsExplicitly = word(1).map { Self.rangeWords.contains($0) || $0 == "and" } == true
            && word(2).map { ClockReading.isExplicit($0[...]) } == true
        guard let first = readReading(requireExplicit: !hasContext && !endsExplicitly) else { return nil }
        if let connector = word(), Self.rangeWords.contains(connector) || connector == "and" {
            let mark = index
            index += 1
            if let second = readReading(requireExplicit: false) {
                return .range(first, second)
            }
            index = mark
        }
        return .at(first)
    }

    /// One clock reading, joining "2 pm" written as two words.
    mutating func readReading(requireExplicit: Bool) -> ClockReading? {
        guard let current = word(), var reading = ClockReading.read(current[...]) else { return nil }
        var length = 1
        if reading.meridiem == nil, let next = word(1) {
            switch next {
            case "am", "a.m": reading.meridiem = .am; length = 2
            case "pm", "p.m": reading.meridiem = .pm; length = 2
            default: break
            }
            if length == 2 {
                guard (1...12).contains(reading.hour) else { return nil }
                reading.isTwentyFourHour = false
            }
        }
        if requireExplicit, length == 1, !ClockReading.isExplicit(current[...]) { return nil }
        if length == 1, let next = word(1), TimeVocabulary.units[next] != nil || Self.countNouns.contains(next) {
            return nil
        }
        index += length
        return reading
    }

    mutating func attachMeridiem(_ reading: ClockReading) -> ClockReading {
        guard reading.meridiem == nil, let next = word() else { return reading }
        var reading = reading
        switch next {
        case "am": reading.meridiem = .am
        case "pm": reading.meridiem = .pm
        default: return reading
        }
        index += 1
        return reading
    }

    /// "for 3 days", "for a week", "for 2 hours", "for the weekend".
    mutating func readDuration(into phrase: inout TimePhrase) -> Bool {
        guard word() == "for", let amountWord = word(1) else { return false }
        var count: Int?
        var unitOffset = 2
        if amountWord == "the" { count = 1 } else if let number = Int(amountWord) { count = number } else {
            count = TimeVocabulary.numberWords[amountWord]
        }
        if amountWord == "a", word(2) == "couple", word(3) == "of" { count = 2; unitOffset = 4 }
        if let unitWord = word(1), count == nil, let unit = TimeVocabulary.units[unitWord], unitWord.hasSuffix("s") == false {
            phrase.duration = unit
            phrase.durationCount = 1
            index += 2
            return true
        }
        guard let count, count > 0, count <= 1000, let unit = word(unitOffset).flatMap({ TimeVocabulary.units[$0] }) else {
            return false
        }
        phrase.duration = unit
        phrase.durationCount = count
        index += unitOffset + 1
        return true
    }

    /// "until friday", "till 6pm", "through dec 3".
    mutating func readUntil(into phrase: inout TimePhrase) -> Bool {
        guard let current = word(), Self.untilWords.contains(current) else { return false }
        let mark = index
        index += 1
        if word() == "the", let next = word(1), TimeVocabulary.ordinalDay(next[...]) != nil { index += 1 }
        if let weekday = word().flatMap({ TimeVocabulary.weekdays[$0] }) {
            index += 1
            let start: LocalDate
            if case .date(let date)? = phrase.days { start = date } else { start = today }
            phrase.untilDay = start.adding(days: (weekday - start.weekday + 7) % 7)
            return true
        }
        if let date = readDate() {
            if case .date(let first)? = phrase.days, date < first {
                problem = .endsBeforeStart(first: .init(month: first.month, day: first.day), last: .init(month: date.month, day: date.day))
            }
            phrase.untilDay = date
            return true
        }
        if problem != nil { return true }
        if let reading = readReading(requireExplicit: false) {
            phrase.clock = .until(reading)
            return true
        }
        index = mark
        return false
    }
}
