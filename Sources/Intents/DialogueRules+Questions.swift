/// Questions about the item in view (`ask`): a field it has, or something only its owner's words can answer.
extension DialogueRules {
    /// "does it come furnished?", "is there parking?", "whose is it?", "how much is the second one?".
    static func ask(_ utterance: Utterance, isQuestion: Bool, context: ParseContext) -> Reading? {
        let words = utterance.words
        guard let first = words.first,
            questionStarts.contains(first)
                || isQuestion && (!CommandRules.startsACommand(first) || takingVerbs.contains(first) || words.contains(where: petNouns.contains))
                || (isQuestion || whenWords.contains(first)) && saysMoveIn(words)
        else { return nil }
        var scan = EntityScan(utterance, from: 0, context: context)
        var slots = Slots()
        var evidence: [String] = []
        var asksWhatOnlyAListingHas = false
        var asksAboutTheOneInView = false
        if let match = askFields.firstMatch(in: &scan) {
            slots.field = match.value
            asksAboutTheOneInView = inViewPhrases.contains(match.phrase)
            asksWhatOnlyAListingHas = listingOnlyNouns.contains(match.phrase)
            evidence.append("asks about \(match.value) (\"\(match.phrase)\")")
        }
        if slots.field == nil || slots.field == "availability",
            let (index, said) = words.indices.lazy.compactMap({ index in moveInPhrases.match(at: index, in: words, taken: scan.taken).map { (index, $0) } }).first
        {
            scan.take(index..<(index + said.length))
            (slots.field, asksAboutTheOneInView) = ("availability", true)
            evidence.append("asks when to move in")
        }
        var amenities = scan.all(Lexicon.amenities)
        if amenities.isEmpty, let pet = words.indices.first(where: { !scan.taken[$0] && petNouns.contains(words[$0]) }) {
            scan.taken[pet] = true
            amenities = ["pets allowed"]
        }
        if !amenities.isEmpty {
            slots.amenities = amenities
            slots.field = slots.field ?? (amenities == ["furnished"] ? "furnished" : "amenities")
            evidence.append("amenities")
        }
        scan.readWhen(into: &slots)
        let asksToHave = slots.when != nil && words.indices.dropLast().contains { index in
            takingVerbs.contains(words[index]) && (itemStarts.contains(words[index + 1]) || words[index + 1].first == "#")
        }
        if asksToHave {
            slots.field = "availability"
            evidence.append("asks to have it then")
        }
        if slots.field == nil { return openQuestion(utterance, scan: scan, isQuestion: isQuestion) }
        guard slots.when == nil || asksToHave || slots.field == "price" else { return nil }
        slots.ref = scan.reference()
        let rest = words.indices.filter { !scan.taken[$0] && !askGlue.contains(words[$0]) && !Lexicon.stopWords.contains(words[$0]) }
        let namesOnlyTheThing = rest.isEmpty || rest.count == 1 && rest[0] > 0 && words[rest[0] - 1] == "the"
        let onlyTheField = namesOnlyTheThing && slots.field != "amenities" && !words.contains(where: firstPerson.contains)
        let fewWords = isQuestion && words.count <= 3 && (questionStarts.contains(first) || !words.contains { $0.first?.isNumber == true })
        let isShort = (fewWords || onlyTheField && questionStarts.contains(first)) && slots.amenities == nil && !words.contains("map")
        let namesTheItem = slots.ref != nil || slots.amenities != nil || words.contains(where: itemNouns.contains) || isShort
            || asksWhatOnlyAListingHas && isQuestion || slots.field == "owner" && words.contains(where: ownerNouns.contains)
            || asksAboutTheOneInView
        guard namesTheItem else { return nil }
        if slots.field == "amenities", slots.amenities == nil, slots.ref == nil || slots.ref == .it, (1...4).contains(rest.count) {
            slots.query = rest.map { words[$0] }.joined(separator: " ")
            return Reading(.ask, slots, base: 12, evidence: evidence + ["asks whether it comes with \(slots.query!)"], leftover: [])
        }
        guard rest.count <= 1 else { return nil }
        let onlyAmenities = slots.amenities != nil && rest.isEmpty && ["is", "are", "does", "do", "has"].contains(first)
            && !words.contains(where: searchingWords.contains)
        let base = asksWhatOnlyAListingHas && isQuestion || onlyAmenities ? 15 : asksToHave && slots.ref != nil ? 13 : isShort ? 12 : 11
        return Reading(.ask, slots, base: base, evidence: evidence, leftover: rest.map { words[$0] })
    }

    /// "does the host speak english?", "can they deliver it?", "is the street noisy?": a yes-or-no or how question
    /// about the item in view (or its owner) on something no field holds; its words go in `query`, for the bot to
    /// look for in what the owner wrote, or to say whom to ask. A "what" question with no field asks to see the item
    /// ("what's the deal with the last one?").
    private static func openQuestion(_ utterance: Utterance, scan: EntityScan, isQuestion: Bool) -> Reading? {
        var scan = scan
        let words = utterance.words
        guard let first = words.first, !["what", "what's", "whats"].contains(first), isQuestion || questionStarts.contains(first),
            !words.contains(where: firstPerson.contains) || words.contains(where: ownerNouns.contains)
        else { return nil }
        let reference = scan.reference()
        let aboutTheOwner = words.contains(where: ownerNouns.contains) || words.contains("they")
        switch reference {
        case .it?, .index?: break
        case nil where aboutTheOwner: break
        default: return nil
        }
        var probe = scan
        guard probe.place() == nil, probe.first(Lexicon.types) == nil, !words.contains(where: reviewWords.contains) else { return nil }
        let rest = words.indices.filter {
            !scan.taken[$0] && !askGlue.contains(words[$0]) && !Lexicon.stopWords.contains(words[$0]) && !ownerNouns.contains(words[$0])
                && words[$0] != "they"
        }
        guard (1...5).contains(rest.count), !rest.contains(where: { IntentParser.commandWordSet.contains(words[$0]) }) else { return nil }
        var slots = Slots()
        (slots.field, slots.ref) = ("amenities", reference == .it || reference == nil ? .it : reference)
        slots.query = rest.map { words[$0] }.joined(separator: " ")
        return Reading(.ask, slots, base: 8, evidence: ["an open question about the one in view"], leftover: [])
    }

    /// Words of a question about what people say, which reviews answer.
    private static let reviewWords: Set<String> = ["saying", "say", "said", "reviews", "reviewed", "rated", "rating", "ratings"]

    private static let questionStarts: Set<String> = ["does", "is", "are", "how", "what", "whats", "what's", "where", "where's", "wheres", "whose", "who", "who's", "whos", "can", "could", "may", "do", "will", "has", "any"]

    /// What nobody searches for, so a question about it is about the listing in view: "are there any house rules?".
    private static let listingOnlyNouns: Set<String> = [
        "rules", "house rules", "quiet hours", "deposit", "fee", "fees", "sqft", "square feet", "sq ft",
    ]

    /// Words that make a question about amenities a search: "is there a fridge for rent near me?".
    private static let searchingWords: Set<String> = ["rent", "near", "nearby", "around", "anywhere", "available"]

    /// Phrases that only ask about the thing in view: "is insurance included?", "does it have hdmi?".
    private static let whenWords: Set<String> = ["when", "when's", "whens", "wen", "what", "what's", "whats", "how", "earliest"]

    private static func saysMoveIn(_ words: [String]) -> Bool {
        let nothingTaken = TakenWords(count: words.count)
        return words.indices.contains { moveInPhrases.match(at: $0, in: words, taken: nothingTaken) != nil }
    }

    /// "when can i move in?", "what's the move-in date", "when does it become available?": when the home in view is free.
    private static let moveInPhrases = PhraseTable<Bool>(
        ["move in", "move-in", "movein", "moving in", "move into", "moving into", "become available", "becomes available",
         "availability date", "available date", "date available"].map { ($0, true) })

    private static let inViewPhrases: Set<String> = ["included", "what's included", "it have", "it got", "come with", "comes with", "come w", "comes w"]

    /// "can i bring my cat?": an animal asked about is whether pets are allowed.
    private static let petNouns: Set<String> = ["cat", "cats", "dog", "dogs", "puppy", "kitten", "pup", "doggo", "kitty"]

    /// "who is the host?": the owner of the listing in view.
    private static let ownerNouns: Set<String> = ["owner", "host", "landlord", "landlady"]

    /// "can I have it saturday?": asking for the item at a time is asking whether it is free then.
    private static let takingVerbs: Set<String> = ["have", "get", "borrow", "grab", "take", "use"]
    /// The words that start a reference to a shown item after such a verb: "have it", "get the 2nd one", "use #3".
    static let itemStarts: Set<String> = ["it", "this", "that", "the", "number", "no."]

    private static let itemNouns: Set<String> = ["place", "apartment", "flat", "house", "room", "listing", "home", "unit", "space", "one", "condo", "studio"]

    private static let askGlue: Set<String> = [
        "does", "is", "are", "how", "what", "where", "whose", "who", "can", "do", "will", "has", "come", "comes",
        "there", "it", "this", "that", "place", "apartment", "flat", "house", "room", "listing", "one", "much", "many",
        "allowed", "included", "include", "includes", "got", "get", "own", "owns", "exactly", "roughly", "approximately",
        "i", "have", "borrow", "grab", "take", "use", "could", "may", "per", "hour", "hourly", "day", "daily", "week",
        "weekly", "month", "monthly", "night", "nightly", "full", "whole", "total", "like", "exactly",
    ]

    private static let askFields = PhraseList([
        ("furnished", "furnished"), ("furniture", "furnished"), ("unfurnished", "furnished"),
        ("whose", "owner"), ("who owns", "owner"), ("owner", "owner"), ("landlord", "owner"), ("host", "owner"),
        ("who listed", "owner"), ("who is renting", "owner"), ("who's renting", "owner"), ("who rents", "owner"),
        ("how much", "price"), ("cost", "price"), ("costs", "price"), ("price", "price"), ("rate", "price"),
        ("deposit", "price"), ("fee", "price"), ("fees", "price"), ("the rent", "price"), ("monthly rent", "price"),
        ("rent per month", "price"), ("rent a month", "price"), ("how much rent", "price"),
        ("where", "location"), ("address", "location"), ("located", "location"), ("neighborhood", "location"),
        ("neighbourhood", "location"), ("what area", "location"), ("which area", "location"), ("how far", "location"), ("far", "location"),
        ("when", "availability"), ("available", "availability"), ("free", "availability"), ("booked", "availability"),
        ("rules", "rules"), ("smoking", "rules"), ("smoke", "rules"), ("parties", "rules"), ("party", "rules"),
        ("prohibited", "rules"), ("house rules", "rules"), ("quiet hours", "rules"), ("guests", "rules"),
        ("how big", "size"), ("size", "size"), ("square feet", "size"), ("sqft", "size"), ("sq ft", "size"),
        ("how large", "size"), ("how many bedrooms", "size"), ("how many rooms", "size"), ("big enough", "size"),
        ("how many bathrooms", "size"), ("bedrooms", "size"), ("bathrooms", "size"), ("what size", "size"),
        ("minimum lease", "rules"), ("minimum stay", "rules"), ("lease", "rules"), ("minimum", "rules"),
        ("amenities", "amenities"), ("what comes with", "amenities"), ("come with", "amenities"),
        ("what's included", "amenities"), ("included", "amenities"), ("it have", "amenities"), ("it got", "amenities"),
        ("come w", "amenities"), ("comes w", "amenities"),
    ])
}
