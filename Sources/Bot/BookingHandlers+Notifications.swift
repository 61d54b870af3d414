import Intents
import Marketplace

/// The notices kept for a person, newest first.
extension BookingHandlers {
    func listNotifications(for user: Member, in session: inout Session) async throws -> Reply {
        await sweep()
        let entries = try await notifications.read(by: user.id)
        guard !entries.isEmpty else { return Reply(intent: "notifications", lines: ["No notifications yet."]) }
        let calendar = ZonedCalendar(configuration.timeZone)
        let now = configuration.clock.now().unixSeconds
        let texts = entries.map { Self.text(of: $0, now: now) }
        let thisYear = calendar.local(now).year
        let lines = zip(entries, texts).map { entry, text -> String in
            let time = calendar.local(entry.at)
            return "\(entry.isNew ? "new" : "   ") \(TimeSpanText.day(time, thisYear: thisYear)), \(TimeSpanText.clock(time.minutes)) · \(text)"
        }
        return Reply(
            intent: "notifications", lines: ["Your notifications, newest first:"] + lines,
            data: .array(zip(entries, texts).map { entry, text in
                .object([
                    ("kind", .string(entry.kind)), ("text", .string(text)), ("new", .bool(entry.isNew)),
                    ("at", .string(BookingText.isoUTC(entry.at))),
                ])
            }))
    }

    /// A stored notice in words: its facts worded now, or the sentence kept from before notices kept facts.
    private static func text(of entry: Notifications.Entry, now: Int64) -> String {
        entry.event?.sentence(now: now) ?? (entry.storedText.isEmpty ? "A \(entry.kind) notice this version can't show." : entry.storedText)
    }
}
