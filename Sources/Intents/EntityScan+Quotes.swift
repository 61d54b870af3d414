/// Words said inside quotes, which name something as typed: "pin 'Pier 7 Rails'" holds no amount.
extension EntityScan {
    /// Marks the words of every quoted span as used, so no recognizer reads a number or a time inside a name.
    mutating func takeQuoted() {
        var opened: Int?
        for index in words.indices {
            let raw = utterance.raw(index)
            if opened == nil, let first = raw.first, Self.openingQuotes.contains(first) { opened = index }
            if let start = opened, let last = raw.last, Self.closingQuotes.contains(last), index > start || raw.count > 1 {
                take(start..<(index + 1))
                opened = nil
            }
        }
    }

    /// "post 'first ride' for me please": when the free words open with a quoted span and only small words of
    /// asking follow it, those are marked as used, so the text is what the quotes hold.
    mutating func takeAskingAfterAQuote() {
        guard let first = firstFree, let opening = utterance.raw(first).first, Self.openingQuotes.contains(opening) else { return }
        let closing = words.indices.dropFirst(first).first { index in
            !taken[index] && utterance.raw(index).last.map(Self.closingQuotes.contains) == true && (index > first || utterance.raw(index).count > 1)
        }
        guard let closing, closing + 1 < words.count else { return }
        let after = (closing + 1)..<words.count
        guard after.allSatisfy({ !taken[$0] && Self.askingAfterAQuote.contains(words[$0]) }) else { return }
        take(after)
    }

    /// "'send it' to the grinding post": the quoted span the free words open with, without its quotes, marked as used;
    /// nil when they open otherwise or the quote never closes.
    mutating func takeLeadingQuote() -> String? {
        guard let first = firstFree, let opening = utterance.raw(first).first, Self.openingQuotes.contains(opening),
            let closing = words.indices.dropFirst(first).first(where: { index in
                !taken[index] && utterance.raw(index).last.map(Self.closingQuotes.contains) == true && (index > first || utterance.raw(index).count > 1)
            })
        else { return nil }
        let inner = utterance.typed(first..<(closing + 1)).dropFirst().dropLast()
        guard !inner.isEmpty else { return nil }
        take(first..<(closing + 1))
        return String(inner)
    }

    private static let askingAfterAQuote: Set<String> = [
        "for", "me", "please", "pls", "thanks", "thank", "you", "to", "on", "my", "the", "feed", "timeline", "wall", "profile", "now",
    ]

    private static let openingQuotes: Set<Character> = ["\"", "'", "“", "‘"]
    private static let closingQuotes: Set<Character> = ["\"", "'", "”", "’"]
}
