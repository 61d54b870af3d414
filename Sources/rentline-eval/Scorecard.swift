import Foundation
import Intents
import ParserEvaluation

/// Lines read, and how many had the intent meant and the whole reading meant.
struct Tally {
    var lines = 0
    var intentRight = 0
    var fullRight = 0

    mutating func add(intentRight: Bool, fullRight: Bool) {
        lines += 1
        if intentRight { self.intentRight += 1 }
        if fullRight { self.fullRight += 1 }
    }
}

/// A line whose reading was not the one meant.
struct Miss {
    let item: EvaluationCase
    let actual: String
}

/// Every set's lines parsed at one reference time, tallied per set, per expected intent and in all.
struct Scorecard {
    private(set) var sets: [(name: String, tally: Tally)] = []
    private(set) var intents: [String: Tally] = [:]
    private(set) var total = Tally()
    private(set) var misses: [Miss] = []

    init(sets: [(name: String, cases: [EvaluationCase])], context: ParseContext) {
        let parser = IntentParser()
        for (name, cases) in sets {
            var tally = Tally()
            for item in cases {
                let parsed = parser.parse(item.utterance, context: item.context(from: context))
                let (intentRight, fullRight) = item.score(parsed)
                tally.add(intentRight: intentRight, fullRight: fullRight)
                intents[item.group, default: Tally()].add(intentRight: intentRight, fullRight: fullRight)
                total.add(intentRight: intentRight, fullRight: fullRight)
                if !fullRight { misses.append(Miss(item: item, actual: parsed.json.serialized)) }
            }
            self.sets.append((name, tally))
        }
    }

    /// The per-intent rows: intents expected in name order, then the must-nots ("!book", "!slot:ref").
    var intentRows: [(name: String, tally: Tally)] {
        intents.sorted { ($0.key.hasPrefix("!") ? 1 : 0, $0.key) < ($1.key.hasPrefix("!") ? 1 : 0, $1.key) }
            .map { ($0.key, $0.value) }
    }
}
