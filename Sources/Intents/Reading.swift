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

    /// Points per slot filled: a reading that finds what its intent needs is better supported.
    static let perSlot = 1
    /// Points lost per content word left unexplained.
    static let perLeftover = 2

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
        if when != nil { count += 1 }
        if ref != nil { count += 1 }
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
