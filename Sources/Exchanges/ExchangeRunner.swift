import Foundation
import LineServer
import Marketplace
import RentlineTesting

/// Plays exchanges, each on a server of its own over a fresh copy of the staged world, and judges each by the records
/// it added, changed or deleted.
public struct ExchangeRunner: Sendable {
    /// How one exchange ended.
    public struct Outcome: Sendable {
        public let exchange: Exchange
        /// A line per record the exchange added, changed or deleted.
        public let changes: Set<String>
        /// The bot's reply to the exchange's last line.
        public let lastReply: [String]

        /// Exactly what the exchange must do happened, and nothing else.
        public var isRight: Bool { changes == exchange.outcome }
        /// Something happened that the exchange must not do: an action on a record it doesn't name, or one nobody
        /// asked for. A record it names left in another state ("…: requested" for "…: approved") is a miss, not this.
        public var actedWrongly: Bool {
            let named = Set(exchange.outcome.map(Self.record(of:)))
            return changes.subtracting(exchange.outcome).contains { !named.contains(Self.record(of: $0)) }
        }

        /// The record a line is about: "booking #8 by bob of listing #8" of "booking #8 by bob of listing #8: approved".
        static func record(of line: String) -> String {
            line.split(separator: ":", maxSplits: 1).first.map(String.init) ?? line
        }
        /// The exchange ended on a question from the bot, with nothing changed.
        public var endedInAQuestion: Bool { changes.isEmpty && lastReply.last?.contains("?") == true }
    }

    /// The staged world's database file, which each exchange copies.
    let stagePath: String
    /// What existed when the stage was set.
    public let stageFacts: WorldFacts

    /// Sets the stage: plays `script`, lines of `user> text` whose people sign up with `Stage.password`, on a server
    /// of its own, and keeps the database it leaves in a folder removed when the process exits.
    public static func staging(_ script: String) async throws -> ExchangeRunner {
        let turns = try Stage.turns(script)
        let directory = try Stage.folder()
        let stagePath = directory.appendingPathComponent("stage.sqlite").path
        try await TestDatabase.withFresh { database in
            try await TestServer.withServer(database: database, seed: Stage.seed) { server in
                try await onThread {
                    var player = ExchangePlayer(port: server.port, password: nil)
                    for turn in turns { _ = try player.say(turn.text, as: turn.user) }
                }
            }
            try database.copy(to: stagePath)
        }
        return ExchangeRunner(stagePath: stagePath, stageFacts: try WorldFacts.read(path: stagePath))
    }

    /// Plays `exchange` on a copy of the stage.
    public func play(_ exchange: Exchange) async throws -> Outcome {
        let directory = URL(fileURLWithPath: stagePath).deletingLastPathComponent()
            .appendingPathComponent("exchange-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("world.sqlite").path
        try FileManager.default.copyItem(atPath: stagePath, toPath: path)
        let database = try AppDatabase.open(path: path)
        let lastReply = try await TestServer.withServer(database: database, seed: Stage.seed) { server in
            try await Self.onThread {
                var player = ExchangePlayer(port: server.port, password: Stage.password)
                var reply: [String] = []
                for turn in exchange.turns { reply = try player.say(turn.text, as: turn.user) }
                return reply
            }
        }
        try await database.close()
        let changes = try WorldFacts.read(path: path).changes(since: stageFacts)
        return Outcome(exchange: exchange, changes: changes, lastReply: lastReply)
    }

    private static func onThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try body() }) }.start()
        }
    }
}
