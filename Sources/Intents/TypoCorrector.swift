/// Fixes misspelt words of the parser's own vocabulary anywhere in a turn: "my bookigns", "check my
/// notificatons", "serch drill". A word is changed only when it is unknown, five letters or more, and
/// one vocabulary word is closest to it (one edit away, two for words of eight letters or more).
enum TypoCorrector {
    /// The turn with its misspelt words replaced, and the replacements as "typo→word"; nil when none was.
    static func corrected(_ utterance: Utterance) -> (utterance: Utterance, fixes: [String])? {
        var tokens = utterance.tokens
        var fixes: [String] = []
        for (index, word) in utterance.words.enumerated() {
            guard let fix = correction(of: word) ?? (index == 0 ? shortCommandCorrection(of: word) : nil),
                !isCapitalisedInASentence(index, in: utterance)
            else { continue }
            tokens[index] = Utterance.Token(range: tokens[index].range, word: fix)
            fixes.append(word + "→" + fix)
        }
        return fixes.isEmpty ? nil : (Utterance(line: utterance.line, tokens: tokens), fixes)
    }

    /// "a skate spot called Civic Center Ledge": a word typed with a capital inside a sentence is a name, never a
    /// misspelling. A word in capitals throughout ("MY BOOKIGNS") or opening a sentence may still be one.
    private static func isCapitalisedInASentence(_ index: Int, in utterance: Utterance) -> Bool {
        guard index > 0, !IntentParser.endsPhrase(utterance.raw(index - 1)) else { return false }
        let raw = utterance.raw(index)
        guard let first = raw.first else { return false }
        return first.isUppercase && raw.dropFirst().contains(where: \.isLowercase)
    }

    /// True for a word of the parser's vocabulary, a small word, or an English word that looks like one.
    static func isKnown(_ word: String) -> Bool {
        known.contains(word)
    }

    /// The one vocabulary word `word` is a typo of, if it is one. Two neighbouring letters swapped count as one
    /// edit ("thrid", "mrach").
    static func correction(of word: String) -> String? {
        guard word.utf8.count >= 5, !known.contains(word), !holidayWords.contains(word), word.allSatisfy(\.isLetter) else { return nil }
        if let drawnOut = withoutDrawnOutLetters(word) { return drawnOut }
        let limit = word.utf8.count >= 8 ? 2 : 1
        let near = nearVocabulary.near(word, limit: limit)
        guard let closest = near.map(\.distance).min() else { return nil }
        let best = near.filter { $0.distance == closest }.map(\.word)
        if best.count == 1 { return best[0] }
        let missingLetters = best.filter { $0.utf8.count == word.utf8.count + closest && lacksOnlyLetters(word, of: $0) }
        return missingLetters.count == 1 ? missingLetters[0] : nil
    }

    /// True when `typed` is `word` with letters left out and nothing else changed: "bookins" of "bookings", not of
    /// "booking". Among equally close words, a letter left out is the likelier slip.
    private static func lacksOnlyLetters(_ typed: String, of word: String) -> Bool {
        var letters = typed.utf8.makeIterator()
        var next = letters.next()
        for letter in word.utf8 where letter == next { next = letters.next() }
        return next == nil
    }

    /// "youuu", "thanksss", "sooo": a known word typed with one letter held down, three times or more.
    private static func withoutDrawnOutLetters(_ word: String) -> String? {
        let letters = Array(word)
        guard letters.indices.dropFirst(2).contains(where: { letters[$0] == letters[$0 - 1] && letters[$0] == letters[$0 - 2] }) else {
            return nil
        }
        var once: [Character] = []
        var twice: [Character] = []
        for letter in letters {
            if once.last != letter { once.append(letter) }
            if twice.count < 2 || twice[twice.count - 1] != letter || twice[twice.count - 2] != letter { twice.append(letter) }
        }
        return [String(twice), String(once)].first { known.contains($0) || Lexicon.stopWords.contains($0) }
    }

    /// The one-word command a short first word is a slip of: a letter left out, one too many or two swapped, never
    /// another letter ("bok the drill", "fnd a tent", "shwo my bookings"; "fine" stays "fine").
    static func shortCommandCorrection(of word: String) -> String? {
        guard (3...4).contains(word.utf8.count), !known.contains(word), !CommandRules.startsACommand(word), word.allSatisfy(\.isLetter)
        else { return nil }
        let typed = Array(word.utf8)
        let fits = CommandRules.keywords.filter { keyword in
            let command = Array(keyword.utf8)
            return command.first == typed.first && (Self.differByOneLetter(typed, command) || Self.differBySwap(typed, command))
        }
        return fits.count == 1 ? fits[0] : nil
    }

    /// True when one of the two is the other with one letter more.
    private static func differByOneLetter(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        let (short, long) = a.count < b.count ? (a, b) : (b, a)
        guard long.count == short.count + 1 else { return false }
        let split = zip(short, long).prefix { $0 == $1 }.count
        return short[split...].elementsEqual(long[(split + 1)...])
    }

    /// True when the two are the same but for two neighbouring letters swapped.
    private static func differBySwap(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count, let first = a.indices.first(where: { a[$0] != b[$0] }), first + 1 < a.count else { return false }
        return a[first] == b[first + 1] && a[first + 1] == b[first] && a[(first + 2)...].elementsEqual(b[(first + 2)...])
    }

    /// The words commands, cues and the marketplace's terms are made of.
    static let vocabulary: [String] = {
        var words = Set(IntentParser.commandWords)
        for rule in CommandRules.all { rule.leads.forEach { words.formUnion($0) } }
        for rule in CueRules.all { rule.groups.forEach { words.formUnion($0.words) } }
        for table in [Lexicon.categories, Lexicon.types, Lexicon.amenities, Lexicon.sorts] { words.formUnion(table.words) }
        words.formUnion(Lexicon.featureNouns.keys)
        words.formUnion(["bedroom", "bedrooms", "bathroom", "bathrooms", "listing", "description", "available", "availability"])
        words.formUnion(["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"])
        words.formUnion(DialogueRules.knownWords + ["within", "between", "instead"] + EntityScan.lengthStarts + RequestVerdictRule.spelledWords)
        words.formUnion(dialogueWords + Array(TimeVocabulary.weekdays.keys) + Array(TimeVocabulary.months.keys))
        return words.filter { $0.utf8.count >= 4 && $0.allSatisfy(\.isLetter) }.sorted()
    }()

    /// Words of follow-ups that people misspell as often as commands: "thansk", "the thrid one", "is wifi incuded".
    private static let dialogueWords = [
        "thanks", "thank", "cheers", "tomorrow", "tonight", "weekend", "included", "include", "includes", "minimum",
        "maximum", "furnished", "europe", "africa", "america", "oceania", "antarctica", "another", "insurance",
        "deposit", "location", "address", "bigger", "smaller", "sorry", "actually", "please", "rules", "condition",
    ]

    private static let nearVocabulary = NearWords(vocabulary)

    /// Words never taken for typos: the vocabulary itself, the small words around it, and the English words
    /// that merely look like it.
    private static let known = WordSet(
        vocabulary + Lexicon.stopWords.keys + CueRules.listFrame.keys + IntentParser.frameWords.keys
            + DialogueRules.knownWords + RealWordsNearVocabulary.words.keys + timeWords + TimeVocabulary.numberWords.keys
            + SessionRules.phraseWords)

    /// Days, months and parts of the day, with their plurals: "evenings" is no typo of "earnings".
    private static var timeWords: [String] {
        let singular = Array(TimeVocabulary.weekdays.keys) + Array(TimeVocabulary.months.keys) + Array(TimeVocabulary.partsOfDay.keys)
        return singular + singular.map { $0 + "s" } + ["weekends", "weekdays", "spring", "summer", "autumn", "winter", "fall", "holiday", "holidays"]
    }

    /// The words of holidays' names, never corrected ("cheti chand" is no typo of a chest) but not known words to the
    /// rest of the parser: "melbourne" stays a city.
    private static let holidayWords = WordSet(Holidays.names.keys.flatMap { $0.split(separator: " ").map(String.init) })
}
