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
            let description = BookingDescription(words + [person].compactMap { $0 })
            let reviewable = try await bookings.reviewable(by: user.id)
            let fitting = reviewable.filter(description.fits)
            guard fitting.count == 1 else {
                guard !reviewable.isEmpty else { throw person.map(ReviewError.noCompletedBooking) ?? ReviewError.nothingToReview }
                let unmatched = fitting.isEmpty ? description.said : ""
                return whichToReview(fitting.isEmpty ? reviewable : fitting, unmatched: unmatched, rating: rating, text: text, for: user, in: &session)
            }
            id = fitting[0].booking.id!
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

    /// Lists the bookings a review could be of, so the person picks one; `unmatched` is the description that fit none.
    private func whichToReview(
        _ candidates: [Bookings.Entry], unmatched: String, rating: Int, text: String, for user: Member, in session: inout Session
    ) -> Reply {
        listBookings(
            candidates, intent: "review",
            heading: unmatched.isEmpty ? "Which booking is your review of?" : "None of your bookings to review fits \"\(unmatched)\": which one is it?",
            line: line(for: user),
            footer: { _ in "Type its number with your review, as in: review booking \(candidates[0].booking.id!) \(rating) stars" + (text.isEmpty ? "" : " " + text) },
            whenEmpty: "", in: &session)
    }
}
