import Foundation
import Logging
import NIOCore
import PostgresNIO
import Synchronization

/// What the servers sharing one PostgreSQL database tell each other, by LISTEN/NOTIFY on one channel: live events
/// for each other's connections, and the console's doorbell.
///
/// A notification carries at most 8,000 bytes, so a longer announcement goes in numbered parts that listeners join
/// again. Every server hears its own announcements too, and drops them. Listening reconnects by itself when the
/// connection drops; what was announced meanwhile is not heard (stored notices and signals stay in the database).
public final class ServerChannel: Sendable {
    /// What an announcement is about.
    public enum Kind: String, Sendable {
        /// A live event for the connections of one user, as text the hubs agree on.
        case event
        /// The console committed signals for the servers.
        case signals
    }

    /// The kind word of a server's own mark, which only that server acts on (see `catchUp`).
    static let markKind = "mark"

    static let name = "rentline"
    static let partLength = 7_000
    /// Partly heard announcements kept for joining; past this the oldest are dropped.
    static let maximumPending = 256
    /// How long `catchUp` waits for its mark before giving up (the connection may have dropped meanwhile).
    static let catchUpLimit = TimeAmount.seconds(5)

    private struct Listening {
        var connection: PostgresConnection?
        var task: Task<Void, Never>?
        var isStopped = false
        /// Whether this server's listening connection holds the sweep's advisory lock, until that connection goes.
        var leadsSweep = false
    }

    /// The advisory lock key of the server that runs the timed booking sweep ("rentswp" in ASCII).
    static let sweepLockKey: Int64 = 0x72_65_6E_74_73_77_70

    private struct Parts {
        var key: String
        var received: [String]
        var count: Int
    }

    private let configuration: PostgresConnection.Configuration
    private let eventLoops: any EventLoopGroup
    private let logger: Logger
    private let origin = UUID().uuidString
    private let sequence = Atomic<Int>(0)
    private let signalsHeardCount = Atomic<Int>(0)
    private let listening = Mutex(Listening())
    private let pending = Mutex([Parts]())
    /// Callers of `catchUp` waiting for their marks, by the mark's number.
    private let marks = Mutex([Int: CheckedContinuation<Void, Never>]())

    init(configuration: PostgresConnection.Configuration, eventLoops: any EventLoopGroup, logger: Logger) {
        self.configuration = configuration
        self.eventLoops = eventLoops
        self.logger = logger
    }

    /// How many times this server has heard the console's doorbell.
    public var signalsHeard: Int { signalsHeardCount.load(ordering: .relaxed) }

    /// Rings the doorbell inside `db`'s write transaction: the servers hear it when that transaction commits.
    static func ringSignals(in db: SQLSession) throws {
        try db.execute(
            sql: "SELECT pg_notify(?, ?)",
            arguments: [name, payload(origin: "console", number: 0, part: 1, of: 1, kind: Kind.signals.rawValue, text: "")])
    }

    /// Starts listening and returns once PostgreSQL has confirmed it; `hear` then gets every announcement of the
    /// other servers, in the order each server made them, until `stop()`.
    public func start(hear: @escaping @Sendable (Kind, String) -> Void) async throws {
        let connection = try await PostgresConnection.connect(
            on: eventLoops.next(), configuration: configuration, id: 0, logger: logger)
        try await listen(on: connection, hear: hear)
    }

    /// Stops listening, hands the sweep's lock back if this server held it, and closes the connection.
    public func stop() async {
        let (task, connection, leadsSweep) = listening.withLock { listening in
            listening.isStopped = true
            defer {
                listening.connection = nil
                listening.leadsSweep = false
            }
            return (listening.task, listening.connection, listening.leadsSweep)
        }
        task?.cancel()
        await task?.value
        if leadsSweep, let connection {
            await releaseSweepLock(on: connection)
        }
        try? await connection?.close()
    }

    /// Releasing the lock before closing lets another server take the sweep at once: a closed connection's locks
    /// are only freed when PostgreSQL notices that its backend is gone.
    private func releaseSweepLock(on connection: PostgresConnection) async {
        do {
            let rows = try await connection.query("SELECT pg_advisory_unlock(\(Self.sweepLockKey))", logger: logger)
            for try await _ in rows {}
        } catch {
            logger.warning("handing back the sweep's lock failed", metadata: ["error": "\(String(reflecting: error))"])
        }
    }

    /// Announces `text` to the other servers, after what this server announced before; nothing happens while the
    /// channel is not listening (on SQLite, or while reconnecting).
    public func announce(_ kind: Kind, _ text: String) {
        guard let connection = listening.withLock({ $0.connection }) else { return }
        let number = sequence.add(1, ordering: .relaxed).newValue
        let parts = Self.parts(of: text)
        for (index, part) in parts.enumerated() {
            let payload = Self.payload(
                origin: origin, number: number, part: index + 1, of: parts.count, kind: kind.rawValue, text: part)
            connection.query(
                PostgresQuery(unsafeSQL: "SELECT pg_notify($1, $2)", binds: Self.binds(Self.name, payload)), logger: logger
            ).whenFailure { [self] error in
                guard !listening.withLock(\.isStopped) else { return }
                logger.warning("announcing to the other servers failed", metadata: ["error": "\(String(reflecting: error))"])
            }
        }
    }

    /// Returns once this server has heard everything announced before the call, by any server, and its own
    /// announcements have reached every listener: it announces a mark and waits to hear it, and PostgreSQL delivers
    /// notifications to each listener in the order they were committed. Returns at once when not listening, and
    /// after `catchUpLimit` if the mark never comes back.
    public func catchUp() async {
        guard let connection = listening.withLock({ $0.connection }) else { return }
        let number = sequence.add(1, ordering: .relaxed).newValue
        let payload = Self.payload(origin: origin, number: number, part: 1, of: 1, kind: Self.markKind, text: "")
        await withCheckedContinuation { continuation in
            marks.withLock { $0[number] = continuation }
            connection.query(
                PostgresQuery(unsafeSQL: "SELECT pg_notify($1, $2)", binds: Self.binds(Self.name, payload)), logger: logger
            ).whenFailure { [self] _ in heardMark(number) }
            connection.eventLoop.scheduleTask(in: Self.catchUpLimit) { [self] in heardMark(number) }
        }
    }

    private func heardMark(_ number: Int) {
        marks.withLock { $0.removeValue(forKey: number) }?.resume()
    }

    /// Whether this server runs the timed booking sweep: the one whose listening connection took the sweep's
    /// advisory lock first. When that server stops or loses its connection, PostgreSQL lets the lock go and the next
    /// server to ask takes it.
    public func leadsSweep() async -> Bool {
        let (connection, leads) = listening.withLock { ($0.connection, $0.leadsSweep) }
        guard !leads else { return true }
        guard let connection else { return false }
        do {
            let rows = try await connection.query("SELECT pg_try_advisory_lock(\(Self.sweepLockKey))", logger: logger)
            for try await taken in rows.decode(Bool.self) where taken {
                listening.withLock { if $0.connection === connection { $0.leadsSweep = true } }
                logger.info("this server now runs the timed booking sweep")
                return true
            }
        } catch {
            logger.warning("asking for the sweep's lock failed", metadata: ["error": "\(String(reflecting: error))"])
        }
        return false
    }

    private func listen(
        on connection: PostgresConnection, hear: @escaping @Sendable (Kind, String) -> Void
    ) async throws {
        let (started, didStart) = AsyncStream<Result<Void, any Error>>.makeStream()
        let task = Task {
            await self.follow(connection, hear: hear, started: didStart)
        }
        listening.withLock { listening in
            listening.connection = connection
            listening.task = task
        }
        for await outcome in started {
            try outcome.get()
            return
        }
    }

    /// Consumes notifications until cancelled; when the connection drops, reconnects with growing pauses.
    private func follow(
        _ first: PostgresConnection, hear: @escaping @Sendable (Kind, String) -> Void,
        started: AsyncStream<Result<Void, any Error>>.Continuation
    ) async {
        var connection = first
        var pause = Duration.milliseconds(100)
        var hasStarted = false
        while !Task.isCancelled {
            do {
                try await connection.listen(on: Self.name) { notifications in
                    if !hasStarted {
                        hasStarted = true
                        started.yield(.success(()))
                        started.finish()
                    } else {
                        logger.notice("listening to the other servers again")
                    }
                    pause = .milliseconds(100)
                    for try await notification in notifications { receive(notification.payload, hear: hear) }
                }
            } catch {
                if !hasStarted {
                    started.yield(.failure(error))
                    started.finish()
                    return
                }
                if Task.isCancelled { return }
                logger.warning(
                    "lost the connection to the other servers; reconnecting", metadata: ["error": "\(String(reflecting: error))"])
            }
            if Task.isCancelled { return }
            listening.withLock { listening in
                listening.connection = nil
                listening.leadsSweep = false
            }
            try? await connection.close()
            while !Task.isCancelled {
                try? await Task.sleep(for: pause)
                pause = min(pause * 2, .seconds(5))
                do {
                    connection = try await PostgresConnection.connect(
                        on: eventLoops.next(), configuration: configuration, id: 0, logger: logger)
                } catch {
                    continue
                }
                let isStopped = listening.withLock { listening in
                    if !listening.isStopped { listening.connection = connection }
                    return listening.isStopped
                }
                if isStopped { try? await connection.close() }
                break
            }
        }
    }

    private func receive(_ payload: String, hear: (Kind, String) -> Void) {
        let fields = payload.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: false)
        if fields.count == 6, fields[4] == Self.markKind {
            if fields[0] == origin, let number = Int(fields[1]) { heardMark(number) }
            return
        }
        guard fields.count == 6, let part = Int(fields[2]), let count = Int(fields[3]), (1...count).contains(part),
            let kind = Kind(rawValue: String(fields[4]))
        else {
            logger.warning("an announcement from another server could not be read")
            return
        }
        if kind == .signals { signalsHeardCount.add(1, ordering: .relaxed) }
        guard fields[0] != origin else { return }
        let key = "\(fields[0]) \(fields[1])"
        let text = String(fields[5])
        guard count > 1 else { return hear(kind, text) }
        let whole = pending.withLock { pending -> String? in
            guard let index = pending.firstIndex(where: { $0.key == key }) else {
                if part == 1 { pending.append(Parts(key: key, received: [text], count: count)) }
                if pending.count > Self.maximumPending { pending.removeFirst() }
                return nil
            }
            guard pending[index].received.count + 1 == part else {
                pending.remove(at: index)
                return nil
            }
            pending[index].received.append(text)
            guard part == count else { return nil }
            return pending.remove(at: index).received.joined()
        }
        if let whole { hear(kind, whole) }
    }

    /// A notification's payload, as `receive` reads it: who announced, their announcement's number, which part of how
    /// many, the kind, then the text.
    private static func payload(
        origin: String, number: Int, part: Int, of count: Int, kind: String, text: Substring
    ) -> String {
        "\(origin) \(number) \(part) \(count) \(kind) \(text)"
    }

    /// `text` cut into pieces of at most `partLength` bytes, between characters.
    static func parts(of text: String) -> [Substring] {
        var parts: [Substring] = []
        var start = text.startIndex
        var length = 0
        for index in text.indices {
            let size = text[index].utf8.count
            if length + size > partLength {
                parts.append(text[start..<index])
                start = index
                length = 0
            }
            length += size
        }
        parts.append(text[start...])
        return parts
    }

    private static func binds(_ channel: String, _ payload: String) -> PostgresBindings {
        var binds = PostgresBindings()
        binds.append(channel)
        binds.append(payload)
        return binds
    }
}
