/// Turns that lean on the conversation: a lone value (`answer`), a change to the last search (`refine`),
/// a question about the listing in focus (`ask`), and a question about the bot itself (`greet`).
enum DialogueRules {
    /// "what are you for?", "who are you": asked of the bot, answered like a greeting.
    /// A turn made only of these words, addressing the bot, asks what it is: "who am I talking to?",
    /// "what exactly do you do", "are you a real person or a bot?", "is anyone there?".
    static func isAboutTheBot(_ words: [String]) -> Bool {
        !words.isEmpty && words.contains(where: addressingTheBot.contains) && words.allSatisfy(aboutTheBotWords.contains)
    }

    private static let addressingTheBot: WordSet = [
        "you", "u", "ya", "yourself", "this", "rentline", "bot", "anyone", "anybody", "someone", "somebody",
        "talking", "chatting", "speaking",
    ]

    private static let aboutTheBotWords: WordSet = [
        "you", "u", "ya", "yourself", "this", "rentline", "bot", "anyone", "anybody", "someone", "somebody",
        "what", "whats", "what's", "who", "whos", "who's", "are", "r", "is", "am", "i", "a", "an", "the", "for",
        "exactly", "do", "does", "can", "could", "thing", "place", "app", "service", "real", "person", "human",
        "robot", "machine", "or", "talking", "to", "with", "here", "about", "there", "home", "it", "going", "how",
        "hows", "how's", "doing", "tell", "me", "yourself", "supposed", "be", "actually", "even", "all", "again",
        "morning", "evening", "afternoon", "good", "nice", "meet", "chatting", "speaking", "live", "awake", "around",
    ]

    /// The feature asked about in "how does paying work?", "how do refunds work".
    /// Also "how bookings work here", and after a word or two ("understand how reviews work", "I wonder how payouts work").
    static func howItWorks(_ words: [String]) -> String? {
        var words = words[...]
        while let last = words.last, ["here", "exactly", "again", "on", "rentline"].contains(last) { words = words.dropLast() }
        if let how = words.firstIndex(of: "how"), how - words.startIndex <= 2 { words = words[how...] }
        guard words.first == "how", let last = words.last, ["work", "works"].contains(last) else { return nil }
        var topic = words.dropFirst().dropLast()
        if let first = topic.first, ["does", "do"].contains(first) { topic = topic.dropFirst() }
        guard (1...3).contains(topic.count), !(topic.count == 1 && ["this", "it", "that", "everything"].contains(topic.first!)) else { return nil }
        return topic.joined(separator: " ")
    }

    /// The command asked about in "what does decline do?", "what does pause mean exactly", "what's a viewing?".
    static func meaningQuestion(_ typed: [String]) -> String? {
        var words = typed
        while words.count > 4, let last = words.last, Self.questionSofteners.contains(last) { words.removeLast() }
        if words.count >= 4, words[0] == "what", ["does", "do"].contains(words[1]), ["do", "mean"].contains(words[words.count - 1]) {
            let named = words[2..<(words.count - 1)]
            return named.contains { CommandRules.intent(namedBy: $0) != nil } ? named.joined(separator: " ") : nil
        }
        if words.count > 4, words[0] == "what", words[1] == "does", ["it", "that", "this"].contains(words[2]), words[3] == "mean" {
            return words[4...].joined(separator: " ")
        }
        let rest: ArraySlice<String>
        switch (words.first, words.dropFirst().first) {
        case ("what's", _), ("whats", _): rest = words.dropFirst()
        case ("what", "is"): rest = words.dropFirst(2)
        default: return nil
        }
        let named = rest.drop { $0 == "a" || $0 == "an" || $0 == "the" }
        guard named.count == 1, let word = named.first, CommandRules.intent(namedBy: word) != nil else { return nil }
        return word
    }

    private static let questionSofteners: Set<String> = ["exactly", "actually", "again", "here", "really"]

    /// The whole turn as one value: a place, a time, a price, a number or a username.
    static func answer(_ utterance: Utterance, context: ParseContext) -> Reading? {
        let words = utterance.words
        guard !words.isEmpty, words.count <= 6 else { return nil }
        var slots = Slots()
        if words.count == 1, words[0].hasPrefix("@"), words[0].count > 1 {
            slots.user = EntityScan.username(utterance.raw(0))
            return Reading(.answer, slots, base: 14, evidence: ["a username alone"], leftover: [])
        }
        if words.count == 1, let number = wholeNumber(words[0]) {
            slots.ref = .number(number)
            return Reading(.answer, slots, base: 14, evidence: ["a number alone"], leftover: [])
        }
        var scan = EntityScan(utterance, from: 0, context: context)
        if let hours = hoursAlone(words, context: context) {
            (slots.when, slots.hoursOnly) = (hours, true)
            return Reading(.answer, slots, base: 13, evidence: ["hours alone"], leftover: [])
        }
        if let index = words.indices.first(where: { words[$0].hasPrefix("@") && words[$0].count > 1 }) {
            scan.taken[index] = true
            slots.user = EntityScan.username(utterance.raw(index))
            return onlyGlueLeft(in: scan) ? Reading(.answer, slots, base: 13, evidence: ["a username"], leftover: []) : nil
        }
        scan.readWhen(into: &slots)
        if slots.when == nil, slots.timeProblem == nil {
            slots.near = scan.place()
            if slots.near == nil,
                words.allSatisfy({ (!Lexicon.stopWords.contains($0) || $0 == "in") && !IntentParser.commandWordSet.contains($0) }),
                let place = AnswerReader.place(utterance.words.joined(separator: " "))
            {
                slots.near = place
                scan.take(0..<words.count)
            }
        }
        if slots.when == nil, slots.near == nil, case .amount(let money)? = scan.money().first {
            slots.price = money
        }
        guard slots.filledCount > 0, onlyGlueLeft(in: scan) else { return nil }
        slots.ordinalAlone = ordinalAlone(words)
        return Reading(.answer, slots, base: 13, evidence: ["a value alone"], leftover: [])
    }

    /// Filters alone, or after "how about", "and", "only": what changes in the last search, which is
    /// `search` (the whole line read as a search) unless comparatives or markers were set aside first.
    static func refine(_ utterance: Utterance, search: Slots, followsUp: Bool, context: ParseContext) -> Reading? {
        var scan = EntityScan(utterance, from: 0, context: context)
        var slots = Slots()
        var evidence: [String] = []
        for (index, word) in utterance.words.enumerated() where !scan.taken[index] {
            if let sort = comparatives[word] {
                slots.sort = sort
                scan.taken[index] = true
                evidence.append("comparative \"\(word)\"")
                if index > 0, ["less", "more", "a", "bit", "little"].contains(utterance.words[index - 1]) {
                    scan.taken[index - 1] = true
                }
            }
        }
        for index in utterance.words.indices where !scan.taken[index] && markers.contains(utterance.words[index]) {
            scan.taken[index] = true
            evidence.append("follow-up \"\(utterance.words[index])\"")
        }
        let later = laterByDays(utterance.words)
        if let later {
            let words = utterance.words
            let after = words.lastIndex(of: "after")!
            for index in (after - 1)..<words.count where words[index] != "weekend" || scan.taken[index] { scan.taken[index] = true }
            evidence.append("the same time \(later) days later")
        }
        var found = search
        if !evidence.isEmpty {
            var reader = SlotReader(scan: scan)
            found = Slots()
            reader.readSearch(into: &found)
        }
        if found.when == nil, let hours = hoursAlone(utterance.words, context: context) {
            (found.when, found.hoursOnly, found.query) = (hours, true, nil)
        }
        found.sort = found.sort ?? slots.sort
        if found.near == nil, followsUp, found.query != nil, let place = AnswerReader.place(found.query!) {
            (found.near, found.query) = (place, nil)
        }
        if let later {
            found.daysAfterLast = later
            if let when = found.when {
                found.when = Slots.Interval(start: when.start.adding(minutes: later * 1440), end: when.end.adding(minutes: later * 1440))
            }
        }
        let kinds = [found.near != nil, found.when != nil || found.daysAfterLast != nil, found.maxPrice != nil || found.minPrice != nil,
            found.bedrooms != nil || found.bathrooms != nil || found.parking != nil, found.amenities != nil,
            found.sort != nil, found.radiusKm != nil].filter { $0 }.count
        let marked = followsUp || !evidence.isEmpty
        let narrows = followsUp || utterance.words.contains(where: narrowingMarkers.contains)
        guard kinds > 0 || narrows && found.category != nil, found.query == nil, found.category == nil || narrows else { return nil }
        if utterance.words.contains("instead") || utterance.words.starts(with: ["back", "to"]), found.category != nil || found.type != nil {
            found.wordsChange = .replace
        }
        let aboutThePerson = utterance.words.contains(where: firstPerson.contains)
        guard found.type == nil || followsUp, marked || (kinds == 1 && !aboutThePerson) else { return nil }
        return Reading(.refine, found, base: marked ? 12 : 10, evidence: evidence + ["filters only"], leftover: [])
    }

    /// "does it come furnished?", "is there parking?", "whose is it?", "how much is the second one?".
    static func ask(_ utterance: Utterance, isQuestion: Bool, context: ParseContext) -> Reading? {
        let words = utterance.words
        guard let first = words.first,
            questionStarts.contains(first) || isQuestion && (!CommandRules.startsACommand(first) || takingVerbs.contains(first))
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
        let amenities = scan.all(Lexicon.amenities)
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

    /// "9 to 5", "make it 10-6", "how about 7 to 9": hours with no day, read as today's.
    private static func hoursAlone(_ words: [String], context: ParseContext) -> Slots.Interval? {
        let said = words.drop { ["make", "it", "how", "about", "what", "from", "maybe", "then", "ok", "say"].contains($0) }
        guard said.contains(where: { $0.first?.isASCIIDigit == true }),
            said.allSatisfy({ $0.first?.isASCIIDigit == true || hourWords.contains($0) }), said.count <= 4
        else { return nil }
        var today = EntityScan(Utterance("today " + said.joined(separator: " ")), from: 0, context: context)
        var slots = Slots()
        today.readWhen(into: &slots)
        return today.leftoverWords().isEmpty ? slots.when : nil
    }

    private static let hourWords: Set<String> = ["to", "-", "till", "until", "am", "pm", "and", "or", "ish", "instead", "then"]

    /// The n of "the 3rd", "3rd" or "the 21st." alone.
    private static func ordinalAlone(_ words: [String]) -> Int? {
        let said = words.first == "the" ? words.dropFirst() : words[...]
        guard said.count == 1, let word = said.first, let number = Int(word.prefix { $0.isASCIIDigit }),
            ["st", "nd", "rd", "th"].contains(String(word.drop { $0.isASCIIDigit }))
        else { return nil }
        return number
    }

    /// "does the host speak english?", "can they deliver it?", "is the street noisy?": a yes-or-no or how question
    /// about the item in view (or its owner) on something no field holds; its words go in `query`, for the bot to
    /// look for in what the owner wrote, or to say whom to ask. A "what" question with no field asks to see the item
    /// ("what's the deal with the last one?").
    private static func openQuestion(_ utterance: Utterance, scan: EntityScan, isQuestion: Bool) -> Reading? {
        var scan = scan
        let words = utterance.words
        guard let first = words.first, !["what", "what's", "whats"].contains(first), isQuestion || questionStarts.contains(first),
            !words.contains(where: firstPersonAsking.contains) || words.contains(where: ownerNouns.contains)
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

    /// "can I rent …", "do I need …": the asker's own plans, which are no question about the item.
    private static let firstPersonAsking: Set<String> = ["i", "i'm", "im", "me", "my", "we", "our", "us"]

    /// "the weekend after", "the week after that instead", "the day after?": how many days on from the last time.
    private static func laterByDays(_ words: [String]) -> Int? {
        guard let after = words.lastIndex(of: "after"), after > 0,
            words[(after + 1)...].allSatisfy({ ["that", "instead", "then", "please"].contains($0) })
        else { return nil }
        switch words[after - 1] {
        case "weekend", "week": return 7
        case "day": return 1
        default: return nil
        }
    }

    private static func wholeNumber(_ word: String) -> Int? {
        if let value = TimeVocabulary.numberWords[word], word != "a", word != "an" { return value }
        guard word.count < 5, word.allSatisfy(\.isASCIIDigit), let value = Int(word), value > 0 else { return nil }
        return value
    }

    private static func onlyGlueLeft(in scan: EntityScan) -> Bool {
        scan.words.indices.allSatisfy { scan.taken[$0] || answerGlue.contains(scan.words[$0]) }
    }

    /// Words around a value that add nothing to it: "um saturday i guess", "my zip is 94110", "tomorrow morning works best for me".
    private static let answerGlue: Set<String> = [
        "on", "at", "the", "for", "in", "by", "from", "maybe", "ideally", "around", "about", "it's", "its", "um", "sorry", "oh", "i",
        "guess", "think", "suppose", "my", "zip", "code", "is", "it", "works", "work", "best", "me", "fine", "probably", "say",
        "let's", "lets", "perhaps", "i'm", "im", "be", "would", "great", "ok", "okay", "then", "that",
    ]

    /// The words these rules read, which are never typos of something else ("closer" is not "closet").
    static var knownWords: [String] {
        Array(comparatives.keys) + Array(firstPerson) + Array(answerGlue) + Array(markers)
    }

    /// "where am I staying next week": a turn about the person is not a change to their search.
    static let firstPerson: Set<String> = ["i", "i'm", "im", "my", "me", "am", "we", "our", "us"]

    static let comparatives: [String: String] = [
        "cheaper": "price", "cheap": "price", "pricey": "price", "expensive": "price", "affordable": "price", "nearer": "distance",
        "closer": "distance", "newer": "newest", "better-rated": "rating",
    ]

    /// Markers that narrow the last search to a category: "only party stuff", "just tools instead".
    private static let narrowingMarkers: Set<String> = ["only", "just", "instead", "back"]

    private static let markers: Set<String> = ["only", "just", "instead", "back", "ones", "those", "any", "anything", "something", "else", "else?", "others", "other"]

    private static let questionStarts: Set<String> = ["does", "is", "are", "how", "what", "whats", "what's", "where", "where's", "wheres", "whose", "who", "who's", "whos", "can", "could", "may", "do", "will", "has", "any"]

    /// What nobody searches for, so a question about it is about the listing in view: "are there any house rules?".
    private static let listingOnlyNouns: Set<String> = [
        "rules", "house rules", "quiet hours", "deposit", "fee", "fees", "sqft", "square feet", "sq ft",
    ]

    /// Words that make a question about amenities a search: "is there a fridge for rent near me?".
    private static let searchingWords: Set<String> = ["rent", "near", "nearby", "around", "anywhere", "available"]

    /// Phrases that only ask about the thing in view: "is insurance included?", "does it have hdmi?".
    private static let inViewPhrases: Set<String> = ["included", "what's included", "it have", "it got", "come with", "comes with", "come w", "comes w"]

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
        ("deposit", "price"), ("fee", "price"), ("fees", "price"),
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

/// Phrases with values, tried in order of length at every free position.
struct PhraseList {
    private let table: PhraseTable<(phrase: String, value: String)>
    private let firstWords: Set<String>

    init(_ entries: [(String, String)]) {
        table = PhraseTable(entries.map { ($0.0, (phrase: $0.0, value: $0.1)) })
        firstWords = Set(entries.compactMap { $0.0.split(separator: " ").first.map(String.init) })
    }

    /// False when no phrase can start at any of `words`: the cheap test before a scan.
    func mayMatch(_ words: [String]) -> Bool {
        words.contains(where: firstWords.contains)
    }

    /// The first phrase among the free words, marked as used.
    func firstMatch(in scan: inout EntityScan) -> (phrase: String, value: String)? {
        for index in scan.words.indices {
            if let match = table.match(at: index, in: scan.words, taken: scan.taken) {
                scan.take(index..<(index + match.length))
                return match.value
            }
        }
        return nil
    }
}
