import Marketplace

/// Acting on what admins did from the console: notices pushed live, banned users' connections closed.
extension Bot {
    /// Follows signals left from now on; call once before the server takes connections.
    public func startFollowingAdminSignals() async throws {
        try await adminSignals.start()
    }

    /// Acts on every signal the console left before this call.
    public func catchUpWithAdminSignals() async {
        await withTaskExecutorPreference(requestExecutor) { _ = await adminSignals.catchUp() }
    }

    /// Looks for signals every `interval` until the task is cancelled, so idle users hear at once too.
    public func followAdminSignals(every interval: Duration) async {
        await withTaskExecutorPreference(requestExecutor) {
            while (try? await Task.sleep(for: interval)) != nil {
                await adminSignals.catchUp()
            }
        }
    }

    /// Starts hearing the other servers sharing the database, if any (none on SQLite): their events reach this
    /// server's connections, and the console's doorbell has this server read the signals at once. Call once before
    /// the server takes connections; the database's `close()` stops it.
    public func startHearingOtherServers() async throws {
        guard let channel = configuration.database.serverChannel else { return }
        try await channel.start { [hub, adminSignals, logger, requestExecutor] kind, text in
            switch kind {
            case .event:
                guard let event = ChannelEventRelay.event(announced: text) else {
                    return logger.warning("an event from another server could not be read")
                }
                hub.deliverHere(event)
            case .signals:
                Task(executorPreference: requestExecutor) { await adminSignals.catchUp() }
            }
        }
    }

    /// What a signal from the console does on this server (every server reads the signals for itself).
    static func apply(_ signal: ServerSignal, hub: EventHub, now: Int64) {
        switch signal {
        case .notify(let notice):
            hub.deliverHere(.push(EventHub.event(for: notice, now: now), to: notice.userID))
        case .disconnect(let userID, let reason):
            hub.deliverHere(
                .disconnectUser(userID, after: PushedEvent(name: "suspended", text: NoticeEvent.suspension(reason: reason))))
        }
    }
}
