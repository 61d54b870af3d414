import Foundation

/// Finds where: "near 94105", "in oakland", "in sf", "near me", "37.77,-122.42", and "within 3 miles".
public enum PlaceRecognizer {
    static let prepositions: WordSet = ["in", "near", "around", "by", "at", "from", "to", "of"]
    private static let meanMe: [[String]] = [
        ["near", "me"], ["nearby"], ["around", "me"], ["close", "to", "me"], ["near", "here"], ["around", "here"],
        ["close", "by"], ["near", "my", "location"], ["in", "my", "area"], ["my", "area"], ["close", "to", "home"],
    ]
    private static let kilometresPer: WordTable<Double> = [
        "mile": 1.609344, "miles": 1.609344, "mi": 1.609344, "km": 1, "kms": 1, "kilometer": 1, "kilometers": 1,
        "kilometre": 1, "kilometres": 1, "blocks": 0.1, "block": 0.1,
    ]

    /// The first place among `words`, marking what it used.
    private static let meanMeFirstWords = WordSet(meanMe.map { $0[0] })

    /// A one-word city that is also an everyday word counts only after "near" or when `standsAsAName` says it
    /// was typed as one: capitalised, or before a comma ("in nice, good condition"). "Nearby" alone gives way to a
    /// place named beside it ("nearby spots in reykjavik"). A well-known city misspelt after "in", "near" or "around"
    /// is read unless `readsMisspeltCities` is false.
    static func place(
        in words: [String], taken: inout TakenWords, cities: CityNames, standsAsAName: (Int) -> Bool = { _ in true },
        readsMisspeltCities: Bool = true
    ) -> Slots.Place? {
        var nearby: Range<Int>?
        let named = namedPlace(
            in: words, taken: &taken, cities: cities, standsAsAName: standsAsAName, readsMisspeltCities: readsMisspeltCities, nearby: &nearby)
        guard let range = nearby else { return named }
        mark(range, in: &taken)
        return named ?? .me
    }

    private static func namedPlace(
        in words: [String], taken: inout TakenWords, cities: CityNames, standsAsAName: (Int) -> Bool, readsMisspeltCities: Bool,
        nearby: inout Range<Int>?
    ) -> Slots.Place? {
        var landmarkFound: (range: Range<Int>, name: String)?
        for start in words.indices where !taken[start] {
            if meanMeFirstWords.contains(words[start]), let phrase = meanMe.first(where: { phrase in
                start + phrase.count <= words.count
                    && phrase.indices.allSatisfy { words[start + $0] == phrase[$0] && !taken[start + $0] }
            }) {
                let range = start..<(start + phrase.count)
                if vagueMe.contains(phrase) {
                    if nearby == nil { nearby = range }
                    continue
                }
                mark(range, in: &taken)
                return .me
            }
            let word = words[start]
            if word.utf8.count == 5, word.utf8.allSatisfy({ (0x30...0x39).contains($0) }) {
                var from = start
                while from > 0, !taken[from - 1], zipLead.contains(words[from - 1]) { from -= 1 }
                if from > 0, !taken[from - 1], prepositions.contains(words[from - 1]) { from -= 1 }
                mark(from..<(start + 1), in: &taken)
                return .zip(word)
            }
            if let coordinates = coordinates(at: start, in: words, taken: taken) {
                let from = start > 0 && prepositions.contains(words[start - 1]) && !taken[start - 1] ? start - 1 : start
                mark(from..<coordinates.end, in: &taken)
                return .coordinates(latitude: coordinates.latitude, longitude: coordinates.longitude)
            }
            let name = word == "near" && start + 2 < words.count && words[start + 1] == "to" ? start + 2 : start + 1
            if prepositions.contains(word), name < words.count, let region = RegionNames.match(at: name, in: words, taken: taken) {
                let city = cities.match(at: name, in: words, taken: taken)
                if city.map({ $0.length < region.length || !cities.isWellKnown($0.city) }) ?? true {
                    mark(start..<(name + region.length), in: &taken)
                    return region.region
                }
            }
            if landmarkFound == nil, landmarkPrepositions.contains(word), name < words.count, let landmark = landmark(at: name, in: words, taken: taken, cities: cities) {
                landmarkFound = (start..<landmark.end, landmark.name)
            }
            if let found = landmarkFound, found.range.contains(start) { continue }
            if prepositions.contains(word), name < words.count,
                let city = cityNamed(at: name, after: word, in: words, taken: taken, cities: cities, orMisspelt: readsMisspeltCities),
                city.length > 1 || word == "near" || !CommonWordCities.names.contains(words[name]) || standsAsAName(name),
                !namesALandmark(after: name + city.length, in: words)
            {
                return cityWithItsState(city.city, from: start, to: name + city.length, in: words, taken: &taken)
            }
        }
        guard let (range, name) = landmarkFound else { return bareCity(in: words, taken: &taken, cities: cities, standsAsAName: standsAsAName) }
        mark(range, in: &taken)
        return .city(name)
    }

    /// The city named at `index`, as typed or, `orMisspelt` after a word that leads only to places, misspelt.
    private static func cityNamed(
        at index: Int, after preposition: String, in words: [String], taken: TakenWords, cities: CityNames, orMisspelt: Bool
    ) -> (city: String, length: Int)? {
        let exact = cities.match(at: index, in: words, taken: taken)
        guard orMisspelt, placeOnlyPrepositions.contains(preposition) else { return exact }
        return cities.closeMatch(at: index, in: words, taken: taken, longerThan: exact?.length ?? 0) ?? exact
    }

    /// Prepositions after which a misspelt city is looked for: those that lead to a place more than to a time or a thing.
    private static let placeOnlyPrepositions: Set<String> = ["in", "near", "around"]

    /// "union square", "the mission district", "lake merritt", "golden gate park": a neighborhood of the reference
    /// data, or a name of one to three words with a word for a kind of place after it, or "lake" or "mount" before it,
    /// after a preposition. It is a place of its
    /// own, never the town whose name it starts with ("Union", Oregon); the words and where they end.
    private static func landmark(at start: Int, in words: [String], taken: TakenWords, cities: CityNames) -> (name: String, end: Int)? {
        var first = start
        if words[first] == "the" { first += 1 }
        guard first < words.count else { return nil }
        if let known = NeighborhoodNames.shared.match(at: first, in: words, taken: taken) {
            var end = first + known.length
            if end < words.count, !taken[end], ["district", "neighborhood", "neighbourhood", "area"].contains(words[end]) { end += 1 }
            let cityHere = cities.match(at: first, in: words, taken: taken)?.length ?? 0
            let cityAfter = end < words.count && cities.match(at: end, in: words, taken: taken) != nil
            if cityHere <= end - first, !cityAfter { return (known.name, end) }
        }
        if first == start, landmarkOpeners.contains(words[first]), first + 1 < words.count, !taken[first + 1], isNameWord(words[first + 1]) {
            var end = first + 2
            if end < words.count, !taken[end], isNameWord(words[end]), !prepositions.contains(words[end]) { end += 1 }
            return (words[first..<end].joined(separator: " "), end)
        }
        for kind in (first + 1)..<min(words.count, first + 4) where landmarkKinds.contains(words[kind]) {
            guard (first..<kind).allSatisfy({ !taken[$0] && isNameWord(words[$0]) }), !taken[kind] else { return nil }
            return (words[first...kind].joined(separator: " "), kind + 1)
        }
        return nil
    }

    /// True for a place name that names a part of a city ("union square", "lake merritt"), which is looked for
    /// only near the person; a city named that way ("lake oswego") is none.
    public static func isLandmark(_ name: String) -> Bool {
        let words = name.split(separator: " ").map(String.init)
        guard words.count > 1, landmarkKinds.contains(words[words.count - 1]) || landmarkOpeners.contains(words[0]) else { return false }
        return CityNames.shared.match(at: 0, in: words, taken: TakenWords(count: words.count))?.length != words.count
    }

    private static func isNameWord(_ word: String) -> Bool {
        word.allSatisfy { $0.isLetter || $0.isNumber || $0 == "'" || $0 == "." } && !Lexicon.stopWords.contains(word)
            && !landmarkKinds.contains(word)
    }

    /// Words for kinds of places inside a city, said after their names.
    private static let landmarkKinds: Set<String> = [
        "square", "park", "station", "district", "campus", "plaza", "pier", "wharf", "beach", "heights", "hill", "hills",
        "village", "mall", "stadium", "university", "college", "neighborhood", "neighbourhood", "bart", "caltrain",
        "terminal", "airport", "harbor", "harbour", "marina", "zoo", "museum",
    ]
    /// Prepositions a landmark follows as a place to search near ("near union square", "in the mission district"),
    /// not as a spot's own place ("pin the skatepark at dolores park") or a way there ("a walk to rockridge bart").
    private static let landmarkPrepositions: Set<String> = ["near", "in", "around", "by"]
    /// Words for kinds of places said before their names: "lake merritt", "mount davidson".
    private static let landmarkOpeners: Set<String> = ["lake", "mount", "mt", "mt."]

    /// Words that introduce a ZIP code: "near the zip 60647", "in zip code 94110".
    private static let zipLead: WordSet = ["zip", "zipcode", "code", "postcode", "postal"]

    /// Ways of saying "near me" that name no one: a place named beside them is where was meant.
    private static let vagueMe: [[String]] = [["nearby"], ["close", "by"]]

    /// A well-known city named without a preposition: "Hanoi, need a motorbike", "2br apt austin under 1800/mo",
    /// "table saw, fresno, this week". A one-word name must not be an everyday word or one the parser knows, and
    /// a short one must be typed as a name.
    private static func bareCity(
        in words: [String], taken: inout TakenWords, cities: CityNames, standsAsAName: (Int) -> Bool
    ) -> Slots.Place? {
        for start in words.indices where !taken[start] {
            guard let city = cities.match(at: start, in: words, taken: taken), cities.isWellKnown(city.city) else { continue }
            if namesALandmark(after: start + city.length, in: words) { continue }
            if city.length == 1 {
                let word = words[start]
                guard !CommonWordCities.names.contains(word), !TypoCorrector.isKnown(word),
                    word.utf8.count >= minimumUnmarkedLength || standsAsAName(start)
                else { continue }
            }
            return cityWithItsState(city.city, from: start, to: start + city.length, in: words, taken: &taken)
        }
        return nil
    }

    /// The city named by the words from `start` to `end`, with the US state said after it if there is one ("austin
    /// tx", "oakland, california"), its words marked. Codes that are also everyday words ("or", "me", "hi") are not
    /// read as states.
    private static func cityWithItsState(_ city: String, from start: Int, to end: Int, in words: [String], taken: inout TakenWords) -> Slots.Place {
        guard let (state, length) = state(at: end, in: words, taken: taken) else {
            mark(start..<end, in: &taken)
            return .city(city)
        }
        mark(start..<(end + length), in: &taken)
        return .cityInState(city, state: state)
    }

    /// The two-letter code of the US state named by the words from `index`, and how many words name it.
    private static func state(at index: Int, in words: [String], taken: TakenWords) -> (code: String, length: Int)? {
        guard index < words.count, !taken[index] else { return nil }
        if stateCodesAfterACity.contains(words[index]) { return (words[index].uppercased(), 1) }
        for length in stride(from: 3, through: 1, by: -1) where index + length <= words.count {
            let span = index..<(index + length)
            if span.allSatisfy({ !taken[$0] }), let code = RegionNames.usStatesAfterACity[words[span].joined(separator: " ")] {
                return (code, length)
            }
        }
        return nil
    }

    private static let stateCodesAfterACity = RegionNames.usStateCodes
        .subtracting(["or", "in", "me", "hi", "oh", "ok", "pa", "id", "la", "de", "al", "ma", "mo", "ne"])

    /// True when the word at `index` makes the city before it part of a landmark's or a street's name: "dolores park",
    /// "the valencia street apartment".
    private static func namesALandmark(after index: Int, in words: [String]) -> Bool {
        index < words.count && (landmarkNouns.contains(words[index]) || streetKinds.contains(words[index]))
    }

    private static let streetKinds: Set<String> = [
        "st", "street", "ave", "av", "avenue", "blvd", "boulevard", "rd", "road", "dr", "drive", "ln", "lane",
    ]

    /// Nouns that make a city's name before them part of a landmark's: "dolores park", "berkeley marina", "oakland airport".
    private static let landmarkNouns: Set<String> = [
        "park", "parks", "beach", "plaza", "square", "pier", "marina", "harbor", "harbour", "stairs", "steps", "ledges", "ledge",
        "bowl", "skatepark", "bridge", "station", "airport", "mall", "market", "stadium", "arena", "campus", "garden",
        "gardens", "trail", "trailhead", "reservoir", "library", "museum", "zoo", "mission",
    ]

    /// Letters a one-word city needs to be read without a capital or a comma: "rome" and "kai" may be people.
    private static let minimumUnmarkedLength = 5

    /// "within 3 miles", "in a 5 km radius", "3 miles away": the radius in kilometres, to the metre, and whether
    /// it is measured from the person ("within 2 km of me").
    static func radius(in words: [String], taken: inout TakenWords) -> (kilometres: Double, fromMe: Bool)? {
        for start in words.indices where !taken[start] {
            var unitIndex = start + 1
            if unitIndex < words.count, words[unitIndex] == "-" { unitIndex += 1 }
            guard unitIndex < words.count, let factor = kilometresPer[words[unitIndex]],
                let distance = Double(words[start].filter { $0 != "," }) ?? TimeVocabulary.numberWords[words[start]].map(Double.init),
                distance > 0
            else { continue }
            var from = start
            if start > 0, ["within", "under", "inside"].contains(words[start - 1]) { from = start - 1 }
            if start > 1, words[start - 1] == "a", words[start - 2] == "in" { from = start - 2 }
            var end = unitIndex + 1
            if end < words.count, ["radius", "away", "from", "of"].contains(words[end]) { end += 1 }
            let fromMe = end < words.count && ["from", "of"].contains(words[end - 1]) && ["me", "here"].contains(words[end])
            if fromMe { end += 1 }
            mark(from..<end, in: &taken)
            return ((distance * factor * 1000).rounded() / 1000, fromMe)
        }
        return nil
    }

    private static func coordinates(at index: Int, in words: [String], taken: TakenWords) -> (latitude: Double, longitude: Double, end: Int)? {
        guard let first = words[index].utf8.first, first == UInt8(ascii: "-") || (0x30...0x39).contains(first),
            words[index].utf8.contains(UInt8(ascii: "."))
        else { return nil }
        let pieces = words[index].split(separator: ",", omittingEmptySubsequences: true)
        var texts = pieces.map(String.init)
        var end = index + 1
        if texts.count == 1, end < words.count, !taken[end] {
            texts.append(words[end])
            end += 1
        }
        guard texts.count == 2, texts.allSatisfy({ $0.utf8.contains(UInt8(ascii: ".")) }),
            let latitude = Double(texts[0]), let longitude = Double(texts[1]),
            (-90...90).contains(latitude), (-180...180).contains(longitude)
        else { return nil }
        return (latitude, longitude, end)
    }

    private static func mark(_ range: Range<Int>, in taken: inout TakenWords) {
        for index in range { taken[index] = true }
    }
}
