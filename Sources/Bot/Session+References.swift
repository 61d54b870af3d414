import Intents
import Marketplace

/// What a reference names in the lists this connection was shown last, and who is logged in on it.
extension Session {
    /// The listing a reference names: a position in the last list, a listing number, or the one last opened. A
    /// number alone is the listing of that number when a reply showed that number last, and no position names another.
    func listingID(_ reference: Command.Reference?) throws -> Int64 {
        try Session.pick(
            reference, ids: shown.ids, focus: shown.focus, seen: Set(shown.numberSeen.map { [$0] } ?? []), unfocused: .whichListing,
            list: .listings)
    }

    /// The booking a reference names: a position in the last booking list, a booking number, or the last one acted on.
    /// A number alone may be a booking number shown ("#5" in the list, or in "Requested: #5"): it is that booking
    /// when no position names another, and the bot asks when one does.
    func bookingID(_ reference: Command.Reference?) throws -> Int64 {
        try Session.pick(
            reference, ids: bookings.ids, focus: bookings.focus, seen: bookings.numbersSeen, unfocused: .whichBooking, list: .bookings)
    }

    /// The post a reference names: a position in the last feed shown, or the post last opened. People never see
    /// a post's record number, so "post 2" is the second in the feed too.
    func postID(_ reference: Command.Reference?) throws -> Int64 {
        try Session.pick(Session.positional(reference), ids: social.posts, focus: social.postFocus, unfocused: .whichPost, list: .posts)
    }

    /// The spot a reference names: a position in the last list of spots, or the spot last pinned or opened.
    func spotID(_ reference: Command.Reference?) throws -> Int64 {
        try Session.pick(Session.positional(reference), ids: social.spots, focus: social.spotFocus, unfocused: .whichSpot, list: .spots)
    }

    /// A record number read as a position, for lists whose records have no number people see.
    static func positional(_ reference: Command.Reference?) -> Command.Reference? {
        switch reference {
        case .id(let number)?, .number(let number)?: .index(number)
        default: reference
        }
    }

    /// A position in `ids` (negative counts from the end), a record number as given, or `focus` for "it" (the only
    /// item of a list of one when none is in focus). A number
    /// alone is the record of that number when it is among `seen` and no position names another record; when one
    /// does, the person is asked which they meant.
    static func pick(
        _ reference: Command.Reference?, ids: [Int64], focus: Int64?, seen: Set<Int64> = [], unfocused: Refusal,
        list: Refusal.ShownList
    ) throws -> Int64 {
        switch reference {
        case .number(let number):
            let record = Int64(number)
            let atPosition = ids.indices.contains(number - 1) ? ids[number - 1] : nil
            guard seen.contains(record) else { return try pick(.index(number), ids: ids, focus: focus, unfocused: unfocused, list: list) }
            if let atPosition, atPosition != record { throw Refusal.twoMeanings(number, record: record, atPosition: atPosition, in: list) }
            return record
        case .index(let index):
            let position = index < 0 ? ids.count + index + 1 : index
            guard ids.indices.contains(position - 1) else { throw Refusal.noSuchPosition(index, count: ids.count, in: list) }
            return ids[position - 1]
        case .id(let id):
            return Int64(id)
        case .it, nil:
            if let focus { return focus }
            guard ids.count == 1 else { throw unfocused }
            return ids[0]
        }
    }

    /// The saved adventure a position past the listings of the favorites list names ("show 3" after two listings).
    func savedAdventure(_ reference: Command.Reference?) -> Int64? {
        guard social.latest == .listings, let position = reference?.position else { return nil }
        let index = position - shown.ids.count - 1
        return shown.adventures.indices.contains(index) ? shown.adventures[index] : nil
    }

    /// How many items the list shown last holds, whatever its kind.
    var shownCount: Int {
        switch social.latest {
        case .listings, .adventure: shown.ids.count + shown.adventures.count
        case .bookings: bookings.ids.count
        case .posts: social.posts.count
        case .comments: social.comments.count
        case .spots: social.spots.count
        case .conversation: social.cards.count
        }
    }

    /// The person logged in, or the refusal that says to log in first.
    func signedIn() throws -> Member {
        guard let account, let id = account.id else { throw Refusal.notLoggedIn }
        return Member(id: id, name: account.username)
    }

    /// What a reference names in the list shown last: a listing, a post, a spot, a shared card or the adventure.
    func sharedThing(_ reference: Command.Reference?) throws -> (kind: Card.Kind, id: Int64) {
        switch social.latest {
        case .listings:
            if let adventure = savedAdventure(reference) { return (.adventure, adventure) }
            return (.listing, try listingID(reference))
        case .bookings: throw Refusal.shareABooking
        case .posts, .comments: return (.post, try postID(reference))
        case .spots: return (.spot, try spotID(reference))
        case .conversation:
            guard let index = reference?.position else { throw Refusal.whichCard }
            guard social.cards.indices.contains(index - 1) else {
                throw Refusal.noSuchPosition(index, count: social.cards.count, in: .cards)
            }
            return (social.cards[index - 1].kind, social.cards[index - 1].id)
        case .adventure:
            guard let adventure = social.adventure, reference == nil || reference == .it else {
                return (.listing, try listingID(reference))
            }
            return (.adventure, adventure)
        }
    }
}
