import Intents
import Marketplace

/// The notices kept for a person, newest first.
extension BookingHandlers {
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
}
