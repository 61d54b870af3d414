import Marketplace

/// People together: posts, the feed, likes and comments, following, blocking, messages and shared cards,
/// reports to the moderators, and one's own profile.
struct SocialHandlers: Sendable {
    let posts: Posts
    let feed: Feed
    let follows: Follows
    let blocks: Blocks
    let messages: Messages
    let reports: Reports
    let profiles: Profiles
    let places: Places
    let hub: EventHub
    let configuration: BotConfiguration
}
