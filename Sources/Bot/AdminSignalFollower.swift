import Logging
import Marketplace
import Synchronization

/// Reads, once each and in order, the signals the admin console leaves for this server, and acts on them.
///
/// A caller is answered only by a look that began after it called, so whatever an admin committed before
/// then has been acted on. Callers that arrive while a look is under way share the next look; a caller
/// checking a line first asks `hasNothingNew()`, which needs no hop onto the actor: the console's doorbell
/// hasn't rung since the last look began, so that look has already acted on everything.
actor AdminSignalFollower {
    private let signals: ServerSignals
    private let doorbell: SignalDoorbell
    /// What `hasNothingNew()` reads from any thread: the doorbell's stamp when the last look began, whether
    /// one has, and whether a look is under way.
    private struct Seen {
        var stamp: SignalDoorbell.Stamp?
        var hasLooked = false
        var isLooking = false
    }

    private nonisolated let seen = Mutex(Seen())
    private let logger: Logger
    private let act: @Sendable (ServerSignal) -> Void
    private var last: Int64?
    private var looksStarted = 0
    private var looksFinished = 0
    private var waiters: [(look: Int, continuation: CheckedContinuation<Void, Never>)] = []
    /// Whose connections recent looks closed, with the look that closed them.
    private var disconnections: [(look: Int, user: Int64)] = []

    init(database: AppDatabase, logger: Logger, act: @escaping @Sendable (ServerSignal) -> Void) {
        self.signals = ServerSignals(database: database)
        self.doorbell = SignalDoorbell(database: database)
        self.logger = logger
        self.act = act
    }

    /// Starts after the newest signal, so a restarted server doesn't act on old ones again.
    func start() async throws {
        if last == nil { last = try await signals.latest() }
    }

    /// Whether every signal the console has announced was already acted on, by a look that has finished.
    nonisolated func hasNothingNew() -> Bool {
        let now = doorbell.stamp()
        return seen.withLock { $0.hasLooked && !$0.isLooking && $0.stamp == now }
    }

    /// Acts on every signal left before this call; returns whether the looks since then closed `user`'s connections.
    @discardableResult
    func catchUp(checking user: Int64? = nil) async -> Bool {
        let isLooking = seen.withLock { $0.isLooking }
        let firstRelevant = isLooking ? looksStarted : looksStarted + 1
        let needed = looksStarted + 1
        if isLooking {
            await withCheckedContinuation { waiters.append((needed, $0)) }
        } else {
            seen.withLock { $0.isLooking = true }
            while looksFinished < needed || !waiters.isEmpty {
                looksStarted += 1
                await look(number: looksStarted)
                looksFinished = looksStarted
                let finished = looksFinished
                for waiter in waiters where waiter.look <= finished { waiter.continuation.resume() }
                waiters.removeAll { $0.look <= finished }
            }
            seen.withLock { $0.isLooking = false }
        }
        guard let user else { return false }
        return disconnections.contains { $0.look >= firstRelevant && $0.user == user }
    }

    private func look(number: Int) async {
        let stamp = doorbell.stamp()
        seen.withLock {
            $0.stamp = stamp
            $0.hasLooked = true
        }
        do {
            guard let from = last else {
                try await start()
                return
            }
            let found = try await signals.after(from)
            if let newest = found.last?.id { last = newest }
            for (_, signal) in found {
                if case .disconnect(let user, _) = signal { disconnections.append((number, user)) }
                act(signal)
            }
            disconnections.removeAll { $0.look < number - 1000 }
        } catch {
            logger.error("reading admin signals failed", metadata: ["error": "\(error)"])
        }
    }
}
