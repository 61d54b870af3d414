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
            await followAdminSignals()
        }
    }

    /// Acts on the signals left since the last look; returns the users whose connections it closed.
    /// A failure is logged: the next look tries again.
    @discardableResult
    public func followAdminSignals() async -> Set<Int64> {
        var disconnected: Set<Int64> = []
        do {
            for signal in try await adminSignals.next() {
                switch signal {
                case .notify(let notice):
                    tell([notice])
                case .disconnect(let userID, let text):
                    disconnected.insert(userID)
                    hub.disconnectUser(userID, after: PushedEvent(name: "suspended", text: text))
                }
            }
        } catch {
            logger.error("reading admin signals failed", metadata: ["error": "\(error)"])
        }
        return disconnected
    }
}
