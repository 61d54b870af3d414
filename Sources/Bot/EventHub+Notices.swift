import Marketplace

extension EventHub {
    /// Pushes stored notices to their recipients' open connections.
    func tell(_ notices: [Notice]) {
        for notice in notices { push(Self.event(for: notice), to: notice.userID) }
    }

    static func event(for notice: Notice) -> PushedEvent {
        PushedEvent(
            name: notice.kind, text: notice.text,
            data: .object([("kind", .string(notice.kind)), ("text", .string(notice.text))]))
    }
}
