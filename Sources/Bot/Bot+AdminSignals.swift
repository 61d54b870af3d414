import Marketplace

/// Acting on what admins did from the console: notices pushed live, banned users' connections closed.
extension Bot {
    /// Follows signals left from now on; call once before the server takes connections.
    public func startFollowingAdminSignals() async throws {
        try await adminSignals.start()
    }

    /// Looks for signals every `interval` until the task is cancelled, so idle users hear at once too.
    public func followAdminSignals(every interval: Duration) async {
        while (try? await Task.sleep(for: interval)) != nil {
            await adminSignals.catchUp()
        }
    }

    /// What a signal from the console does on this server.
    static func apply(_ signal: ServerSignal, hub: EventHub) {
        switch signal {
        case .notify(let notice):
            hub.tell([notice])
        case .disconnect(let userID, let reason):
            hub.disconnectUser(userID, after: PushedEvent(name: "suspended", text: NoticeEvent.suspension(reason: reason)))
        }
    }
}
