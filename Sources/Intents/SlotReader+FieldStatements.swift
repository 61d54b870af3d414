/// One of a listing's terms said as a statement about one's own listing: "minimum stay for my 2br is 6 months now",
/// "notice period for my apartment is 60 days", "the available date of my 2br should be march 1", "my condo has 3
/// bedrooms now". The value is passed on as said; the bot checks it as it checks "edit listing 2 minimum 6 months".
extension SlotReader {
    mutating func readFieldStatement() -> Slots? {
        let words = scan.words
        guard !scan.utterance.line.hasSuffix("?"), words.count >= 4 else { return nil }
        var end = words.count
        while end > 0, Self.courtesies.contains(words[end - 1]) { end -= 1 }
        let saysNow = end > 0 && words[end - 1] == "now"
        if saysNow { end -= 1 }
        return fieldOfListing(end: end) ?? termChanged(end: end) ?? roomsHad(end: end, saysNow: saysNow)
    }

    /// "change the available date of the elm rd house to march 1", "make the minimum stay 12 months for the oak st
    /// apartment", "put the min stay at 3 months for the room": a term of one's own listing, changed by a verb.
    private mutating func termChanged(end: Int) -> Slots? {
        let words = scan.words
        guard Self.changingVerbs.contains(words[0]) else { return nil }
        let start = ["the", "my"].contains(words[1]) ? 2 : 1
        guard let (phrase, field) = (Self.termPhrases + Self.moneyTermPhrases).first(where: { words[start..<end].starts(with: $0.0) })
        else { return nil }
        let afterTerm = start + phrase.count
        guard afterTerm + 1 < end else { return nil }
        if ["for", "of", "on", "at"].contains(words[afterTerm]) {
            let between = (afterTerm + 2)..<end
            if let to = between.last(where: { words[$0] == "to" }) ?? between.last(where: { words[$0] == "at" }), to + 1 < end,
                var slots = ownListing(in: (afterTerm + 1)..<to)
            {
                (slots.field, slots.value) = (field, String(scan.utterance.typed((to + 1)..<end)))
                return slots
            }
            guard words[afterTerm] == "at" else { return nil }
        }
        let valueStart = ["to", "at"].contains(words[afterTerm]) ? afterTerm + 1 : afterTerm
        guard let joint = ((valueStart + 1)..<end).first(where: { ["for", "on", "at", "of"].contains(words[$0]) }) else {
            return termOfTheListingInView(field: field, value: valueStart..<end)
        }
        guard joint + 1 < end, var slots = ownListing(in: (joint + 1)..<end) else { return nil }
        (slots.field, slots.value) = (field, String(scan.utterance.typed(valueStart..<joint)))
        return slots
    }

    /// "make the min stay 3 months", "set the deposit to $500": a term changed with no listing named, on the one in view;
    /// only when the value is an amount, as a term's value is.
    private mutating func termOfTheListingInView(field: String, value: Range<Int>) -> Slots? {
        let first = scan.words[value.lowerBound]
        guard EntityScan.count(first) != nil || first.first?.isASCIIDigit == true || first.hasPrefix("$") else { return nil }
        scan.take(0..<scan.words.count)
        var slots = Slots()
        (slots.ref, slots.field, slots.value) = (.it, field, String(scan.utterance.typed(value)))
        return slots
    }

    private static let changingVerbs: Set<String> = ["make", "set", "change", "update", "put", "move", "switch"]

    /// "<term> for|of|on <listing> is|should be|will be <value>".
    private mutating func fieldOfListing(end: Int) -> Slots? {
        let words = scan.words
        let start = words[0] == "the" || words[0] == "my" ? 1 : 0
        guard let (phrase, field) = Self.termPhrases.first(where: { words[start...].starts(with: $0.0) }) else { return nil }
        let joint = start + phrase.count
        guard joint < end, ["for", "of", "on", "at"].contains(words[joint]) else { return nil }
        for verb in Self.beingVerbs {
            guard let at = ((joint + 1)..<end).first(where: { words[$0...].starts(with: verb) }), at > joint + 1, at + verb.count < end
            else { continue }
            guard var slots = ownListing(in: (joint + 1)..<at) else { return nil }
            (slots.field, slots.value) = (field, String(scan.utterance.typed((at + verb.count)..<end)))
            return slots
        }
        return nil
    }

    /// "my condo has 3 bedrooms now", "the flat now has 2 bathrooms": a count of rooms said with "now".
    private mutating func roomsHad(end: Int, saysNow: Bool) -> Slots? {
        let words = scan.words
        guard let has = words.indices.dropFirst().first(where: { words[$0] == "has" }), has + 3 == end, let field = Self.roomNouns[words[has + 2]],
            let count = EntityScan.count(words[has + 1]), count == count.rounded() || field == "bathrooms", count > 0, count < 20,
            saysNow || words[has - 1] == "now"
        else { return nil }
        let target = words[has - 1] == "now" ? 0..<(has - 1) : 0..<has
        guard var slots = ownListing(in: target) else { return nil }
        (slots.field, slots.value) = (field, words[has + 1])
        return slots
    }

    /// A term's words, longest first, and the field they name.
    private static let termPhrases: [([String], String)] = [
        (["minimum", "stay"], "minimum"), (["minimum", "rental"], "minimum"), (["minimum", "lease"], "minimum"), (["min", "lease"], "minimum"),
        (["min", "stay"], "minimum"), (["shortest", "stay"], "minimum"), (["minimum"], "minimum"), (["notice", "period"], "notice"),
        (["notice"], "notice"), (["square", "footage"], "sqft"), (["sq", "ft"], "sqft"), (["sqft"], "sqft"), (["floor", "area"], "sqft"),
        (["available", "date"], "available"), (["availability", "date"], "available"), (["move-in", "date"], "available"),
        (["move", "in", "date"], "available"), (["condition"], "condition"), (["number", "of", "bedrooms"], "bedrooms"),
        (["number", "of", "bathrooms"], "bathrooms"),
    ]
    /// Money terms, changed only by a verb ("set the price to 40 for the tent"): a statement of a price is
    /// `readPriceStatement`'s, which knows when a change is only planned.
    private static let moneyTermPhrases: [([String], String)] = [
        (["security", "deposit"], "deposit"), (["deposit"], "deposit"), (["daily", "rate"], "price"), (["hourly", "rate"], "price"),
        (["monthly", "rent"], "price"), (["price"], "price"), (["rate"], "price"), (["rent"], "price"),
    ]
    private static let beingVerbs: [[String]] = [
        ["is", "going", "to", "be"], ["should", "be"], ["will", "be"], ["is", "now"], ["now", "is"], ["changes", "to"], ["is"],
    ]
    private static let roomNouns: [String: String] = [
        "bedrooms": "bedrooms", "bedroom": "bedrooms", "beds": "bedrooms", "br": "bedrooms", "bathrooms": "bathrooms",
        "bathroom": "bathrooms", "baths": "bathrooms", "bath": "bathrooms",
    ]
    private static let courtesies: Set<String> = ["please", "pls", "thanks"]

    /// Words any field statement says.
    static let fieldStatementCues = Array(Set((termPhrases + moneyTermPhrases).map { $0.0.joined(separator: " ") } + ["has"])).sorted()
}
