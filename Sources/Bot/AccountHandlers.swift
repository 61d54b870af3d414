import Logging
import Marketplace

/// Signing up, logging in and out, resuming a session on another connection, and what awaits on login.
struct AccountHandlers: Sendable {
    let accounts: Accounts
    let notifications: Notifications
    let messages: Messages
    let hub: EventHub
    let configuration: BotConfiguration
    let logger: Logger
}
