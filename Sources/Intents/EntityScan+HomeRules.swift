/// A home's rules and terms said in its listing line: which way it faces ("south facing"), who may live there
/// ("women only"), what it doesn't allow ("no pets or smoking", "non-smoking") and what the rent includes ("water and
/// heat included"). Each reader takes its words, so they leave the description.
extension EntityScan {
    /// "south facing", "south-facing", "faces west", "facing east", "east exposure", "exposure: north", "southern
    /// exposure": the way the home faces.
    mutating func exposure() -> String? {
        for index in words.indices where !taken[index] {
            if let direction = takeJoined(index, suffix: "-facing", in: HomeRuleWords.directions) { return direction }
            guard let direction = HomeRuleWords.directions[words[index]] else { continue }
            if index + 1 < words.count, !taken[index + 1], ["facing", "exposure", "exposed", "aspect"].contains(words[index + 1]) {
                take(index..<(index + 2))
                return direction
            }
            if index > 0, !taken[index - 1], ["faces", "facing", "exposure", "aspect"].contains(words[index - 1]) {
                take((index - 1)..<(index + 1))
                return direction
            }
        }
        return nil
    }

    /// "women only", "for women only", "only women", "female tenants only", "male-only": who may live there, as the
    /// listing stores it ("women only").
    mutating func genderRestriction() -> String? {
        for index in words.indices where !taken[index] {
            if let gender = takeJoined(index, suffix: "-only", in: HomeRuleWords.genders) { return gender }
            guard let gender = HomeRuleWords.genders[words[index]] else { continue }
            var end = index + 1
            if end < words.count, !taken[end], HomeRuleWords.occupants.contains(words[end]) { end += 1 }
            var start = index
            if start > 0, !taken[start - 1], words[start - 1] == "for" { start -= 1 }
            if end < words.count, !taken[end], words[end] == "only" {
                take(start..<(end + 1))
                return gender
            }
            if start > 0, !taken[start - 1], words[start - 1] == "only" {
                take((start - 1)..<end)
                return gender
            }
        }
        return nil
    }

    /// The value `table` gives the first part of a word like "south-facing" or "women-only", its word taken.
    private mutating func takeJoined(_ index: Int, suffix: String, in table: [String: String]) -> String? {
        let word = words[index]
        guard word.hasSuffix(suffix), let value = table[String(word.dropLast(suffix.count))] else { return nil }
        take(index..<(index + 1))
        return value
    }

    /// "no pets", "no pets or smoking", "no smoking, no parties", "no loud music allowed", "pets not allowed",
    /// "smoking is not permitted", "non-smoking", "smoke-free": what the home doesn't allow, each as said. A "no"
    /// before an amenity ("no parking") says what it lacks, and is left to the amenities.
    mutating func prohibitedThings() -> [String]? {
        var things: [String] = []
        for index in words.indices where !taken[index] {
            if let (thing, length) = HomeRuleWords.notAllowedWords.match(at: index, in: words, taken: taken) {
                take(index..<(index + length))
                things.append(thing)
            } else if words[index] == "no" {
                things += thingsNotAllowed(after: index)
            } else if let thing = HomeRuleWords.ruleThings.match(at: index, in: words, taken: taken) {
                things += thingsSaidNotAllowed(from: index, first: thing)
            }
        }
        var seen: Set<String> = []
        things = things.filter { seen.insert($0).inserted }
        return things.isEmpty ? nil : things
    }

    /// The things of "no pets or smoking", "no parties, no smoking", "no loud music allowed" from its "no" at `start`.
    private mutating func thingsNotAllowed(after start: Int) -> [String] {
        var things: [String] = []
        var end = start + 1
        var index = start + 1
        while let thing = HomeRuleWords.ruleThings.match(at: index, in: words, taken: taken) {
            things.append(thing.value)
            end = index + thing.length
            var next = end
            if IntentParser.endsClause(utterance.raw(end - 1)) {
                guard next < words.count, words[next] == "no" else { break }
                next += 1
            } else {
                while next < words.count, !taken[next], HomeRuleWords.ruleJoints.contains(words[next]) { next += 1 }
                guard next > end else { break }
            }
            index = next
        }
        if things.isEmpty {
            guard let allowed = words.indices.dropFirst(start + 2).prefix(3).first(where: { HomeRuleWords.allowedWords.contains(words[$0]) }),
                (start + 1..<allowed).allSatisfy({ !taken[$0] && !Lexicon.stopWords.contains(words[$0]) && !IntentParser.endsClause(utterance.raw($0)) })
            else { return [] }
            things.append(words[(start + 1)..<allowed].joined(separator: " "))
            end = allowed
        }
        if end < words.count, !taken[end], HomeRuleWords.allowedWords.contains(words[end]) { end += 1 }
        take(start..<end)
        return things
    }

    /// The things of "pets are not allowed", "smoking not permitted", "pets and smoking not allowed", from the first
    /// thing at `start`; nothing unless "not allowed" or its kin follows.
    private mutating func thingsSaidNotAllowed(from start: Int, first: (value: String, length: Int)) -> [String] {
        var things = [first.value]
        var index = start + first.length
        while index < words.count, !taken[index], HomeRuleWords.listJoints.contains(words[index]),
            let next = HomeRuleWords.ruleThings.match(at: index + 1, in: words, taken: taken)
        {
            things.append(next.value)
            index += 1 + next.length
        }
        if index < words.count, ["are", "is"].contains(words[index]) { index += 1 }
        guard index + 1 < words.count, words[index] == "not", HomeRuleWords.allowedWords.contains(words[index + 1]),
            !taken[index], !taken[index + 1]
        else { return [] }
        take(start..<(index + 2))
        return things
    }

    /// "water included", "heat, water and trash included", "all utilities incl", "includes utilities", "rent includes
    /// water and gas": what the rent covers, each as said. Amenities among them ("wifi included") stay free for the
    /// amenities too.
    mutating func includedThings() -> [String]? {
        for index in words.indices.dropFirst() where !taken[index] && HomeRuleWords.includedAfter.contains(words[index]) {
            var start = index
            while start > 0, !taken[start - 1], HomeRuleWords.includable.contains(words[start - 1]) || HomeRuleWords.listJoints.contains(words[start - 1]) {
                start -= 1
            }
            while start < index, HomeRuleWords.listJoints.contains(words[start]) { start += 1 }
            guard let things = takeIncluded(start..<index, with: index..<(index + 1)) else { continue }
            return things
        }
        for index in words.indices where !taken[index] && HomeRuleWords.includesBefore.contains(words[index]) {
            var end = index + 1
            while end < words.count, !taken[end], HomeRuleWords.includable.contains(words[end]) || HomeRuleWords.listJoints.contains(words[end]) {
                end += 1
                if IntentParser.endsClause(utterance.raw(end - 1)) { break }
            }
            while end > index + 1, HomeRuleWords.listJoints.contains(words[end - 1]) { end -= 1 }
            let lead = index > 0 && !taken[index - 1] && words[index - 1] == "rent" ? (index - 1)..<(index + 1) : index..<(index + 1)
            guard let things = takeIncluded((index + 1)..<end, with: lead) else { continue }
            return things
        }
        return nil
    }

    /// The things named in `range`, split at "and", "&", "+" and commas, taken with the words of `lead`; nil, and
    /// nothing taken, unless one of them is something a rent includes. Amenities said alone ("wifi", not "heat") stay
    /// free for the amenities too.
    private mutating func takeIncluded(_ range: Range<Int>, with lead: Range<Int>) -> [String]? {
        guard range.contains(where: { HomeRuleWords.includable.contains(words[$0]) && words[$0] != "all" }) else { return nil }
        var things: [String] = []
        var current: [String] = []
        for index in range {
            if !HomeRuleWords.listJoints.contains(words[index]), words[index] != "all" { current.append(words[index]) }
            if HomeRuleWords.listJoints.contains(words[index]) || IntentParser.endsClause(utterance.raw(index)), !current.isEmpty {
                things.append(current.joined(separator: " "))
                current = []
            }
        }
        if !current.isEmpty { things.append(current.joined(separator: " ")) }
        let amenities = range.filter { !Lexicon.amenitiesNeedingWith.contains(words[$0]) && Lexicon.amenities.match(at: $0, in: words, taken: taken) != nil }
        take(range)
        take(lead)
        for index in amenities { taken[index] = false }
        return things.isEmpty ? nil : things
    }
}

/// The words of a home's rules and terms, shared by a new listing's line, an owner's statement about one, and the bot's
/// answers about a home's rules.
public enum HomeRuleWords {
    /// Compass points, as the listing stores them.
    static let directions: [String: String] = {
        var table: [String: String] = [:]
        for point in ["north", "south", "east", "west", "northeast", "northwest", "southeast", "southwest"] {
            table[point] = point
        }
        for (typed, point) in [
            ("north-east", "northeast"), ("north-west", "northwest"), ("south-east", "southeast"), ("south-west", "southwest"),
            ("northern", "north"), ("southern", "south"), ("eastern", "east"), ("western", "west"),
        ] {
            table[typed] = point
        }
        return table
    }()

    /// Who a home is for, as the listing stores it.
    static let genders: [String: String] = [
        "women": "women only", "woman": "women only", "female": "women only", "females": "women only", "girls": "women only",
        "ladies": "women only", "men": "men only", "man": "men only", "male": "men only", "males": "men only", "guys": "men only",
    ]

    /// Words for the people who live in a home: "female tenants only".
    static let occupants: Set<String> = ["tenants", "tenant", "renters", "renter", "roommates", "roommate", "housemates", "occupants", "applicants"]

    /// Things a home's rules forbid, as said.
    static let ruleThings = PhraseTable<String>(
        [
            "pets", "pet", "dogs", "dog", "cats", "cat", "animals", "smoking", "smokers", "smoke", "vaping", "vapers", "parties",
            "party", "partying", "events", "students", "subletting", "sublets", "subleasing", "sublet", "airbnb", "short term rentals",
            "short-term rentals", "drugs", "guests", "overnight guests", "visitors", "couples", "kids", "children", "shoes", "shoes inside",
            "candles", "bbq", "bbqs", "grills", "grilling", "barbecues", "loud music", "music", "noise", "instruments", "drums",
            "waterbeds", "weed", "cannabis", "marijuana", "420", "alcohol", "indoor smoking", "smoking inside",
        ].map { ($0, $0) })

    /// One-word rules: "non-smoking", "smoke-free", "pet-free".
    static let notAllowedWords = PhraseTable<String>(
        [
            ("non-smoking", "smoking"), ("nonsmoking", "smoking"), ("non smoking", "smoking"), ("smoke-free", "smoking"),
            ("smoke free", "smoking"), ("no-smoking", "smoking"), ("pet-free", "pets"), ("no-pets", "pets"), ("no-pet", "pets"),
        ])

    /// Words for the animals a pet rule is about: what a home's "no pets" may have been said as.
    public static let petWords: Set<String> = ["pets", "pet", "dogs", "dog", "cats", "cat", "animals"]
    static let allowedWords: Set<String> = ["allowed", "permitted", "please", "pls", "accepted", "tolerated"]

    /// Words between things in a list: "heat & water", "pets or smoking".
    static let listJoints: Set<String> = ["and", "or", "nor", "&", "+", "/", "plus"]
    /// Between things a home doesn't allow, also a "no" again: "no pets and no smoking".
    static let ruleJoints = listJoints.union(["no"])

    /// Words a rent includes: utilities and services.
    static let includable: Set<String> = [
        "utilities", "utility", "utils", "water", "hot", "heat", "heating", "gas", "electricity", "electric", "power", "hydro",
        "trash", "garbage", "recycling", "sewer", "sewage", "internet", "wifi", "wi-fi", "cable", "tv", "laundry", "parking",
        "furniture", "cleaning", "housekeeping", "landscaping", "gardening", "snow", "removal", "ac", "bills", "all",
        "phone", "streaming", "hoa", "fees", "maintenance",
    ]
    static let includedAfter: Set<String> = ["included", "incl", "incld", "incl'd"]
    static let includesBefore: Set<String> = ["includes", "including", "incl"]
}
