/// Finds which record a command means: "2", "#2", "number two", "the second one", "last", "listing 42", "listing #42",
/// "listing four", "it", "its". "item two" is said of a list, so it is a number alone: a position unless the person
/// saw record two.
enum ReferenceRecognizer {
    /// Record words and the lists they are shown in: the words around a reference that add nothing to it
    /// ("the second booking on my list").
    static let referenceNouns: Set<String> = recordWords.union(["list", "result", "results", "bookings", "reservations", "listings", "requests", "posts"])

    static let recordWords: Set<String> = [
        "listing", "item", "request", "booking", "reservation", "post", "comment", "review", "message", "spot",
        "viewing", "rental", "report", "adventure",
    ]
    static let ordinals: [String: Int] = [
        "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
        "ninth": 9, "tenth": 10, "1st": 1, "2nd": 2, "3rd": 3, "4th": 4, "5th": 5, "6th": 6, "7th": 7, "8th": 8,
        "9th": 9, "10th": 10, "last": -1,
    ]
    /// Record words that are never commands, so a number after one is its id even when a command took the
    /// word: "approve request 2", "call off booking 12".
    private static let recordNouns: Set<String> = ["listing", "item", "request", "booking", "reservation", "rental"]

    /// What may follow an ordinal and belong to it: "the first one", "the 2nd guy", "the third request".
    private static let ordinalNouns: Set<String> = [
        "one", "one's", "listing", "item", "result", "request", "booking", "post", "reservation", "rental", "comment", "spot",
        "guy", "person", "renter", "guest", "user", "option",
    ]
    /// Words that make "this", "that" or an ordinal before them a time ("this week", "that saturday", "last week",
    /// "the first weekend"), not a reference.
    private static let timeNouns: Set<String> = [
        "week", "weekend", "month", "year", "morning", "afternoon", "evening", "night", "time", "day", "monday", "tuesday",
        "wednesday", "thursday", "friday", "saturday", "sunday", "mon", "tue", "wed", "thu", "fri", "sat", "sun",
    ]
    /// Words that make an ordinal before them part of a street's name: "bea2's sixth street post", "3rd ave".
    private static let streetNouns: Set<String> = ["street", "st", "avenue", "ave", "av", "road", "rd", "blvd", "boulevard", "floor", "fl"]
    private static let pronouns: Set<String> = ["it", "its", "this", "that", "them"]
    /// Words that make a number before them a count of rooms ("the 3 bedroom house"), not a place in a list.
    private static let roomWords: Set<String> = [
        "bedroom", "bedrooms", "bed", "beds", "br", "bd", "bdr", "bdrm", "bath", "baths", "bathroom", "bathrooms", "room", "rooms",
    ]
    /// Words that make a number after them a bound, not a place in a list: "is my balance under 20".
    private static let boundWords: Set<String> = ["under", "over", "below", "above", "than", "max", "min", "maximum", "minimum", "least", "most"]

    /// True when the number at `index` follows a bound ("under 20"), unless it is where something is written: "reply
    /// under 1", "the comments under 1".
    private static func boundsTheNumber(at index: Int, in words: [String]) -> Bool {
        guard index > 0, boundWords.contains(words[index - 1]) else { return false }
        return index < 2 || !["reply", "comment", "comments", "replies", "respond", "write", "answer"].contains(words[index - 2])
    }

    /// The first reference among `words` from `start` on, marking what it used. An ordinal ending the line
    /// with no "the" or noun ("review the details first") is an adverb, not a reference.
    static func reference(in words: [String], taken: inout TakenWords, from start: Int = 0) -> Slots.Reference? {
        var index = start
        while index < words.count {
            defer { index += 1 }
            guard !taken[index], mayStart(words[index]) else { continue }
            let word = words[index]
            if recordWords.contains(word), index + 1 < words.count, !taken[index + 1], let id = number(String(words[index + 1].drop { $0 == "#" })) {
                mark(index...(index + 1), &taken)
                return .id(id)
            }
            if Self.placeWords.contains(word) || recordNouns.contains(word), index + 1 < words.count,
                let (value, end) = NumberWords.value(in: words, at: index + 1, taken: taken), (1...1000).contains(value)
            {
                mark(index...(end - 1), &taken)
                if word == "item" { return .number(value) }
                return recordNouns.contains(word) ? .id(value) : .index(value)
            }
            if word.hasPrefix("#"), let position = number(String(word.dropFirst())) {
                mark(index...index, &taken)
                let afterARecordNoun = index > 0 && recordNouns.contains(words[index - 1]) && (index < 2 || words[index - 2] != "my")
                if index > 0, !taken[index - 1], Self.placeWords.contains(words[index - 1]) {
                    mark((index - 1)...index, &taken)
                    return .index(position)
                }
                return afterARecordNoun ? .id(position) : .number(position)
            }
            if let position = ordinals[word], index + 1 >= words.count || !timeNouns.contains(words[index + 1]) && !streetNouns.contains(words[index + 1]) {
                var end = index
                if end + 1 < words.count, ordinalNouns.contains(words[end + 1]) {
                    end += 1
                }
                let followsThe = index > 0 && ["the", "that", "this"].contains(words[index - 1])
                let hasArticle = followsThe && !taken[index - 1]
                if !followsThe, end == index, index != start, index + 1 == words.count { continue }
                let from = hasArticle ? index - 1 : index
                end += placeInTheList(in: words, after: end, taken: taken)
                mark(from...end, &taken)
                return .index(position)
            }
            if word == "this" || word == "that", index + 1 < words.count, timeNouns.contains(words[index + 1]) { continue }
            if pronouns.contains(word), index + 1 >= words.count || ordinals[words[index + 1]] == nil {
                let end = index + 1 < words.count && ["one", "one's"].contains(words[index + 1]) ? index + 1 : index
                mark(index...end, &taken)
                return .it
            }
            if let id = number(word), index > 0, recordNouns.contains(words[index - 1]) {
                mark(index...index, &taken)
                return .id(id)
            }
            if let position = number(word), position <= 1000, word.count < 5, !FloorAreaRecognizer.unitFollows(at: index + 1, in: words),
                index + 1 == words.count || !roomWords.contains(words[index + 1]),
                !boundsTheNumber(at: index, in: words), index + 1 == words.count || TimeVocabulary.units[words[index + 1]] == nil,
                !MoneyRecognizer.moneyFollows(at: index + 1, in: words)
            {
                let from = index > 0 && ["number", "no", "no.", "option"].contains(words[index - 1]) ? index - 1 : index
                mark(from...index, &taken)
                return from < index ? .index(position) : .number(position)
            }
        }
        return nil
    }

    /// How many words after `end` only say where the item was shown: "the 2nd one on the list", "the first one on
    /// this page", "the third in the results".
    private static func placeInTheList(in words: [String], after end: Int, taken: TakenWords) -> Int {
        var next = end + 1
        guard next < words.count, !taken[next], ["on", "in", "from", "of"].contains(words[next]) else { return 0 }
        next += 1
        if next < words.count, ["the", "this", "that", "your", "my"].contains(words[next]) { next += 1 }
        guard next < words.count, !taken[next], ["list", "page", "results", "result", "search", "screen"].contains(words[next]) else { return 0 }
        return next - end
    }

    /// Words that make a number after them a place in the list shown: "number 2", "option 3", "result #1".
    private static let placeWords: Set<String> = ["number", "option", "result", "match", "hit"]

    private static let names = WordSet(recordWords.union(ordinals.keys).union(pronouns).union(placeWords))

    /// False when no branch of `reference` can take `word`: it is no record word, ordinal or pronoun,
    /// and starts with neither a digit nor "#".
    private static func mayStart(_ word: String) -> Bool {
        guard let first = word.utf8.first else { return false }
        return (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) || first == UInt8(ascii: "#") || names.contains(word)
    }

    /// A record number, also when it owns something ("listing 11's title").
    private static func number(_ typed: String) -> Int? {
        let text = typed.hasSuffix("'s") ? String(typed.dropLast(2)) : typed
        guard !text.isEmpty, text.allSatisfy(\.isASCIIDigit), let value = Int(text), value > 0 else { return nil }
        return value
    }

    private static func mark(_ range: ClosedRange<Int>, _ taken: inout TakenWords) {
        for index in range { taken[index] = true }
    }
}
