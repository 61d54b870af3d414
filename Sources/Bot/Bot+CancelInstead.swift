import Intents

/// "actually no, cancel the ladder one instead", "not that one, the garage": a cancel question answered with the
/// booking that was meant instead.
extension Bot {
    /// The cancel the words after a refusal name, as if typed alone ("cancel the ladder one"); nil when the line
    /// opens with no refusal, or what follows it is no booking named ("no, keep it", "no thanks").
    func cancelInstead(of line: String, in session: Session) -> Command? {
        var words = line.lowercased().split(whereSeparator: { $0 == " " || $0 == "," || $0 == "." || $0 == "!" }).map(String.init)
        while let first = words.first, Self.fillers.contains(first) { words.removeFirst() }
        guard let refusal = Self.refusals.first(where: { words.starts(with: $0) }) else { return nil }
        words.removeFirst(refusal.count)
        while let first = words.first, Self.fillers.contains(first) || Self.meantWords.contains(first) { words.removeFirst() }
        if words.last == "instead" { words.removeLast() }
        guard let first = words.first, Self.openers.contains(first) || first.hasPrefix("#") || first.allSatisfy(\.isNumber) else { return nil }
        if first != "cancel" { words.insert("cancel", at: 0) }
        if !words.contains(where: Self.bookingNouns.contains) {
            words.removeAll { $0 == "one" }
            words.append("booking")
        }
        let (_, command) = parser.understand(words.joined(separator: " "), context: parseContext(for: session))
        guard case .cancelBooking(let reference, let described, _) = command, reference != .it, reference != nil || !described.isEmpty
        else { return nil }
        return command
    }

    private static let fillers: Set<String> = ["actually", "wait", "oh", "sorry", "oops", "hmm", "um", "uh", "hold", "on", "ah"]
    private static let refusals: [[String]] = [
        ["not", "that", "one"], ["not", "that"], ["wrong", "one"], ["no"], ["nope"], ["nah"], ["not", "this", "one"],
    ]
    /// How a booking named after the refusal begins: "the garage", "my ladder booking", "booking 3", "cancel …".
    private static let openers: Set<String> = ["cancel", "the", "my", "booking", "reservation"]
    private static let bookingNouns: Set<String> = ["booking", "bookings", "reservation", "rental", "request"]
    private static let meantWords: Set<String> = ["i", "meant", "mean", "rather", "please", "pls", "but"]
}
