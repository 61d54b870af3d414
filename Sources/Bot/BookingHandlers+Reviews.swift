import Intents
import Marketplace

/// Reviewing the other side of a completed booking.
extension BookingHandlers {
    func review(
        _ target: Command.ReviewTarget, rating: Int?, text: String, for user: Member, in session: inout Session
    ) async throws -> Reply {
        guard let rating else { throw ReviewError.missingRating }
        let id = switch target {
        case .with(let name): try await reviews.reviewableBooking(by: user.id, with: name)
        case .booking(let reference): try session.bookingID(reference)
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
}
