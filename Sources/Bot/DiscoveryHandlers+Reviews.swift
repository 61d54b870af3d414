import Foundation
import Intents
import Marketplace

/// Reading reviews of people and listings.
extension DiscoveryHandlers {
    func showReviews(of subject: Command.ReviewsOf, in session: inout Session) async throws -> Reply {
        let reference: Command.Reference?
        switch subject {
        case .person(let name): return try await reviewsOf(name)
        case .unnamed:
            if let name = session.account?.username { return try await reviewsOf(name) }
            reference = nil
        case .listing(let named): reference = named
        case .listingNamed(let words): reference = .id(Int(try await ListingNamedInView.find(words, doing: "reviews of", in: session, listings: listings)))
        }
        let id = try session.listingID(reference)
        let listing = try await listings.details(of: id, for: session.account?.id).listing
        session.shown.focus = id
        return reviewsReply(try await reviews.about(listing: id), of: "\"\(listing.title)\"")
    }

    private func reviewsOf(_ name: String) async throws -> Reply {
        guard let summary = try await reviews.about(user: name) else {
            return .failure(intent: "show_reviews", code: "unknown_user", "There's no one called \(name): check the spelling of the username.")
        }
        return reviewsReply(summary, of: name)
    }

    private func reviewsReply(_ summary: Reviews.Summary, of subject: String) -> Reply {
        guard let average = summary.average, summary.count > 0 else {
            return Reply(
                intent: "show_reviews", lines: ["No reviews of \(subject) yet."],
                data: .object([("count", .int(0)), ("reviews", .array([]))]))
        }
        let calendar = ZonedCalendar(configuration.timeZone)
        let thisYear = calendar.local(configuration.clock.now().unixSeconds).year
        let heading = String(format: "Reviews of %@: ★%.1f from %d review%@", subject, average, summary.count, summary.count == 1 ? "" : "s")
        let lines = summary.latest.map { entry in
            let stars = String(repeating: "★", count: entry.rating) + String(repeating: "☆", count: 5 - entry.rating)
            let day = TimeSpanText.day(calendar.local(entry.at), thisYear: thisYear)
            return "\(stars) \(entry.authorName), \(day)\(entry.text.isEmpty ? "" : ": \(entry.text)")"
        }
        return Reply(
            intent: "show_reviews", lines: [heading] + lines,
            data: .object([
                ("count", .int(summary.count)), ("average", .double((average * 10).rounded() / 10)),
                ("reviews", .array(summary.latest.map {
                    .object([("author", .string($0.authorName)), ("rating", .int($0.rating)), ("text", .string($0.text))])
                })),
            ]))
    }
}
