import Marketplace

/// What awaits a person who logs in.
extension AccountHandlers {
    /// "You have 2 new notifications" and "3 unread messages", for a login; nil when there are none. A failure
    /// to count is logged and does not stop the login.
    func unreadNotice(for user: Int64) async -> String? {
        let count: Int
        let unread: (messages: Int, senders: Int)
        do {
            count = try await notifications.unreadCount(of: user)
            unread = try await messages.unread(by: user)
        } catch {
            logger.error("counting notifications failed", metadata: ["error": "\(error)"])
            return nil
        }
        var parts: [String] = []
        if count > 0 {
            parts.append("You have \(count) new notification\(count == 1 ? "" : "s"): type notifications to read \(count == 1 ? "it" : "them").")
        }
        if unread.messages > 0 {
            parts.append("\(DurationText.plural(unread.messages, "unread message")) from \(unread.senders == 1 ? "1 person" : "\(unread.senders) people"): type inbox.")
        }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }
}
