/// A home's rules and terms said as plain statements about one of the person's own listings: "no pets allowed in my
/// 2-bedroom apartment", "water and trash are included at the loft", "my flat is south facing", "make the room women
/// only", "the condo doesn't allow pets". Each reads as an edit of one field; lists (what is not allowed, what is included) gain the things said.
extension SlotReader {
    mutating func readHomeTermStatement() -> Slots? {
        let words = scan.words
        guard !scan.utterance.line.hasSuffix("?"), words.count >= 4, !words.contains(where: { $0.hasPrefix("@") }) else { return nil }
        return prohibitedStatement(words) ?? includedStatement(words) ?? exposureStatement(words) ?? genderStatement(words)
            ?? petsAllowedStatement(words)
    }

    /// `parkingStatement` of the turn, said with "has" or "comes with" ("my condo now has 2 parking spots").
    mutating func readParkingStatement() -> Slots? {
        guard !scan.utterance.line.hasSuffix("?"), scan.words.count >= 4, scan.words.contains("parking") else { return nil }
        return parkingStatement(scan.words)
    }

    /// "pets are allowed at the fell st apartment", "dogs are welcome in my flat": the home allows pets.
    private mutating func petsAllowedStatement(_ words: [String]) -> Slots? {
        guard let be = words.indices.dropFirst().first(where: { ["is", "are", "r"].contains(words[$0]) }), be + 2 < words.count,
            words[..<be].allSatisfy({ HomeRuleWords.petWords.contains($0) || $0 == "and" }),
            ["allowed", "permitted", "welcome", "ok", "okay", "fine"].contains(words[be + 1]), Self.targetJoints.contains(words[be + 2]),
            var slots = ownListing(in: (be + 3)..<words.count)
        else { return nil }
        (slots.field, slots.value) = ("amenities", "add pets allowed")
        return slots
    }

    /// "the cedar house comes with 2 parking spaces", "my basement now has 1 parking spot", "my condo has 2 parking spots
    /// now", "my townhouse has parking for three cars": how many cars the home's parking takes.
    private mutating func parkingStatement(_ words: [String]) -> Slots? {
        guard let verb = words.indices.dropFirst().first(where: { ["has", "comes", "includes", "gets"].contains(words[$0]) }) else { return nil }
        var count = verb + 1
        if count < words.count, words[count] == "with" { count += 1 }
        if count + 2 < words.count, words[count] == "parking", words[count + 1] == "for" {
            count += 2
            guard let value = EntityScan.count(words[count]), value == value.rounded(), (1..<10).contains(value),
                count + 1 == words.count || count + 2 == words.count && ["car", "cars", "vehicles"].contains(words[count + 1]),
                var slots = ownListing(in: 0..<(words[verb - 1] == "now" ? verb - 1 : verb))
            else { return nil }
            (slots.field, slots.value) = ("parking", String(Int(value)))
            return slots
        }
        var end = words.count
        while end > count + 2, ["now", "please", "pls", "too", "actually"].contains(words[end - 1]) { end -= 1 }
        guard count + 1 < end, let value = EntityScan.count(words[count]), value == value.rounded(), value < 10,
            words[count + 1] == "parking", count + 2 >= end - 1,
            count + 2 == end || ["spot", "spots", "space", "spaces"].contains(words[count + 2])
        else { return nil }
        var target = verb
        if target > 1, words[target - 1] == "now" { target -= 1 }
        guard var slots = ownListing(in: 0..<target) else { return nil }
        (slots.field, slots.value) = ("parking", String(Int(value)))
        return slots
    }

    /// "no pets allowed in my apartment", "no smoking at the loft", "pets are not allowed in my flat", "my flat: no pets",
    /// "mark the studio condo as no smoking". "no dishwasher at my flat anymore" names a thing the flat lacks, not a rule.
    private mutating func prohibitedStatement(_ words: [String]) -> Slots? {
        let afterNo: Int? = words[0] == "no" ? 1 : scan.utterance.line.lowercased().hasPrefix("no ") ? 0 : nil
        if let start = afterNo, let joint = words.indices.dropFirst(start + 1).first(where: { Self.targetJoints.contains(words[$0]) }) {
            var thingEnd = joint
            let saysAllowed = ["allowed", "permitted"].contains(words[thingEnd - 1])
            if saysAllowed { thingEnd -= 1 }
            let thing = Array(words[start..<thingEnd])
            if !saysAllowed, HomeRuleWords.ruleThings.match(at: 0, in: thing, taken: TakenWords(count: thing.count)) == nil,
                Lexicon.namesAFurnishing(thing)
            {
                return nil
            }
            return listChange("prohibited", things: start..<thingEnd, target: (joint + 1)..<words.count, mayBeAmenities: !saysAllowed)
        }
        if let state = words.indices.dropFirst(2).first(where: { Self.forbidden($0, in: words) }), state + 1 < words.count,
            Self.targetJoints.contains(words[state + 1])
        {
            let be = ["not"].contains(words[state - 1]) ? state - 2 : state - 1
            return listChange("prohibited", things: 0..<be, target: (state + 2)..<words.count)
        }
        if let refusal = words.indices.dropFirst().first(where: { Self.refusals.contains(words[$0]) }) {
            let verb = words[refusal] == "does" || words[refusal] == "do" ? refusal + 2 : refusal + 1
            if verb + 1 < words.count, words[refusal] != "does" && words[refusal] != "do" || words[refusal + 1] == "not",
                ["allow", "permit", "accept"].contains(words[verb])
            {
                return listChange("prohibited", things: (verb + 1)..<words.count, target: 0..<refusal)
            }
        }
        if let verb = words.indices.dropFirst().first(where: { Self.banVerbs.contains(words[$0]) }), verb + 1 < words.count {
            return listChange("prohibited", things: (verb + 1)..<words.count, target: 0..<verb)
        }
        if let be = words.indices.dropFirst().first(where: { words[$0] == "is" }) {
            var no = be + 1
            while no < words.count, Self.strictly.contains(words[no]) { no += 1 }
            if no + 1 < words.count, words[no] == "no", HomeRuleWords.ruleThings.match(at: no + 1, in: words, taken: scan.taken) != nil {
                return listChange("prohibited", things: (no + 1)..<words.count, target: 0..<be)
            }
        }
        if ["mark", "make", "set", "label"].contains(words[0]), let joint = words.indices.dropFirst(2).first(where: { words[$0] == "as" }),
            joint + 2 < words.count, words[joint + 1] == "no"
        {
            return listChange("prohibited", things: (joint + 2)..<words.count, target: 1..<joint)
        }
        if let colon = words.indices.first(where: { scan.utterance.raw($0).hasSuffix(":") }), colon + 2 < words.count, words[colon + 1] == "no" {
            let end = ["allowed", "permitted"].contains(words[words.count - 1]) ? words.count - 1 : words.count
            return listChange("prohibited", things: (colon + 2)..<end, target: 0..<(colon + 1))
        }
        return nil
    }

    /// "water and trash are included at the apartment", "utilities are included in the rent of my flat", "the
    /// berkeley apartment includes water and trash".
    private mutating func includedStatement(_ words: [String]) -> Slots? {
        if let verb = words.indices.dropFirst().first(where: { ["includes", "include"].contains(words[$0]) }), verb + 1 < words.count,
            let slots = listChange("included", things: (verb + 1)..<words.count, target: 0..<verb)
        {
            return slots
        }
        guard let included = words.indices.dropFirst(1).first(where: { words[$0] == "included" }), included + 2 < words.count,
            Self.targetJoints.contains(words[included + 1])
        else { return nil }
        if words[included - 1].hasSuffix("'s") {
            return listChange("included", things: 0..<included, target: (included + 2)..<words.count)
        }
        guard included >= 2, ["is", "are"].contains(words[included - 1]) else { return nil }
        return listChange("included", things: 0..<(included - 1), target: (included + 2)..<words.count)
    }

    /// "my flat is south facing", "the loft faces west", "my room is north-facing".
    private mutating func exposureStatement(_ words: [String]) -> Slots? {
        guard let verb = words.indices.dropFirst().first(where: { ["is", "faces"].contains(words[$0]) }), verb + 1 < words.count else { return nil }
        var rest = Array(words[(verb + 1)...])
        if rest.last == "facing" { rest.removeLast() }
        if let last = rest.last, last.hasSuffix("-facing") { rest[rest.count - 1] = String(last.dropLast(7)) }
        guard rest.count == 1, let direction = HomeRuleWords.directions[rest[0]],
            words[verb] == "faces" || words.last?.hasSuffix("facing") == true, var slots = ownListing(in: 0..<verb)
        else { return nil }
        (slots.field, slots.value) = ("exposure", direction)
        return slots
    }

    /// "make the room women only", "my flat is for women only", "the room is females only", "the basement is male
    /// tenants only", "only female tenants at my condo".
    private mutating func genderStatement(_ words: [String]) -> Slots? {
        if words[0] == "only", let gender = HomeRuleWords.genders[words[1]] {
            var joint = 2
            if joint < words.count, HomeRuleWords.occupants.contains(words[joint]) { joint += 1 }
            guard joint + 1 < words.count, Self.targetJoints.contains(words[joint]), var slots = ownListing(in: (joint + 1)..<words.count)
            else { return nil }
            (slots.field, slots.value) = ("gender", gender)
            return slots
        }
        var genderAt = words.count - 2
        if genderAt > 0, HomeRuleWords.occupants.contains(words[genderAt]) { genderAt -= 1 }
        guard words.last == "only", let gender = HomeRuleWords.genders[words[genderAt]] else { return nil }
        var end = genderAt
        if end > 0, words[end - 1] == "for" { end -= 1 }
        if end > 0, words[end - 1] == "is" { end -= 1 }
        let start = words[0] == "make" ? 1 : 0
        guard end > start, words[0] == "make" || words[end] == "is", var slots = ownListing(in: start..<end) else { return nil }
        (slots.field, slots.value) = ("gender", gender)
        return slots
    }

    /// The edit that adds the things of `things` to the list `field` of the listing `target` names. With
    /// `mayBeAmenities`, things that are all amenities ("no parking at the garage") are the listing's lack of
    /// them, not its rules, and read as nothing here.
    private mutating func listChange(_ field: String, things: Range<Int>, target: Range<Int>, mayBeAmenities: Bool = false) -> Slots? {
        let words = scan.words
        let said = words[things].filter { !["a", "an", "any", "the", "allowed", "permitted"].contains($0) }.map { $0.hasSuffix("'s") ? String($0.dropLast(2)) : $0 }
        guard (1...6).contains(said.count), !said.contains(where: { Lexicon.stopWords.contains($0) && $0 != "and" && $0 != "or" }),
            var slots = ownListing(in: target)
        else { return nil }
        let items = said.split(whereSeparator: { $0 == "and" || $0 == "or" }).map { $0.joined(separator: " ").trimmingCharacters(in: [","]) }.filter { !$0.isEmpty }
        let isAmenity = { (item: String) -> Bool in
            let itemWords = item.split(separator: " ").map(String.init)
            let nothingTaken = TakenWords(count: itemWords.count)
            return Lexicon.amenities.match(at: 0, in: itemWords, taken: nothingTaken) != nil
                && HomeRuleWords.ruleThings.match(at: 0, in: itemWords, taken: nothingTaken) == nil
        }
        guard !items.isEmpty, !mayBeAmenities || !items.allSatisfy(isAmenity) else { return nil }
        (slots.field, slots.value) = (field, "add " + items.joined(separator: ", "))
        return slots
    }

    /// One of the person's own listings named by all the words of `range` ("my 2-bedroom apartment", "the loft", "the
    /// rent of my flat", "listing 484", "it"); every word of the turn is then read.
    mutating func ownListing(in said: Range<Int>) -> Slots? {
        let words = scan.words
        var range = said
        while range.count > 1, Self.rentWords.contains(words[range.upperBound - 1]) || Self.fillers.contains(words[range.upperBound - 1]) {
            range = range.lowerBound..<(range.upperBound - 1)
        }
        var referred = scan
        referred.take(0..<words.count)
        for index in range { referred.taken[index] = false }
        if let reference = referred.reference(),
            range.allSatisfy({ referred.taken[$0] || ["the", "my", "for", "of", "on", "at"].contains(words[$0]) || Self.rentWords.contains(words[$0]) })
        {
            scan.take(0..<words.count)
            var slots = Slots()
            slots.ref = reference
            return slots
        }
        for article in range.reversed() where ["my", "the"].contains(words[article]) {
            guard range[range.startIndex..<article].allSatisfy({ ["the", "my"].contains(words[$0]) || Self.rentWords.contains(words[$0]) })
            else { continue }
            var named = scan
            named.take(0..<words.count)
            for index in article..<range.upperBound { named.taken[index] = false }
            var reader = SlotReader(scan: named)
            guard let name = reader.ownThingName(), (article..<range.upperBound).allSatisfy({ reader.scan.taken[$0] }) else { continue }
            scan.take(0..<words.count)
            var slots = Slots()
            slots.ownThing = name
            return slots
        }
        return nil
    }

    private static let targetJoints: Set<String> = ["in", "at", "on", "for", "with"]
    /// "pets are not allowed", "pets aren't allowed", "smoking is prohibited": the word at `index` says a thing is
    /// forbidden, with its "is" or "are" before it.
    private static func forbidden(_ index: Int, in words: [String]) -> Bool {
        let word = words[index]
        let before = words[index - 1]
        if ["allowed", "permitted"].contains(word) {
            return ["isn't", "isnt", "aren't", "arent"].contains(before) || before == "not" && ["is", "are"].contains(words[index - 2])
        }
        return ["prohibited", "banned", "forbidden"].contains(word) && ["is", "are"].contains(before)
    }

    /// "the loft prohibits smoking", "my flat bans parties".
    private static let banVerbs: Set<String> = ["prohibits", "bans", "forbids"]
    /// "my studio is strictly no smoking".
    private static let strictly: Set<String> = ["strictly", "totally", "completely", "absolutely", "a", "100%"]
    /// "the condo doesn't allow pets", "my flat does not permit smoking".
    private static let refusals: Set<String> = ["doesn't", "doesnt", "does", "won't", "wont", "don't", "dont", "do"]
    /// Words after a listing's name that say nothing of it: "… at my condo now", "… pls".
    private static let fillers: Set<String> = ["now", "pls", "please", "too", "also"]
    /// Words around a listing's name that say the rent rather than the home: "included in the rent of my flat".
    private static let rentWords: Set<String> = ["rent", "of", "price", "listing", "for"]
}
