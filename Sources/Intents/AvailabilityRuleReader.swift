import Foundation

/// Reads an owner's availability rule from the `text` of `set_availability`: weekly hours ("weekdays 9am-5pm"),
/// limits on a booking's length ("minimum 2 hours"), a buffer, "always" or "clear blocks".
///
/// The text reads only when every word belongs to the rule; nil lets the bot answer with an example.
public enum AvailabilityRuleReader {
    /// The rules `text` states, one or several said apart by commas or semicolons ("weekdays 9am-5pm, minimum 2
    /// hours"); empty when any part is not a rule.
    public static func readEach(_ text: String) -> [AvailabilityRule] {
        if let rule = read(text) { return [rule] }
        let parts = text.split(whereSeparator: { $0 == "," || $0 == ";" }).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard parts.count > 1 else { return [] }
        let rules = parts.compactMap { part in read(part.hasPrefix("and ") ? String(part.dropFirst(4)) : part) }
        return rules.count == parts.count ? rules : []
    }

    /// The rule `text` states, or nil when any of its words is not part of one.
    public static func read(_ text: String) -> AvailabilityRule? {
        let words = ruleWords(text)
        guard !words.isEmpty else { return nil }
        if alwaysPhrases.contains(Array(words)) { return .always }
        if clearsBlocks(words) { return .clearBlocks }
        return limit(words) ?? weekly(words)
    }

    /// The words of `text` in matching form, without a leading "to", "only" or "open" or a trailing "only" or "open".
    static func ruleWords(_ text: String) -> ArraySlice<String> {
        let line = text.utf8.allSatisfy { $0 < 0x80 } ? text : String(text.map { $0 == "–" || $0 == "—" ? "-" : $0 })
        var words = Utterance(line).words[...]
        while let first = words.first, leadingFiller.contains(first) { words.removeFirst() }
        while let last = words.last, trailingFiller.contains(last) { words.removeLast() }
        return words
    }

    private static let leadingFiller: Set<String> = ["to", "only", "open"]
    private static let trailingFiller: Set<String> = ["only", "open"]

    private static let alwaysPhrases: Set<[String]> = [
        ["always"], ["any", "time"], ["anytime"], ["24/7"], ["all", "the", "time"], ["always", "available"],
        ["available", "always"], ["any", "day", "any", "time"],
    ]

    // MARK: clearing blocks

    private static let clearVerbs: Set<String> = ["clear", "remove", "delete", "lift", "drop"]
    private static let blockDeterminers: Set<String> = ["all", "the", "my", "any", "every", "of"]
    private static let blockNouns: Set<String> = ["blocks", "block", "blocked", "blockings"]
    private static let blockedThings: Set<String> = ["dates", "days", "times", "periods"]
    private static let unblockObjects: Set<String> = ["all", "everything", "the", "my", "every", "dates", "days", "times"]

    /// "clear blocks", "remove all blocked dates", "unblock all".
    private static func clearsBlocks(_ words: ArraySlice<String>) -> Bool {
        guard let verb = words.first else { return false }
        var rest = words.dropFirst()
        if verb == "unblock" { return rest.allSatisfy(unblockObjects.contains) }
        guard clearVerbs.contains(verb) else { return false }
        while let word = rest.first, blockDeterminers.contains(word) { rest.removeFirst() }
        guard let noun = rest.first, blockNouns.contains(noun) else { return false }
        rest.removeFirst()
        return rest.count <= 1 && rest.allSatisfy(blockedThings.contains)
    }

    // MARK: limits

    private enum Limit { case minimum, maximum, buffer }

    /// A span of time: minutes, or whole months, which have no fixed length.
    enum Span: Equatable {
        case minutes(Int)
        case months(Int)
    }

    private static let leadingLimits: [([String], Limit)] = [
        (["minimum"], .minimum), (["min"], .minimum), (["at", "least"], .minimum), (["no", "less", "than"], .minimum),
        (["no", "shorter", "than"], .minimum), (["maximum"], .maximum), (["max"], .maximum), (["at", "most"], .maximum),
        (["up", "to"], .maximum), (["no", "more", "than"], .maximum), (["no", "longer", "than"], .maximum),
        (["buffer"], .buffer), (["gap"], .buffer),
    ]
    private static let trailingLimits: [([String], Limit)] = [
        (["minimum"], .minimum), (["min"], .minimum), (["at", "least"], .minimum), (["maximum"], .maximum),
        (["max"], .maximum), (["at", "most"], .maximum), (["buffer"], .buffer), (["gap"], .buffer),
        (["between", "bookings"], .buffer), (["between", "rentals"], .buffer), (["between", "each", "booking"], .buffer),
        (["between", "guests"], .buffer), (["in", "between"], .buffer),
    ]
    /// Words that may stand beside a limit without changing it: "min stay 2 nights", "buffer of 1 hour".
    private static let limitFiller: Set<String> = [
        "of", "stay", "booking", "bookings", "rental", "rentals", "time", "length", "period", "is",
    ]
    private static let perBooking: Set<[String]> = [
        ["per", "booking"], ["per", "rental"], ["per", "stay"], ["per", "reservation"], ["each", "booking"], ["a", "booking"],
    ]

    /// "minimum 2 hours", "at most a week", "buffer 30 minutes", "3 days max", "30 minutes between bookings", "no buffer".
    private static func limit(_ words: ArraySlice<String>) -> AvailabilityRule? {
        var words = words
        if words.count > 2, perBooking.contains(Array(words.suffix(2))) { words.removeLast(2) }
        if words.count == 2, ["no", "zero"].contains(words.first!), ["buffer", "gap"].contains(words.last!) {
            return .buffer(minutes: 0)
        }
        if let (kind, length) = marker(in: words, from: leadingLimits) {
            let rest = trimmingFiller(words.dropFirst(length))
            if kind == .buffer, rest.count == 1, ["0", "none", "zero"].contains(rest.first!) { return .buffer(minutes: 0) }
            guard let (span, used) = duration(rest), used == rest.count else { return nil }
            return rule(kind, span)
        }
        guard let (span, used) = duration(words) else { return nil }
        let afterSpan = words.dropFirst(used)
        guard let (kind, length) = marker(in: afterSpan, from: trailingLimits),
            trimmingFiller(afterSpan.dropFirst(length)).isEmpty
        else { return nil }
        return rule(kind, span)
    }

    private static func marker(in words: ArraySlice<String>, from table: [([String], Limit)]) -> (Limit, Int)? {
        for (phrase, kind) in table where words.starts(with: phrase) { return (kind, phrase.count) }
        return nil
    }

    private static func trimmingFiller(_ words: ArraySlice<String>) -> ArraySlice<String> {
        var words = words
        while let first = words.first, limitFiller.contains(first) { words.removeFirst() }
        while let last = words.last, limitFiller.contains(last) { words.removeLast() }
        return words
    }

    private static func rule(_ kind: Limit, _ span: Span) -> AvailabilityRule? {
        switch (kind, span) {
        case (.minimum, .minutes(let minutes)) where minutes > 0: .minimum(minutes: minutes)
        case (.minimum, .months(let months)) where months > 0: .minimumMonths(months)
        case (.maximum, .minutes(let minutes)) where minutes > 0: .maximum(minutes: minutes)
        case (.buffer, .minutes(let minutes)): .buffer(minutes: minutes)
        default: nil
        }
    }

    private static let years: [String: TimeVocabulary.Unit] = ["year": .months(12), "years": .months(12), "yr": .months(12), "yrs": .months(12)]

    /// "2 hours", "a week", "30min", "1.5 hours", "half an hour", "a couple of days", "3 months" at the start of
    /// `words`: the span and how many words it used.
    static func duration(_ words: ArraySlice<String>) -> (Span, Int)? {
        guard let first = words.first else { return nil }
        var index = words.startIndex + 1
        let count: Double
        func skip(_ optional: Set<String>) {
            if index < words.endIndex, optional.contains(words[index]) { index += 1 }
        }
        switch first {
        case "half":
            count = 0.5
            skip(["a", "an"])
        case "a", "an", "couple":
            if first == "couple" || (index < words.endIndex && words[index] == "couple") {
                count = 2
                skip(["couple"])
                skip(["of"])
            } else {
                count = 1
            }
        default:
            if let (value, unit) = numberAndUnit(first) {
                return span(value, unit).map { ($0, 1) }
            }
            guard let value = number(first) else { return nil }
            count = value
        }
        guard index < words.endIndex, let unit = unit(words[index]) else { return nil }
        return span(count, unit).map { ($0, index + 1 - words.startIndex) }
    }

    private static func unit(_ word: String) -> TimeVocabulary.Unit? {
        TimeVocabulary.units[word] ?? years[word]
    }

    /// "2", "1.5", "ten"; at most six characters, so no product of it overflows.
    private static func number(_ word: String) -> Double? {
        if word != "few", let value = TimeVocabulary.numberWords[word] { return Double(value) }
        guard (1...6).contains(word.utf8.count), word.first!.isASCIIDigit,
            word.allSatisfy({ $0.isASCIIDigit || $0 == "." })
        else { return nil }
        return Double(word)
    }

    /// "30min", "2h", "1.5hrs": a number and its unit written as one word.
    private static func numberAndUnit(_ word: String) -> (Double, TimeVocabulary.Unit)? {
        guard let split = word.firstIndex(where: { !$0.isASCIIDigit && $0 != "." }), split != word.startIndex,
            let value = number(String(word[..<split])), let unit = unit(String(word[split...]))
        else { return nil }
        return (value, unit)
    }

    private static func span(_ count: Double, _ unit: TimeVocabulary.Unit) -> Span? {
        let total: Double
        switch unit {
        case .minutes(let minutes): total = count * Double(minutes)
        case .days(let days): total = count * Double(days * 1440)
        case .months(let months):
            let whole = count * Double(months)
            return whole == whole.rounded() ? .months(Int(whole)) : nil
        }
        return total == total.rounded() ? .minutes(Int(total)) : nil
    }
}
