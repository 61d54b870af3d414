/// "@ana is the projector 1080p?", "hey @ana, is it bright enough for daytime?", "ana - do you deliver?": a turn that
/// opens by naming a person and then speaks to them (to "you", or asking them a question), read as `message` to that
/// person with the rest as typed, which the bot sends after a yes. A bare name needs a comma, colon or dash after it
/// and words said to "you", and weighs little: a word of the marketplace's own, a place, or a question the bot answers
/// ("kayak - do you have one?") reads better as a search. A command after the name ("@ana unfollow pls") is that command.
enum AddressedMessageRule {
    static func reading(_ utterance: Utterance, context: ParseContext) -> Reading? {
        let words = utterance.words
        guard words.count >= 3 else { return nil }
        let raw = utterance.raw(0)
        let name = EntityScan.username(raw)
        let isHandle = words[0].hasPrefix("@")
        guard SlotReader.isPlausibleUsername(name), !Lexicon.stopWords.contains(name) else { return nil }
        let dashed = SessionRules.dashes.contains(utterance.raw(1))
        let separated = dashed || raw.last.map { [",", ":"].contains($0) } == true
        let start = dashed ? 2 : 1
        guard start < words.count - 1, isHandle || separated && isNobodysThing(utterance, context: context),
            speaksToThem(from: start, in: utterance) || isHandle && asksThem(from: start, in: utterance),
            !CommandRules.match(words, at: start).contains(where: { commandsAboutAPerson.contains($0.rule.intent) }),
            let text = lineAsTyped(from: start, in: utterance)
        else { return nil }
        var slots = Slots(user: name, text: text)
        slots.saidWithoutACommand = true
        var reading = Reading(.message, slots, base: isHandle ? 13 : 6, evidence: ["said to a person named first"], leftover: [])
        reading.at = 0
        return reading
    }

    /// True when the first word is no word of the marketplace's, no kind of thing to rent and no place: "kayak - do you
    /// have one?" and "sf - any tents you know of?" ask the bot.
    private static func isNobodysThing(_ utterance: Utterance, context: ParseContext) -> Bool {
        var scan = EntityScan(utterance, from: 0, context: context)
        guard !TypoCorrector.isKnown(utterance.words[0]), !SlotReader.namesAThingToRent(at: 0, in: scan) else { return false }
        _ = scan.place()
        return !scan.taken[0]
    }

    /// "raj: your review was kind", "ana - can you hold it": "you" said after the name; "@bo has the best ladders, you
    /// should follow him" talks about them (a verb of theirs follows the name), and "you guys" is the bot.
    private static func speaksToThem(from start: Int, in utterance: Utterance) -> Bool {
        let words = utterance.words
        return words[start...].contains(where: secondPerson.contains) && !words.contains(where: ["guys", "all"].contains)
            && !(theirVerbs.contains(words[start]) && !utterance.line.trimmedOfWhitespace.hasSuffix("?"))
    }

    private static let theirVerbs: Set<String> = [
        "has", "is", "was", "keeps", "does", "did", "said", "says", "posted", "posts", "rents", "sent", "told", "wants", "needs", "gave",
        "got", "just", "always", "never", "already",
    ]

    /// The line as typed from word `start` to its end, with the thanks or greeting the turn set aside after it.
    private static func lineAsTyped(from start: Int, in utterance: Utterance) -> String? {
        guard start < utterance.tokens.count else { return nil }
        let line = utterance.line.utf8
        let text = String(line[line.index(line.startIndex, offsetBy: utterance.tokens[start].range.lowerBound)...])
        return text.map { $0.trimmedOfWhitespace }
    }

    /// "@ana is the projector 1080p?": a question put to the person, opening with its question word; "@kurt keeps messaging
    /// me, should I block him?" talks about them.
    private static func asksThem(from start: Int, in utterance: Utterance) -> Bool {
        questionOpeners.contains(utterance.words[start]) && utterance.line.trimmedOfWhitespace.hasSuffix("?")
    }

    private static let questionOpeners: Set<String> = [
        "is", "are", "was", "were", "do", "does", "did", "can", "could", "will", "would", "have", "has", "what", "what's", "whats",
        "when", "where", "how", "which", "who", "any", "anything",
    ]

    private static let secondPerson: Set<String> = [
        "you", "your", "yours", "you're", "youre", "you'll", "youll", "you've", "youve", "you'd", "ya", "yourself",
    ]

    /// Commands that take a person, said right after one: "@ana unfollow pls", "dana: block".
    private static let commandsAboutAPerson: Set<IntentName> = [
        .follow, .unfollow, .block, .unblock, .report, .message, .share, .showProfile, .approve, .decline,
    ]
}
