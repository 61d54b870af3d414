/// What a notice tells, as facts for a front end to word. Stored as JSON, so a case or label, once shipped, is
/// never renamed.
public enum NoticeEvent: Codable, Sendable, Equatable {
    /// News of a booking, for one side of it.
    case booking(BookingFacts, BookingNews, to: BookingParty)
    case followed(by: String)
    case liked(PostGist, by: String)
    case commented(PostGist, by: String, text: String)
    /// A moderator acted on something the recipient wrote, or that was written about them.
    case moderated(ModeratedThing, ModerationAction, reason: String)
    /// A moderator let something waiting for approval be seen.
    case approved(ModeratedThing)
    case unbanned
    /// A moderator closed the recipient's report of a `subject` (listing, user, message…), acting on it or not.
    case reportClosed(subject: String, actedOn: Bool)

    /// A stable name for programs: `request`, `booked`, `approved`, `declined`, `cancelled`, `expired`,
    /// `starting`, `completed`, `review`, `follow`, `like`, `comment`, `listing_hidden`, `listing_approved`,
    /// `unbanned`, `report_closed` and the like.
    public var kind: String {
        switch self {
        case .booking(_, let news, _): news.kind
        case .followed: "follow"
        case .liked: "like"
        case .commented: "comment"
        case .moderated(let thing, let action, _): "\(thing.kind.rawValue)_\(action.noticeState)"
        case .approved(let thing): "\(thing.kind.rawValue)_approved"
        case .unbanned: "unbanned"
        case .reportClosed: "report_closed"
        }
    }
}

/// What happened to a booking, as one side is told it.
public enum BookingNews: Codable, Sendable, Equatable {
    /// A request waiting for the owner's answer.
    case requested
    /// Booked at once, on an instant-book listing.
    case booked
    case approved
    /// Declined by the owner, or because the owner approved another request for that time.
    case declined(slotTaken: Bool)
    /// Cancelled by the other side.
    case cancelled
    /// Not answered in time.
    case expired
    /// Starts within the hour.
    case starting
    /// Ended; `paidCents` went to the owner, the total less the platform's fee.
    case completed(paidCents: Int)
    /// The other side reviewed the recipient; `bothShown` when that published both reviews.
    case reviewed(bothShown: Bool)
    /// A lease's rent for `month` was taken; `paidCents` went to the owner, the rent less the platform's fee.
    case rentPaid(month: Int, rentCents: Int, paidCents: Int)
    /// A lease's rent for `month` couldn't be taken; it is tried again daily, `retriesLeft` more times.
    case rentMissed(month: Int, rentCents: Int, retriesLeft: Int)
    /// A lease's rent for `month` went unpaid after a week of tries.
    case rentUnpaid(month: Int, rentCents: Int)
    /// A lease ended; its deposit, if any, goes back to the renter at `depositBackAt` unless the owner claims part.
    case leaseEnded(depositCents: Int, depositBackAt: Int64?)
    /// One side gave notice: the lease now ends at `endAt`.
    case noticeGiven(by: BookingParty, endAt: Int64)
    /// No claim came in time: the whole deposit went back to the renter.
    case depositReturned(cents: Int)
    /// The owner claimed `claimCents` of the deposit for `reason`; `returnedCents`, the rest, went back at once.
    case depositClaimed(claimCents: Int, reason: String, returnedCents: Int)
    /// An admin decided the owner's claim: `allowed` paid it to the owner, otherwise it went back to the renter.
    case claimDecided(claimCents: Int, allowed: Bool, note: String)

    var kind: String {
        switch self {
        case .requested: "request"
        case .booked: "booked"
        case .approved: "approved"
        case .declined: "declined"
        case .cancelled: "cancelled"
        case .expired: "expired"
        case .starting: "starting"
        case .completed: "completed"
        case .reviewed: "review"
        case .rentPaid: "rent_paid"
        case .rentMissed: "rent_missed"
        case .rentUnpaid: "rent_unpaid"
        case .leaseEnded: "lease_ended"
        case .noticeGiven: "lease_notice"
        case .depositReturned: "deposit_returned"
        case .depositClaimed: "deposit_claimed"
        case .claimDecided: "claim_decided"
        }
    }
}

/// One side of a booking.
public enum BookingParty: String, Codable, Sendable {
    case renter, owner
}
