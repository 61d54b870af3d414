import Intents
import Marketplace

extension Bot {
    /// The listing a reference names: a position in the last list, a listing number, or the one last opened.
    func listingID(_ reference: Slots.Reference?, in session: Session) throws -> Int64 {
        try Self.pick(
            reference, ids: session.shown.ids, focus: session.shown.focus, unfocused: .whichListing, list: .listings)
    }

    /// The listing of `user`'s named: by reference, or by the words of its title ("hide my kayak"), which must fit
    /// exactly one of their listings. A name never falls back to the listing last shown.
    func ownListingID(_ listing: Command.OwnListing, for user: Member, in session: Session) async throws -> Int64 {
        switch listing {
        case .reference(let reference): return try listingID(reference, in: session)
        case .named(let name): return try await ownListingID(named: name, for: user)
        }
    }

    private func ownListingID(named name: String, for user: Member) async throws -> Int64 {
        let words = name.split(separator: " ").map { String($0) }
        let fitting = try await listings.owned(by: user.id).filter { listing in
            let title = Set(listing.title.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init))
            return words.allSatisfy { title.contains($0) || listing.type == $0 }
        }
        switch fitting.count {
        case 1: return fitting[0].id!
        case 0: throw Refusal.noOwnListing(named: name)
        default: throw Refusal.severalOwnListings(named: name, count: fitting.count)
        }
    }

    /// The booking a reference names: a position in the last booking list, a booking number, or the last one acted on.
    func bookingID(_ reference: Slots.Reference?, in session: Session) throws -> Int64 {
        try Self.pick(
            reference, ids: session.bookings.ids, focus: session.bookings.focus, unfocused: .whichBooking, list: .bookings)
    }

    /// The post a reference names: a position in the last feed shown, or the post last opened. People never see
    /// a post's record number, so "post 2" is the second in the feed too.
    func postID(_ reference: Slots.Reference?, in session: Session) throws -> Int64 {
        try Self.pick(
            Self.positional(reference), ids: session.social.posts, focus: session.social.postFocus, unfocused: .whichPost,
            list: .posts)
    }

    /// The spot a reference names: a position in the last list of spots, or the spot last pinned or opened.
    func spotID(_ reference: Slots.Reference?, in session: Session) throws -> Int64 {
        try Self.pick(
            Self.positional(reference), ids: session.social.spots, focus: session.social.spotFocus, unfocused: .whichSpot,
            list: .spots)
    }

    /// A record number read as a position, for lists whose records have no number people see.
    static func positional(_ reference: Slots.Reference?) -> Slots.Reference? {
        guard case .id(let number)? = reference else { return reference }
        return .index(number)
    }

    /// A position in `ids` (negative counts from the end), a record number as given, or `focus` for "it".
    static func pick(
        _ reference: Slots.Reference?, ids: [Int64], focus: Int64?, unfocused: Refusal, list: Refusal.ShownList
    ) throws -> Int64 {
        switch reference {
        case .index(let index):
            let position = index < 0 ? ids.count + index + 1 : index
            guard ids.indices.contains(position - 1) else { throw Refusal.noSuchPosition(index, count: ids.count, in: list) }
            return ids[position - 1]
        case .id(let id):
            return Int64(id)
        case .it, nil:
            guard let focus else { throw unfocused }
            return focus
        }
    }

    /// The person logged in on `session`, or the refusal that says to log in first.
    func signedIn(_ session: Session) throws -> Member {
        guard let account = session.account, let id = account.id else { throw Refusal.notLoggedIn }
        return Member(id: id, name: account.username)
    }

    /// What a reference names in the list shown last: a listing, a post, a spot, a shared card or the adventure.
    func sharedThing(_ reference: Slots.Reference?, in session: Session) throws -> (kind: Card.Kind, id: Int64) {
        let social = session.social
        switch social.latest {
        case .listings: return (.listing, try listingID(reference, in: session))
        case .posts, .comments: return (.post, try postID(reference, in: session))
        case .spots: return (.spot, try spotID(reference, in: session))
        case .conversation:
            guard case .index(let index)? = reference else { throw Refusal.whichCard }
            guard social.cards.indices.contains(index - 1) else {
                throw Refusal.noSuchPosition(index, count: social.cards.count, in: .cards)
            }
            return (social.cards[index - 1].kind, social.cards[index - 1].id)
        case .adventure:
            guard let adventure = social.adventure, reference == nil || reference == .it else {
                return (.listing, try listingID(reference, in: session))
            }
            return (.adventure, adventure)
        }
    }
}
