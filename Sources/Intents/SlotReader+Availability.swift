/// `set_availability`: days to block, or the owner's standing rule as typed.
extension SlotReader {
    /// Words of weekly hours: "weekdays 9am-5pm", "every day 8am-8pm", "mondays 9-5".
    static let recurringWords: Set<String> = [
        "weekdays", "weekends", "every", "daily", "mondays", "tuesdays", "wednesdays", "thursdays", "fridays",
        "saturdays", "sundays", "weekly", "always", "nightly", "each",
    ]
    /// Words of the other rules: "minimum 2 hours", "max 3 days", "at least 3 months", "buffer 30 minutes", "clear blocks".
    /// Not looked at after "block", where "block 2 today for 30 min" names a time.
    static let ruleWords: Set<String> = [
        "minimum", "min", "maximum", "max", "buffer", "least", "most", "clear", "unblock", "anytime", "24/7",
    ]

    /// True when the bare number at `index` is a day or an hour ("dec 24", "mon-fri 8 to 6", "10 am"), not a
    /// position in a list; after "of", "on" or "for" it is a position ("set availability of 2 to 9am-5pm").
    private static func isPartOfATime(_ index: Int, in words: [String]) -> Bool {
        let before = index > 0 ? words[index - 1] : ""
        if ["of", "on", "for", "listing", "number", "#"].contains(before) { return false }
        if monthsAndDays.contains(before) || before.utf8.contains(UInt8(ascii: "-")) && before.first?.isLetter == true { return true }
        if ["to", "-", "till", "until", "through"].contains(before), index > 1, words[index - 2].first?.isNumber == true { return true }
        guard index + 1 < words.count else { return false }
        if ["am", "pm", "o'clock"].contains(words[index + 1]) { return true }
        guard ["to", "-", "till", "until", "through"].contains(words[index + 1]), index + 2 < words.count else { return false }
        return words[index + 2].first?.isNumber == true
    }

    private static let monthsAndDays: Set<String> = [
        "jan", "january", "feb", "february", "mar", "march", "apr", "april", "may", "jun", "june", "jul", "july", "aug",
        "august", "sep", "sept", "september", "oct", "october", "nov", "november", "dec", "december", "mon", "monday",
        "tue", "tues", "tuesday", "wed", "wednesday", "thu", "thur", "thurs", "thursday", "fri", "friday", "sat",
        "saturday", "sun", "sunday", "weekdays", "weekends",
    ]

    /// "block him": a person, not a listing; "block them" too, unless days are named.
    private static let people: Set<String> = ["him", "her"]
    /// True when the turn names listings by a category, by a kind in the plural or after "a", "any" and their kin
    /// ("homes available from january", "any closet free saturday"), or asks for a floor area: those are looked for,
    /// where "the closet" is one's own.
    private func namesKindsSought() -> Bool {
        let words = scan.words
        guard FloorAreaRecognizer.firstMatch(in: words, taken: scan.taken) == nil else { return true }
        return words.indices.contains { index in
            guard !scan.taken[index] else { return false }
            if Lexicon.categories.match(at: index, in: words, taken: scan.taken) != nil { return true }
            guard let match = Lexicon.types.match(at: index, in: words, taken: scan.taken) else { return false }
            let last = words[index + match.length - 1]
            return last.hasSuffix("s") && last != match.value || index > 0 && Self.seekingDeterminers.contains(words[index - 1])
        }
    }

    private static let seekingDeterminers: Set<String> = ["a", "an", "any", "some", "anything", "another"]

    /// Words that make a listing named by its kind the speaker's own: without one, "apartments available from
    /// january" looks for homes.
    private static let ownerWords: Set<String> = ["my", "mine", "our", "ours", "i", "i'm", "im", "i'll", "we", "we're", "we'll", "us", "me"]

    private static let blockWords: Set<String> = ["block", "blocked", "unavailable", "away", "close", "closed"]
    private static let negations: Set<String> = ["not", "isn't", "can't", "cannot", "won't", "isnt", "cant", "wont"]
    private static let bookable: Set<String> = ["available", "rented", "booked", "free"]

    /// "block 2 dec 24-26": `when`, and text "block". "set availability of 2 to weekdays 9am-5pm",
    /// "set availability of 2 minimum 2 hours": the rule as typed after the reference and a leading "to", in `text`.
    /// Without `requireReference` ("my closet is free this weekend, mark it available"), the listing may be
    /// left for the bot to ask about. Words that keep the listing from being booked ("unavailable", "away",
    /// "can't be rented") block the days named.
    mutating func readAvailability(into slots: inout Slots, requireReference: Bool = true) -> Bool {
        let namesATime = { var probe = scan; return probe.time() != nil }()
        var probe = scan
        while true {
            let before = probe.taken
            slots.ref = probe.reference()
            let referenceWords = scan.words.indices.filter { probe.taken[$0] && !before[$0] }
            guard slots.ref?.position != nil, referenceWords.count == 1, Self.isPartOfATime(referenceWords[0], in: scan.words) else {
                for index in referenceWords { scan.taken[index] = true }
                break
            }
        }
        if slots.ref == nil, requireReference {
            guard let first = scan.firstFree, ["my", "the", "of", "for"].contains(scan.words[first]) else { return false }
            if ["of", "for"].contains(scan.words[first]) { scan.taken[first] = true }
            guard let name = ownThingName() else { return false }
            slots.ownThing = name
        }
        let namesAPerson = scan.words.indices.contains { index in
            let word = scan.words[index]
            let referredTo = scan.taken[index] || index > 0 && Self.blockWords.contains(scan.words[index - 1])
            return referredTo && (Self.people.contains(word) || !namesATime && word == "them")
        }
        if namesAPerson { return false }
        let namesNoListing = switch slots.ref {
        case nil, .number?: true
        default: false
        }
        if namesNoListing, !requireReference, !scan.words.contains(where: Self.ownerWords.contains), namesKindsSought() { return false }
        if slots.ref == nil, slots.ownThing == nil { slots.ownThing = ownThingName() ?? scan.first(Lexicon.types) }
        for index in scan.words.indices.dropLast() where !scan.taken[index] && ["my", "the"].contains(scan.words[index]) {
            scan.taken[index + 1] = true
        }
        _ = scan.first(Lexicon.types)
        let isBlock = scan.words.contains(where: Self.blockWords.contains)
            || (scan.words.contains(where: Self.negations.contains) && scan.words.contains(where: Self.bookable.contains))
        if isBlock {
            for index in scan.words.indices where Self.blockWords.contains(scan.words[index]) || Self.negations.contains(scan.words[index])
                || Self.bookable.contains(scan.words[index]) || scan.words[index] == "be"
            {
                scan.taken[index] = true
            }
        }
        if let start = scan.firstFree, let rule = scan.utterance.rawText(from: start).map(Self.droppingLeadingTo),
            Self.isRule(scan.words[start...], typed: rule, afterBlock: isBlock, namesATime: namesATime && !requireReference)
        {
            slots.text = rule
            scan.take(start..<scan.words.count)
            return true
        }
        scan.readWhen(into: &slots)
        slots.text = isBlock ? "block" : nil
        return slots.when != nil || slots.text != nil
    }

    /// True when the words after the reference state a rule rather than dates: a recurring word, several
    /// weekdays at once ("mon-fri", "sat and sun"), a rule word, or, when no day or time is named, anything
    /// `AvailabilityRuleReader` reads.
    private static func isRule(_ words: ArraySlice<String>, typed rule: String, afterBlock: Bool, namesATime: Bool) -> Bool {
        if words.contains(where: recurringWords.contains) { return true }
        guard !afterBlock else { return false }
        if AvailabilityRuleReader.namesSeveralWeekdays(words) || words.contains(where: ruleWords.contains) { return true }
        return !namesATime && AvailabilityRuleReader.read(rule) != nil
    }
}
