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

    /// "block 2 dec 24-26": `when`, and text "block". "set availability of 2 to weekdays 9am-5pm",
    /// "set availability of 2 minimum 2 hours": the rule as typed after the reference and a leading "to", in `text`.
    mutating func readAvailability(into slots: inout Slots) -> Bool {
        slots.ref = scan.reference()
        guard slots.ref != nil else { return false }
        let isBlock = scan.words.contains("block")
        if let start = scan.firstFree, let rule = scan.utterance.rawText(from: start).map(Self.droppingLeadingTo),
            Self.isRule(scan.words[start...], typed: rule, afterBlock: isBlock)
        {
            slots.text = rule
            scan.take(start..<scan.words.count)
            return true
        }
        scan.readWhen(into: &slots)
        slots.text = isBlock ? "block" : nil
        return slots.when != nil || slots.text != nil
    }

    /// True when the words after the reference state a rule rather than dates: a rule word, several weekdays
    /// at once ("mon-fri", "sat and sun"), or anything `AvailabilityRuleReader` reads ("9am-5pm").
    private static func isRule(_ words: ArraySlice<String>, typed rule: String, afterBlock: Bool) -> Bool {
        if words.contains(where: recurringWords.contains) { return true }
        guard !afterBlock else { return false }
        return words.contains(where: ruleWords.contains) || AvailabilityRuleReader.namesSeveralWeekdays(words)
            || AvailabilityRuleReader.read(rule) != nil
    }
}
