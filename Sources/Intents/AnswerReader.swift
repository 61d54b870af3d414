import Foundation

/// Reads a whole line as one value, for answers to the bot's questions and for edits: "$3 a day", "94110", "in oakland".
///
/// A line reads as a value only when every word belongs to it, so "3 ladders" is not a price.
public enum AnswerReader {
    /// A price said alone, with the words people put around one: "$5/day", "about 12 bucks a day", "it's 40 a
    /// month or so".
    public static func price(_ line: String) -> Money? {
        var scan = EntityScan(Utterance(line), from: 0, context: Self.context)
        guard case .amount(let money)? = scan.money(bareNumbers: true).first else { return nil }
        scan.takeFree(Self.wordsAroundAPrice)
        return scan.words.indices.allSatisfy { scan.taken[$0] || Lexicon.stopWords.contains(scan.words[$0]) } ? money : nil
    }

    /// A price answer no listing can have: "0", "-5/hour", "free".
    public static func priceProblem(_ line: String) -> PriceProblem? {
        let utterance = Utterance(line)
        let words = utterance.words
        if words == ["free"] || words == ["nothing"] { return .free }
        return PriceProblem.find(in: words, taken: TakenWords(count: words.count), bareNumbers: true)?.problem
    }

    private static let wordsAroundAPrice: Set<String> = [
        "for", "at", "about", "around", "roughly", "approx", "approximately", "like", "maybe", "say", "~", "just", "only",
        "it's", "its", "it", "is", "or", "so", "ish", "please", "let's", "lets", "make", "i'd", "charge", "ask", "guess", "think", "hmm",
        "umm", "erm",
    ]

    /// Every amenity the line names, canonical and in order ("wifi, a fridge and a desk" → wifi, refrigerator,
    /// study desk); other words are ignored, so a list reads however it is joined.
    public static func amenities(_ line: String) -> [String] {
        var scan = EntityScan(Utterance(line), from: 0, context: Self.context)
        return scan.all(Lexicon.amenities)
    }

    /// A ZIP code, coordinates or "near me", or a city with or without "in" before it (misspelt only after an "in"
    /// that was typed); where the person lives said in words ("same as my home", "my place") is "near me". With
    /// `zipAmongWords`, one ZIP code is the place whatever is said around it: "its near 94117, haight area".
    public static func place(_ line: String, zipAmongWords: Bool = false) -> Slots.Place? {
        let words = Utterance(line).words.filter { !["the", "same", "as", "at", "in", "from", "it's", "its", "is"].contains($0) }
        if !words.isEmpty, homeWords.contains(words.joined(separator: " ")) { return .me }
        return wholePlace(line, zipAmongWords: zipAmongWords) ?? wholePlace("in " + line, readsMisspeltCities: false)
    }

    private static let homeWords: Set<String> = [
        "my home", "home", "my place", "my house", "my address", "my location", "where i live", "my profile", "my neighborhood",
        "my neighbourhood", "my area", "here", "near me", "my zip", "mine",
    ]

    /// A line that is nothing but a place; a city and its ZIP ("berkeley, 94704") is the ZIP, the finer of the two.
    private static func wholePlace(_ line: String, readsMisspeltCities: Bool = true, zipAmongWords: Bool = false) -> Slots.Place? {
        var scan = EntityScan(Utterance(line), from: 0, context: Self.context)
        guard let place = scan.place(readsMisspeltCities: readsMisspeltCities) else { return nil }
        guard scan.firstFree != nil else { return place }
        let other = scan.place()
        if zipAmongWords, case .zip = place, other == nil { return place }
        guard let other, scan.firstFree == nil else { return nil }
        switch (place, other) {
        case (.zip, .city): return place
        case (.city, .zip): return other
        default: return nil
        }
    }

    /// The first day a line names, as `2027-01-01`: "jan 1", "from the 15th", "next month" (its first day), "now" (today).
    /// Nil when the line names no day, or one that can't be ("feb 30").
    public static func day(_ line: String, context: ParseContext) -> String? {
        var scan = EntityScan(Utterance(line), from: 0, context: context)
        if scan.words.contains(where: ["now", "immediately", "today", "asap"].contains) {
            return String(LocalDateTime(date: context.localDayAndMinute.0, minutes: 0).text.prefix(10))
        }
        guard case .interval(let start, _)? = scan.time() else { return nil }
        return String(start.text.prefix(10))
    }

    /// Prices, amenities and places read the same on any day.
    private static let context = ParseContext(now: Date(timeIntervalSince1970: 0), timeZone: .gmt)
}
