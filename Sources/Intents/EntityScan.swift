import Foundation

/// The words after a command, with what has been recognized in them so far; each recognizer marks the words it uses.
struct EntityScan {
    let utterance: Utterance
    let words: [String]
    var taken: TakenWords
    let context: ParseContext
    /// Where a query's words may come from, when not the whole turn: the clause of a command read with the turn's
    /// earlier words, whose other clauses lend it places and times but not things to find.
    var queryWithin: ClosedRange<Int>?
    /// Whether the last time read names one end of a window ("anytime after dec 3").
    private(set) var timeIsOpenEnded = false

    /// Starts after the first `start` words, which named the command.
    init(_ utterance: Utterance, from start: Int, context: ParseContext) {
        self.utterance = utterance
        self.words = utterance.words
        self.taken = TakenWords(count: words.count, takingFirst: start)
        self.context = context
    }

    var firstFree: Int? { taken.firstIndex(of: false) }

    /// The used words right before the first free one (or ending the line): the command's own words.
    var leadBeforeFirstFree: Range<Int> {
        let end = firstFree ?? words.count
        var start = end
        while start > 0, taken[start - 1] { start -= 1 }
        return start..<end
    }

    /// True when one of `words` is among the words read so far: the command's own "say" of "say hi to lena".
    func hasTaken(oneOf words: Set<String>) -> Bool {
        self.words.indices.contains { taken[$0] && words.contains(self.words[$0]) }
    }

    mutating func take(_ range: Range<Int>) {
        for index in range { taken[index] = true }
    }

    /// Marks every free word that is in `words` as used: the "request" of "the request from kevin".
    mutating func takeFree(_ words: Set<String>) {
        for index in self.words.indices where !taken[index] && words.contains(self.words[index]) { taken[index] = true }
    }

    /// The first link, without the punctuation of the sentence around it: "https://…/q2.jpg" of "photo https://…/q2.jpg: fresh
    /// deck day".
    mutating func photo() -> String? {
        guard let index = words.indices.first(where: { !taken[$0] && (words[$0].hasPrefix("http://") || words[$0].hasPrefix("https://")) })
        else { return nil }
        taken[index] = true
        let link = utterance.raw(index)
        let closes = link.contains("(") ? Self.sentenceMarks : Self.sentenceMarks.union([")"])
        return String(link.reversed().drop(while: closes.contains).reversed())
    }

    /// Punctuation that closes a sentence or clause, not a link: the ":" of "photo https://…/q2.jpg: fresh deck day".
    private static let sentenceMarks: Set<Character> = [":", ",", ";", ".", "!", "?", "\"", "'"]

    /// The first time phrase, as an interval or as the reason it names no time.
    /// The command's own clause is looked at first when the turn's earlier clauses are read with it.
    mutating func time() -> TimeRecognizer.Match.Meaning? {
        let (today, minutes) = context.localDayAndMinute
        let (words, matches) = (words, utterance.timeMatches)
        let recognizer = TimeRecognizer(today: today, nowMinutes: minutes, userZone: context.timeZone, readPhrases: matches)
        guard let match = ownClauseFirst({ taken in matches.match(taken: taken) { recognizer.firstMatch(in: words, taken: taken) } })
        else { return earlierTimeAlone() }
        take(match.range)
        timeIsOpenEnded = match.isOpenEnded
        if let end = unreadEnd(after: match.range) { return .problem(.unread(end)) }
        guard case .interval(let start, let end) = match.meaning, let anaphor = EarlierTime.said(around: match.range, in: words, taken: taken)
        else {
            guard let earlier = context.earlierTime, case .interval(let start, let end) = match.meaning,
                EarlierTime.namesOnlyHours(match.range, in: words)
            else { return match.meaning }
            let day = earlier.start.date
            let resolved = Slots.Interval(start: start, end: end).onDay(year: day.year, month: day.month, day: day.day)
            return .interval(start: resolved.start, end: resolved.end)
        }
        take(anaphor.words)
        guard let earlier = context.earlierTime else {
            return .problem(.noEarlierTime(words[anaphor.words].joined(separator: " ")))
        }
        let resolved = anaphor.kind.resolve(
            Slots.Interval(start: start, end: end), earlier: earlier, saidADay: anaphor.saidADay, weekLater: anaphor.weekLater)
        return .interval(start: resolved.start, end: resolved.end)
    }

    /// "from the 5th til whenever", "from dec 5 until i get back": an end said after the time that no rule read, so
    /// the time is only half read and must not be booked; the words from "til" on.
    private func unreadEnd(after range: Range<Int>) -> String? {
        let next = range.upperBound
        guard next + 1 < words.count, !taken[next], !taken[next + 1], ["til", "till", "until", "untill", "thru", "through"].contains(words[next])
        else { return nil }
        let end = (next..<words.count).first { IntentParser.endsClause(utterance.raw($0)) }.map { $0 + 1 } ?? words.count
        return words[next..<end].joined(separator: " ")
    }

    /// "book it the day after too", "same time": the earlier time itself, or the day after it, when no time phrase
    /// is said; nil without an earlier time.
    private mutating func earlierTimeAlone() -> TimeRecognizer.Match.Meaning? {
        guard let earlier = context.earlierTime, let (kind, span) = EarlierTime.alone(in: words, taken: taken) else { return nil }
        take(span)
        let resolved = kind.resolve(earlier, earlier: earlier, saidADay: false)
        return .interval(start: resolved.start, end: resolved.end)
    }

    /// What `find` reads in the command's own clause (`queryWithin`), else in all the free words.
    private func ownClauseFirst<Found>(_ find: (TakenWords) -> Found?) -> Found? {
        if let clause = queryWithin {
            let clauseOnly = taken.takingAllBut(clause)
            if let found = find(clauseOnly) { return found }
        }
        return find(taken)
    }

    /// Reads the first time phrase into `slots.when`, or into `slots.timeProblem` when it names a day that can't be.
    mutating func readWhen(into slots: inout Slots) {
        switch time() {
        case .interval(let start, let end)?: slots.when = Slots.Interval(start: start, end: end, isOpenEnded: timeIsOpenEnded)
        case .problem(let problem)?: slots.timeProblem = problem
        case nil: break
        }
    }

    mutating func money(bareNumbers: Bool = false, evenFiveDigits: Bool = false) -> [MoneyRecognizer.Meaning] {
        let matches = MoneyRecognizer.matches(in: words, taken: taken, bareNumbers: bareNumbers, evenFiveDigits: evenFiveDigits)
        for match in matches { take(match.range) }
        return matches.map(\.meaning)
    }

    /// A listing's own price: a money phrase if there is one, else a bare number, preferring one after "for" or "at".
    mutating func listingPrice() -> Money? {
        let phrases = MoneyRecognizer.matches(in: words, taken: taken, bareNumbers: false)
        let candidates = phrases.isEmpty
            ? MoneyRecognizer.matches(in: words, taken: taken, bareNumbers: true).filter { !namesARecord(before: $0.range.lowerBound) } : phrases
        let afterFor = candidates.first { match in
            let start = match.range.lowerBound
            return ["for", "at"].contains(words[start]) || (start > 0 && ["for", "at"].contains(words[start - 1]))
        }
        guard let chosen = afterFor ?? candidates.first, case .amount(let money) = chosen.meaning else { return nil }
        take(chosen.range)
        return money
    }

    /// True when the word before `index` names a record, so the number at `index` is its number: "listing 7".
    private func namesARecord(before index: Int) -> Bool {
        index > 0 && (ReferenceRecognizer.referenceNouns.contains(words[index - 1]) || ["number", "no", "#"].contains(words[index - 1]))
    }

    /// A price no listing can have ("for $0", "-5/hour", "for free"), its words taken.
    mutating func priceThatCannotBe() -> PriceProblem? {
        guard let found = PriceProblem.find(in: words, taken: taken) else { return nil }
        take(found.range)
        return found.problem
    }

    mutating func streetAddress() -> Slots.StreetAddress? {
        guard let match = StreetAddressRecognizer.match(in: words, taken: taken, endsClause: { [utterance] in IntentParser.endsClause(utterance.raw($0)) })
        else { return nil }
        take(match.range)
        let street = String(utterance.typed(match.streetRange)).trimmingCharacters(in: [",", "."])
        let unit = match.unitIndex.map { String(utterance.raw($0)).trimmingCharacters(in: [",", ".", "#"]) }
        return Slots.StreetAddress(street: street, unit: unit)
    }

    /// The first place, in the command's own clause first (as `time()`).
    mutating func place(readsMisspeltCities: Bool = true) -> Slots.Place? {
        let standsAsAName = { [utterance] (index: Int) -> Bool in
            let raw = utterance.raw(index)
            return raw.first { $0.isLetter }?.isUppercase == true || raw.last == ","
        }
        let words = words
        guard let (place, newlyTaken) = ownClauseFirst({ free -> (Slots.Place, [Int])? in
            var marked = free
            guard let place = PlaceRecognizer.place(
                in: words, taken: &marked, cities: CityNames.shared, standsAsAName: standsAsAName, readsMisspeltCities: readsMisspeltCities)
            else { return nil }
            return (place, marked.indices.filter { marked[$0] && !free[$0] })
        }) else { return nil }
        for index in newlyTaken { taken[index] = true }
        return place
    }

    mutating func radius() -> (kilometres: Double, fromMe: Bool)? {
        PlaceRecognizer.radius(in: words, taken: &taken)
    }

    /// The first reference from `start`; in the command's own clause first, and in the others only when it names
    /// no kind of thing ("I love that one, hit like" but not "no room for it. book a closet").
    mutating func reference(from start: Int = 0) -> Slots.Reference? {
        if let clause = queryWithin {
            if let reference = reference(within: clause, from: start) { return reference }
            let namesAKind = clause.contains { !taken[$0] && (Lexicon.types.match(at: $0, in: words, taken: taken) ?? Lexicon.categories.match(at: $0, in: words, taken: taken)) != nil }
            guard !namesAKind else { return nil }
        }
        return ReferenceRecognizer.reference(in: words, taken: &taken, from: start)
    }

    /// The first reference among the free words of `clause`, from `start`.
    mutating func reference(within clause: ClosedRange<Int>, from start: Int = 0) -> Slots.Reference? {
        var own = taken.takingAllBut(clause)
        guard let reference = ReferenceRecognizer.reference(in: words, taken: &own, from: start) else { return nil }
        for index in clause where own[index] { taken[index] = true }
        return reference
    }

    /// Every phrase of `table` among the free words, in order, each once.
    mutating func all(_ table: PhraseTable<String>, where allowed: (Int) -> Bool = { _ in true }) -> [String] {
        var found: [String] = []
        var index = 0
        while index < words.count {
            if allowed(index), let match = table.match(at: index, in: words, taken: taken) {
                take(index..<(index + match.length))
                if !found.contains(match.value) { found.append(match.value) }
                index += match.length
            } else {
                index += 1
            }
        }
        return found
    }

    /// The first phrase of `table` among the free words. When the turn's earlier clauses are read with the
    /// command's, its own clause is looked at first, and the others only when it names nothing itself ("need a
    /// quiet space tomorrow, can you book one?"), not when it does ("camping trip soon. find me a tent"); or, with
    /// `evenBesideAThing`, whenever the clause has none ("is there storage near 94117? I need somewhere for boxes").
    mutating func first(_ table: PhraseTable<String>, evenBesideAThing: Bool = false) -> String? {
        if let clause = queryWithin {
            if let found = takeFirst(table, within: clause.lowerBound..<(clause.upperBound + 1)) { return found }
            guard evenBesideAThing || leftoverQuery() == nil else { return nil }
        }
        return takeFirst(table, within: words.indices)
    }

    private mutating func takeFirst(_ table: PhraseTable<String>, within range: Range<Int>) -> String? {
        for index in range {
            if let match = table.match(at: index, in: words, taken: taken), index + match.length <= range.upperBound {
                take(index..<(index + match.length))
                return match.value
            }
        }
        return nil
    }

    enum CountKind { case bedrooms, bathrooms, parking }

    static let countUnits: WordTable<CountKind> = [
        "bedroom": .bedrooms, "bedrooms": .bedrooms, "br": .bedrooms, "bd": .bedrooms, "bed": .bedrooms,
        "beds": .bedrooms, "bdrm": .bedrooms, "bath": .bathrooms, "baths": .bathrooms,
        "bathroom": .bathrooms, "bathrooms": .bathrooms, "ba": .bathrooms, "parking": .parking,
        "car": .parking, "cars": .parking,
    ]
    private static let parkingNouns: Set<String> = ["spot", "spots", "space", "spaces"]
    /// What "2 car" counts the places of: "a 2 car garage", "2-car carport".
    private static let carShelters: Set<String> = ["garage", "garages", "carport", "driveway", "parking"]

    /// "2 bedroom", "2br", "3 baths", "2.5 baths", "2 parking spots", "1bd/1ba", "parking for 2": minimum counts for
    /// homes, read into `slots`.
    mutating func readCounts(into slots: inout Slots) {
        readSlashedCounts(into: &slots)
        defer {
            readParkingFor(into: &slots)
            readNoParking(into: &slots)
            sharedBathroom(into: &slots)
        }
        for index in words.indices where !taken[index] {
            let word = words[index]
            guard let firstByte = word.utf8.first,
                (0x30...0x39).contains(firstByte) || word.utf8.count <= 6 || word.utf8.contains(UInt8(ascii: "-"))
            else { continue }
            var number: Double?
            var unitIndex = index + 1
            var inlineUnit: String?
            if let value = Self.count(word) {
                number = value
            } else if let split = word.firstIndex(where: { !$0.isASCIIDigit && $0 != "." }), split != word.startIndex,
                let value = Self.count(String(word[..<split]))
            {
                number = value
                inlineUnit = String(word[split...]).trimmingCharacters(in: ["-"])
                unitIndex = index
            } else if let dash = word.firstIndex(of: "-"), let value = Self.count(String(word[..<dash])) {
                number = value
                inlineUnit = String(word[word.index(after: dash)...])
                unitIndex = index
            }
            guard var value = number else { continue }
            if inlineUnit == nil, let half = halfSaid(after: index), index + 1 + half < words.count,
                Self.countUnits[words[index + 1 + half]] == .bathrooms
            {
                value += 0.5
                unitIndex = index + 1 + half
            }
            let count = Int(value)
            if unitIndex > index, unitIndex < words.count, words[unitIndex] == "-" { unitIndex += 1 }
            guard let unit = inlineUnit ?? (unitIndex < words.count && !taken[unitIndex] ? words[unitIndex] : nil),
                let kind = Self.countUnits[unit]
            else { continue }
            let saysCars = unit == "car" || unit == "cars"
            let shelter = max(unitIndex, index) + 1
            if saysCars, !(shelter < words.count && !taken[shelter] && Self.carShelters.contains(words[shelter])) { continue }
            switch kind {
            case .bedrooms where slots.bedrooms == nil: slots.bedrooms = count
            case .bathrooms where slots.bathrooms == nil:
                slots.bathrooms = count
                slots.halfBathroomMore = value - Double(count) == 0.5
            case .parking where slots.parking == nil: slots.parking = count
            default: continue
            }
            var end = max(unitIndex, index) + 1
            if kind == .parking, end < words.count, Self.parkingNouns.contains(words[end]) || saysCars { end += 1 }
            take(index..<end)
        }
    }

    /// How many free words right after `index` add a half: "and a half", "1/2", "½" ("1 and a half baths").
    private func halfSaid(after index: Int) -> Int? {
        let next = index + 1
        guard next < words.count, !taken[next] else { return nil }
        if ["1/2", "½"].contains(words[next]) { return 1 }
        guard next + 2 < words.count, words[next..<(next + 3)].elementsEqual(["and", "a", "half"]), !taken[next + 1], !taken[next + 2] else {
            return nil
        }
        return 3
    }

    static func count(_ typed: String) -> Double? {
        let word = typed.hasSuffix("+") ? String(typed.dropLast()) : typed
        if let value = TimeVocabulary.numberWords[word], word != "a", word != "an" { return Double(value) }
        guard !word.isEmpty, word.allSatisfy({ $0.isASCIIDigit || $0 == "." }), let value = Double(word), value < 100 else {
            return nil
        }
        return value
    }

    /// The free text from the first free word to the end, as typed. Connecting words before it ("saying …",
    /// "and say …", "a note: …") are dropped, unless a colon has already opened the text. `toLastFree` ends it at the
    /// last free word instead, so values read after it stay out: "returned it spotless" of "…spotless, 5 stars".
    mutating func restAsTyped(droppingLeading connectors: Set<String> = [], toLastFree: Bool = false) -> String? {
        guard var index = firstFree else { return nil }
        while index < words.count - 1, index == 0 || !utterance.raw(index - 1).hasSuffix(":") {
            if connectors.contains(words[index]) {
                taken[index] = true
                index += 1
            } else if let phrase = Self.textOpeners.match(at: index, in: words, taken: taken), index + phrase.length < words.count {
                take(index..<(index + phrase.length))
                index += phrase.length
            } else {
                break
            }
        }
        guard toLastFree, let last = words.indices.last(where: { !taken[$0] }), last + 1 < words.count else { return takeText(index..<words.count) }
        return takeText(index..<(last + 1)).map { String($0.reversed().drop { ",;:- ".contains($0) }.reversed()) }
    }

    /// When the first colon closes a word already read (the person's name in "send the note to Mr. Abernathy,
    /// username gabernathy: I shall return …"), everything before it addressed the message.
    mutating func takeAddressBeforeColon() {
        guard let colon = words.indices.first(where: { utterance.raw($0).hasSuffix(":") }), taken[colon], colon + 1 < words.count
        else { return }
        take(0..<(colon + 1))
    }

    /// "post the following: …", "add a comment to that post: …": a few framing words before a colon only
    /// introduce the text after it.
    mutating func takeIntroductionBeforeColon(alsoIntroducing more: Set<String> = []) {
        guard let first = firstFree, let colon = (first..<min(words.count - 1, first + 3)).first(where: { utterance.raw($0).hasSuffix(":") }),
            (first...colon).allSatisfy({ taken[$0] || Self.introducers.contains(words[$0]) || more.contains(words[$0]) })
        else { return }
        take(first..<(colon + 1))
    }

    private static let introducers: Set<String> = [
        "the", "following", "this", "that", "these", "words", "post", "comment", "message", "note", "text", "it", "a",
        "for", "me", "us", "please", "pls", "quick", "quickly",
    ]

    /// Phrases between a command and its text: "tell kofi and say …", "send ruth a note: …".
    private static let textOpeners = PhraseTable<Bool>(
        ["and say", "and tell them", "and tell him", "and tell her", "to say", "a message", "a note", "a dm", "a text", "a quick note",
         "a message saying", "a note saying"].map { ($0, true) })

    /// The free words from the first to the last, as typed (a photo URL at either end stays out).
    mutating func freeTextAsTyped() -> String? {
        guard let first = firstFree, let last = taken.lastIndex(of: false) else { return nil }
        return takeText(first..<(last + 1))
    }

    /// The words of `range` as typed, without leading punctuation, marked as used; nil when nothing is left.
    /// The text keeps what the reading set aside around it: it starts right after the word before it
    /// ("tell bob please call me"), and a range reaching the last word runs to the end of the line.
    private mutating func takeText(_ range: Range<Int>) -> String? {
        let text = utterance.typed(range, fromEndOf: range.lowerBound > 0 ? range.lowerBound - 1 : nil, toLineEnd: range.upperBound == words.count)
        take(range)
        let trimmed = Self.unquoted(text.drop(while: Self.marksBeforeText.contains))
        return trimmed.isEmpty ? nil : String(trimmed)
    }

    /// Punctuation and arrows between a command and its text: "bio: …", "name -> Ivo", "bio → …".
    private static let marksBeforeText: Set<Character> = [":", "-", "–", "—", ",", ".", ";", " ", "=", ">", "→", "⇒", "➡", "➡️", "⟶"]

    /// A text wrapped whole in one pair of quotes, without them: post "first day at the park".
    private static func unquoted(_ text: Substring) -> Substring {
        let pairs: [Character: Character] = ["\"": "\"", "“": "”", "'": "'", "‘": "’"]
        guard let first = text.first, let closing = pairs[first], text.count > 2, text.last == closing,
            !text.dropFirst().dropLast().contains(closing)
        else { return text }
        return text.dropFirst().dropLast()
    }

    /// The free words that are not small words: what a reading left unexplained.
    func leftoverWords() -> [String] {
        leftoverIndices().map { words[$0] }
    }

    /// Where the words of `leftoverWords()` are.
    func leftoverIndices() -> [Int] {
        words.indices.filter { index in
            !taken[index] && !Lexicon.stopWords.contains(words[index]) && words[index].contains(where: { $0.isLetter || $0.isNumber })
        }
    }

    /// `leftoverQuery()`, with every free word then marked as used.
    mutating func takeQuery() -> String? {
        let query = leftoverQuery()
        if query != nil { take(queryWithin.map { $0.lowerBound..<($0.upperBound + 1) } ?? 0..<words.count) }
        return query
    }

    /// True for people in general said doing what the market is for: the "people" of "what people are renting out" or
    /// "what is everyone listing", who are nothing to find (a "tent for 6 people" keeps them).
    static func peopleDoing(at index: Int, in words: [String]) -> Bool {
        ["people", "everyone", "everybody"].contains(words[index]) && index + 1 < words.count && peopleVerbs.contains(words[index + 1])
    }

    private static let peopleVerbs: Set<String> = [
        "are", "rent", "renting", "lend", "lending", "list", "listing", "listed", "offer", "offering", "have", "got", "post", "posting",
    ]

    /// What is left of the words, small words dropped, for a search or a title.
    func leftoverQuery() -> String? {
        let kept = words.indices.filter {
            !taken[$0] && !Lexicon.stopWords.contains(words[$0]) && !words[$0].isEmpty && queryWithin?.contains($0) != false
                && !Self.peopleDoing(at: $0, in: words)
        }
            .map { words[$0] }
            .filter { $0.contains(where: { $0.isLetter || $0.isNumber }) }
        return kept.isEmpty ? nil : kept.joined(separator: " ")
    }
}
