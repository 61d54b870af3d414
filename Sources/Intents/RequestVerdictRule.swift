/// "nadia's camera request - approved!", "the request from ravi for the condo: rejected", "@kim_l is approved",
/// "priya - decline", "approved: carlos", "i'm declining lena's request, …": an owner's answer said of a request rather
/// than given as a command. It reads one verdict (a past participle, "is a no", or "approve" or "decline" as said
/// now) and one requester: by possessive or "from" with a word for the request, by handle, or by a name alone. The
/// clauses that say them hold nothing else but small words, so a question, a denial, a verdict reported ("got approved",
/// "i approved", "was declined", "@obi approved my request") or a message ("tell ruth - approved") is none; what the
/// person only talks about is left to `IntentParser`'s hedges. Other clauses are asides: reasons and remarks.
enum RequestVerdictRule {
    static func reading(_ utterance: Utterance, discourse: Discourse) -> Reading? {
        let words = utterance.words
        guard !discourse.isQuestion else { return nil }
        let said = verdict(in: words)
        guard let verdict = said ?? (discourse.acts.contains(.yes) ? Verdict(intent: .approve, isSaidNow: true, words: []) : nil),
            verdict.intent == .decline || !discourse.acts.contains(.no)
        else { return nil }
        let found = said == nil
            ? [possessiveOrFrom(in: utterance, verdict: verdict)].compactMap { $0 }
            : [possessiveOrFrom(in: utterance, verdict: verdict), handle(in: utterance), nameAlone(in: utterance, verdict: verdict)].compactMap { $0 }
        guard let requester = found.first(where: { $0.listing != nil }) ?? found.first, found.allSatisfy({ $0.user == requester.user }),
            saysOnlyTheAnswer(verdict, requester, in: utterance)
        else { return nil }
        var slots = Slots()
        slots.requester = requester.user
        slots.query = requester.listing
        let saying = Set(verdict.words + Array(requester.phrase))
        let clauses = saying.map { IntentParser.clause(around: $0, in: utterance) }
        let asides = words.indices.filter { index in
            !clauses.contains { $0.contains(index) } && !Lexicon.stopWords.contains(words[index]) && words[index].contains(where: \.isLetter)
        }
        var reading = Reading(
            verdict.intent, slots, base: 16 + asides.count,
            evidence: [verdict.at.map { "verdict \"\(words[$0])\"" } ?? "a yes before the request", "requester \(requester.user)"],
            leftover: asides.map { words[$0] })
        reading.asides = asides.count
        reading.at = min(verdict.at ?? requester.phrase.lowerBound, requester.phrase.lowerBound)
        return reading
    }

    /// The verdict words of the turn, all for one answer, and the first of them; none when a yes set aside before a
    /// request named by its requester says it ("confirm uma's booking", "go ahead with wen's request").
    private struct Verdict {
        let intent: IntentName
        let isSaidNow: Bool
        let words: [Int]
        var at: Int? { words.first }
    }

    private struct Requester {
        let user: String
        let listing: String?
        /// The words that name them.
        let phrase: ClosedRange<Int>
        /// True when a name or handle alone names them, which a participle right after would have for its subject.
        let isBareName: Bool
        /// Words after the verdict that name the listing: "ines is approved for the condo".
        var listingAfterTheVerdict: [Int] = []
    }

    /// The verdict's words: "approved", "declining", "decline", "go ahead with", "say no to", or "is a no".
    private static func verdict(in words: [String]) -> Verdict? {
        var found: [(index: Int, intent: IntentName, isSaidNow: Bool)] = []
        var index = 0
        while index < words.count {
            defer { index += 1 }
            if let (phrase, intent) = verdictPhrases.first(where: { phrase, _ in words[index...].starts(with: phrase) }) {
                found += (index..<(index + phrase.count)).map { ($0, intent, true) }
                index += phrase.count - 1
            } else if let (intent, isSaidNow) = verdictWords[words[index]] {
                found.append((index, intent, isSaidNow))
            } else if index >= 2, let intent = answerNouns[words[index]], words[index - 1] == "a", ["is", "are"].contains(words[index - 2]) {
                found += [(index - 1, intent, false), (index, intent, false)]
            }
        }
        guard let first = found.first, found.allSatisfy({ $0.intent == first.intent }) else { return nil }
        return Verdict(intent: first.intent, isSaidNow: found.allSatisfy(\.isSaidNow), words: found.map(\.index))
    }

    private static let verdictWords: WordTable<(IntentName, Bool)> = {
        var table: [String: (IntentName, Bool)] = [:]
        for word in approvedWords { table[word] = (.approve, false) }
        for word in declinedWords { table[word] = (.decline, false) }
        for word in ["approve", "accept", "approving", "accepting", "confirm", "confirming", "greenlight"] { table[word] = (.approve, true) }
        for word in ["decline", "reject", "declining", "rejecting"] { table[word] = (.decline, true) }
        return WordTable(table)
    }()

    private static let approvedWords = ["approved", "accepted", "okayed", "greenlit", "greenlighted", "confirmed"]
    /// Verdicts said now in more than one word: "go ahead with wen's request", "say no to uma's booking".
    private static let verdictPhrases: [([String], IntentName)] = [
        (["go", "ahead", "with"], .approve), (["go", "ahead", "and", "approve"], .approve), (["go", "ahead"], .approve),
        (["say", "yes", "to"], .approve), (["said", "yes", "to"], .approve), (["saying", "yes", "to"], .approve),
        (["say", "no", "to"], .decline), (["saying", "no", "to"], .decline),
        (["turn", "down"], .decline), (["turning", "down"], .decline), (["pass", "on"], .decline), (["passing", "on"], .decline),
    ]
    private static let declinedWords = ["declined", "rejected", "denied", "refused"]
    /// The verdicts as words, for fixing their misspellings.
    static let spelledWords = approvedWords + declinedWords + ["approve", "accept", "decline", "reject", "approving", "declining"]
    private static let answerNouns: WordTable<IntentName> = ["yes": .approve, "go": .approve, "no": .decline]

    /// True when the clauses of the verdict and of the requester hold nothing but them and small words, and no name
    /// is the subject of a participle right after it ("@obi approved").
    private static func saysOnlyTheAnswer(_ verdict: Verdict, _ requester: Requester, in utterance: Utterance) -> Bool {
        let words = utterance.words
        if requester.isBareName, !verdict.isSaidNow, requester.phrase.upperBound + 1 == verdict.at,
            !IntentParser.endsClause(utterance.raw(requester.phrase.upperBound)), !utterance.raw(requester.phrase.upperBound).hasSuffix(":")
        {
            return false
        }
        let clauses = (verdict.words + [requester.phrase.lowerBound, requester.phrase.upperBound]).map { IntentParser.clause(around: $0, in: utterance) }
        return clauses.allSatisfy { clause in
            clause.allSatisfy { index in
                let word = words[index]
                return requester.phrase.contains(index) || requester.listingAfterTheVerdict.contains(index) || verdict.words.contains(index)
                    || glue.contains(word) || verdict.words.isEmpty && ["with", "to", "on"].contains(word)
                    || SessionRules.dashes.contains(Substring(word)) || verdict.isSaidNow && beforeAnAct.contains(word)
            }
        }
    }

    /// "nadia's camera request", "the booking request from rosa for the condo", "@oli_5 your request": whose request,
    /// and the words that name its listing, before the word for the request or after "for".
    private static func possessiveOrFrom(in utterance: Utterance, verdict: Verdict) -> Requester? {
        let words = utterance.words
        guard let noun = words.indices.first(where: { !verdict.words.contains($0) && requestNouns.contains(words[$0]) }) else { return nil }
        let isNamePart = { (index: Int) in !verdict.words.contains(index) && !beforeAnAct.contains(words[index]) }
        let clause = IntentParser.clause(around: noun, in: utterance)
        var end = noun
        while end < clause.upperBound, requestNouns.contains(words[end + 1]) { end += 1 }
        if let owner = clause.first(where: { $0 < noun && EntityScan.namesAnOwner(at: $0, in: utterance) }),
            let user = plausibleName(EntityScan.username(utterance.raw(owner)))
        {
            let (last, forWords) = listingAfterFor(end, in: utterance, verdict: verdict)
            return Requester(user: user, listing: listing(words, Array((owner + 1)..<noun) + forWords), phrase: owner...last, isBareName: false)
        }
        if let your = clause.last(where: { $0 < noun && words[$0] == "your" }),
            let name = (0..<your).last(where: { !SessionRules.dashes.contains(Substring(words[$0])) }),
            let user = plausibleName(EntityScan.username(utterance.raw(name)))
        {
            let (last, forWords) = listingAfterFor(end, in: utterance, verdict: verdict)
            return Requester(user: user, listing: listing(words, Array((your + 1)..<noun) + forWords), phrase: name...last, isBareName: false)
        }
        let from = end + 1
        guard from < clause.upperBound, ["from", "by"].contains(words[from]),
            let start = clause.first(where: { $0 <= noun && !frame.contains(words[$0]) && isNamePart($0) }),
            let user = plausibleName(EntityScan.username(utterance.raw(from + 1)))
        else { return nil }
        let (last, forWords) = listingAfterFor(from + 1, in: utterance, verdict: verdict)
        return Requester(user: user, listing: listing(words, Array(start..<noun) + forWords), phrase: start...last, isBareName: false)
    }

    /// "… for the projector": the words after the request's last word, up to the verdict or the clause's end.
    private static func listingAfterFor(_ end: Int, in utterance: Utterance, verdict: Verdict) -> (last: Int, words: [Int]) {
        let words = utterance.words
        let clause = IntentParser.clause(around: end, in: utterance)
        guard end < clause.upperBound, ["for", "on"].contains(words[end + 1]), !utterance.raw(end).hasSuffix(":") else { return (end, []) }
        var last = end + 1
        while last < clause.upperBound, !verdict.words.contains(last + 1), !["is", "are"].contains(words[last + 1]),
            !utterance.raw(last).hasSuffix(":")
        {
            last += 1
        }
        return (last, Array(stride(from: end + 2, through: last, by: 1)))
    }

    private static func listing(_ words: [String], _ indices: [Int]) -> String? {
        let named = indices.map { words[$0] }.filter { !requestNouns.contains($0) && !frame.contains($0) && $0 != "my" }
        return named.isEmpty ? nil : named.joined(separator: " ")
    }

    private static func handle(in utterance: Utterance) -> Requester? {
        let handles = utterance.words.indices.filter { utterance.words[$0].hasPrefix("@") && utterance.words[$0].count > 1 }
        guard handles.count == 1, let index = handles.first, let user = plausibleName(EntityScan.username(utterance.raw(index))) else { return nil }
        return Requester(user: user, listing: nil, phrase: index...index, isBareName: true)
    }

    /// "priya - approve", "for lena: approved", "sorry sam, declining", "approved: carlos": a name alone in its clause
    /// but for the verdict and words addressing them.
    private static func nameAlone(in utterance: Utterance, verdict: Verdict) -> Requester? {
        let words = utterance.words
        guard let last = verdict.words.last else { return nil }
        var found: Requester?
        let verdictClause = IntentParser.clause(around: last, in: utterance)
        let namedBefore = verdictClause.contains { $0 < verdict.words[0] && !glue.contains(words[$0]) }
        let nameAt = ["to", "with", "on"].contains(words[last]) ? last + 1 : last
        let forListing = (nameAt > last || namedBefore) && nameAt + 1 < verdictClause.upperBound && words[nameAt + 1] == "for"
            ? Array((nameAt + 1)...verdictClause.upperBound) : []
        for index in words.indices where !verdict.words.contains(index) && !forListing.contains(index) {
            let named = IntentParser.clause(around: index, in: utterance).filter {
                !verdict.words.contains($0) && !SessionRules.dashes.contains(Substring(words[$0])) && !addressing.contains(words[$0])
                    && !courtesies.contains(words[$0]) && !forListing.contains($0) && !(["is", "are"].contains(words[$0]) && $0 + 1 == verdict.at)
                    && !(verdict.isSaidNow && $0 < verdict.words[0] && beforeAnAct.contains(words[$0]))
            }
            guard named == [index], !TypoCorrector.isKnown(words[index]), !Lexicon.stopWords.contains(words[index]), !reports.contains(words[index]),
                let user = plausibleName(EntityScan.username(utterance.raw(index)))
            else { continue }
            guard found == nil else { return nil }
            found = Requester(
                user: user, listing: listing(words, Array(forListing.dropFirst())), phrase: index...index, isBareName: true,
                listingAfterTheVerdict: forListing)
        }
        return found
    }

    private static func plausibleName(_ user: String) -> String? {
        SlotReader.isPlausibleUsername(user) && !IntentParser.commandWordSet.contains(user) ? user : nil
    }

    private static let requestNouns: Set<String> = ["request", "req", "application", "booking", "reservation", "lease", "rental", "requests"]
    /// Words before a requester that say nothing of the verdict: "ok so the request from ola is approved".
    private static let frame: Set<String> = ["the", "ok", "okay", "k", "so", "alright", "right", "well", "and", "then", "their", "his", "her", "yes", "yep"]
    /// Words after a verdict that leave it one: "approved, thanks", "decline it please", "APPROVED WOOHOO".
    private static let courtesies: Set<String> = [
        "please", "pls", "plz", "thanks", "thx", "then", "now", "it", "that", "them", "him", "her", "lol", "sorry", "yay", "woohoo", "cheers",
    ]
    /// Words around a name said alone: "for lena: approved", "sorry sam, declining".
    private static let addressing: Set<String> = ["for", "sorry", "thanks", "thx", "hey", "hi", "ok", "okay", "k", "so"]
    /// Words that may stand in the clauses of the verdict and the requester.
    private static let glue = frame.union(courtesies).union(addressing).union(["is", "are", "="])
    /// Words that tell when a verdict was given, never whose request it answers: "declined him already".
    private static let reports: Set<String> = ["already", "just", "yet", "again", "earlier", "before", "yesterday", "anyway", "also"]
    /// Words before an answer given now, which before a participle report one: "have to decline", "i'm declining" but
    /// "i approved", "i'm approved".
    private static let beforeAnAct: Set<String> = ["gotta", "have", "to", "must", "i'm", "im", "i", "am"]
}
