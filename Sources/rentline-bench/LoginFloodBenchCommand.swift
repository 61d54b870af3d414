import ArgumentParser
import Foundation
import LineServer
import RentlineTesting
import Synchronization

/// `rentline-bench login-flood`: one person logs in and out twice a second from one address while many connections
/// from others loop sign-up and logout, or wrong-password logins for made-up names, as fast as the server lets them;
/// reports the person's login latency. The flood's last requests are not waited for: a server that queues them
/// without bound would hold the bench for minutes.
struct LoginFloodBenchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "login-flood",
        abstract: "Time one person's logins while many connections from other addresses flood sign-ups or wrong logins.")

    /// What the flooding connections send.
    enum Flood: String, ExpressibleByArgument {
        case signups = "signups"
        case wrongLogins = "wrong-logins"
    }

    @Option(help: "The server's port on 127.0.0.1.") var port = 4000
    @Option(help: "Connections that flood.") var flooders = 300
    @Option(help: "What they send: signups (signup, then logout) or wrong-logins (login NAME WRONG-PASSWORD for made-up names).")
    var flood = Flood.signups
    @Option(help: "How long to measure.") var seconds = 20.0
    @Option(help: "Loopback addresses the flood comes from, 127.0.1.1 onwards; 0 for 127.0.0.1 alone.")
    var floodAddresses = 0
    @Option(help: "The loopback address the person logs in from.") var personAddress = "127.0.0.2"
    @Option(help: "Logins the person starts per second.") var loginsPerSecond = 2.0

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    func run() async throws {
        FileDescriptorLimit.raiseToMaximum()
        let person = "person\(Int.random(in: 100_000...999_999))"
        let password = "person-password"
        try await TestClient.connect(port: port, from: personAddress) { client in
            _ = try await client.readBlock()
            try await client.send("signup \(person) \(password)")
            let reply = try await client.readBlock()
            guard reply.first?.hasPrefix("Welcome to Rentline") == true else {
                throw Failure(description: "could not make the person's account: \(reply)")
            }
        }
        let deadline = ContinuousClock.now + .seconds(seconds)
        let flood = FloodTally()
        let flooding = Task {
            await withTaskGroup(of: Void.self) { group in
            for index in 0..<flooders {
                let address = floodAddresses == 0
                    ? "127.0.0.1" : "127.0.\(1 + index % floodAddresses / 250).\(1 + index % floodAddresses % 250)"
                group.addTask { [kind = self.flood] in
                    await Self.flood(kind, index, port: port, from: address, until: deadline, into: flood)
                }
            }
            }
        }
        var latencies: [Duration] = []
        var refusals: [String: Int] = [:]
        try await TestClient.connect(port: port, from: personAddress) { client in
            _ = try await client.readBlock()
            let interval = Duration.seconds(1 / loginsPerSecond)
            var next = ContinuousClock.now
            while next < deadline {
                try await Task.sleep(until: next)
                next += interval
                let start = ContinuousClock.now
                try await client.send("login \(person) \(password)")
                let reply = try await client.readBlock()
                if reply.first?.hasPrefix("Welcome back") == true {
                    latencies.append(ContinuousClock.now - start)
                    try await client.send("logout")
                    _ = try await client.readBlock()
                } else {
                    refusals[String((reply.first ?? "closed").prefix(40)), default: 0] += 1
                }
                next = max(next, ContinuousClock.now)
            }
        }
        flooding.cancel()
        let sorted = latencies.sorted()
        func percentile(_ p: Double) -> Double {
            guard !sorted.isEmpty else { return 0 }
            let value = sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))]
            return Double(value.components.seconds) * 1000 + Double(value.components.attoseconds) / 1e15
        }
        let refused = refusals.map { "\($0.value)×\"\($0.key)\"" }.sorted().joined(separator: ",")
        print(String(
            format: "flood=%@ flooders=%d flood_addresses=%d connected=%d seconds=%.0f accounts_made=%d guesses_answered=%d logins=%d p50_ms=%.1f p99_ms=%.1f max_ms=%.1f refused=%@",
            self.flood.rawValue, flooders, max(1, floodAddresses), flood.connected.load(ordering: .relaxed), seconds,
            flood.accountsMade.load(ordering: .relaxed), flood.guessesAnswered.load(ordering: .relaxed),
            latencies.count, percentile(0.5), percentile(0.99), percentile(1), refused.isEmpty ? "0" : refused))
    }

    /// One flooding connection, until `deadline` or until the server closes it: signup with a new name and logout,
    /// or a wrong-password login for a new made-up name, again and again.
    private static func flood(
        _ kind: Flood, _ index: Int, port: Int, from address: String, until deadline: ContinuousClock.Instant, into tally: FloodTally
    ) async {
        try? await TestClient.connect(port: port, from: address) { client in
            guard try await client.readBlock().first?.hasPrefix("Welcome to Rentline") == true else { return }
            tally.connected.add(1, ordering: .relaxed)
            var attempt = 0
            while ContinuousClock.now < deadline {
                attempt += 1
                switch kind {
                case .wrongLogins:
                    try await client.send("login ghost\(index)x\(attempt) wrong-password")
                    let reply = try await client.readBlock()
                    if reply.isEmpty { return }
                    if reply.first?.hasPrefix("That name and password") == true {
                        tally.guessesAnswered.add(1, ordering: .relaxed)
                    }
                case .signups:
                    try await client.send("signup flood\(index)x\(attempt) flood-password")
                    let reply = try await client.readBlock()
                    if reply.isEmpty { return }
                    if reply.first?.hasPrefix("Welcome to Rentline") == true {
                        tally.accountsMade.add(1, ordering: .relaxed)
                        try await client.send("logout")
                        _ = try await client.readBlock()
                    }
                }
            }
        }
    }
}

/// What the flooding connections achieved together.
final class FloodTally: Sendable {
    let connected = Atomic<Int>(0)
    let accountsMade = Atomic<Int>(0)
    /// Wrong logins whose password was checked and refused as wrong.
    let guessesAnswered = Atomic<Int>(0)
}
