import Marketplace

/// Going somewhere: pinned spots, "surprise me" and its adventures, and the favorites that keep listings and
/// adventures for later.
struct AdventureHandlers: Sendable {
    let spots: Spots
    let adventures: Adventures
    let favorites: Favorites
    let listings: Listings
    let listingSearch: ListingSearch
    let places: Places
    let profiles: Profiles
    let configuration: BotConfiguration
}
