import Marketplace

/// Reads, once each and in order, the signals the admin console leaves for this server.
actor AdminSignalFollower {
    private let signals: ServerSignals
    private var last: Int64?

    init(database: AppDatabase) {
        signals = ServerSignals(database: database)
    }

    /// Starts after the newest signal, so a restarted server doesn't act on old ones again.
    func start() async throws {
        if last == nil { last = try await signals.latest() }
    }

    /// The signals left since the last call; concurrent callers never get the same signal twice.
    func next() async throws -> [ServerSignal] {
        guard let from = last else {
            try await start()
            return []
        }
        let found = try await signals.after(from)
        let seen = last ?? from
        let fresh = found.filter { $0.id > seen }
        if let newest = fresh.last?.id { last = newest }
        return fresh.map(\.signal)
    }
}
