import Intents
import Marketplace

extension EventHub {
    /// Pushes stored notices to their recipients' open connections.
    func tell(_ notices: [Notice]) {
        for notice in notices { push(Self.event(for: notice), to: notice.userID) }
    }

    static func event(for notice: Notice) -> PushedEvent {
        let text = notice.event.sentence
        var data: [(String, JSONValue)] = [("kind", .string(notice.kind)), ("text", .string(text))]
        if let booking = notice.bookingID { data.append(("booking", .int(Int(booking)))) }
        return PushedEvent(
            name: notice.kind, text: text, data: .object(data), bookingID: notice.bookingID, otherParty: notice.otherParty)
    }
}
