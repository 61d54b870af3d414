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

    private static let blockWords: Set<String> = ["block", "blocked", "unavailable", "away", "close", "closed"]
    private static let negations: Set<String> = ["not", "isn't", "can't", "cannot", "won't", "isnt", "cant", "wont"]
    private static let bookable: Set<String> = ["available", "availble", "rented", "booked", "free"]

    /// "block 2 dec 24-26": `when`, and text "block". "set availability of 2 to weekdays 9am-5pm",
    /// "set availability of 2 minimum 2 hours": the rule as typed after the reference and a leading "to", in `text`.
    /// Without `requireReference` ("my closet is free this weekend, mark it available"), the listing may be
    /// left for the bot to ask about. Words that keep the listing from being booked ("unavailable", "away",
    /// "can't be rented") block the days named.
    mutating func readAvailability(into slots: inout Slots, requireReference: Bool = true) -> Bool {
        var probe = scan
        let namesATime = probe.time() != nil
        let beforeReference = probe.taken
        slots.ref = probe.reference()
        for index in scan.words.indices where probe.taken[index] && !beforeReference[index] { scan.taken[index] = true }
        guard slots.ref != nil || !requireReference else { return false }
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
