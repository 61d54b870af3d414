import Synchronization

/// The time phrases already found in one utterance, by which of its words were free: the parser's readings look
/// for a time in the same words again and again, and the answer never changes within a turn.
final class TimeMatches: Sendable {
    private let found = Mutex<[[Bool]: TimeRecognizer.Match?]>([:])

    func match(taken: [Bool], finding: () -> TimeRecognizer.Match?) -> TimeRecognizer.Match? {
        if let known = found.withLock({ $0[taken] }) { return known }
        let match = finding()
        found.withLock { $0[taken] = match }
        return match
    }
}
