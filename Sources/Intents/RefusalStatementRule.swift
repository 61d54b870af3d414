/// "i don't want to rent the dj controller to hugo", "sorry dev, i'm not renting the apartment to you", "can't lend the
/// surfboard to dev, decline", "i don't want gus as a tenant": an owner's refusal said as what they won't do, read as
/// declining that person's request, for the listing named when one is. The refusal's clause holds nothing else but
/// small words; a question or a hedge between the "not" and the verb ("i don't think i'll rent to hugo") is none.
enum RefusalStatementRule {
    static func reading(_ utterance: Utterance, discourse: Discourse) -> Reading? {
        let words = utterance.words
        guard !discourse.isQuestion, let negation = words.indices.first(where: { IntentParser.negates(at: $0, in: words) }) else { return nil }
        let start = ["do", "did"].contains(words[negation]) ? negation + 2 : negation + 1
        var verb = start
        while verb < words.count, between.contains(words[verb]) { verb += 1 }
        guard verb < words.count, let refused = wantedAs(from: start, in: utterance) ?? rentingTo(from: verb, in: utterance),
            let user = requester(refused.name, in: utterance)
        else { return nil }
        let clause = IntentParser.clause(around: negation, in: utterance)
        let said = negation...refused.end
        guard clause.allSatisfy({ said.contains($0) || $0 < negation && before.contains(words[$0]) || $0 > refused.end && after.contains(words[$0]) })
        else { return nil }
        let asides = words.indices.filter { index in
            !clause.contains(index) && !Lexicon.stopWords.contains(words[index]) && !after.contains(words[index]) && !before.contains(words[index])
                && !SessionRules.dashes.contains(Substring(words[index])) && words[index].contains(where: \.isLetter) && !addressing(index, in: utterance)
        }
        var slots = Slots()
        slots.requester = user
        let listing = refused.listing.map { words[$0] }.filter { !determiners.contains($0) }
        slots.query = listing.isEmpty ? nil : listing.joined(separator: " ")
        var reading = Reading(
            .decline, slots, base: 16 + asides.count, evidence: ["refusal \"\(words[negation]) … \(words[refused.verb])\"", "requester \(user)"],
            leftover: asides.map { words[$0] })
        reading.asides = asides.count
        reading.at = negation
        reading.isARefusal = true
        return reading
    }

    private struct Refused {
        let verb: Int
        let listing: [Int]
        let name: Int
        let end: Int
    }

    /// "rent the dj controller to hugo", "lend it to dev", "rent to lena": the verb, the listing's words and the name
    /// after "to".
    private static func rentingTo(from verb: Int, in utterance: Utterance) -> Refused? {
        let words = utterance.words
        guard rentVerbs.contains(words[verb]) else { return nil }
        var index = verb + 1
        if index < words.count, words[index] == "out" { index += 1 }
        let clause = IntentParser.clause(around: verb, in: utterance)
        guard let to = (index...clause.upperBound).first(where: { words[$0] == "to" }), to < clause.upperBound, to - index <= 5 else { return nil }
        return Refused(verb: verb, listing: Array(index..<to), name: to + 1, end: to + 1)
    }

    /// "want gus as a tenant", "want hugo as my renter".
    private static func wantedAs(from verb: Int, in utterance: Utterance) -> Refused? {
        let words = utterance.words
        guard verb + 3 < words.count, ["want", "wanna"].contains(words[verb]), words[verb + 2] == "as" else { return nil }
        var role = verb + 3
        if ["a", "an", "my", "the"].contains(words[role]), role + 1 < words.count { role += 1 }
        guard roles.contains(words[role]) else { return nil }
        return Refused(verb: verb, listing: [], name: verb + 1, end: role)
    }

    /// The person refused: a name, or "you" said to a name addressed in the turn ("sorry dev, …").
    private static func requester(_ index: Int, in utterance: Utterance) -> String? {
        let words = utterance.words
        guard !["you", "u", "ya"].contains(words[index]) else {
            let named = words.indices.filter { addressing($0, in: utterance) }
            return named.count == 1 ? plausibleName(words[named[0]], raw: utterance.raw(named[0])) : nil
        }
        return plausibleName(words[index], raw: utterance.raw(index))
    }

    /// True for a name said alone in its clause with words that greet or apologise: "sorry dev,", "hugo -".
    private static func addressing(_ index: Int, in utterance: Utterance) -> Bool {
        let words = utterance.words
        let clause = IntentParser.clause(around: index, in: utterance)
        return clause.allSatisfy { $0 == index || greetings.contains(words[$0]) || SessionRules.dashes.contains(Substring(words[$0])) }
            && !TypoCorrector.isKnown(words[index]) && !Lexicon.stopWords.contains(words[index]) && !before.contains(words[index])
            && !after.contains(words[index]) && plausibleName(words[index], raw: utterance.raw(index)) != nil
    }

    private static func plausibleName(_ word: String, raw: Substring) -> String? {
        let user = EntityScan.username(raw)
        guard !Lexicon.stopWords.contains(word), SlotReader.isPlausibleUsername(user), !IntentParser.commandWordSet.contains(user) else { return nil }
        return user
    }

    private static let rentVerbs: Set<String> = ["rent", "renting", "lend", "lending", "lease", "leasing", "loan", "loaning", "sublet", "subletting"]
    private static let roles: Set<String> = ["tenant", "renter", "guest", "roommate", "housemate", "flatmate", "lodger", "subletter", "borrower"]
    /// Words between the "not" and the verb that keep it a refusal: "i'm not going to be renting", "won't be able to lend".
    private static let between: Set<String> = ["want", "wanna", "to", "going", "gonna", "be", "able", "really", "feel", "like", "comfortable"]
    private static let determiners: Set<String> = ["the", "my", "this", "that", "it", "our", "a", "an", "them", "these", "those"]
    /// Words before the "not" in its clause: "sorry, i'm afraid i won't …", "no i can't …".
    private static let before: Set<String> = [
        "i", "i'm", "im", "we", "we're", "i'd", "id", "we'd", "am", "are", "sorry", "no", "nope", "nah", "unfortunately", "but", "so", "ok", "okay",
        "afraid", "rather", "just", "really", "honestly", "actually", "still", "yeah", "well", "hmm", "um",
    ]
    /// Words after the refusal in its clause, and words in other clauses that add nothing: "…, sorry", "…, decline".
    private static let after: Set<String> = [
        "sorry", "anymore", "after", "all", "then", "now", "thanks", "though", "either", "no", "nope", "nah", "decline", "declined", "reject",
        "rejected", "deny", "denied", "please", "pls", "unfortunately",
    ]
    private static let greetings: Set<String> = ["sorry", "hey", "hi", "hello", "so", "ok", "okay", "dear", "yo", "look", "listen"]
}
