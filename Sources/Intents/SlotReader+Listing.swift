/// Listing and profile edits: what is offered, and which field changes to what.
extension SlotReader {
    /// "rent out my ladder for $3 a day in 94110, good condition": what, for how much, where, read anywhere in
    /// the turn. The first clause with words no entity explains, preferring one that names a type, names it (title
    /// and type); the clauses after it with such words describe it, kept as typed, and those that open as a
    /// description does ("it's bright", "has a lock") count as explained. A type after "as" ("my garage as storage") is the type it is offered as.
    /// A "new" opening the line is the listing that is new ("new condo listing …"), no part of its title.
    mutating func readListing(into slots: inout Slots) {
        if scan.words.first == "new", !scan.taken[0] { scan.take(0..<1) }
        slots.photo = scan.photo()
        slots.address = scan.streetAddress()
        slots.near = scan.place()
        slots.priceProblem = scan.priceThatCannotBe()
        slots.price = scan.listingPrice()
        if slots.price != nil { slots.priceProblem = nil }
        slots.homeTerms = readHomeTerms()
        slots.category = categoryOfTheThing()
        scan.readCounts(into: &slots)
        slots.amenities = amenitiesNotNamingTheThing()
        let offeredAs = typeAfterAs()
        takeCityAndStateBeforeZips()
        let allClauses = Self.clauses(of: scan.utterance)
        takePlaceClauses(allClauses, into: &slots)
        let clauses = allClauses.filter { clause in clause.contains { isDescriptive($0) } }
        let namesAType = clauses.first { clause in clause.contains { Lexicon.types.match(at: $0, in: scan.words, taken: scan.taken) != nil } }
        guard let titleClause = namesAType ?? clauses.first else {
            slots.type = offeredAs ?? scan.first(Lexicon.types)
            return
        }
        var head = scan
        head.take(0..<titleClause.lowerBound)
        head.take(titleClause.upperBound..<scan.words.count)
        Self.takeConditionPhrases(in: &head)
        let headWithType = head
        slots.type = offeredAs ?? Self.headNounType(in: head) ?? head.first(Lexicon.types)
        slots.query = titleWords(head)
        if slots.query == nil, offeredAs == nil, slots.type != nil { slots.typeSaid = titleWords(headWithType) }
        if slots.query != nil, offeredAs == nil, slots.type != nil { slots.query = titleWords(headWithType) }
        let described = clauses.filter { $0.lowerBound > titleClause.lowerBound }
        slots.text = described.isEmpty
            ? nil : described.map { String(scan.utterance.typed($0)).trimmingCharacters(in: Self.clauseEnds) }.joined(separator: ", ")
        scan.take(titleClause)
        for clause in described where slots.price != nil || Self.descriptionOpeners.contains(scan.words[clause.lowerBound]) {
            scan.take(clause)
        }
    }

    /// The listing's category; a category's word that says what kind of thing it is ("camping stove", "party speaker",
    /// "kids bike") stays in the title too.
    private mutating func categoryOfTheThing() -> String? {
        let before = scan.taken
        guard let category = scan.first(Lexicon.categories) else { return nil }
        let said = scan.words.indices.filter { scan.taken[$0] && !before[$0] }
        if let last = said.last, last + 1 < scan.words.count, !scan.taken[last + 1], !IntentParser.endsClause(scan.utterance.raw(last)),
            Self.namesAThing(scan.words[last + 1])
        {
            for index in said { scan.taken[index] = false }
        }
        return category
    }

    /// True for a word that can name the thing itself: letters only, and no small word.
    private static func namesAThing(_ word: String) -> Bool {
        word.allSatisfy(\.isLetter) && !Lexicon.stopWords.contains(word) && !EntityScan.namesACategory([word])
            && Lexicon.categories.match(at: 0, in: [word], taken: TakenWords(count: 1)) == nil
    }

    /// The type of a compound's last noun, which names what it is: "storage closet" is a closet, "garage parking"
    /// parking. Nil unless two type words stand together.
    private static func headNounType(in head: EntityScan) -> String? {
        let words = head.words
        for index in words.indices where !head.taken[index] {
            guard let first = Lexicon.types.match(at: index, in: words, taken: head.taken) else { continue }
            let next = index + first.length
            guard next < words.count, let second = Lexicon.types.match(at: next, in: words, taken: head.taken) else { return nil }
            return second.value
        }
        return nil
    }

    /// The title clause's own words, without those no title holds ("condition" labels what follows it); nil when none
    /// is left.
    private func titleWords(_ head: EntityScan) -> String? {
        let words = head.leftoverQuery()?.split(separator: " ").filter { !Self.notInTitles.contains(String($0)) && $0 != "condition" }
        return words?.isEmpty == false ? words?.joined(separator: " ") : nil
    }

    /// Every amenity a listing names, wherever it is ("furnished, wifi included", "kitchen, wifi"), except words
    /// that name the thing itself ("my parking spot", "a monitor") and those said to be missing ("no pets"), which stay
    /// in its description.
    private mutating func amenitiesNotNamingTheThing() -> [String]? {
        let words = scan.words
        let taken = scan.taken
        let listed = amenityListPositions()
        let missing = missingAmenities()
        let firstClauseEnd = words.indices.first { IntentParser.endsPhrase(scan.utterance.raw($0)) }
        let found = scan.all(Lexicon.amenities) { index in
            guard !missing.contains(where: { $0.contains(index) }) else { return false }
            return listed.contains(index)
                || !Lexicon.amenitiesNeedingWith.contains(words[index])
                    && !(index <= firstClauseEnd ?? words.count && Self.namesTheThing(index, in: words))
                    && (Lexicon.types.match(at: index, in: words, taken: taken)?.length ?? 0) < 2
        }
        return found.isEmpty ? nil : found
    }

    /// True for a word of the first noun phrase after "my", "a" or "the": the thing offered ("my pressure washer").
    static func namesTheThing(_ index: Int, in words: [String]) -> Bool {
        var start = index
        while start > 0, !Lexicon.stopWords.contains(words[start - 1]) { start -= 1 }
        return start > 0 && ["my", "a", "an", "the", "our"].contains(words[start - 1])
            && !words[..<(start - 1)].contains(where: { ["my", "a", "an", "the", "our"].contains($0) })
    }

    /// Clauses that are only a place ("…, San Jose", "Berkeley, CA 94704"): the first fills `near` when it is
    /// unset, and any others name the same place again, so their words are taken too.
    private mutating func takePlaceClauses(_ clauses: [Range<Int>], into slots: inout Slots) {
        for clause in clauses {
            let free = clause.filter(isDescriptive)
            guard let first = free.first, free.count == free.last! - first + 1,
                let place = AnswerReader.place(free.map { scan.words[$0] }.joined(separator: " ")), !Self.namesALandmark(place)
            else { continue }
            switch (slots.near, place) {
            case (nil, _), (.city?, .zip): slots.near = place
            default: break
            }
            scan.take(clause)
        }
    }

    /// "big garden", "near the park": a clause of a listing that reads as a landmark describes the place, it isn't
    /// where it is.
    private static func namesALandmark(_ place: Slots.Place) -> Bool {
        if case .city(let name) = place { return PlaceRecognizer.isLandmark(name) }
        return false
    }

    /// State codes said before a ZIP; "in" is the preposition far more often than Indiana.
    private static let stateCodes = RegionNames.usStateCodes.subtracting(["in", "pr"]).union(["california"])

    /// "CA" and a city before a ZIP ("45 Castro St SF 94114", "San Francisco CA 94105"): part of the place, whatever
    /// else the words may spell, and never the title.
    private mutating func takeCityAndStateBeforeZips() {
        let words = scan.words
        let isZip = { (index: Int) in index < words.count && words[index].utf8.count == 5 && words[index].allSatisfy(\.isASCIIDigit) }
        for index in words.indices.dropLast() where Self.stateCodes.contains(words[index]) && !scan.taken[index] {
            if isZip(index + 1) { scan.taken[index] = true }
        }
        for index in words.indices where !scan.taken[index] {
            guard let city = CityNames.shared.match(at: index, in: words, taken: scan.taken) else { continue }
            var next = index + city.length
            if next < words.count, Self.stateCodes.contains(words[next]) { next += 1 }
            if isZip(next) { scan.take(index..<next) }
        }
    }

    /// A free word that says something: no small word, glue or punctuation.
    private func isDescriptive(_ index: Int) -> Bool {
        let word = scan.words[index]
        return !scan.taken[index] && !Lexicon.stopWords.contains(word) && !Self.notInTitles.contains(word) && !Self.stateCodes.contains(word)
            && word.contains(where: { $0.isLetter || $0.isNumber })
    }

    /// "as storage", "as a storage space": the type a place is offered as, taken with its words.
    private mutating func typeAfterAs() -> String? {
        let words = scan.words
        for index in words.indices where words[index] == "as" && !scan.taken[index] {
            var start = index + 1
            if start < words.count, ["a", "an"].contains(words[start]) { start += 1 }
            guard let match = Lexicon.types.match(at: start, in: words, taken: scan.taken) else { continue }
            scan.take(index..<(start + match.length))
            return match.value
        }
        return nil
    }

    /// Token ranges split where a token ends in a comma, colon or sentence end, at a lone dash, and before the
    /// words that start a description ("it's in great shape").
    static func clauses(of utterance: Utterance) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        for index in utterance.tokens.indices {
            let word = utterance.words[index]
            if index > start, descriptionOpeners.contains(word) || word == "-" {
                ranges.append(start..<index)
                start = index
            }
            if let last = utterance.raw(index).last, ",;:.!?".contains(last) {
                ranges.append(start..<(index + 1))
                start = index + 1
            }
        }
        if start < utterance.tokens.count { ranges.append(start..<utterance.tokens.count) }
        return ranges
    }

    private static let descriptionOpeners: Set<String> = ["it's", "it", "its", "they're", "which", "comes", "perfect", "ideal", "has"]
    /// Marks and spaces that end a clause kept as typed: "good condition," or "- shared bath".
    static let clauseEnds: Set<Character> = [",", ";", ":", "-", "–", "—", " "]
    /// Words of offering that never belong in a title: "rent out my tent", "put it up".
    private static let notInTitles: Set<String> = [
        "out", "up", "rent", "renting", "lending", "listing", "list", "located", "based", "pickup", "hourly", "daily", "nightly",
        "weekly", "monthly",
    ]

    /// "like new", "in good condition" said in the title's clause: how worn the thing is, which the bot reads from the
    /// whole line; never part of its title.
    private static func takeConditionPhrases(in head: inout EntityScan) {
        for index in head.words.indices where !head.taken[index] {
            guard let phrase = conditionPhrases.match(at: index, in: head.words, taken: head.taken) else { continue }
            head.take(index..<(index + phrase.length))
        }
    }

    private static let conditionPhrases = PhraseTable<Bool>(
        ["like new", "brand new", "barely used", "hardly used", "never used", "good condition", "great condition", "fair condition",
         "excellent condition", "new condition", "mint condition", "good shape", "great shape", "excellent shape", "fair shape",
         "in good condition", "in great condition", "in like new condition", "in mint condition", "in fair condition",
         "in excellent condition", "condition like new", "condition new", "condition good", "condition great", "condition fair",
         "condition excellent", "condition mint"].map { ($0, true) })

    /// "change price of 2 to 6/day", "set 2 title to Big ladder", "rename 2 to Big ladder", "edit profile bio I hike".
    mutating func readEdit(fields: [String: String], requireReference: Bool, priceByDefault: Bool = false) -> Slots? {
        var slots = Slots()
        let words = scan.words
        if requireReference, words.contains("rename") { slots.field = "title" }
        var moneyStart: Int?
        let fieldWords = words.indices.filter { fields[words[$0]] != nil && !Self.namesAThing(at: $0, in: words) }
        let amounts = priceByDefault && fieldWords.isEmpty ? MoneyRecognizer.matches(in: words, taken: scan.taken, bareNumbers: true) : []
        if let money = amounts.first(where: { $0.range.lowerBound > 0 && ["to", "at"].contains(words[$0.range.lowerBound - 1]) }) ?? amounts.first {
            slots.field = "price"
            moneyStart = money.range.lowerBound
        }
        var fieldIndex: Int?
        if let index = fieldWords.first(where: { !scan.taken[$0] }) ?? (requireReference ? fieldWords.first : nil), slots.field == nil {
            fieldIndex = index
            slots.field = fields[words[index]]
            scan.taken[index] = true
            var before = index - 1
            if before >= 0, Self.fieldQualifiers.contains(words[before]) {
                scan.taken[before] = true
                before -= 1
            }
            if before >= 0, words[before] == "the" { scan.taken[before] = true }
        }
        if requireReference {
            let current = scan
            let joiners = words.indices.filter { !current.taken[$0] && ["to", "as", "="].contains(words[$0]) }
            let shoulds = words.indices.dropLast().filter { !current.taken[$0] && words[$0] == "should" && ["be", "say", "read"].contains(words[$0 + 1]) }
            let colons = words.indices.filter { !current.taken[$0] && current.utterance.raw($0).hasSuffix(":") }
            let splits = joiners.map { (head: $0, value: $0 + 1) } + shoulds.map { (head: $0, value: $0 + 2) }
                + colons.map { (head: $0 + 1, value: $0 + 1) }
                + (fieldIndex.map { [(head: $0, value: $0 + 1)] } ?? []) + (moneyStart.map { [(head: $0, value: $0)] } ?? [])
            let named = splits.lazy.compactMap { split in Self.target(in: current, before: split.head).map { (split, $0) } }.first
            let unnamed = fieldIndex == nil ? nil : splits.first { split in
                split.head >= fieldIndex! && (0..<split.head).allSatisfy { current.taken[$0] || ["its", "it's", "the", "a", "an"].contains(words[$0]) }
                    && !words[split.value...].contains { ["for", "of", "on"].contains($0) }
            }
            guard let split = named?.0 ?? unnamed else {
                guard slots.field == nil, let target = Self.target(in: current, before: words.count) else { return nil }
                scan.take(0..<words.count)
                target.fill(&slots)
                return slots
            }
            named?.1.fill(&slots)
            let valueStart = Self.saysAnAmountAfterAt(split.value, in: words) ? split.value + 1 : split.value
            slots.value = scan.utterance.rawText(from: valueStart).map { String($0.reversed().drop { $0 == "?" }.reversed()) }
            if slots.field == "available", Self.namesWeeklyHours(words[split.value...]) { return nil }
            scan.take(0..<words.count)
        } else {
            slots.value = scan.restAsTyped(droppingLeading: ["to", "is", "as", "="])
        }
        guard slots.field != nil, slots.value != nil else { return nil }
        return slots
    }

    /// Words that make a field's name two words, not part of a listing's: "security deposit", "hourly rate".
    private static let fieldQualifiers: Set<String> = ["security", "daily", "hourly", "weekly", "monthly", "nightly"]

    /// The "at" of "set the price at 40", "deposit at $500": it joins a field to an amount and is not part of the value.
    private static func saysAnAmountAfterAt(_ index: Int, in words: [String]) -> Bool {
        guard index + 1 < words.count, words[index] == "at" else { return false }
        let next = words[index + 1]
        return next.first?.isASCIIDigit == true || next.hasPrefix("$") || EntityScan.count(next) != nil
    }

    /// "parking spot": a field's word that is part of what a listing is called, not the field.
    private static func namesAThing(at index: Int, in words: [String]) -> Bool {
        words[index] == "parking" && index + 1 < words.count && ["spot", "spots", "space", "spaces", "lot"].contains(words[index + 1])
    }

    /// "mon-fri 8 to 6", "weekends": hours to set with set_availability, not the day a home is free from.
    private static func namesWeeklyHours(_ words: ArraySlice<String>) -> Bool {
        words.contains(where: recurringWords.contains) || AvailabilityRuleReader.namesSeveralWeekdays(words)
    }

    /// Which listing an edit changes: a reference, or one of the person's own named ("my kayak").
    private enum EditTarget {
        case reference(Slots.Reference)
        case named(String)

        func fill(_ slots: inout Slots) {
            switch self {
            case .reference(let reference): slots.ref = reference
            case .named(let name): slots.ownThing = name
            }
        }
    }

    /// The listing named by the free words before `split`, when they name nothing else.
    private static func target(in scan: EntityScan, before split: Int) -> EditTarget? {
        var head = scan
        head.take(split..<scan.words.count)
        var byReference = head
        if let reference = byReference.reference(), namesNothingElse(byReference) { return .reference(reference) }
        var reader = SlotReader(scan: head)
        guard let name = reader.ownThingName(), namesNothingElse(reader.scan) else { return nil }
        return .named(name)
    }

    private static func namesNothingElse(_ scan: EntityScan) -> Bool {
        scan.words.indices.allSatisfy { scan.taken[$0] || targetGlue.contains(scan.words[$0]) }
    }

    private static let targetGlue: Set<String> = ["of", "the", "for", "my", "on", "up", "down", "it", "stay", "months", "its", "lease"]
}

extension SlotReader {
    /// The kind of listing or the words a map is asked for: "map of apartments", "map the kayaks near oakland"; nil
    /// for a map of whatever was shown or is near.
    mutating func readWhatToMap() -> Slots.MapOf? {
        var found = Slots.MapOf()
        found.category = scan.first(Lexicon.categories)
        found.type = scan.first(Lexicon.types, evenBesideAThing: true)
        found.words = scan.words.indices.filter { !scan.taken[$0] && !Lexicon.stopWords.contains(scan.words[$0]) && !Self.mapFrames.contains(scan.words[$0]) }
            .map { scan.words[$0] }
        guard found != Slots.MapOf() else { return nil }
        return found.words.count <= 3 ? found : nil
    }

    private static let mapFrames: Set<String> = ["show", "me", "see", "view", "display", "draw", "put", "all", "everything", "listings", "stuff", "things", "map", "please", "pls"]
}
