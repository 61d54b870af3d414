import Marketplace

/// Finding things to rent: categories, search and its pages, a listing's details, free times and reviews, the
/// map, and people's public profiles.
struct DiscoveryHandlers: Sendable {
    let listings: Listings
    let listingSearch: ListingSearch
    let places: Places
    let availability: ListingAvailability
    let reviews: Reviews
    let profiles: Profiles
    let follows: Follows
    let configuration: BotConfiguration
}
