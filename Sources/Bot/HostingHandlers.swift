import Marketplace

/// An owner's side: listing something in one line or through the wizard, and changing, pausing, removing and
/// setting the hours of their own listings.
struct HostingHandlers: Sendable {
    let listings: Listings
    let places: Places
    let availability: ListingAvailability
    let configuration: BotConfiguration
}
