/// An owner giving one of their own listings a new title or description in a sentence: "title of my saw: Circular
/// saw", "new name for my tent: 4 person tent", "description for the second one: Clean dry storage closet", "the kayak
/// should be called Sea kayak", "the nap room is now called Rest pod", "call my studio "Sunset studio"", "rename number 3
/// Sunny 2br in Mission". Where the listing's words end and the new words start must be plain: a colon, a quote, "called",
/// or a listing named by its number; otherwise nothing is read.
extension SlotReader {
    mutating func readNamingStatement() -> Slots? {
        guard !scan.utterance.line.hasSuffix("?") else { return nil }
        return namedAfterAColon() ?? namedAsCalled() ?? fieldSaidToBe() ?? namedByAVerb()
    }

    /// "title of my saw: Circular saw", "retitle my drill: DeWalt 20V drill".
    private mutating func namedAfterAColon() -> Slots? {
        let words = scan.words
        guard let colon = words.indices.dropLast().first(where: { scan.utterance.raw($0).hasSuffix(":") }) else { return nil }
        var start = 0
        while start < colon, Self.namingLeads.contains(words[start]) { start += 1 }
        let field: String
        if let verb = Self.namingVerbs[words[start]] {
            field = verb
            start += 1
        } else if let noun = Self.namingNouns[words[start]], start + 1 < colon, ["of", "for", "on"].contains(words[start + 1]) {
            field = noun
            start += 2
        } else {
            return nil
        }
        return named(field, target: start..<(colon + 1), value: (colon + 1)..<words.count)
    }

    /// "the kayak should be called Sea kayak", "my drill's title should say Cordless drill".
    private mutating func namedAsCalled() -> Slots? {
        let words = scan.words
        for phrase in Self.calledPhrases {
            guard let at = (1..<max(1, words.count)).first(where: { words[$0...].starts(with: phrase) }), at + phrase.count < words.count
            else { continue }
            var target = 0..<at
            let saysTheField = Self.namingNouns[words[at - 1]] != nil && at >= 2 && words[at - 2].hasSuffix("'s")
            if phrase.last == "say" || phrase.last == "read" {
                guard saysTheField else { continue }
            }
            if saysTheField { target = 0..<(at - 1) }
            return named(saysTheField ? Self.namingNouns[words[at - 1]]! : "title", target: target, value: (at + phrase.count)..<words.count)
        }
        return nil
    }

    /// "the title of listing 12 should be Cordless drill", "the description of number 3 is now Dry, locked, close to BART".
    private mutating func fieldSaidToBe() -> Slots? {
        let words = scan.words
        var start = 0
        while start < words.count, Self.namingLeads.contains(words[start]) { start += 1 }
        guard start + 2 < words.count, let field = Self.namingNouns[words[start]], ["of", "for", "on"].contains(words[start + 1]) else { return nil }
        for verb in Self.becomingVerbs {
            guard let at = ((start + 2)..<words.count).first(where: { words[$0...].starts(with: verb) }) else { continue }
            return named(field, target: (start + 2)..<at, value: (at + verb.count)..<words.count)
        }
        return nil
    }

    /// "call my studio "Sunset studio"", "rename number 3 Sunny 2br in Mission", "make the title of listing 3 Quiet room".
    private mutating func namedByAVerb() -> Slots? {
        let words = scan.words
        guard let lead = Self.namingCommands.first(where: { words.starts(with: $0) }), lead.count < words.count else { return nil }
        let start = lead.count
        let field = lead.contains("description") ? "description" : "title"
        if let quote = (start..<words.count).first(where: { index in Self.quotes.contains { scan.utterance.raw(index).hasPrefix($0) } }), quote > start {
            return named(field, target: start..<quote, value: quote..<words.count)
        }
        var referred = scan
        referred.take(0..<words.count)
        for index in start..<words.count { referred.taken[index] = false }
        guard let reference = referred.reference(from: start), reference != .it,
            let end = (start..<words.count).last(where: { referred.taken[$0] }), end + 1 < words.count
        else { return nil }
        let value = ["to", "as"].contains(words[end + 1]) ? (end + 2)..<words.count : (end + 1)..<words.count
        return named(field, target: start..<(end + 1), value: value)
    }

    /// The edit of `field` of the listing said in `target`, to the words of `value` as typed, without their quotes; none
    /// for a listing said to be someone's ("the owner's 2br is called Sunny loft").
    private mutating func named(_ field: String, target: Range<Int>, value: Range<Int>) -> Slots? {
        guard !target.isEmpty, !value.isEmpty, !scan.words[target].dropLast().contains(where: { $0.hasSuffix("'s") }) else { return nil }
        let text = String(scan.utterance.typed(value)).trimmingCharacters(in: Self.quoteMarks.union([" ", "."]))
        guard text.contains(where: \.isLetter), var slots = ownListing(in: target) else { return nil }
        (slots.field, slots.value) = (field, text)
        return slots
    }

    private static let namingLeads: Set<String> = ["new", "the", "updated", "my", "a", "please"]
    private static let namingVerbs: [String: String] = ["retitle": "title", "rename": "title", "redescribe": "description"]
    private static let namingNouns: [String: String] = [
        "title": "title", "name": "title", "headline": "title", "description": "description", "desc": "description", "blurb": "description",
    ]
    private static let calledPhrases: [[String]] = [
        ["should", "now", "be", "called"], ["should", "be", "called"], ["will", "be", "called"], ["is", "now", "called"], ["is", "called"],
        ["now", "called"], ["should", "be", "named"], ["will", "be", "named"], ["is", "now", "named"], ["should", "be", "titled"],
        ["is", "now", "titled"], ["should", "say"], ["should", "read"],
    ]
    private static let namingCommands: [[String]] = [
        ["call"], ["let's", "call"], ["lets", "call"], ["name"], ["rename"], ["retitle"], ["make", "the", "title", "of"],
        ["make", "the", "description", "of"], ["please", "call"], ["please", "rename"],
    ]
    private static let becomingVerbs: [[String]] = [["should", "now", "be"], ["should", "be"], ["will", "be"], ["is", "now"], ["now", "is"]]
    private static let quotes = ["\"", "'", "“", "‘"]
    private static let quoteMarks: Set<Character> = ["\"", "'", "“", "”", "‘", "’"]

    /// Words any naming statement says.
    static let namingCues = [
        "call", "called", "name", "named", "titled", "rename", "retitle", "title", "description", "desc", "headline", "blurb",
        "should say", "should read",
    ]
}
