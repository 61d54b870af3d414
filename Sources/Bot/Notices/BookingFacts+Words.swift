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
            if let monthlyCents {
                return "\(renter) asked to rent \(what) at \(PriceText.exact(cents: monthlyCents)) a month: type requests to answer."
            }
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
            return "\(renter)'s booking of \(what) is complete and \(Self.added(paidCents, of: totalCents)) to your balance: \(reviewInvitation)"
        case (.rentPaid(1, let rentCents, _), .renter):
            return "Your lease of \(what) has started: the first month's \(PriceText.exact(cents: rentCents)) went to \(owner)."
        case (.rentPaid(let month, let rentCents, _), .renter):
            return "Month \(month) of \(months ?? month) of \(what): \(PriceText.exact(cents: rentCents)) was taken from your balance and paid to \(owner)."
        case (.rentPaid(let month, let rentCents, let paidCents), .owner):
            return "\(renter) paid month \(month) of \(months ?? month) of \(what): \(Self.added(paidCents, of: rentCents)) to your balance."
        case (.rentMissed(let month, let rentCents, let left), .renter):
            return "Month \(month)'s rent of \(what), \(PriceText.exact(cents: rentCents)), couldn't be taken: your balance is short. Top up; I'll try again daily, \(DurationText.plural(left, "more time"))."
        case (.rentMissed(let month, let rentCents, let left), .owner):
            return "\(renter)'s rent for month \(month) of \(what), \(PriceText.exact(cents: rentCents)), couldn't be taken; I'll try again daily, \(DurationText.plural(left, "more time")), and tell you."
        case (.rentUnpaid(let month, let rentCents), .renter):
            return "Month \(month)'s rent of \(what), \(PriceText.exact(cents: rentCents)), went unpaid after a week of tries: talk to \(owner), as in: message @\(owner) and a few words."
        case (.rentUnpaid(let month, let rentCents), .owner):
            return "\(renter)'s rent for month \(month) of \(what), \(PriceText.exact(cents: rentCents)), went unpaid after a week of tries: message @\(renter) to sort it out."
        case (.leaseEnded(let depositCents, let backAt?), .renter) where depositCents > 0:
            return "Your lease of \(what) has ended: your \(PriceText.exact(cents: depositCents)) deposit comes back on \(day(backAt, now: now)) unless \(owner) claims part of it. Please \(reviewInvitation)"
        case (.leaseEnded(let depositCents, let backAt?), .owner) where depositCents > 0:
            return "\(renter)'s lease of \(what) has ended: the \(PriceText.exact(cents: depositCents)) deposit goes back to \(renter) on \(day(backAt, now: now)) unless you claim part of it, as in: claim $100 of the deposit of booking \(id) for a broken window. Please \(reviewInvitation)"
        case (.leaseEnded, .renter):
            return "Your lease of \(what) has ended: \(reviewInvitation)"
        case (.leaseEnded, .owner):
            return "\(renter)'s lease of \(what) has ended: \(reviewInvitation)"
        case (.noticeGiven(.renter, let endAt), _):
            return "\(renter) gave notice on the lease of \(what): it now ends on \(day(endAt, now: now)), and rent falls due until then."
        case (.noticeGiven(.owner, let endAt), _):
            return "\(owner) gave notice on your lease of \(what): it now ends on \(day(endAt, now: now)), and rent falls due until then."
        case (.depositReturned(let cents), .renter):
            return "Your \(PriceText.exact(cents: cents)) deposit for \(what) is back in your balance."
        case (.depositReturned(let cents), .owner):
            return "\(renter)'s \(PriceText.exact(cents: cents)) deposit for \(what) went back to them: no part of it was claimed."
        case (.depositClaimed(let claimCents, let reason, let returnedCents), _):
            let rest = returnedCents > 0 ? " The rest, \(PriceText.exact(cents: returnedCents)), is back in your balance;" : ""
            return "\(owner) claims \(PriceText.exact(cents: claimCents)) of your deposit for \(what): \"\(reason)\".\(rest) an admin decides on the claim, and I'll tell you."
        case (.claimDecided(let claimCents, true, let note), .renter):
            return "An admin allowed \(owner)'s claim of \(PriceText.exact(cents: claimCents)) of your deposit for \(what): it went to \(owner).\(Self.adminNote(note))"
        case (.claimDecided(let claimCents, false, let note), .renter):
            return "An admin refused \(owner)'s claim of \(PriceText.exact(cents: claimCents)) of your deposit for \(what): it's back in your balance.\(Self.adminNote(note))"
        case (.claimDecided(let claimCents, true, let note), .owner):
            return "An admin allowed your claim of \(PriceText.exact(cents: claimCents)) of \(renter)'s deposit for \(what): it was added to your balance.\(Self.adminNote(note))"
        case (.claimDecided(let claimCents, false, let note), .owner):
            return "An admin refused your claim of \(PriceText.exact(cents: claimCents)) of \(renter)'s deposit for \(what): it went back to \(renter).\(Self.adminNote(note))"
        case (.reviewed(let bothShown), let recipient):
            let author = name(of: recipient == .owner ? .renter : .owner)
            return bothShown
                ? "\(author) reviewed you for \(what): both reviews are now shown, type reviews of @\(name(of: recipient)) to read them."
                : "\(author) reviewed you for \(what): it's shown once you review them too, or in 14 days. Type review booking \(id) and a rating."
        }
    }

    private func day(_ seconds: Int64, now: Int64) -> String {
        let calendar = ZonedCalendar(identifier: timeZone)
        return TimeSpanText.day(calendar.local(seconds), thisYear: calendar.local(now).year)
    }

    private static func adminNote(_ note: String) -> String {
        note.isEmpty ? "" : " Their note: \"\(note)\"."
    }

    /// "$4.00 was added", or with the fee that was kept: "$3.88 ($4.00 less the $0.12 fee) was added".
    private static func added(_ paidCents: Int, of cents: Int) -> String {
        let fee = cents - paidCents
        return fee == 0
            ? "\(PriceText.exact(cents: cents)) was added"
            : "\(PriceText.exact(cents: paidCents)) (\(PriceText.exact(cents: cents)) less the \(PriceText.exact(cents: fee)) fee) was added"
    }

    private var reviewInvitation: String {
        "review each other within 14 days, as in: review booking \(id) 5 stars and a few words"
    }
}
