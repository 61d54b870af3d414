import Intents
import Marketplace

/// A listing described rather than numbered, with its owner's name looked up: what "chen's tennis rackets" is
/// matched by, among a list in view or the person's favorites.
struct ListingDescription {
    let owner: Int64?
    let words: [String]
    /// How replies quote the description: "chen's tennis rackets".
    let name: String

    /// Refused when the owner named is nobody.
    init(_ described: Command.ListingDescribed, profiles: Profiles) async throws {
        var owner: Int64?
        if let name = described.owner {
            guard let profile = try await profiles.profile(named: name) else {
                throw SocialError.noOneCalled(name)
            }
            owner = profile.id
        }
        self.init(owner: owner, words: described.words, name: ([described.owner.map { "\($0)'s" }].compactMap { $0 } + described.words).joined(separator: " "))
    }

    init(owner: Int64?, words: [String], name: String) {
        (self.owner, self.words, self.name) = (owner, words, name)
    }

    /// The named owner's listings open to booking that the description fits; none when it names no owner.
    func ownersOpenListings(in listings: Listings) async throws -> [Listing] {
        guard let owner else { return [] }
        return try await listings.owned(by: owner).filter { $0.status == .active && fits($0) }
    }

    /// True when `listing` is the owner's, if one was named, and its title, type, category or where it is (its
    /// street, town, neighborhood or ZIP code) holds every word: "the folsom st apartment", "the berkeley tent".
    func fits(_ listing: Listing) -> Bool {
        guard owner == nil || listing.ownerId == owner else { return false }
        let said = WordStems.of([listing.type ?? "", listing.category].joined(separator: " ")).union(ListingNameWords.of(listing))
        return words.allSatisfy { word in ListingNameWords.said(word).allSatisfy(said.contains) }
    }
}
