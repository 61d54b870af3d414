import Intents
import Marketplace

/// A home's owner keeping part of an ended lease's deposit: the bot names the lease, the amount and the reason and
/// acts only on a yes, since the rest goes back to the renter at once and an admin decides on the claim.
struct DepositClaim: Sendable, Equatable {
    let id: Int64
    let cents: Int
    let reason: String
    /// "bob's lease #1 of "1-bedroom apartment"".
    let named: String
}

extension BookingHandlers {
    func askToClaimDeposit(
        _ reference: Command.Reference?, amount: Money?, reason: String, for user: Member, in session: inout Session
    ) async throws -> Reply {
        guard let amount else { throw Refusal.claimNeeds }
        let id = try await claimedBookingID(reference, for: user, in: session)
        guard let entry = try await bookings.entry(id), entry.booking.ownerId == user.id || entry.booking.renterId == user.id else {
            throw BookingError.notFound
        }
        guard !reason.isEmpty else { throw Refusal.claimNeeds }
        try await bookings.checkClaim(id, cents: amount.cents, reason: reason, by: user.id)
        let named = "\(entry.renterName)'s lease #\(id) of \"\(entry.title)\""
        session.bookings.focus = id
        session.prompt = .depositClaim(DepositClaim(id: id, cents: amount.cents, reason: reason, named: named))
        return Reply(
            intent: "claim_deposit",
            lines: [
                "Keep \(PriceText.exact(cents: amount.cents)) of the deposit of \(named) for \"\(reason)\"?",
                "The rest goes back to \(entry.renterName) at once, and an admin decides on the claim.",
                "Type yes to claim it, or no to leave the deposit as it is.",
            ])
    }

    /// The lease named, or else the one lease of the owner's that ended with its deposit still held.
    private func claimedBookingID(_ reference: Command.Reference?, for user: Member, in session: Session) async throws -> Int64 {
        if let reference { return try session.bookingID(reference) }
        let held = try await bookings.depositsHeld(ownedBy: user.id)
        switch held.count {
        case 1: return held[0]
        case 0:
            throw Refusal(
                code: "no_deposit_to_claim",
                message: "None of your leases has ended with its deposit still held: a claim is made within \(Lease.claimDays) days of a lease's end.")
        default:
            throw Refusal(
                code: "which_booking",
                message: "Leases \(held.map { "#\($0)" }.joined(separator: ", ")) have deposits held: say which, as in: claim $100 of the deposit of booking \(held[0]) for a broken window")
        }
    }

    /// Answers "Keep … of the deposit …?": yes claims; no leaves it; nil for anything else.
    func answerDepositClaim(_ claim: DepositClaim, saying command: Command, in session: inout Session) async throws -> Reply? {
        switch command {
        case .confirm:
            let user = try session.signedIn()
            let outcome = try await bookings.claimDeposit(claim.id, cents: claim.cents, reason: claim.reason, by: user.id)
            hub.tell(outcome.notices, now: configuration.clock.now().unixSeconds)
            let returned = (outcome.lease?.depositCents ?? claim.cents) - claim.cents
            let rest = returned > 0 ? " The other \(PriceText.exact(cents: returned)) went back to the renter." : ""
            return Reply(
                intent: "claim_deposit",
                lines: ["Claimed \(PriceText.exact(cents: claim.cents)) of the deposit of \(claim.named).\(rest) An admin decides on the claim; I'll tell you here."])
        case .deny:
            return Reply(intent: "deny", lines: ["Nothing was claimed: the deposit stays as it was."])
        default:
            return nil
        }
    }
}
