/// One way to read a turn: the intent, its slots, the evidence for it and the words it left unexplained.
struct Reading: Sendable {
    var intent: IntentName
    var slots: Slots
    /// Higher is better supported; see `IntentParser` for how evidence adds up.
    var score: Int
    /// What matched, in words a person can follow: "command \"book\"", "cue \"requests\"", "slot ref".
    var evidence: [String]
    /// Content words no part of the reading used.
    var leftover: [String]
    /// How many of `leftover` are in other clauses than the command's own: reasons and asides ("…, I sold it")
    /// that lower the score but don't make a command that changes something unsure of what it acts on.
    var asides = 0
    /// Where the command or cue the reading rests on starts, when it rests on one.
    var at: Int?
    /// True for a command opening the request that takes the rest of the line as its text (a message, a post, a
    /// comment): what is said after `at` is quoted, not asked of the bot.
    var quotesTheRest = false
    /// True when the turn's "not" or "don't" is what the reading means ("I'm not renting the drill to hugo" declines
    /// hugo), not a command it takes back.
    var isARefusal = false

    /// Points per slot filled: a reading that finds what its intent needs is better supported.
    static let perSlot = 1
    /// Points lost per content word left unexplained.
    static let perLeftover = 2

    /// A command named where the request starts, without what it needs ("edit listing 7", "cancel my
    /// kayak rental"): the person is shown the command in full rather than guessed at.
    static func incomplete(_ intent: IntentName, lead: String, length: Int) -> Reading {
        var reading = Reading(intent, Slots(), base: incompleteBase + length, evidence: ["command \"" + lead + "\" without what it needs"], leftover: [])
        reading.isIncomplete = true
        return reading
    }

    /// The same reading of a turn with `fixes` made to its spelling, a point less sure for each.
    func correcting(_ fixes: [String]) -> Reading {
        var reading = self
        reading.evidence = fixes.map { "typo " + $0 } + evidence
        reading.score -= Self.perTypo * fixes.count
        return reading
    }

    static let perTypo = 1

    /// The same reading with the query words that are in `commandWords` counted as left over, twice: a word
    /// that starts a command of its own in a later clause ("…, can you book one") is the request, not a thing to find.
    func leavingQueryWords(in commandWords: Set<String>) -> Reading {
        guard let query = slots.query else { return self }
        let unexplained = query.split(separator: " ").map(String.init).filter(commandWords.contains)
        guard !unexplained.isEmpty else { return self }
        var reading = self
        reading.leftover += unexplained
        reading.score -= 2 * Self.perLeftover * unexplained.count
        return reading
    }

    /// Any reading with what its intent needs outranks a command named without it.
    static let incompleteBase = 2

    /// The intent was named but its slots could not be read.
    private(set) var isIncomplete = false

    init(_ intent: IntentName, _ slots: Slots, base: Int, evidence: [String], leftover: [String]) {
        self.intent = intent
        self.slots = slots
        self.evidence = evidence
        self.leftover = leftover
        self.score = base + Self.perSlot * slots.filledCount - Self.perLeftover * leftover.count
    }
}

extension Slots {
    /// How many slots hold a value.
    var filledCount: Int {
        var count = 0
        if query != nil { count += 1 }
        if category != nil { count += 1 }
        if type != nil { count += 1 }
        if near != nil { count += 1 }
        if radiusKm != nil { count += 1 }
        if minPrice != nil { count += 1 }
        if maxPrice != nil { count += 1 }
        if price != nil { count += 1 }
        if when != nil || timeProblem != nil { count += 1 }
        if ref != nil || ownThing != nil || requester != nil { count += 1 }
        if user != nil { count += 1 }
        if rating != nil { count += 1 }
        if text != nil { count += 1 }
        if amount != nil { count += 1 }
        if continent != nil { count += 1 }
        if amenities != nil { count += 1 }
        if bedrooms != nil { count += 1 }
        if bathrooms != nil { count += 1 }
        if parking != nil { count += 1 }
        if photo != nil { count += 1 }
        if field != nil { count += 1 }
        if value != nil { count += 1 }
        if sort != nil { count += 1 }
        if topic != nil { count += 1 }
        return count
    }
}
