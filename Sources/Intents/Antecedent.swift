/// What "it" stands for when the turn named one record before the command's clause: "A friend sent me listing 133.
/// Can I see it?", "post 140 is just spam, report it", "number 2 looks nice, book it for saturday".
///
/// Only a record of the kind the command acts on stands in ("listing 5 was great, cancel it" leaves "it" alone: a
/// listing is not a booking), and a position with no kind only for commands that change nothing others see.
enum Antecedent {
    /// The one id or position named before `clauseStart`, with the kind of record it was named as ("post"), when
    /// `intent` can act on it; nil when none, several, or the wrong kind. A bare number ("sat noon to 4") is no
    /// record named.
    static func reference(before clauseStart: Int, in utterance: Utterance, for intent: IntentName) -> (reference: Slots.Reference, kind: String?)? {
        let words = utterance.words
        var taken = TakenWords(words.indices.lazy.map { $0 >= clauseStart })
        var named: [(reference: Slots.Reference, noun: String?)] = []
        while true {
            let before = taken
            guard let reference = ReferenceRecognizer.reference(in: words, taken: &taken) else { break }
            let used = words.indices.filter { taken[$0] && !before[$0] }
            guard reference != .it, let first = used.first, !words[first].allSatisfy(\.isNumber) else { continue }
            let noun = used.map { words[$0] }.first(where: ReferenceRecognizer.recordWords.contains)
            named.append((reference, noun))
        }
        guard named.count == 1, let only = named.first else { return nil }
        guard let noun = only.noun else { return takesAPosition.contains(intent) ? (only.reference, nil) : nil }
        return actsOn[noun]?.contains(intent) == true ? (only.reference, noun) : nil
    }

    /// The commands that may take a bare position named earlier ("number 2 looks nice, save it").
    private static let takesAPosition: Set<IntentName> = [
        .showListing, .book, .favorite, .availability, .scheduleViewing, .showReviews, .like, .showComments,
    ]

    /// The commands that act on each kind of record. A report carries the kind with it ("post 140 is spam,
    /// report it" reports a post).
    private static let actsOn: [String: Set<IntentName>] = [
        "listing": [.showListing, .book, .favorite, .unfavorite, .availability, .scheduleViewing, .share, .report, .showReviews, .editListing],
        "item": [.showListing, .book, .favorite, .unfavorite, .availability, .scheduleViewing, .share, .report, .showReviews],
        "post": [.like, .unlike, .comment, .showComments, .report, .deletePost],
        "comment": [.report, .deleteComment],
        "booking": [.cancelBooking, .review],
        "reservation": [.cancelBooking, .review],
        "lease": [.cancelBooking, .review],
        "request": [.approve, .decline],
    ]
}
