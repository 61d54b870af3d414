/// Turns that lean on the conversation: a lone value (`answer`), a change to the last search (`refine`),
/// a question about the listing in focus (`ask`), and a question about the bot itself (`greet`).
enum DialogueRules {
    /// "what are you for?", "who are you": asked of the bot, answered like a greeting.
    /// A turn made only of these words, addressing the bot, asks what it is: "who am I talking to?",
    /// "what exactly do you do", "are you a real person or a bot?", "is anyone there?".
    static func isAboutTheBot(_ words: [String]) -> Bool {
        !words.isEmpty && words.contains(where: addressingTheBot.contains) && words.allSatisfy(aboutTheBotWords.contains)
            && !zip(words, words.dropFirst()).contains { $0 == "this" && TimeVocabulary.partsOfDay[$1] != nil }
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
        let asksAboutTheOneInView = rest.first == "the" && SlotReader.listingFields[word] != nil
        return asksAboutTheOneInView ? nil : word
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
            found.bedrooms != nil || found.bathrooms != nil || found.parking != nil || found.minSqft != nil || found.maxSqft != nil,
            found.availableFrom != nil, found.amenities != nil,
            found.sort != nil, found.radiusKm != nil].filter { $0 }.count
        let marked = followsUp || !evidence.isEmpty
        let narrows = followsUp || utterance.words.contains(where: narrowingMarkers.contains)
        guard kinds > 0 || narrows && found.category != nil, found.query == nil, found.category == nil || narrows else { return nil }
        guard followsUp || found.category == nil || !EntityScan.namesACategory(utterance.words) else { return nil }
        if utterance.words.contains("instead") || utterance.words.starts(with: ["back", "to"]), found.category != nil || found.type != nil {
            found.wordsChange = .replace
        }
        let aboutThePerson = utterance.words.contains(where: firstPerson.contains)
        guard found.type == nil || followsUp, marked || (kinds == 1 && !aboutThePerson) else { return nil }
        guard followsUp || !asksForEverything(utterance.words) else { return nil }
        return Reading(.refine, found, base: marked ? 12 : 10, evidence: evidence + ["filters only"], leftover: [])
    }

    /// "9 to 5", "make it 10-6", "how about 7 to 9": hours with no day, read as today's.
    private static func hoursAlone(_ words: [String], context: ParseContext) -> Slots.Interval? {
        let said = words.drop { ["make", "it", "how", "about", "what", "from", "maybe", "then", "ok", "say"].contains($0) }
        guard said.contains(where: { $0.first?.isASCIIDigit == true }),
            said.allSatisfy({ $0.first?.isASCIIDigit == true || hourWords.contains($0) }), said.count <= 4,
            !said.contains(where: { $0.contains(".") && !$0.hasSuffix("m") })
        else { return nil }
        var today = EntityScan(Utterance("at " + said.joined(separator: " ")), from: 0, context: context)
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
        guard word.count < 5, word.allSatisfy(\.isASCIIDigit), !word.hasPrefix("0"), let value = Int(word), value > 0 else { return nil }
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

    /// True for a turn that asks for all there is, which starts a search of its own rather than narrowing the last one:
    /// "show everything near 94110", "latest listings", "whats out there near berkeley", "what are people renting in oakland".
    private static func asksForEverything(_ words: [String]) -> Bool {
        words.contains(where: ["everything", "listings", "items"].contains) || words.indices.contains { EntityScan.peopleDoing(at: $0, in: words) }
            || zip(words, words.dropFirst()).contains { $0 == ("out", "there") }
    }

    private static let markers: Set<String> = ["only", "just", "instead", "try", "back", "ones", "those", "any", "anything", "something", "else", "else?", "others", "other"]
}
