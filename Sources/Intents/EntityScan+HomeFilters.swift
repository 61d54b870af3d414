/// What a home search asks of a home beyond its rooms: its floor area, and when it is free to move in.
extension EntityScan {
    /// Bounds on a home's floor area in square feet ("at least 600 sqft", "under 70 m2"); nil when none is said.
    mutating func floorArea() -> (minimum: Int?, maximum: Int?)? {
        guard let match = FloorAreaRecognizer.firstMatch(in: words, taken: taken) else { return nil }
        take(match.range)
        return match.isMaximum ? (nil, match.squareFeet) : (match.squareFeet, nil)
    }

    /// "available from january", "move in by feb 1", "ready no later than jan 10", "available now": the time said
    /// after a word of moving in, as an interval, and whether the lead was one only a home takes ("move in").
    /// "by" and "no later than" run from today. Nil, taking nothing, when no lead has a time after it.
    mutating func moveInTime() -> (interval: Slots.Interval, onlyAHome: Bool)? {
        let (today, minutes) = context.localDayAndMinute
        let midnight = LocalDateTime(date: today, minutes: 0)
        for index in words.indices where !taken[index] {
            guard let lead = Self.moveInLeads.match(at: index, in: words, taken: taken) else { continue }
            var next = index + lead.length
            var fromToday = false
            while next < words.count, !taken[next], Self.moveInFillers.contains(words[next]) {
                fromToday = fromToday || Self.byFillers.contains(words[next])
                next += 1
            }
            if let immediate = Self.immediately.match(at: next, in: words, taken: taken) {
                take(index..<(next + immediate.length))
                return (Slots.Interval(start: midnight, end: LocalDateTime(date: today.adding(days: 1), minutes: 0)), lead.value)
            }
            guard next < words.count, let (start, end, past) = timeSaid(at: next),
                !words[next..<past].contains(where: Self.rangeWords.contains)
            else { continue }
            take(index..<past)
            return (Slots.Interval(start: fromToday ? min(midnight, start) : start, end: end), lead.value)
        }
        return nil
    }

    /// The time phrase that starts at `start` and the index past it; a month said alone ("available january") is
    /// read as from that month.
    private func timeSaid(at start: Int) -> (LocalDateTime, LocalDateTime, Int)? {
        let (today, minutes) = context.localDayAndMinute
        let recognizer = TimeRecognizer(today: today, nowMinutes: minutes, userZone: context.timeZone, readPhrases: utterance.timeMatches)
        if let match = recognizer.firstMatch(in: words, taken: taken.takingAllBut(start...(words.count - 1))),
            match.range.lowerBound == start, case .interval(let from, let to) = match.meaning
        {
            return (from, to, match.range.upperBound)
        }
        guard TimeVocabulary.months[words[start]] != nil else { return nil }
        let said = Array(words[..<start]) + ["from"] + Array(words[start...])
        var free = TakenWords(count: said.count)
        for index in said.indices where index < start { free[index] = true }
        let unmemoized = TimeRecognizer(today: today, nowMinutes: minutes, userZone: context.timeZone)
        guard let match = unmemoized.firstMatch(in: said, taken: free), match.range.lowerBound == start,
            case .interval(let from, let to) = match.meaning
        else { return nil }
        return (from, to, match.range.upperBound - 1)
    }

    /// Words that say a home is wanted from a day on: true for those only a home takes.
    private static let moveInLeads = PhraseTable<Bool>(
        ["available", "availability", "avail", "avaliable", "availible", "vacant", "ready"].map { ($0, false) }
            + ["move in", "move-in", "movein", "moving in", "move into", "moving into", "free to move in", "ready to move in",
               "ready for move in", "can move in", "could move in", "to move in", "lease starting", "lease start", "lease from"]
            .map { ($0, true) })

    /// Words between a move-in lead and its time: "move in date of", "available starting", "ready no later than".
    private static let moveInFillers: Set<String> = [
        "date", "of", "is", "starting", "beginning", "as", "around", "approx", "approximately", "about", "no", "not", "later", "than",
    ]
    /// Words that make the time after a lead a stay from one day to another ("available dec 1 to dec 31"), which is
    /// when the home is wanted, not when it must be free from.
    private static let rangeWords: Set<String> = ["to", "-", "through", "thru", "until", "till", "til", "and"]
    /// Fillers that make the time a deadline, from today.
    private static let byFillers: Set<String> = ["later"]

    private static let immediately = PhraseTable<Bool>(
        ["now", "right now", "immediately", "asap", "right away", "straight away", "today", "at once"].map { ($0, true) })
}

extension SlotReader {
    /// What a home is offered with beyond its rooms: "850 sqft", "available from jan 1", "minimum 6 months", "south
    /// facing", "women only", "no pets", "water included"; nil when none is said.
    mutating func readHomeTerms() -> Slots.HomeTerms? {
        var terms = Slots.HomeTerms()
        terms.sqft = scan.floorArea()?.minimum
        terms.availableFrom = scan.moveInTime()?.interval
        terms.minMonths = scan.shortestLease()
        terms.exposure = scan.exposure()
        terms.gender = scan.genderRestriction()
        terms.prohibited = scan.prohibitedThings()
        terms.included = scan.includedThings()
        return terms == Slots.HomeTerms() ? nil : terms
    }
}

extension EntityScan {
    /// "minimum 6 months", "6 month minimum", "min. 12 mo", "at least 3 months", "6-month minimum stay", "one year
    /// minimum": the shortest lease a home is let for, in months.
    mutating func shortestLease() -> Int? {
        for index in words.indices where !taken[index] {
            let leadLength = Self.leaseMinimumsBefore.match(at: index, in: words, taken: taken)?.length
            var number = index + (leadLength ?? 0)
            guard number < words.count, !taken[number] else { continue }
            var text = Substring(words[number])
            var monthsEach: Int?
            if let dash = text.firstIndex(of: "-") {
                monthsEach = Self.leaseUnits[String(text[text.index(after: dash)...])]
                text = text[..<dash]
            }
            guard let count = Int(text.filter(\.isNumber)) ?? NumberWords.value(in: words, at: number, taken: taken)?.value,
                text.allSatisfy({ $0.isNumber || $0 == "+" }) || NumberWords.mayStart(String(text))
            else { continue }
            if monthsEach == nil {
                number += 1
                guard number < words.count, !taken[number], let unit = Self.leaseUnits[words[number]] else { continue }
                monthsEach = unit
            }
            let months = count * (monthsEach ?? 1)
            guard (1...36).contains(months) else { continue }
            var end = number + 1
            if leadLength == nil {
                guard let after = Self.leaseMinimumsAfter.match(at: end, in: words, taken: taken) else { continue }
                end += after.length
            } else if end < words.count, !taken[end], ["minimum", "min", "lease", "stay"].contains(words[end]) {
                end += 1
            }
            take(index..<end)
            return months
        }
        return nil
    }

    private static let leaseMinimumsBefore = PhraseTable<Bool>(
        ["minimum", "min", "minimum of", "minimum stay", "minimum stay of", "minimum lease", "minimum lease of", "at least",
         "min stay", "min lease", "minimum term", "lease of at least"].map { ($0, true) })
    private static let leaseMinimumsAfter = PhraseTable<Bool>(
        ["minimum", "min", "minimum stay", "min stay", "minimum lease", "lease minimum", "lease", "or longer", "or more", "stay minimum"]
            .map { ($0, true) })
}
