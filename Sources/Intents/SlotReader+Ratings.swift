/// Ratings, and reviews said by their rating wherever it is in the turn.
extension SlotReader {
    /// Words before a rating that make it a story or a thought, not a review to publish: "i almost reviewed
    /// that guy one star but ill wait".
    private static let hedges: Set<String> = [
        "almost", "nearly", "maybe", "might", "would", "wait", "later", "not", "don't", "dont", "never", "thinking",
        "should", "if", "until", "reviewed", "rated", "gave", "got", "i'd", "id",
    ]

    private static let ratingWords: [String: Int] = ["one": 1, "two": 2, "three": 3, "four": 4, "five": 5]

    /// A review said by its rating, wherever it is: "4/5 for the kayak", "give mike 2 stars", "★★★★★ for listing 12".
    /// The rating's clause says what is rated (a reference, a person, or a thing the bot asks about); the clauses
    /// after it are the review's text, or, when it ends the turn, a sentence of how it was before it.
    mutating func readRatedReview() -> Slots? {
        let before = scan.taken
        guard let rating = rating(), let at = scan.words.indices.first(where: { scan.taken[$0] && !before[$0] }) else { return nil }
        let words = scan.words
        let clauseStart = (0..<at).last(where: { IntentParser.endsClause(scan.utterance.raw($0)) || words[$0] == "-" }).map { $0 + 1 } ?? 0
        let clauseEnd = (at..<words.count).first(where: { IntentParser.endsClause(scan.utterance.raw($0)) }) ?? words.count - 1
        guard !words[...clauseEnd].contains(where: Self.hedges.contains), !IntentParser.saysNot(before: at, in: words) else { return nil }
        var clause = scan
        clause.take(0..<clauseStart)
        clause.take((clauseEnd + 1)..<words.count)
        var slots = Slots()
        slots.rating = rating
        slots.ref = clause.reference()
        if slots.ref == nil {
            slots.user = validUser(clause.user(positional: false))
            if slots.user == nil, let named = (clauseStart...clauseEnd).first(where: { !clause.taken[$0] && ["give", "rate", "leave"].contains(words[$0]) }),
                named + 1 <= clauseEnd, !clause.taken[named + 1], let user = validUser(words[named + 1])
            {
                slots.user = user
                clause.taken[named + 1] = true
            } else if slots.user == nil, let gets = (clauseStart...clauseEnd).first(where: { ["gets", "deserves", "earns"].contains(words[$0]) }),
                gets == clauseStart + 1, !clause.taken[clauseStart], let user = personNamed(words[clauseStart])
            {
                slots.user = user
                clause.take((gets - 1)..<(gets + 1))
            }
            var reader = SlotReader(scan: clause)
            slots.bookingNamed = reader.reviewedBookingWords(in: clauseStart..<(clauseEnd + 1))
        }
        scan.take(clauseStart..<(clauseEnd + 1))
        if clauseEnd + 1 < words.count {
            slots.text = scan.utterance.rawText(from: clauseEnd + 1)
            scan.take((clauseEnd + 1)..<words.count)
        } else if saysHowItWas(before: clauseStart) {
            slots.text = String(scan.utterance.typed(0..<clauseStart)).trimmingCharacters(in: Self.clauseEnds)
            if slots.ref == nil, slots.user == nil, Self.wordsOfHowItWas.contains(words[1]) { slots.user = personNamed(words[0]) }
            scan.take(0..<clauseStart)
        }
        return slots
    }

    /// True when the free words before the rating's clause are a sentence of how it was, which is the review's text: "the
    /// speaker from ana was great - 4/5".
    private func saysHowItWas(before clauseStart: Int) -> Bool {
        clauseStart > 0 && (0..<clauseStart).allSatisfy { !scan.taken[$0] }
            && scan.words[0..<clauseStart].contains { Self.wordsOfHowItWas.contains($0) }
    }

    /// The person a sentence opens with: the "@zoe" of "@zoe gets 5 stars", or the "zoe" of "zoe was a great renter, 5
    /// stars" where the turn calls them a renter, guest or host ("the kayak was great" names no one).
    private func personNamed(_ word: String) -> String? {
        if word.hasPrefix("@") { return validUser(String(word.dropFirst())) }
        guard scan.words.contains(where: Self.people.contains), !Lexicon.stopWords.contains(word), !TypoCorrector.isKnown(word) else { return nil }
        return validUser(word)
    }

    private static let people: Set<String> = [
        "renter", "guest", "host", "tenant", "owner", "lender", "borrower", "landlord", "landlady", "person", "guy", "neighbor", "neighbour",
    ]

    private static let wordsOfHowItWas: Set<String> = ["was", "were", "is", "are", "been", "worked", "went"]

    /// "give my storage rental 5 stars", "the home office booking": the words of `range` that say which booking a
    /// review is of, without the words of reviewing and of bookings in general; nil when none or too many to be a name.
    mutating func reviewedBookingWords(in range: Range<Int>) -> String? {
        let words = scan.words
        let naming = range.filter { index in
            !scan.taken[index] && !Self.reviewingWords.contains(words[index]) && !Lexicon.stopWords.contains(words[index])
                && words[index].contains(where: \.isLetter) && !words[index].hasPrefix("@")
        }
        guard (1...4).contains(naming.count) else { return nil }
        for index in range { scan.taken[index] = true }
        return naming.map { words[$0] }.joined(separator: " ")
    }

    /// "review the closet 4 stars", "rate zoe 4 stars for the office booking": a booking named right after the
    /// command by "the" or "my", or after "for", "of" or "on", up to the end of its clause or the next word read.
    mutating func describedReviewedBooking() -> String? {
        let words = scan.words
        let starts = words.indices.filter { index in
            !scan.taken[index] && (index == scan.firstFree && ["the", "my"].contains(words[index]) || ["for", "of", "on"].contains(words[index]))
        }
        for start in starts {
            var end = start + 1
            while end < words.count, !scan.taken[end], !IntentParser.endsClause(scan.utterance.raw(end - 1)) { end += 1 }
            var attempt = self
            if let named = attempt.reviewedBookingWords(in: start..<end), Self.namesABooking(words[start..<end]) || start == scan.firstFree {
                self = attempt
                return named
            }
        }
        return nil
    }

    private static func namesABooking(_ words: ArraySlice<String>) -> Bool {
        words.contains { ["the", "my"].contains($0) } || words.contains(where: bookingNouns.contains)
    }

    private static let bookingNouns: Set<String> = ["booking", "bookings", "rental", "rentals", "stay", "reservation", "rent", "trip"]

    /// Words of reviewing and of bookings in general, which name no booking.
    private static let reviewingWords: Set<String> = bookingNouns.union([
        "give", "leave", "rate", "review", "rating", "star", "stars", "for", "of", "on", "want", "like", "please", "pls", "just",
    ])

    /// "5 stars", "4/5", "4 out of 5", "★★★", "rating 4".
    mutating func rating() -> Int? {
        let words = scan.words
        for index in words.indices where !scan.taken[index] {
            let word = words[index]
            if !word.isEmpty, word.allSatisfy({ $0 == "★" || $0 == "*" }), (1...5).contains(word.count), word.contains("★") {
                scan.taken[index] = true
                return word.count
            }
            if word.hasSuffix("/5"), let value = Int(word.dropLast(2)), (1...5).contains(value) {
                scan.taken[index] = true
                return value
            }
            guard let value = Int(word) ?? Self.ratingWords[word], (1...5).contains(value) else { continue }
            if index + 1 < words.count, ["star", "stars", "stars!", "stars.", "star."].contains(words[index + 1]) {
                scan.take(index..<(index + 2))
                return value
            }
            if index + 2 < words.count, words[index + 1] == "out", words[index + 2] == "of" {
                scan.take(index..<min(words.count, index + 4))
                return value
            }
            if index > 0, ["rating", "rated", "score"].contains(words[index - 1]) {
                scan.take((index - 1)..<(index + 1))
                return value
            }
        }
        return nil
    }

    /// A reference that starts at the first free word: "comment 2 …", "report the first one …".
}
