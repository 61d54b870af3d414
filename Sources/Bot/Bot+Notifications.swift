import Foundation
import Intents
import Marketplace

/// Telling people what happened: live to every open connection, and kept for `notifications`.
extension Bot {
    /// Moves bookings on to the current time and tells whom it concerns; a failure is logged, never shown.
    public func sweepAndTell() async {
        await sweep()
    }

    func listNotifications(for user: Member, in session: inout Session) async throws -> Reply {
        await sweep()
        let entries = try await notifications.read(by: user.id)
        guard !entries.isEmpty else { return Reply(intent: "notifications", lines: ["No notifications yet."]) }
        let calendar = ZonedCalendar(configuration.timeZone)
        let lines = entries.map { entry -> String in
            let time = calendar.local(entry.at)
            return "\(entry.isNew ? "new" : "   ") \(TimeSpanText.day(time)), \(TimeSpanText.clock(time.minutes)) · \(entry.text)"
        }
        return Reply(
            intent: "notifications", lines: ["Your notifications, newest first:"] + lines,
            data: .array(entries.map {
                .object([("kind", .string($0.kind)), ("text", .string($0.text)), ("new", .bool($0.isNew)), ("at", .string(BookingText.isoUTC($0.at)))])
            }))
    }

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
