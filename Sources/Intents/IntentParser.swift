/// Turns one line of user input into an `Intent` by fixed rules; never fails, never backtracks far.
public struct IntentParser: Sendable {
    public init() {}

    public func parse(_ line: String, context: ParseContext = ParseContext()) -> Intent {
        let utterance = Utterance(line)
        guard !utterance.tokens.isEmpty else {
            return line.trimmedOfWhitespace == "?" ? Intent(.help) : Intent(.unknown, Slots(suggestions: ["help"]))
        }
        if let intent = parseCommand(utterance, context: context) { return intent }
        if let corrected = correctingTypo(in: utterance), let intent = parseCommand(corrected, context: context) {
            return intent
        }
        if let intent = parseWithoutCommand(utterance, context: context) { return intent }
        return Intent(.unknown, Slots(suggestions: suggestions(for: utterance)))
    }

    private func parseCommand(_ utterance: Utterance, context: ParseContext) -> Intent? {
        if let intent = SessionRules.match(utterance) { return intent }
        for (rule, length) in CommandRules.match(utterance.words) {
            var reader = SlotReader(scan: EntityScan(utterance, from: length, context: context))
            if let slots = reader.read(rule.shape) { return Intent(rule.intent, slots) }
        }
        return nil
    }

    /// A line with no command word: a bare reference opens a listing, "… spots …" lists spots,
    /// and anything with a place, price, type or category is a search.
    private func parseWithoutCommand(_ utterance: Utterance, context: ParseContext) -> Intent? {
        var scan = EntityScan(utterance, from: 0, context: context)
        if let reference = scan.reference(), scan.leftoverQuery() == nil {
            var slots = Slots()
            slots.ref = reference
            return Intent(.showListing, slots)
        }
        let words = utterance.words
        if let spots = words.firstIndex(of: "spots"), spots == 0 || words[spots - 1] != "parking" {
            var reader = SlotReader(scan: EntityScan(utterance, from: 0, context: context))
            if let slots = reader.read(.spots) { return Intent(.spots, slots) }
        }
        var reader = SlotReader(scan: EntityScan(utterance, from: 0, context: context))
        var slots = Slots()
        reader.readSearch(into: &slots)
        return SlotReader.hasSearchEntities(slots) ? Intent(.search, slots) : nil
    }

    /// Every single word that starts a command, for typo fixing and suggestions.
    static let commandWords: [String] = {
        var seen: Set<String> = []
        return (SessionRules.keywords.map(\.word) + CommandRules.keywords).filter { seen.insert($0).inserted }
    }()

    /// Command words by their length in bytes, so a typo is only compared with words near its length.
    private static let commandWordsByLength: [Int: [String]] = Dictionary(grouping: commandWords, by: \.utf8.count)

    private static let commandWordSet = WordSet(commandWords)

    /// The command words within `limit` edits of `word`, with their distances, shortest words first.
    private static func commandWords(near word: String, limit: Int) -> [(String, Int)] {
        let length = word.utf8.count
        var near: [(String, Int)] = []
        for candidateLength in (length - limit)...(length + limit) {
            for candidate in commandWordsByLength[candidateLength] ?? [] {
                if let distance = EditDistance.between(word, candidate, limit: limit) { near.append((candidate, distance)) }
            }
        }
        return near
    }

    /// The line with its first word replaced by the one command word it is a typo of ("serch", "boook").
    private func correctingTypo(in utterance: Utterance) -> Utterance? {
        guard let first = utterance.words.first, first.count >= 5, !Self.commandWordSet.contains(first),
            !Self.isVocabulary(first)
        else { return nil }
        let close = Self.commandWords(near: first, limit: first.count >= 8 ? 2 : 1)
        guard let best = close.min(by: { $0.1 < $1.1 }), close.filter({ $0.1 == best.1 }).count == 1 else { return nil }
        let rest = utterance.rawText(from: 1).map { " " + $0 } ?? ""
        return Utterance(best.0 + rest)
    }

    /// Words the parser knows as something other than a command are not typos of one ("apartments", "cameras").
    private static func isVocabulary(_ word: String) -> Bool {
        Lexicon.types.contains(word) || Lexicon.categories.contains(word) || Lexicon.amenities.contains(word)
            || Lexicon.stopWords.contains(word) || Lexicon.sorts.contains(word)
    }

    /// Up to three command words close to the first word typed, nearest first; "help" when none is.
    func suggestions(for utterance: Utterance) -> [String] {
        guard let first = utterance.words.first, first.count >= 5 else { return ["help"] }
        let ranked = Self.commandWords(near: first, limit: 2).sorted { $0.1 < $1.1 }
        var seen: Set<String> = []
        let unique = ranked.map { SessionRules.suggestion(for: $0.0) }.filter { seen.insert($0).inserted }
        return unique.isEmpty ? ["help"] : Array(unique.prefix(3))
    }
}
