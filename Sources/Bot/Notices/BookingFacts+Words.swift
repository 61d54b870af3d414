import Marketplace

/// The bot's words for news of a booking, as each side is told it.
extension BookingFacts {
    func sentence(_ news: BookingNews, to recipient: BookingParty, now: Int64) -> String {
        let what = "\"\(title)\" on \(TimeSpanText.format(interval, in: ZonedCalendar(identifier: timeZone), now: now))"
        let price = PriceText.exact(cents: totalCents)
        let request = kind == .viewing ? "viewing of" : "booking of"
        let refunded = totalCents > 0 ? " Your \(price) is back in your balance." : ""
        switch (news, recipient) {
        case (.requested, _):
            return kind == .viewing
                ? "\(renter) asked to view \(what): type requests to answer."
                : "\(renter) asked to book \(what) for \(price): type requests to answer."
        case (.booked, _):
            return "\(renter) booked \(what) for \(price)."
        case (.approved, _):
            return "\(owner) approved your \(request) \(what)."
        case (.declined(slotTaken: true), _):
            return "\(owner) declined your request for \(what): another request got that time. Your \(price) is back in your balance."
        case (.declined(slotTaken: false), _):
            return "\(owner) declined your \(request) \(what).\(refunded)"
        case (.cancelled, let recipient):
            let refund = totalCents > 0 ? " \(price) went back to \(renter)'s balance." : ""
            return recipient == .owner
                ? "\(renter) cancelled the \(request) \(what).\(refund)"
                : "\(owner) cancelled your \(request) \(what).\(refund)"
        case (.expired, .renter):
            return "Your \(request) \(what) expired: \(owner) didn't answer in time.\(refunded)"
        case (.expired, .owner):
            return "The request from \(renter) for \(what) expired unanswered."
        case (.starting, .renter):
            return "Your \(request) \(what) starts within the hour."
        case (.starting, .owner):
            return "\(renter)'s \(request) \(what) starts within the hour."
        case (.completed, .renter):
            return "Your booking of \(what) is complete: \(reviewInvitation)"
        case (.completed(let paidCents), .owner):
            let fee = totalCents - paidCents
            let added = fee == 0
                ? "\(price) was added"
                : "\(PriceText.exact(cents: paidCents)) (\(price) less the \(PriceText.exact(cents: fee)) fee) was added"
            return "\(renter)'s booking of \(what) is complete and \(added) to your balance: \(reviewInvitation)"
        case (.reviewed(let bothShown), let recipient):
            let author = name(of: recipient == .owner ? .renter : .owner)
            return bothShown
                ? "\(author) reviewed you for \(what): both reviews are now shown, type reviews of @\(name(of: recipient)) to read them."
                : "\(author) reviewed you for \(what): it's shown once you review them too, or in 14 days. Type review booking \(id) and a rating."
        }
    }

    private var reviewInvitation: String {
        "review each other within 14 days, as in: review booking \(id) 5 stars and a few words"
    }
}
