import Synchronization

/// The time phrases already found in one utterance, by which of its words were free: the parser's readings look
/// for a time in the same words again and again, and the answer never changes within a turn.
final class TimeMatches: Sendable {
    private let found = Mutex<[TakenWords: TimeRecognizer.Match?]>([:])
    private let phrases = Mutex<[PhraseStart: (TimePhrase, Int)?]>([:])

    /// Where a phrase is read from, and which words are free from the one before it on: all that reading it
    /// depends on, as `TimePhraseReader` reads on from its start and asks only whether the word before it is free.
    /// Readings that took different words earlier in the turn ("book" of "book listing 12 sat 2pm") share it.
    private struct PhraseStart: Hashable {
        let start: Int
        let taken: TakenWords
    }

    func match(taken: TakenWords, finding: () -> TimeRecognizer.Match?) -> TimeRecognizer.Match? {
        if let known = found.withLock({ $0[taken] }) { return known }
        let match = finding()
        found.withLock { $0[taken] = match }
        return match
    }

    /// The phrase and the index past it that `reading` finds at `start`, read once per start and free words after it.
    func phrase(at start: Int, taken: TakenWords, reading: () -> (TimePhrase, Int)?) -> (TimePhrase, Int)? {
        let key = PhraseStart(start: start, taken: taken.from(start - 1))
        if let known = phrases.withLock({ $0[key] }) { return known }
        let phrase = reading()
        phrases.withLock { $0[key] = phrase }
        return phrase
    }
}
