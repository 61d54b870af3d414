import Marketplace

/// Renting: quotes and bookings, viewings, answering and cancelling requests, reviews after a stay, the wallet,
/// and the notices all of these leave.
struct BookingHandlers: Sendable {
    let bookings: Bookings
    let availability: ListingAvailability
    let wallet: Wallet
    let listings: Listings
    let listingSearch: ListingSearch
    let places: Places
    let reviews: Reviews
    let profiles: Profiles
    let notifications: Notifications
    let hub: EventHub
    let sweep: BookingSweep
    let configuration: BotConfiguration
}
