import AdminConsole
import Foundation

/// Plays a transcript against a running server and stops at the first difference.
public struct TranscriptRunner: Sendable {
    /// Where and how a transcript went wrong, printed as a small diff.
    public struct Mismatch: Error, CustomStringConvertible {
        public let line: Int
        public let message: String
        public let expected: [String]
        public let actual: [String]

        public var description: String {
            var text = "line \(line): \(message)"
            if !expected.isEmpty {
                text += "\n  expected:\n" + expected.map { "    < \($0)" }.joined(separator: "\n")
            }
            if !actual.isEmpty {
                text += "\n  actual:\n" + actual.map { "    < \($0)" }.joined(separator: "\n")
            }
            return text
        }
    }

    public let host: String
    /// The servers' ports: the first for connections without `@server`, and for the clock.
    public let ports: [Int]
    public let timeoutMilliseconds: Int32
    /// Runs the lines of the transcript's `admin` actor, in the console's table format.
    public let admin: AdminShell?

    /// Returns once every server has acted on what the console's last line did. Servers on PostgreSQL hear the
    /// console by a notification that may arrive after the line returns: a person types slower than that, a
    /// transcript does not.
    public let consoleHeard: (@Sendable () async -> Void)?

    /// The actor whose lines go to the admin console instead of a connection.
    public static let adminActor = "admin"

    public init(host: String = "127.0.0.1", port: Int, timeoutMilliseconds: Int32 = 10_000, admin: AdminShell? = nil) {
        self.init(host: host, ports: [port], timeoutMilliseconds: timeoutMilliseconds, admin: admin)
    }

    /// A runner for servers sharing one database, each with its own clock: the clock moves on every one.
    public init(
        host: String = "127.0.0.1", ports: [Int], timeoutMilliseconds: Int32 = 10_000, admin: AdminShell? = nil,
        consoleHeard: (@Sendable () async -> Void)? = nil
    ) {
        precondition(!ports.isEmpty)
        self.consoleHeard = consoleHeard
        self.host = host
        self.ports = ports
        self.timeoutMilliseconds = timeoutMilliseconds
        self.admin = admin
    }

    /// Runs `transcript` on a thread of its own, so blocking reads never hold up the server's tasks.
    public func run(_ transcript: Transcript) async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            let thread = Thread {
                do {
                    try runBlocking(transcript)
                    continuation.resume()
                } catch {
                    continuation.resume(throwing: error)
                }
            }
            thread.start()
        }
    }

    /// Runs `transcript` on the calling thread.
    public func runBlocking(_ transcript: Transcript) throws {
        guard transcript.serverCount <= ports.count else {
            throw Mismatch(
                line: 0, message: "this transcript runs on \(transcript.serverCount) servers: give the runner a port for each",
                expected: [], actual: [])
        }
        var playback = Playback(runner: self, servers: transcript.servers)
        for (line, step) in transcript.steps {
            try playback.perform(step, line: line)
        }
        try playback.requireNothingUnread(atLine: transcript.steps.last?.line ?? 0)
    }

    /// How long the end of a transcript waits for output still on its way: a push that a last line raised.
    public static let unreadOutputWaitMilliseconds = 200
}

/// The state of one run: the users' connections, their unread replies and the captured values.
private struct Playback {
    private final class Client {
        let socket: LineSocket
        var isJSON = false
        /// The reply to the last line sent, read but not yet compared.
        var unreadReply: [String]?

        init(socket: LineSocket) {
            self.socket = socket
        }
    }

    let runner: TranscriptRunner
    let servers: [String: Int]
    private var clients: [String: Client] = [:]
    /// A connection of its own on each server, for moving the clock.
    private var clockClients: [Client] = []
    private var variables: [String: String] = [:]
    /// What the admin console printed for its last line, not yet compared.
    private var adminReply: [String]?
    /// The console the admin lines run in, whose settings (\x, the format) last from line to line as in a session.
    private var admin: AdminShell?

    init(runner: TranscriptRunner, servers: [String: Int]) {
        self.runner = runner
        self.servers = servers
        self.admin = runner.admin
    }

    mutating func perform(_ step: Transcript.Step, line: Int) throws {
        if case .expect = step {} else {
            for client in clients.values { client.unreadReply = nil }
            adminReply = nil
        }
        switch step {
        case .connect(let user):
            let client = try open(for: user, line: line)
            clients[user] = client
            client.unreadReply = try readBlock(client, line: line)
        case .send(TranscriptRunner.adminActor, let text):
            adminReply = try runAdmin(LinePattern.substitute(text, variables), line: line)
        case .expect(TranscriptRunner.adminActor, let lines):
            let actual = adminReply ?? []
            adminReply = nil
            try compare(actual, with: lines, user: TranscriptRunner.adminActor, line: line)
        case .send(let user, let text):
            let client = try clients[user] ?? openSkippingGreeting(user, line: line)
            let sent = LinePattern.substitute(text, variables)
            try client.socket.send(sent + "\r\n")
            let command = sent.trimmingCharacters(in: .whitespaces).lowercased()
            if command == "/json" { client.isJSON = true }
            if command == "/text" { client.isJSON = false }
            client.unreadReply = try readBlock(client, line: line)
        case .expect(let user, let lines):
            guard let client = clients[user] else {
                throw TranscriptRunner.Mismatch(line: line, message: "\(user) has not connected yet", expected: lines, actual: [])
            }
            let actual = try client.unreadReply ?? readBlock(client, line: line)
            client.unreadReply = nil
            try compare(actual, with: lines, user: user, line: line)
        case .expectClosed(let user):
            guard let client = clients[user] else {
                throw TranscriptRunner.Mismatch(line: line, message: "\(user) has not connected yet", expected: [], actual: [])
            }
            if let extra = try readLine(client, line: line) {
                throw TranscriptRunner.Mismatch(
                    line: line, message: "\(user)'s connection should have closed", expected: [], actual: [extra])
            }
            clients[user] = nil
        case .setClock(let time):
            try moveClock("/clock set \(time)", line: line)
        case .advanceClock(let duration):
            try moveClock("/clock advance \(duration)", line: line)
        }
    }

    /// Fails when a connection still has output no step read, waiting for it at most
    /// `TranscriptRunner.unreadOutputWaitMilliseconds` in all.
    func requireNothingUnread(atLine line: Int) throws {
        let clock = ContinuousClock()
        let deadline = clock.now + .milliseconds(TranscriptRunner.unreadOutputWaitMilliseconds)
        for (user, client) in clients.sorted(by: { $0.key < $1.key }) {
            let left = max(.zero, deadline - clock.now)
            let unread = client.socket.unreadLines(timeoutMilliseconds: Int32(left / .milliseconds(1)))
            guard unread.isEmpty else {
                throw TranscriptRunner.Mismatch(
                    line: line, message: "\(user) has output that no step read by the end of the transcript",
                    expected: [], actual: unread)
            }
        }
    }

    private mutating func compare(_ actual: [String], with expected: [String], user: String, line: Int) throws {
        var captured = variables
        let matches = actual.count == expected.count
            && zip(expected, actual).allSatisfy { LinePattern($0).matches($1, variables: &captured) }
        guard matches else {
            throw TranscriptRunner.Mismatch(line: line, message: "\(user) got something else", expected: expected, actual: actual)
        }
        variables = captured
    }

    /// The console's output lines for `command`, standard output then standard error.
    private mutating func runAdmin(_ command: String, line: Int) throws -> [String] {
        guard var shell = admin else {
            throw TranscriptRunner.Mismatch(
                line: line, message: "this transcript has admin lines: give the runner the server's database (replay --db)",
                expected: [], actual: [])
        }
        let result = shell.run(command)
        admin = shell
        if let consoleHeard = runner.consoleHeard {
            let heard = DispatchSemaphore(value: 0)
            Task {
                await consoleHeard()
                heard.signal()
            }
            heard.wait()
        }
        return (result.output + result.errors).split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    private func open(for user: String, line: Int) throws -> Client {
        try open(port: runner.ports[(servers[user] ?? 1) - 1], line: line)
    }

    private func open(port: Int, line: Int) throws -> Client {
        do {
            return Client(socket: try LineSocket(host: runner.host, port: port))
        } catch {
            throw TranscriptRunner.Mismatch(line: line, message: "\(error)", expected: [], actual: [])
        }
    }

    private mutating func openSkippingGreeting(_ user: String, line: Int) throws -> Client {
        let client = try open(for: user, line: line)
        _ = try readBlock(client, line: line)
        clients[user] = client
        return client
    }

    private mutating func moveClock(_ command: String, line: Int) throws {
        if clockClients.isEmpty {
            for port in runner.ports {
                let client = try open(port: port, line: line)
                _ = try readBlock(client, line: line)
                clockClients.append(client)
            }
        }
        for client in clockClients {
            try client.socket.send(command + "\r\n")
            let reply = try readBlock(client, line: line)
            guard reply.first?.hasPrefix("The clock reads") == true else {
                throw TranscriptRunner.Mismatch(line: line, message: "the server refused \(command)", expected: [], actual: reply)
            }
        }
    }

    /// A reply or event: one line in JSON mode; in text mode, the lines up to the empty line that ends it.
    private func readBlock(_ client: Client, line: Int) throws -> [String] {
        var lines: [String] = []
        while let next = try readLine(client, line: line) {
            if client.isJSON { return [next] }
            if next.isEmpty { return lines }
            lines.append(next)
        }
        guard lines.isEmpty else { return lines }
        throw TranscriptRunner.Mismatch(line: line, message: "the server closed the connection", expected: [], actual: [])
    }

    private func readLine(_ client: Client, line: Int) throws -> String? {
        do {
            return try client.socket.readLine(timeoutMilliseconds: runner.timeoutMilliseconds)
        } catch {
            throw TranscriptRunner.Mismatch(line: line, message: "\(error)", expected: [], actual: [])
        }
    }
}
