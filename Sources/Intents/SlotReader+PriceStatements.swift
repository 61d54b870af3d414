/// An owner saying what one of their listings costs from now on, in a sentence rather than a command: "my drill is 8 a
/// day now", "the rent on my 2br should be 3600 a month", "3600 a month for my condo from now on", "make my closet 3 an
/// hour", "knock my paddleboard down to 25 a day", "new price for my camera: 30/day", "i'm charging 50 a day for the
/// pressure washer now", "the deposit on my condo is 2000 now". A price said with a later first day ("starting march
/// 1") is not read: the edit would act today.
extension SlotReader {
    mutating func readPriceStatement() -> Slots? {
        let words = scan.words
        guard !scan.utterance.line.hasSuffix("?"), !words.contains(where: Self.wantingWords.contains),
            let money = Self.soleAmount(in: words)
        else { return nil }
        let lead = Self.nowMarkers.first { words.starts(with: $0) }
        let before = (lead?.count ?? 0)..<money.lowerBound
        var tail = restSaysNow(from: money.upperBound)
        if lead != nil { tail.saysNow = true }
        let found = statedOfTarget(before, tail: tail) ?? madeOrNamed(before, tail: tail) ?? movedTo(before, tail: tail)
            ?? priceThenTarget(before, after: tail)
        guard let (target, field, needsNow) = found, !needsNow || tail.saysNow, !words[target].contains(where: Self.namesSomethingElse),
            var slots = ownListing(in: target)
        else { return nil }
        (slots.field, slots.value) = (field, String(scan.utterance.typed(money)))
        return slots
    }

    /// The words after the price once "now", "from now on", "starting today" and courtesies are set aside: none, or a
    /// joint and the listing ("for my drill now"), or words no shape reads ("starting march 1"); `saysNow` when they
    /// say the change is from now on.
    private func restSaysNow(from start: Int) -> (joint: Range<Int>?, saysNow: Bool) {
        let words = scan.words
        var end = words.count
        while end > start, Self.courtesies.contains(words[end - 1]) { end -= 1 }
        var saysNow = false
        for marker in Self.nowMarkers where end - marker.count >= start && Array(words[(end - marker.count)..<end]) == marker {
            end -= marker.count
            saysNow = true
            break
        }
        while end > start, Self.courtesies.contains(words[end - 1]) { end -= 1 }
        return (start < end ? start..<end : nil, saysNow)
    }

    /// "<listing> is <price> now", "the rent on <listing> should be <price>", "my drill's 8 a day now", "new price for
    /// <listing> is <price>": the listing before a verb of being or costing. Verbs of change, and a new price, need no
    /// "now".
    private func statedOfTarget(_ before: Range<Int>, tail: (joint: Range<Int>?, saysNow: Bool)) -> (Range<Int>, String, Bool)? {
        let words = scan.words
        guard tail.joint == nil else { return nil }
        for (verb, changes) in Self.pricingVerbs where before.count > verb.count && words[before].suffix(verb.count).elementsEqual(verb) {
            let subject = before.lowerBound..<(before.upperBound - verb.count)
            guard let (target, field) = Self.listingAfterPriceNoun(subject, in: words) else { return nil }
            return (target, field, !changes && !words[subject].prefix(2).contains(where: Self.newWords.contains))
        }
        guard let last = before.last, words[last].hasSuffix("'s"), let (target, field) = Self.listingAfterPriceNoun(before, in: words)
        else { return nil }
        return (target, field, true)
    }

    /// "make <listing> <price>", "new price for <listing>: <price>".
    private func madeOrNamed(_ before: Range<Int>, tail: (joint: Range<Int>?, saysNow: Bool)) -> (Range<Int>, String, Bool)? {
        let words = scan.words
        guard tail.joint == nil, before.count >= 2 else { return nil }
        if words[before.lowerBound] == "make" {
            guard let (target, field) = Self.listingAfterPriceNoun((before.lowerBound + 1)..<before.upperBound, in: words) else { return nil }
            return (target, field, false)
        }
        guard Self.newWords.contains(words[before.lowerBound]), let field = Self.priceNouns[words[before.lowerBound + 1]],
            before.count >= 4, Self.priceJoints.contains(words[before.lowerBound + 2])
        else { return nil }
        return ((before.lowerBound + 3)..<before.upperBound, field, false)
    }

    /// "knock <listing> down to <price>", "put <listing> at <price>", "slash <listing> to <price>".
    private func movedTo(_ before: Range<Int>, tail: (joint: Range<Int>?, saysNow: Bool)) -> (Range<Int>, String, Bool)? {
        let words = scan.words
        guard tail.joint == nil, before.count >= 3, Self.movingVerbs.contains(words[before.lowerBound]) else { return nil }
        for joint in Self.movingJoints where words[before].suffix(joint.count).elementsEqual(joint) {
            let span = (before.lowerBound + 1)..<(before.upperBound - joint.count)
            return Self.listingAfterPriceNoun(span, in: words).map { ($0.0, $0.1, false) }
        }
        return nil
    }

    /// "<price> for <listing> from now on", "charge <price> for <listing>", "i'm charging <price> for <listing> now".
    private func priceThenTarget(_ before: Range<Int>, after tail: (joint: Range<Int>?, saysNow: Bool)) -> (Range<Int>, String, Bool)? {
        let words = scan.words
        guard let after = tail.joint, after.count >= 2, Self.priceJoints.contains(words[after.lowerBound]) else { return nil }
        let target = (after.lowerBound + 1)..<after.upperBound
        if before.isEmpty { return (target, "price", true) }
        guard Self.chargingLeads.contains(where: { words[before].elementsEqual($0) }) else { return nil }
        return (target, "price", false)
    }

    /// The one amount of money in `words`, a bare number only when no amount is said with a currency or a unit, without
    /// the "up to" of "goes up to 2800/month"; nil for none, for more than one, and for a limit ("under 40").
    private static func soleAmount(in words: [String]) -> Range<Int>? {
        let nothingTaken = TakenWords(count: words.count)
        var found = MoneyRecognizer.matches(in: words, taken: nothingTaken)
        if found.isEmpty {
            found = MoneyRecognizer.matches(in: words, taken: nothingTaken, bareNumbers: true).filter { match in
                let start = match.range.lowerBound
                return start == 0 || !(ReferenceRecognizer.referenceNouns.contains(words[start - 1]) || ["number", "no", "#"].contains(words[start - 1]))
            }
        }
        guard found.count == 1 else { return nil }
        let range = found[0].range
        switch found[0].meaning {
        case .amount: return range
        case .atMost where ["up", "down"].contains(words[range.lowerBound]) && words[range.lowerBound + 1] == "to":
            return (range.lowerBound + 2)..<range.upperBound
        default: return nil
        }
    }

    /// The listing of "the rent on my condo", "price of my sander", "my drill": the words after a price noun and its
    /// joint, and the field that noun names; the whole span, as a price, without one.
    private static func listingAfterPriceNoun(_ span: Range<Int>, in words: [String]) -> (Range<Int>, String)? {
        guard !span.isEmpty else { return nil }
        var start = span.lowerBound
        while start < span.upperBound, words[start] == "the" || newWords.contains(words[start]) || rateWords.contains(words[start]) { start += 1 }
        guard start < span.upperBound, let field = priceNouns[words[start]] else { return (span, "price") }
        guard start + 2 < span.upperBound, priceJoints.contains(words[start + 1]) else { return nil }
        return ((start + 2)..<span.upperBound, field)
    }

    /// Words any price statement says: a verb of change, "now" or its kin, or a lead ("make", "new price", "charging").
    static let priceChangeCues: [String] = {
        let changes = pricingVerbs.filter(\.1).map { $0.0.joined(separator: " ") }
        let leads = Array(movingVerbs) + ["make", "new price", "new rent", "new rate", "updated price"] + chargingLeads.map { $0.joined(separator: " ") }
        return Array(Set(changes + nowMarkers.map { $0.joined(separator: " ") } + leads)).sorted()
    }()

    /// Verbs between a listing and its price, and whether they say it changes ("should be") or only what it is ("is").
    private static let pricingVerbs: [([String], Bool)] = [
        (["is", "going", "up", "to"], true), (["is", "going", "down", "to"], true), (["is", "going", "to", "be"], true),
        (["goes", "up", "to"], true), (["goes", "down", "to"], true), (["going", "up", "to"], true), (["going", "down", "to"], true),
        (["went", "up", "to"], true), (["went", "down", "to"], true), (["is", "up", "to"], true), (["is", "down", "to"], true),
        (["should", "be"], true), (["will", "be"], true), (["is", "now"], true), (["now", "is"], true), (["are", "now"], true),
        (["now", "costs"], true), (["should", "cost"], true), (["will", "cost"], true), (["is", "changing", "to"], true),
        (["changes", "to"], true), (["is"], false), (["are"], false), (["costs"], false), (["rents", "for"], false),
        (["goes", "for"], false),
    ]

    private static let movingVerbs: Set<String> = ["knock", "bring", "take", "put", "push", "slash", "move", "mark"]
    private static let movingJoints: [[String]] = [["down", "to"], ["up", "to"], ["to"], ["at"]]

    private static let rateWords: Set<String> = ["daily", "hourly", "weekly", "monthly", "nightly", "security"]
    /// "new price for my camera is 30 a day": a price called new is a change.
    private static let newWords: Set<String> = ["new", "updated"]

    private static let priceNouns: [String: String] = [
        "price": "price", "rent": "price", "rate": "price", "cost": "price", "fee": "price", "deposit": "deposit",
    ]
    private static let priceJoints: Set<String> = ["for", "on", "of", "at"]
    private static let chargingLeads: [[String]] = [
        ["charge"], ["charging"], ["i'm", "charging"], ["im", "charging"], ["i", "am", "charging"], ["we're", "charging"],
        ["we", "are", "charging"], ["i'll", "charge"], ["ill", "charge"], ["we'll", "charge"], ["i", "will", "charge"], ["now", "charging"],
        ["i'm", "now", "charging"], ["im", "now", "charging"],
    ]
    private static let nowMarkers: [[String]] = [
        ["from", "now", "on"], ["from", "now"], ["going", "forward"], ["starting", "now"], ["starting", "today"], ["as", "of", "now"],
        ["as", "of", "today"], ["from", "today"], ["from", "today", "on"], ["effective", "immediately"], ["effective", "today"],
        ["right", "now"], ["now"], ["onwards"], ["from", "here", "on"], ["these", "days"],
    ]
    private static let courtesies: Set<String> = ["please", "pls", "plz", "thanks", "thx", "instead", "then", "ok", "okay"]
    /// Words of someone looking for a price, not setting one: "my budget is 40 a day now".
    private static let wantingWords: Set<String> = [
        "find", "search", "looking", "need", "want", "any", "under", "below", "cheaper", "less", "budget", "afford", "max",
        "maximum", "book", "borrow", "offer", "offered", "pay", "paid", "paying", "owe", "owes", "spend", "spent",
    ]
    private static func namesSomethingElse(_ word: String) -> Bool {
        notPricedThings.contains(word.hasSuffix("'s") ? String(word.dropLast(2)) : word)
    }

    /// Things of one's own that have a price without being a listing.
    private static let notPricedThings: Set<String> = ["wallet", "balance", "account", "budget", "limit", "bill", "booking", "reservation", "lease"]
}
