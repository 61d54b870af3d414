import Intents
import Marketplace

extension EventHub {
    /// Pushes stored notices, told at `now`, to their recipients' open connections.
    func tell(_ notices: [Notice], now: Int64) {
        for notice in notices { push(Self.event(for: notice, now: now), to: notice.userID) }
    }

    static func event(for notice: Notice, now: Int64) -> PushedEvent {
        let text = notice.event.sentence(now: now)
        var data: [(String, JSONValue)] = [("kind", .string(notice.kind)), ("text", .string(text))]
        if let booking = notice.bookingID { data.append(("booking", .int(Int(booking)))) }
        return PushedEvent(
            name: notice.kind, text: text, data: .object(data), bookingID: notice.bookingID, otherParty: notice.otherParty)
    }
}
