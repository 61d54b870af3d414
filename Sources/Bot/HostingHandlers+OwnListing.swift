import Intents
import Marketplace

extension HostingHandlers {
    /// The listing of `user`'s named: by reference, or by the words of its title ("hide my kayak"), which must fit
    /// exactly one of their listings. A name never falls back to the listing last shown.
    func ownListingID(_ listing: Command.OwnListing, for user: Member, in session: Session) async throws -> Int64 {
        switch listing {
        case .reference(let reference): return try session.listingID(reference)
        case .named(let name): return try await ownListingID(named: name, for: user)
        }
    }

    /// The listing of `user`'s named, refused when the reference names someone else's.
    func ownListing(_ listing: Command.OwnListing, for user: Member, in session: Session) async throws -> Listing {
        let details = try await listings.details(of: try await ownListingID(listing, for: user, in: session), for: user.id)
        guard details.listing.ownerId == user.id else { throw Refusal.notYourListing }
        return details.listing
    }

    /// The one listing of `user`'s whose title, street, town, neighborhood or ZIP code, with its type, hold every word
    /// of `name`: "the berkeley house", "my castro st room", "the basement in 94117".
    private func ownListingID(named name: String, for user: Member) async throws -> Int64 {
        let words = ListingNameWords.said(name)
        let fitting = try await listings.owned(by: user.id).filter { listing in
            let title = ListingNameWords.of(listing)
            return words.allSatisfy { word in title.contains(word) || listing.type.map { Taxonomy.word(word, names: $0) } == true }
        }
        switch fitting.count {
        case 1: return fitting[0].id!
        case 0: throw Refusal.noOwnListing(named: name)
        default: throw Refusal.severalOwnListings(named: name, count: fitting.count)
        }
    }
}
