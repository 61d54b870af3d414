import Intents
import Marketplace

/// Reviewing the other side of a completed booking.
extension BookingHandlers {
    func review(
        _ target: Command.ReviewTarget, rating: Int?, text: String, for user: Member, in session: inout Session
    ) async throws -> Reply {
        guard let rating else { throw ReviewError.missingRating }
        let id: Int64
        switch target {
        case .booking(let reference): id = try session.bookingID(reference)
        case .described(let person, let words):
            let reviewable = try await reviews.reviewable(by: user.id, with: person)
            let named = Self.named(by: words, among: reviewable)
            guard named.count == 1, let only = named.first else {
                let unmatched = named.isEmpty ? words : []
                return try whichToReview(named.isEmpty ? reviewable : named, person: person, unmatched: unmatched, rating: rating, text: text, in: &session)
            }
            id = only.bookingID
        }
        let outcome = try await reviews.review(booking: id, by: user.id, rating: rating, text: text)
        hub.tell(outcome.notices, now: configuration.clock.now().unixSeconds)
        session.bookings.focus = id
        let shown = outcome.published
            ? "it's shown now, beside theirs."
            : "it's shown once \(outcome.subjectName) reviews you too, or after 14 days."
        return Reply(
            intent: "review", lines: ["Thanks! Your \(rating)-star review of \(outcome.subjectName) is saved: \(shown)"],
            data: .object([("booking", .int(Int(id))), ("rating", .int(rating)), ("published", .bool(outcome.published))]))
    }

    /// The bookings whose listing's title or other side holds the most of `words` ("storage" of "Dry storage unit",
    /// "bob" of a booking with bob), or all of them when no words were said.
    static func named(by words: [String], among reviewable: [Reviews.Reviewable]) -> [Reviews.Reviewable] {
        guard !words.isEmpty else { return reviewable }
        let scored = reviewable.map { booking in
            let title = booking.title.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init) + [booking.otherName.lowercased()]
            return (booking, words.filter { word in title.contains { $0 == word || $0 == word + "s" || $0 + "s" == word } }.count)
        }
        let best = scored.map(\.1).max() ?? 0
        return best == 0 ? [] : scored.filter { $0.1 == best }.map(\.0)
    }

    /// Names the bookings a review could be of, so the person picks one by its number; `unmatched` are the words
    /// that named none of them.
    private func whichToReview(
        _ candidates: [Reviews.Reviewable], person: String?, unmatched: [String], rating: Int, text: String, in session: inout Session
    ) throws -> Reply {
        guard !candidates.isEmpty else {
            if let person { throw ReviewError.noCompletedBooking(with: person) }
            throw ReviewError.nothingToReview
        }
        session.bookings = ShownBookings(ids: candidates.map(\.bookingID))
        let opening = unmatched.isEmpty
            ? "Which booking is your review of?"
            : "None of your bookings to review is called \"\(unmatched.joined(separator: " "))\": which one is it?"
        let lines = [opening]
            + candidates.enumerated().map { "\($0.offset + 1). #\($0.element.bookingID) \"\($0.element.title)\" with \($0.element.otherName)" }
            + ["Type its number with your review, as in: review booking \(candidates[0].bookingID) \(rating) stars" + (text.isEmpty ? "" : " " + text)]
        return Reply(
            intent: "review", lines: lines,
            data: .object([("bookings", .array(candidates.map { .int(Int($0.bookingID)) }))]))
    }
}
