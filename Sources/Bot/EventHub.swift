import Synchronization

/// Identifies one open connection for as long as the server runs.
public typealias ConnectionID = UInt64

/// Where the hub delivers events for one connection. Delivery must not wait for the client.
public protocol EventSink: Sendable {
    func deliver(_ event: PushedEvent)
    /// Stops reading from the connection; what is already being answered still finishes.
    func stopReading()
    func close()
    /// Delivers `event`, then closes the connection once it is written.
    func deliverAndClose(_ event: PushedEvent)
}

/// Routes events to every open connection of the user they concern, on this server and, through its relay, on the
/// other servers sharing the database.
///
/// Connections register from their event loops and must not wait, so the routing table sits
/// behind a mutex rather than in an actor; sinks are called after the lock is released.
public final class EventHub: Sendable {
    private struct Routes {
        var sinks: [ConnectionID: any EventSink] = [:]
        var connectionsByUser: [Int64: Set<ConnectionID>] = [:]
        var userByConnection: [ConnectionID: Int64] = [:]
        /// The login session (its token) each logged-in connection uses, so a logout can end them all.
        var sessionByConnection: [ConnectionID: String] = [:]
        var offlineWaiters: [Int64: [CheckedContinuation<Void, Never>]] = [:]

        /// Removes `connection` from its user; returns the waiters to wake if the user is now offline.
        mutating func unbind(_ connection: ConnectionID) -> [CheckedContinuation<Void, Never>] {
            sessionByConnection[connection] = nil
            guard let userID = userByConnection.removeValue(forKey: connection) else { return [] }
            connectionsByUser[userID]?.remove(connection)
            guard connectionsByUser[userID]?.isEmpty == true else { return [] }
            connectionsByUser[userID] = nil
            return offlineWaiters.removeValue(forKey: userID) ?? []
        }
    }

    private let routes = Mutex(Routes())
    private let relay: (any EventRelay)?

    public init(relay: (any EventRelay)? = nil) {
        self.relay = relay
    }

    public func connect(_ connection: ConnectionID, sink: any EventSink) {
        routes.withLock { $0.sinks[connection] = sink }
    }

    public func disconnect(_ connection: ConnectionID) {
        let waiters = routes.withLock { routes in
            routes.sinks[connection] = nil
            return routes.unbind(connection)
        }
        for waiter in waiters { waiter.resume() }
    }

    /// Marks `connection` as logged in as `userID` through the login session `session`, so it receives that
    /// user's events. A connection that has already gone (a login answered after a hang-up) is not bound.
    public func bind(_ connection: ConnectionID, to userID: Int64, session: String? = nil) {
        let waiters = routes.withLock { routes -> [CheckedContinuation<Void, Never>] in
            guard routes.sinks[connection] != nil else { return [] }
            let waiters = routes.unbind(connection)
            routes.userByConnection[connection] = userID
            routes.sessionByConnection[connection] = session
            routes.connectionsByUser[userID, default: []].insert(connection)
            return waiters
        }
        for waiter in waiters { waiter.resume() }
    }

    public func unbind(_ connection: ConnectionID) {
        for waiter in routes.withLock({ $0.unbind(connection) }) { waiter.resume() }
    }

    /// Delivers `event` to every open connection of `userID`, here and on the other servers; returns how many of this
    /// server's connections received it.
    @discardableResult
    public func push(_ event: PushedEvent, to userID: Int64) -> Int {
        relay?.relay(.push(event, to: userID))
        return pushHere(event, to: userID)
    }

    /// Tells every open connection of `userID` about `event` and closes each, here and on the other servers.
    public func disconnectUser(_ userID: Int64, after event: PushedEvent) {
        relay?.relay(.disconnectUser(userID, after: event))
        disconnectUserHere(userID, after: event)
    }

    /// Tells every other connection logged in through `session` about `event` and closes each, here and on the other
    /// servers; returns how many of this server's connections it closed.
    @discardableResult
    public func endSession(_ session: String, except connection: ConnectionID, after event: PushedEvent) -> Int {
        relay?.relay(.endSession(session, after: event))
        return endSessionHere(session, except: connection, after: event)
    }

    /// Acts on `event` for this server's connections only: one another server relayed, or one every server acts on
    /// by itself (the console's signals).
    public func deliverHere(_ event: RelayedEvent) {
        switch event {
        case .push(let event, let userID): pushHere(event, to: userID)
        case .disconnectUser(let userID, let event): disconnectUserHere(userID, after: event)
        case .endSession(let session, let event): endSessionHere(session, except: nil, after: event)
        }
    }

    @discardableResult
    private func pushHere(_ event: PushedEvent, to userID: Int64) -> Int {
        let sinks = sinks(of: userID)
        for sink in sinks { sink.deliver(event) }
        return sinks.count
    }

    private func disconnectUserHere(_ userID: Int64, after event: PushedEvent) {
        for sink in sinks(of: userID) { sink.deliverAndClose(event) }
    }

    @discardableResult
    private func endSessionHere(_ session: String, except connection: ConnectionID?, after event: PushedEvent) -> Int {
        let sinks = routes.withLock { routes in
            routes.sessionByConnection.compactMap { other, key in
                key == session && other != connection ? routes.sinks[other] : nil
            }
        }
        for sink in sinks { sink.deliverAndClose(event) }
        return sinks.count
    }

    private func sinks(of userID: Int64) -> [any EventSink] {
        routes.withLock { routes in
            (routes.connectionsByUser[userID] ?? []).compactMap { routes.sinks[$0] }
        }
    }

    /// Tells every open connection about `event` and stops reading from each.
    public func broadcastAndStopReading(_ event: PushedEvent) {
        for sink in routes.withLock({ Array($0.sinks.values) }) {
            sink.deliver(event)
            sink.stopReading()
        }
    }

    /// Closes every open connection at once.
    public func closeAll() {
        for sink in routes.withLock({ Array($0.sinks.values) }) { sink.close() }
    }

    /// Returns once `userID` has no open connection logged in.
    public func waitUntilOffline(_ userID: Int64) async {
        await withCheckedContinuation { continuation in
            let isOffline = routes.withLock { routes in
                guard routes.connectionsByUser[userID] != nil else { return true }
                routes.offlineWaiters[userID, default: []].append(continuation)
                return false
            }
            if isOffline { continuation.resume() }
        }
    }

    public var connectionCount: Int { routes.withLock { $0.sinks.count } }
}
