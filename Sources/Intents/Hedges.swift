/// Words that make what follows them in a sentence tentative, a plan for later or a supposition: "maybe I'll
/// cancel 3", "I could post the sunset photo tomorrow", "planning to list my kayak in the spring", "I wonder if I
/// should decline it", "wondering if my 2br should be 3.5k a month", "not sure whether to block him". A command said
/// after one is talked about, not asked for, and the bot asks before carrying it out. A hedge after the command ("save it for later", "follow @dan I guess",
/// "…, maybe thursday 4pm?") qualifies its details, not the request.
enum Hedges {
    /// Where the words a hedge governs start in the sentence `words`: just past the first word of its first hedge, so
    /// a cue that opens inside the hedge ("planning to list") is governed too; nil without one.
    /// `endsClause(i)` says whether word `i` closes a clause.
    static func governedStart(in words: ArraySlice<String>, endsClause: (Int) -> Bool) -> Int? {
        if let plan = planAfterACondition(in: words, endsClause: endsClause) { return plan }
        for index in words.indices {
            let word = words[index]
            if single.contains(word) { return index + 1 }
            let next = index + 1 < words.endIndex ? words[index + 1] : nil
            if let next, let seconds = pairs[word], seconds.contains(next) { return index + 1 }
            if let next, index == words.startIndex, ["i", "we"].contains(word), next == "could" { return index + 1 }
            if ["i", "we", "you"].contains(word), let duty = words[(index + 1)...].firstIndex(where: { !adverbs.contains($0) }),
                duties.contains(words[duty]), duty + 1 == words.endIndex || !["like", "love"].contains(words[duty + 1])
            {
                return index + 1
            }
            if word == "later", endsClause(index) { return index + 1 }
            if word == "i", next == "think", index + 2 < words.endIndex, futures.contains(words[index + 2]) { return index + 1 }
            if word == "if" || word == "whether", next == "to"
                || words[(index + 1)...].prefix(5).prefix(while: { !["then", "so"].contains($0) }).contains("should")
            {
                return index + 1
            }
        }
        return nil
    }

    /// "I'll message dana tomorrow", "I'm going to post it later", "…, should I block him?": where a sentence's plan
    /// of the person's own, put off to another time or weighed aloud, starts; nil without one. A plan is talked about only for what can't be taken back or
    /// reaches others: "I'll book it tomorrow" asks for a quote.
    /// `rest` is the turn from the sentence on: "gonna post it... eventually" puts it off in the next sentence.
    static func planStart(in words: ArraySlice<String>, turnFromHere rest: ArraySlice<String>) -> Int? {
        if let should = words.indices.dropLast().first(where: { ["should", "shall"].contains(words[$0]) && ["i", "we"].contains(words[$0 + 1]) }) {
            return should + 2
        }
        guard rest.contains(where: { laterWords.contains($0) || TimeVocabulary.weekdays[$0] != nil }) else { return nil }
        for index in words.indices {
            let word = words[index]
            let next = index + 1 < words.endIndex ? words[index + 1] : nil
            if ["i'll", "ill", "we'll", "gonna"].contains(word) { return index + 1 }
            if ["i", "we"].contains(word), next == "will" { return index + 2 }
            if ["i'm", "im", "we're"].contains(word), next == "going", index + 2 < words.endIndex, words[index + 2] == "to" { return index + 3 }
            if index == words.startIndex, word == "going", next == "to" { return index + 2 }
        }
        return nil
    }

    /// "if it rains saturday, pause my kayak", "pause it once the tenant moves out", "unpause it when the snow melts",
    /// "after my trip, pause listing 4", "should it rain, …": where a condition of the world opens in the sentence
    /// `words`, so a command said with it waits for something the bot can't see; nil without one, or when the condition
    /// is only a courtesy ("if you can", "if possible", "if so", "when you get a chance") or says nothing of its own
    /// ("available from whenever").
    static func conditionStart(in words: ArraySlice<String>, endsClause: (Int) -> Bool) -> Int? {
        let opensWithACondition = { (index: Int) in
            index == words.startIndex
                && (["after", "before"].contains(words[index])
                    || words[index] == "should" && index + 1 < words.endIndex && ["it", "we", "you", "they", "there", "the"].contains(words[index + 1]))
        }
        guard
            let start = words.indices.first(where: { index in
                (conditions.contains(words[index]) || opensWithACondition(index))
                    && (words[index] != "when" || index + 1 < words.endIndex && !askingAfterWhen.contains(words[index + 1]))
                    && !words[max(words.startIndex, index - 3)..<index].contains(where: askingWords.contains)
                    && (index == words.startIndex || words[index - 1] != "as")
            })
        else { return nil }
        let clauseEnd = words.indices[start...].first(where: endsClause) ?? words.endIndex - 1
        return clauseEnd - start < 2 || words[start...clauseEnd].contains(where: courtesies.contains) ? nil : start
    }

    /// Words after a "when" that make it a question: "when is it free", "when can i pick it up".
    private static let askingAfterWhen: Set<String> = [
        "is", "are", "was", "can", "could", "will", "would", "does", "do", "did", "should", "shall", "'s", "it's", "isn't",
    ]

    /// Words before an "if" that make it "whether": "ask ana if …", "check if it's free", "what if …".
    private static let askingWords: Set<String> = ["what", "wonder", "wondering", "see", "check", "ask", "asking", "know", "tell", "find"]

    /// Words that make a condition a courtesy rather than something to wait for.
    private static let courtesies: Set<String> = [
        "you", "u", "ya", "possible", "poss", "ok", "okay", "fine", "alright", "works", "so", "yes", "needed", "necessary", "must",
        "trouble", "bother", "mind", "convenient",
    ]

    /// Words that put the person's own act off to another time or a condition: "I'll accept it" is a decision,
    /// "I'll accept it tomorrow" and "I'm going to report her if she writes again" are plans.
    private static let laterWords: Set<String> = [
        "later", "tomorrow", "tonight", "soon", "someday", "eventually", "next", "tmrw", "tmw", "afterwards", "sometime", "weekend",
        "morning", "evening", "afternoon", "when", "after", "once", "until", "before", "if", "unless", "again",
    ]

    /// "if the owner doesn't reply, I'll cancel it": where a plan starts after the clause that sets its condition.
    /// A request after one ("if it's free, book it") is no plan.
    private static func planAfterACondition(in words: ArraySlice<String>, endsClause: (Int) -> Bool) -> Int? {
        guard let first = words.first, conditions.contains(first) else { return nil }
        return words.indices.dropFirst().first { endsClause($0 - 1) && plans.contains(words[$0]) }
    }

    private static let conditions: Set<String> = ["if", "unless", "once", "when", "whenever"]
    private static let plans: Set<String> = ["i'll", "ill", "we'll", "i'd", "id", "we'd", "then"]

    private static let single: WordSet = [
        "maybe", "perhaps", "probably", "possibly", "someday", "eventually", "might", "considering", "supposing",
        "suppose", "hypothetically", "prob", "probs", "kinda", "sorta",
    ]

    /// A first word and the words after it that make a hedge with it: "I guess", "planning to", "not sure".
    private static let pairs: [String: Set<String>] = [
        "i": ["guess", "suppose"],
        "let's": ["say", "suppose", "pretend", "imagine"],
        "lets": ["say", "suppose", "pretend", "imagine"],
        "what": ["if"],
        "not": ["sure", "ready"],
        "planning": ["to", "on"],
        "plan": ["to", "on"],
        "thinking": ["of", "about"],
        "one": ["day"],
        "some": ["point", "day"],
    ]

    /// "I should really cancel 2", "we ought to block him": what one owes, said, not asked for ("I should like to" is
    /// a wish).
    private static let duties: Set<String> = ["should", "ought", "oughta", "shoud", "shld"]
    private static let adverbs: Set<String> = ["really", "just", "probably", "prob", "definitely", "totally", "honestly", "also"]

    /// "I think I'll …": a plan.
    private static let futures: Set<String> = ["i'll", "ill", "we'll", "might", "may"]
}
