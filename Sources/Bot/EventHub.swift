/// Identifies one open connection for as long as the server runs.
public typealias ConnectionID = UInt64

/// Where the hub delivers events for one connection. Delivery must not wait for the client.
public protocol EventSink: Sendable {
    func deliver(_ event: PushedEvent)
    /// Stops reading from the connection; what is already being answered still finishes.
    func stopReading()
    func close()
}

/// Routes events to every open connection of the user they concern.
public actor EventHub {
    private var sinks: [ConnectionID: any EventSink] = [:]
    private var connectionsByUser: [Int64: Set<ConnectionID>] = [:]
    private var userByConnection: [ConnectionID: Int64] = [:]
    private var offlineWaiters: [Int64: [CheckedContinuation<Void, Never>]] = [:]

    public init() {}

    public func connect(_ connection: ConnectionID, sink: any EventSink) {
        sinks[connection] = sink
    }

    public func disconnect(_ connection: ConnectionID) {
        sinks[connection] = nil
        unbind(connection)
    }

    /// Marks `connection` as logged in as `userID`, so it receives that user's events.
    public func bind(_ connection: ConnectionID, to userID: Int64) {
        unbind(connection)
        userByConnection[connection] = userID
        connectionsByUser[userID, default: []].insert(connection)
    }

    public func unbind(_ connection: ConnectionID) {
        guard let userID = userByConnection.removeValue(forKey: connection) else { return }
        connectionsByUser[userID]?.remove(connection)
        guard connectionsByUser[userID]?.isEmpty == true else { return }
        connectionsByUser[userID] = nil
        for waiter in offlineWaiters.removeValue(forKey: userID) ?? [] { waiter.resume() }
    }

    /// Returns once `userID` has no open connection logged in.
    public func waitUntilOffline(_ userID: Int64) async {
        guard connectionsByUser[userID] != nil else { return }
        await withCheckedContinuation { offlineWaiters[userID, default: []].append($0) }
    }

    /// Delivers `event` to every open connection of `userID`; returns how many received it.
    @discardableResult
    public func push(_ event: PushedEvent, to userID: Int64) -> Int {
        let connections = connectionsByUser[userID] ?? []
        for connection in connections { sinks[connection]?.deliver(event) }
        return connections.count
    }

    /// Tells every open connection about `event` and stops reading from each.
    public func broadcastAndStopReading(_ event: PushedEvent) {
        for sink in sinks.values {
            sink.deliver(event)
            sink.stopReading()
        }
    }

    /// Closes every open connection at once.
    public func closeAll() {
        for sink in sinks.values { sink.close() }
    }

    public var connectionCount: Int { sinks.count }
}
